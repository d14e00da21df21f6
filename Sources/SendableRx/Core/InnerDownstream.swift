// SendableRx — one inner subscription of a multi-source operator in the downstream design, as a single object.

import Synchronization

/// The downstream and the subscription of one inner or source sequence of a multi-source operator (`merge`,
/// `flatMap`, `flatMapFirst`, `amb`): set once with the upstream disposable, disposed once, in either order — the
/// contract of ``InnerSubscription``, through the same handover, for the operators whose inner observers are
/// downstreams.
///
/// Operators subclass it with the handling of that sequence's events (usually one call into their sink), so one
/// allocation holds the downstream, its state and its subscription. Counted in ``Resources/total`` as an
/// ``InnerSubscription`` is.
// @unchecked Sendable: `subscription` is written once before the `set` bit is published (release) and then touched
// only by the one call that sees both the `set` and `disposed` bits first (acquire), as in SinkDisposer; the events
// come in the inner sequence's serialized flow (Downstream's invariant).
class InnerDownstream<Element>: Downstream<Element>, Disposable, @unchecked Sendable {
    let state = Atomic<Int>(0)
    @exclusivity(unchecked) final var subscription: (any Disposable)?

    override init() {
        super.init()
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether ``dispose()`` has been called.
    final var isDisposed: Bool {
        SinkDisposer.isDisposed(state)
    }

    /// Sets the upstream subscription; disposes it at once if this was disposed first.
    final func setSubscription(_ subscription: consuming any Disposable) {
        SinkDisposer.handOver(subscription, to: &self.subscription, state: state)
    }

    final func dispose() {
        if SinkDisposer.markDisposed(state) {
            let subscription = self.subscription.take()
            subscription?.dispose()
        }
    }
}
