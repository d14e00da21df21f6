// SendableRx — traits in async functions: `try await single.value`.

import Synchronization

extension PrimitiveSequence where Trait == SingleTrait, Element: Sendable {
    /// Subscribes and waits for the `Single`'s element.
    ///
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`; a `Single` that
    /// succeeds or fails during the subscription itself gives its result even in a task that is already
    /// cancelled, as in RxSwift. The getter runs in the caller's isolation, so it can be awaited from
    /// `@MainActor` code.
    ///
    /// ```swift
    /// let user = try await api.fetchUser(id).value
    /// ```
    ///
    /// - Throws: The `Single`'s error, or `CancellationError`.
    @inlinable
    nonisolated(nonsending) public var value: Element {
        get async throws {
            try await awaitFirstEvent(of: source) { event in
                switch event {
                case .next(let element): return .success(element)
                case .error(let error): return .failure(error)
                case .completed: return .failure(RxError.noElements)
                }
            }
        }
    }
}

extension PrimitiveSequence where Trait == MaybeTrait, Element: Sendable {
    /// Subscribes and waits for the `Maybe`'s element; `nil` when it completes without one.
    ///
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`; a `Maybe` that
    /// finishes during the subscription itself gives its result even in a task that is already cancelled
    /// (`Maybe.empty().value` returns `nil`), as in RxSwift.
    ///
    /// - Throws: The `Maybe`'s error, or `CancellationError`.
    @inlinable
    nonisolated(nonsending) public var value: Element? {
        get async throws {
            try await awaitFirstEvent(of: source) { event in
                switch event {
                case .next(let element): return .success(element)
                case .error(let error): return .failure(error)
                case .completed: return .success(nil)
                }
            }
        }
    }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// Subscribes and waits for the `Completable` to complete.
    ///
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`; a `Completable`
    /// that finishes during the subscription itself gives its result even in a task that is already cancelled
    /// (`Completable.empty().value` returns), as in RxSwift.
    ///
    /// - Throws: The `Completable`'s error, or `CancellationError`.
    @inlinable
    nonisolated(nonsending) public var value: Void {
        get async throws {
            try await awaitFirstEvent(of: source) { event in
                switch event {
                case .next: return .success(())
                case .error(let error): return .failure(error)
                case .completed: return .success(())
                }
            }
        }
    }
}

/// Subscribes to `source` and returns what `result` makes of its first event.
///
/// The subscription is made first, in the caller's context: a sequence that finishes during the subscription
/// itself gives its result at once, without suspending, and wins over cancellation, as in RxSwift (in a task that is
/// already cancelled, `Maybe.empty().value` still returns `nil`). Otherwise the task waits; cancellation ends the
/// wait with `CancellationError` and disposes the subscription.
@inlinable
nonisolated(nonsending) func awaitFirstEvent<Element, Value: Sendable>(
    of source: Observable<Element>,
    _ result: @escaping (Event<Element>) -> Result<Value, any Error>
) async throws -> Value {
    let awaiter = TraitAwaiter<Value>()
    // A result that comes before the task waits; touched only under `awaiter.lock`.
    var early: Result<Value, any Error>?
    let subscription = source.subscribe(AnyObserver<Element> { event in
        let outcome = result(event)
        let (continuation, subscription) = awaiter.lock.withLock {
            () -> (UnsafeContinuation<Value, any Error>?, (any Disposable)?) in
            if awaiter.isFinished { return (nil, nil) }
            awaiter.isFinished = true
            let continuation = awaiter.continuation.take()
            if continuation == nil {
                early = outcome
            }
            return (continuation, awaiter.subscription.take())
        }
        continuation?.resume(with: outcome)
        subscription?.dispose()
    })
    let finished = awaiter.lock.withLock { () -> Result<Value, any Error>? in
        if awaiter.isFinished { return early }
        awaiter.subscription = subscription
        return nil
    }
    if let finished {
        subscription.dispose()
        return try finished.get()
    }
    return try await withTaskCancellationHandler {
        try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Value, any Error>) in
            let (outcome, cancelled) = awaiter.lock.withLock { () -> (Result<Value, any Error>?, (any Disposable)?) in
                if awaiter.isFinished { return (early, nil) }
                if awaiter.isCancelled {
                    awaiter.isFinished = true
                    return (.failure(CancellationError()), awaiter.subscription.take())
                }
                awaiter.continuation = continuation
                return (nil, nil)
            }
            cancelled?.dispose()
            if let outcome {
                continuation.resume(with: outcome)
            }
        }
    } onCancel: {
        awaiter.cancel()
    }
}

/// The shared state of one `value` wait: the waiting task's continuation, the subscription, and whether the wait
/// has finished. Its fields do not depend on `Value`'s layout, so releasing it needs no generic metadata.
@usableFromInline
// @unchecked Sendable: every `var` is read and written only inside `lock.withLock`.
final class TraitAwaiter<Value: Sendable>: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var continuation: UnsafeContinuation<Value, any Error>?
    @usableFromInline @exclusivity(unchecked) var subscription: (any Disposable)?
    /// A result was delivered (to the continuation or, before it existed, to the caller), or cancellation ended
    /// the wait.
    @usableFromInline @exclusivity(unchecked) var isFinished = false
    @usableFromInline @exclusivity(unchecked) var isCancelled = false

    @inlinable
    init() {}

    /// The task was cancelled: ends a pending wait with `CancellationError` and disposes the subscription; a wait
    /// that has not begun yet ends so when it begins.
    @inlinable
    func cancel() {
        let (continuation, subscription) = lock.withLock {
            () -> (UnsafeContinuation<Value, any Error>?, (any Disposable)?) in
            isCancelled = true
            guard let continuation = self.continuation.take() else { return (nil, nil) }
            isFinished = true
            return (continuation, self.subscription.take())
        }
        subscription?.dispose()
        continuation?.resume(throwing: CancellationError())
    }
}
