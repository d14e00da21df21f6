// SendableRx — the base of every operator's per-subscription state.

import Synchronization

/// The per-subscription object of an operator: forwards events downstream until it is disposed.
///
/// Subclasses are `final` and implement the operator's logic in an `on(_:)` method that the operator's
/// producer wires to upstream. ``forwardOn(_:)`` is the hot path: one relaxed atomic load and one call,
/// no lock and no allocation.
@usableFromInline
// @unchecked Sendable: sinks are shared with their SinkDisposer, which may dispose them from any thread; dispose()
// touches only the atomic flag and the Sendable `cancel`, and the stored observer and user closures run only in
// the subscription's serialized event flow.
class Sink<Element>: Disposable, @unchecked Sendable {
    @usableFromInline let observer: AnyObserver<Element>
    @usableFromInline let cancel: SinkDisposer
    @usableFromInline let disposedFlag = Atomic<Bool>(false)

    @inlinable
    init(observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.observer = observer
        self.cancel = cancel
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Forwards an event downstream unless the sink has been disposed.
    @inlinable
    final func forwardOn(_ event: Event<Element>) {
        if disposedFlag.load(ordering: .relaxed) { return }
        observer.on(event)
    }

    /// Forwards a terminal event (unless the sink has been disposed), then disposes the sink.
    @inlinable
    final func forwardAndDispose(_ event: Event<Element>) {
        forwardOn(event)
        dispose()
    }

    /// Whether the sink has been disposed.
    @inlinable
    final var isDisposed: Bool {
        disposedFlag.load(ordering: .relaxed)
    }

    /// Whether the operator's producer has finished setting up: its `run` has returned and the SinkDisposer holds
    /// this sink.
    ///
    /// A sink disposed before that (a source ended the result synchronously while it was being subscribed) leaves
    /// its subscriptions alone: the SinkDisposer disposes it again once it is set. So, as in RxSwift, the sources
    /// the producer subscribes after that still get subscribed, and each subscription is disposed after the source
    /// that ended the result has let go of its own. Overrides of ``dispose()`` that dispose subscriptions return
    /// early while this is `false`.
    @inlinable
    final var isSetUp: Bool {
        cancel.isSet
    }

    /// Stops forwarding and disposes the subscription's resources.
    @usableFromInline
    func dispose() {
        disposedFlag.store(true, ordering: .relaxed)
        cancel.dispose()
    }
}
