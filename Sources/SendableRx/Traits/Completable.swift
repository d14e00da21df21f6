// SendableRx — the `Completable` trait.

/// The marker of the `Completable` trait.
public enum CompletableTrait {}

/// A sequence that completes or fails, with no elements.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// The event of a `Completable`.
@frozen
public enum CompletableEvent: Sendable {
    /// Failure with an error.
    case error(any Swift.Error)
    /// Completion.
    case completed
}

extension CompletableEvent: Equatable {
    /// Equal when the same case; errors compare by ``errorsAreEqual(_:_:)``.
    @inlinable
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.error(let left), .error(let right)): return errorsAreEqual(left, right)
        case (.completed, .completed): return true
        default: return false
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The observer of a `Completable` created with `create(subscribe:)`.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Creates a `Completable` from a subscribe function that reports completion or failure once.
    ///
    /// - Parameter subscribe: Called for each subscription with the function that reports the result.
    /// - Returns: The `Completable`.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> any Disposable) -> Completable {
        Completable(raw: .completableCreate(subscribe))
    }

    /// Subscribes a result handler.
    ///
    /// - Parameter observer: Receives `.completed` or `.error`, once.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> any Disposable {
        primitiveSequence.source.subscribe(downstream: TraitResultObserver(observer))
    }

    /// Subscribes completion, error and disposal handlers.
    ///
    /// An error with no `onError` handler goes to ``Hooks/defaultErrorHandler``.
    ///
    /// - Parameters:
    ///   - onCompleted: Called on completion.
    ///   - onError: Called with the error.
    ///   - onDisposed: Called once the subscription is disposed.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((any Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        subscribeTraitCallbacks(
            to: primitiveSequence.source, onSuccess: nil, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
            completionIsFailure: false, callStack: Hooks.subscriptionCallStack()
        )
    }

    /// Subscribes handlers that receive `object` as their first argument, without retaining it.
    ///
    /// - Parameters:
    ///   - object: The object passed to each handler; held weakly.
    ///   - onCompleted: Called on completion.
    ///   - onError: Called with the error.
    ///   - onDisposed: Called once the subscription is disposed.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, any Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        subscribe(
            onCompleted: calling(onCompleted, withWeak: object),
            onError: calling(onError, withWeak: object),
            onDisposed: calling(onDisposed, withWeak: object)
        )
    }

    /// A `Completable` that completes at once.
    public static func empty() -> Completable {
        Completable(raw: .empty())
    }

    /// A `Completable` that fails with `error` at once.
    public static func error(_ error: any Swift.Error) -> Completable {
        Completable(raw: .error(error))
    }

    /// A `Completable` that never reports.
    public static func never() -> Completable {
        Completable(raw: .never())
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs `next` after this `Completable` completes.
    ///
    /// ```
    /// self:          ---|
    /// next:             -(1)
    /// andThen(next): ----(1)
    /// ```
    ///
    /// - Parameter second: The `Single` to run next.
    /// - Returns: A `Single` with `second`'s result; it fails if this `Completable` fails.
    public func andThen<Next>(_ second: Single<Next>) -> Single<Next> {
        Single(raw: Observable<Never>.concatNever(primitiveSequence.source, then: second.asObservable()))
    }

    /// Runs `second` after this `Completable` completes.
    public func andThen<Next>(_ second: Maybe<Next>) -> Maybe<Next> {
        Maybe(raw: Observable<Never>.concatNever(primitiveSequence.source, then: second.asObservable()))
    }

    /// Runs `second` after this `Completable` completes.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: Observable<Never>.concatNever(primitiveSequence.source, then: second.asObservable()))
    }

    /// Runs `second` after this `Completable` completes.
    ///
    /// `second` is an `Observable`, so a subject or a connectable observable is passed as it is, and an implicit
    /// member such as `.just(1)` works where the result's type is known; another ``ObservableType`` (a test
    /// observable, a relay) is passed with `asObservable()`, as in RxSwift.
    ///
    /// - Parameter second: The sequence to subscribe to once this `Completable` completes.
    /// - Returns: An observable with `second`'s events; it fails if this `Completable` fails.
    public func andThen<Next>(_ second: Observable<Next>) -> Observable<Next> {
        Observable<Never>.concatNever(primitiveSequence.source, then: second)
    }

    /// Runs `second` after this `Completable` completes.
    ///
    /// Unlike `andThen(_:)`, which subscribes to `second` before it lets go of this `Completable`'s subscription,
    /// this is the order of the static `concat`, as in RxSwift: this subscription ends first.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat([primitiveSequence, second])
    }

    /// Runs the `Completable`s one after another.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        Completable(raw: Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// Runs the `Completable`s one after another.
    public static func concat(_ sources: Completable...) -> Completable {
        concat(sources)
    }

    /// Runs the `Completable`s at once; completes when all have completed, fails when one fails.
    public static func merge<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        Completable(raw: Observable.merge(sequence.map { $0.asObservable() }))
    }

    /// Runs the `Completable`s at once; completes when all have completed, fails when one fails.
    public static func merge(_ sources: Completable...) -> Completable {
        merge(sources)
    }

    /// Runs the `Completable`s at once; completes when all have completed, fails when one fails.
    public static func zip(_ sources: Completable...) -> Completable {
        merge(sources)
    }

    /// Runs the `Completable`s at once; completes when all have completed, fails when one fails.
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        merge(sources)
    }

    /// Runs side effects for the result and the subscription lifecycle.
    ///
    /// - Returns: The same `Completable`, with the side effects.
    public func `do`(
        onError: ((any Swift.Error) throws -> Void)? = nil,
        afterError: ((any Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(raw: primitiveSequence.source.do(
            onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
        ))
    }
}

extension ObservableType where Element == Swift.Never {
    /// Converts a sequence without elements to a `Completable`.
    ///
    /// - Returns: The `Completable`.
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}

extension ObservableType {
    /// Converts the sequence to a `Completable`, ignoring its elements.
    ///
    /// - Returns: A `Completable` that completes or fails with the sequence.
    public func asCompletable() -> Completable {
        Completable(raw: ignoreElements())
    }
}

extension Observable where Element == Swift.Never {
    /// Subscribes to `next` after `first` completes; `first` has no elements.
    static func concatNever<Next>(_ first: Observable<Never>, then next: Observable<Next>) -> Observable<Next> {
        OperatorProducer { downstream, cancel in
            let sink = AndThenSink(next: next, downstream: downstream, cancel: cancel)
            sink.setFirstSubscription(first.subscribe(downstream: AndThenFirst(sink)))
            return (sink, sink)
        }
    }
}

/// The sink of `andThen`: forwards the second sequence's events once the first (a `Completable`) has completed.
///
/// The sink is the downstream of the second sequence; the first one's events come through an ``AndThenFirst``. It is
/// also the subscription: it holds the subscription in force, the first sequence's until the second one is
/// subscribed, then the second's. As in RxSwift, the second sequence is subscribed before the first subscription is
/// disposed, and a first subscription that returns after its sequence has completed is disposed at once.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; `current`, `secondSubscribed`
// and `subscriptionDisposed` are touched only under `lock`.
final class AndThenSink<Next>: OperatorSink<Next, Next>, @unchecked Sendable {
    let next: Observable<Next>
    let lock = Lock()
    @exclusivity(unchecked) var current: (any Disposable)?
    @exclusivity(unchecked) var secondSubscribed = false
    @exclusivity(unchecked) var subscriptionDisposed = false

    init(next: Observable<Next>, downstream: Downstream<Next>, cancel: SinkDisposer) {
        self.next = next
        super.init(downstream: downstream, cancel: cancel)
    }

    /// Keeps the first sequence's subscription, or disposes it when the second one has replaced it already.
    func setFirstSubscription(_ subscription: any Disposable) {
        let disposeNow = lock.withLock { () -> Bool in
            if subscriptionDisposed || secondSubscribed { return true }
            current = subscription
            return false
        }
        if disposeNow {
            subscription.dispose()
        }
    }

    /// The first sequence has completed: subscribes to the second one in its place.
    func firstCompleted() {
        let subscription = next.subscribe(downstream: self)
        let (previous, disposeNow) = lock.withLock { () -> ((any Disposable)?, Bool) in
            if subscriptionDisposed { return (nil, true) }
            secondSubscribed = true
            let previous = current.take()
            current = subscription
            return (previous, false)
        }
        previous?.dispose()
        if disposeNow {
            subscription.dispose()
        }
    }

    override func next(_ element: Next) {
        forwardNext(element)
    }

    /// Stops forwarding, then disposes the subscription in force. While the producer is still setting up (a
    /// sequence that finished synchronously), the subscriptions stay until the SinkDisposer disposes the sink again.
    override func dispose() {
        super.dispose()
        guard isSetUp else { return }
        let subscription = lock.withLock { () -> (any Disposable)? in
            if subscriptionDisposed { return nil }
            subscriptionDisposed = true
            return current.take()
        }
        subscription?.dispose()
    }
}

/// The downstream of `andThen`'s first sequence (a `Completable`): hands its terminal event to the sink.
// @unchecked Sendable: restated from Downstream, whose comment names the invariant.
final class AndThenFirst<Next>: Downstream<Never>, @unchecked Sendable {
    let sink: AndThenSink<Next>

    init(_ sink: AndThenSink<Next>) {
        self.sink = sink
    }

    override func error(_ error: any Error) {
        sink.forwardErrorAndDispose(error)
    }

    override func completed() {
        sink.firstCompleted()
    }
}
