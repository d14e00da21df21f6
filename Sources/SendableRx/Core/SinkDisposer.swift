// SendableRx — settles the race between disposing a subscription and finishing setting it up.

import Synchronization

/// The disposable returned by every producer subscription.
///
/// A producer creates the disposer, runs the operator (which may dispose it synchronously, before the sink
/// and upstream subscription exist), then hands it the sink and subscription. Whichever of
/// ``setSinkAndSubscription(sink:subscription:)`` and ``dispose()`` comes second disposes both, exactly once.
@usableFromInline
final class SinkDisposer: Cancelable {
    @usableFromInline
    struct State {
        @usableFromInline var sink: (any Disposable)?
        @usableFromInline var subscription: (any Disposable)?
        @usableFromInline var isSet = false
        @usableFromInline var isDisposed = false

        @inlinable init() {}
    }

    @usableFromInline let state = RxMutex(State())

    @inlinable
    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether the subscription has been disposed.
    @usableFromInline
    var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Stores the sink and upstream subscription, or disposes them at once if the disposer was already disposed.
    @usableFromInline
    func setSinkAndSubscription(sink: any Disposable, subscription: any Disposable) {
        let disposeNow = state.withLock { state -> Bool in
            precondition(!state.isSet, "SinkDisposer: sink and subscription were already set")
            state.isSet = true
            if state.isDisposed { return true }
            state.sink = sink
            state.subscription = subscription
            return false
        }
        if disposeNow {
            sink.dispose()
            subscription.dispose()
        }
    }

    /// Disposes the sink and the upstream subscription once they are set.
    @usableFromInline
    func dispose() {
        let taken = state.withLock { state -> (any Disposable, any Disposable)? in
            if state.isDisposed { return nil }
            state.isDisposed = true
            guard let sink = state.sink, let subscription = state.subscription else { return nil }
            state.sink = nil
            state.subscription = nil
            return (sink, subscription)
        }
        if let (sink, subscription) = taken {
            sink.dispose()
            subscription.dispose()
        }
    }
}
