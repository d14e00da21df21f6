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

/// Subscribes to `source` and resumes with what `result` makes of its first event, exactly once.
///
/// Cancellation ends a wait that is pending with `CancellationError` and disposes the subscription. A sequence
/// that finishes during the subscription itself wins over cancellation, as in RxSwift: in a task that is already
/// cancelled, `Maybe.empty().value` still returns `nil` (the subscription is made, then disposed if it has not
/// finished).
nonisolated(nonsending) func awaitFirstEvent<Element, Value: Sendable>(
    of source: Observable<Element>,
    _ result: @escaping (Event<Element>) -> Result<Value, any Error>
) async throws -> Value {
    let state = AwaitState<Value>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
            state.install(continuation)
            let subscription = source.subscribe(AnyObserver<Element> { event in
                state.resume(with: result(event))
            })
            state.subscribed(subscription)
        }
    } onCancel: {
        state.cancel()
    }
}

/// Resumes a continuation exactly once — with the first event's result, or with `CancellationError` once the
/// task is cancelled and the subscription has returned without a result — and disposes the subscription after it.
final class AwaitState<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, any Error>?
        var subscription: (any Disposable)?
        /// The subscribe call has returned (its disposable is in `subscription`, or was disposed).
        var isSubscribed = false
        var isCancelled = false
        var isFinished = false
    }

    private let state = RxMutex(State())

    /// Stores the continuation; the subscription is made right after.
    func install(_ continuation: CheckedContinuation<Value, any Error>) {
        state.withLock { $0.continuation = continuation }
    }

    /// Records the subscription once `subscribe` returned. If the result came during the subscription, disposes
    /// it; if the task was cancelled before or during the subscription and no result came, ends the wait with
    /// `CancellationError`.
    func subscribed(_ subscription: any Disposable) {
        let (disposeNow, cancelled) = state.withLock { state -> (Bool, CheckedContinuation<Value, any Error>?) in
            state.isSubscribed = true
            if state.isFinished { return (true, nil) }
            if state.isCancelled {
                state.isFinished = true
                let continuation = state.continuation
                state.continuation = nil
                return (true, continuation)
            }
            state.subscription = subscription
            return (false, nil)
        }
        if disposeNow {
            subscription.dispose()
        }
        cancelled?.resume(throwing: CancellationError())
    }

    /// The task was cancelled: ends a pending wait with `CancellationError` — at once if the subscription has
    /// returned, otherwise when it returns (see `subscribed(_:)`).
    func cancel() {
        let (continuation, subscription) = state.withLock {
            state -> (CheckedContinuation<Value, any Error>?, (any Disposable)?) in
            state.isCancelled = true
            guard state.isSubscribed, !state.isFinished else { return (nil, nil) }
            state.isFinished = true
            defer {
                state.continuation = nil
                state.subscription = nil
            }
            return (state.continuation, state.subscription)
        }
        subscription?.dispose()
        continuation?.resume(throwing: CancellationError())
    }

    /// Resumes with the first result; later ones are ignored.
    func resume(with result: Result<Value, any Error>) {
        let (continuation, subscription) = state.withLock {
            state -> (CheckedContinuation<Value, any Error>?, (any Disposable)?) in
            if state.isFinished { return (nil, nil) }
            state.isFinished = true
            defer {
                state.continuation = nil
                state.subscription = nil
            }
            return (state.continuation, state.subscription)
        }
        continuation?.resume(with: result)
        subscription?.dispose()
    }
}
