// SendableRx — async → Observable: any `AsyncSequence` as an `Observable`, async work as a trait.

import Synchronization

extension AsyncSequence where Self: Sendable, Element: Sendable {
    /// The sequence as an `Observable`: each subscription iterates it in a new detached task.
    ///
    /// Elements become `next` events, the end of the sequence `completed`, and a thrown error `error`.
    /// Disposing the subscription cancels the iterating task; the `CancellationError` that this may cause is
    /// not delivered.
    ///
    /// A single-pass sequence can be iterated only once. For an `AsyncStream`, a second subscription shares its
    /// elements with the first (each element goes to one of them) or, once the stream has finished, completes at
    /// once. An `AsyncThrowingStream` must not be iterated by two tasks at once (the standard library stops the
    /// program), so never subscribe twice at the same time to an observable made from one. Put `share()` after
    /// `asObservable()` to give several subscribers the same elements from a single iteration.
    ///
    /// - Returns: The observable.
    @inlinable
    public func asObservable() -> Observable<Element> {
        asObservable(priority: nil)
    }

    /// The sequence as an `Observable` whose subscriptions iterate it in a detached task of the given priority;
    /// see `asObservable()`.
    ///
    /// A `CancellationError` that the sequence throws while its task was not cancelled is delivered as an error
    /// (RxSwift completes instead; see the migration guide).
    ///
    /// - Parameter priority: The priority of the iterating task; `nil` for the default.
    /// - Returns: The observable.
    @inlinable
    public func asObservable(priority: TaskPriority?) -> Observable<Element> {
        Observable.create { observer in
            // The observer is handed to the task, which is its only user: it calls it one event at a time.
            let target = UncheckedBox(observer)
            let task = Task.detached(priority: priority) {
                do {
                    for try await element in self {
                        target.value.onNext(element)
                    }
                    target.value.onCompleted()
                } catch {
                    if !Task.isCancelled {
                        target.value.onError(error)
                    }
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}

extension AsyncSequence where Self: Sendable, Element: Sendable, Failure == Never {
    /// The non-throwing sequence as an ``Infallible``; see `asObservable()`.
    ///
    /// - Returns: The infallible.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }

    /// The non-throwing sequence as an ``Infallible`` whose subscriptions iterate it in a detached task of the
    /// given priority; see `asObservable(priority:)`.
    ///
    /// - Parameter priority: The priority of the iterating task; `nil` for the default.
    /// - Returns: The infallible.
    @inlinable
    public func asInfallible(priority: TaskPriority?) -> Infallible<Element> {
        Infallible(asObservable(priority: priority))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element: Sendable {
    /// A `Single` that runs `work` in a task for each subscription and succeeds with its result.
    ///
    /// Disposing the subscription cancels the task. A `CancellationError` caused by that is not delivered.
    ///
    /// ```swift
    /// let user = Single.create { try await api.user(id: 42) }
    /// ```
    ///
    /// - Parameters:
    ///   - detached: Whether to run `work` in a detached task instead of a child of the current context.
    ///   - priority: The task priority.
    ///   - work: The async work.
    /// - Returns: The `Single`.
    @inlinable
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @escaping @Sendable () async throws -> Element
    ) -> Single<Element> {
        Single(raw: asyncObservable(detached: detached, priority: priority) { yield in
            yield(try await work())
        })
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element: Sendable {
    /// A `Maybe` that runs `work` in a task for each subscription: success with its result, or completion
    /// when it returns `nil`.
    ///
    /// - Parameters:
    ///   - detached: Whether to run `work` in a detached task.
    ///   - priority: The task priority.
    ///   - work: The async work.
    /// - Returns: The `Maybe`.
    @inlinable
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @escaping @Sendable () async throws -> Element?
    ) -> Maybe<Element> {
        Maybe(raw: asyncObservable(detached: detached, priority: priority) { yield in
            if let element = try await work() {
                yield(element)
            }
        })
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// A `Completable` that runs `work` in a task for each subscription and completes when it returns.
    ///
    /// - Parameters:
    ///   - detached: Whether to run `work` in a detached task.
    ///   - priority: The task priority.
    ///   - work: The async work.
    /// - Returns: The `Completable`.
    @inlinable
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @escaping @Sendable () async throws -> Void
    ) -> Completable {
        Completable(raw: asyncObservable(detached: detached, priority: priority) { _ in
            try await work()
        })
    }
}

extension Observable where Element: Sendable {
    /// An observable that runs `work` in a task for each subscription; `work` sends elements with the
    /// `yield` function it is given, and the sequence completes when it returns or fails when it throws.
    ///
    /// ```swift
    /// let ticks = Observable<Int>.create { yield in
    ///     for tick in 0..<3 {
    ///         try await Task.sleep(for: .seconds(1))
    ///         yield(tick)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - detached: Whether to run `work` in a detached task.
    ///   - priority: The task priority.
    ///   - work: The async work.
    /// - Returns: The observable.
    @inlinable
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @escaping @Sendable (_ yield: @Sendable (Element) -> Void) async throws -> Void
    ) -> Observable<Element> {
        asyncObservable(detached: detached, priority: priority, work: work)
    }
}

/// The observable behind the async `create` forms: one task per subscription, cancelled on disposal.
@inlinable
func asyncObservable<Element: Sendable>(
    detached: Bool,
    priority: TaskPriority?,
    work: @escaping @Sendable (_ yield: @Sendable (Element) -> Void) async throws -> Void
) -> Observable<Element> {
    Observable.create { observer in
        // The observer is handed to the task; `yield` and the terminal event reach it from that task only, in
        // order, and `stopped` keeps anything from following the terminal event.
        let target = UncheckedBox(observer)
        let stopped = AtomicFlag()
        let body: @Sendable () async -> Void = {
            do {
                try await work { element in
                    if !stopped.isSet {
                        target.value.onNext(element)
                    }
                }
                if stopped.set() {
                    target.value.onCompleted()
                }
            } catch {
                if !Task.isCancelled, stopped.set() {
                    target.value.onError(error)
                }
            }
        }
        let task = detached ? Task.detached(priority: priority, operation: body) : Task(priority: priority, operation: body)
        return Disposables.create {
            _ = stopped.set()
            task.cancel()
        }
    }
}

/// A one-way flag.
@usableFromInline
final class AtomicFlag: Sendable {
    @usableFromInline let flag = Atomic(false)

    @inlinable
    init() {}

    @inlinable
    var isSet: Bool { flag.load(ordering: .acquiring) }

    /// Sets the flag; returns `true` if this call set it.
    @inlinable
    func set() -> Bool {
        !flag.exchange(true, ordering: .acquiringAndReleasing)
    }
}
