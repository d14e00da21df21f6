// SendableRx — one inner subscription of a multi-source operator, as a single object.

import Synchronization

/// The subscription to one inner or source sequence of a multi-source operator (`merge`, `flatMap`,
/// `combineLatest`, `zip`): set once with the upstream disposable, disposed once, in either order — the same
/// contract as ``SingleAssignmentDisposable``.
///
/// Operators subclass it with the observer of that sequence, so one allocation per inner sequence holds the
/// observer, its state and its subscription (a ``SingleAssignmentDisposable`` plus a capturing closure would be
/// two). The subclass's `on(_:)` is passed as `AnyObserver(eventHandler: self.on)`, which captures only `self`.
@usableFromInline
// @unchecked Sendable: `subscription` is written once before the `set` bit is published (release) and then
// touched only by the one call that sees both the `set` and `disposed` bits first (acquire), as in SinkDisposer;
// `nextSibling` is set before the subscription is made and only read after.
class InnerSubscription: Disposable, @unchecked Sendable {
    @usableFromInline let state = Atomic<Int>(0)
    @usableFromInline @exclusivity(unchecked) final var subscription: (any Disposable)?
    /// The next source of a multi-source sink (`combineLatest`, `zip`), set before any source is subscribed.
    @usableFromInline @exclusivity(unchecked) final var nextSibling: InnerSubscription?

    @inlinable
    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether ``dispose()`` has been called.
    @inlinable
    final var isDisposed: Bool {
        SinkDisposer.isDisposed(state)
    }

    /// Sets the upstream subscription; disposes it at once if this was disposed first.
    @inlinable
    final func setSubscription(_ subscription: consuming any Disposable) {
        SinkDisposer.handOver(subscription, to: &self.subscription, state: state)
    }

    @inlinable
    final func dispose() {
        if SinkDisposer.markDisposed(state) {
            let subscription = self.subscription.take()
            subscription?.dispose()
        }
    }
}
