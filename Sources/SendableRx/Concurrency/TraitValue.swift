// SendableRx — traits in async functions: `try await single.value`.

import Synchronization

extension PrimitiveSequence where Trait == SingleTrait, Element: Sendable {
    /// Subscribes and waits for the `Single`'s element.
    ///
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`. The getter runs in
    /// the caller's isolation, so it can be awaited from `@MainActor` code.
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
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
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
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
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

/// Subscribes to `source` and resumes with what `result` makes of its first event, exactly once — whichever
/// of that event, task cancellation and synchronous completion comes first.
nonisolated(nonsending) func awaitFirstEvent<Element, Value: Sendable>(
    of source: Observable<Element>,
    _ result: @escaping (Event<Element>) -> Result<Value, any Error>
) async throws -> Value {
    let state = AwaitState<Value>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
            guard state.install(continuation) else { return }
            let subscription = source.subscribe(AnyObserver<Element> { event in
                state.resume(with: result(event))
            })
            state.setSubscription(subscription)
        }
    } onCancel: {
        state.resume(with: .failure(CancellationError()))
    }
}

/// Resumes a continuation exactly once and disposes the subscription after it.
final class AwaitState<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, any Error>?
        var pending: Result<Value, any Error>?
        var subscription: (any Disposable)?
        var finished = false
    }

    private let state = RxMutex(State())

    /// Stores the continuation; returns `false` (after resuming it) if a result, such as a cancellation that
    /// came before the continuation existed, is already pending.
    func install(_ continuation: CheckedContinuation<Value, any Error>) -> Bool {
        let pending = state.withLock { state -> Result<Value, any Error>? in
            if let pending = state.pending {
                state.pending = nil
                return pending
            }
            state.continuation = continuation
            return nil
        }
        if let pending {
            continuation.resume(with: pending)
            return false
        }
        return true
    }

    func setSubscription(_ subscription: any Disposable) {
        let disposeNow = state.withLock { state -> Bool in
            if state.finished { return true }
            state.subscription = subscription
            return false
        }
        if disposeNow {
            subscription.dispose()
        }
    }

    func resume(with result: Result<Value, any Error>) {
        let (continuation, subscription) = state.withLock { state -> (CheckedContinuation<Value, any Error>?, (any Disposable)?) in
            if state.finished { return (nil, nil) }
            state.finished = true
            guard let continuation = state.continuation else {
                state.pending = result
                return (nil, nil)
            }
            state.continuation = nil
            let subscription = state.subscription
            state.subscription = nil
            return (continuation, subscription)
        }
        continuation?.resume(with: result)
        subscription?.dispose()
    }
}
