// SendableRx — settles the race between disposing a subscription and finishing setting it up.

import Synchronization

/// The disposable returned by every producer subscription.
///
/// A producer creates the disposer, runs the operator (which may dispose it synchronously, before the sink
/// and upstream subscription exist), then hands it the sink and subscription. Whichever of
/// ``setSinkAndSubscription(sink:subscription:)`` and ``dispose()`` comes second disposes both, exactly once.
@usableFromInline
// @unchecked Sendable: `sink` and `subscription` are written once before the `set` bit is published (release) and
// then touched only by the one call that sees both the `set` and `disposed` bits first (acquire), as in RxSwift.
final class SinkDisposer: Cancelable, @unchecked Sendable {
    @usableFromInline static let setBit = 1
    @usableFromInline static let disposedBit = 2

    @usableFromInline let state = Atomic<Int>(0)
    @usableFromInline @exclusivity(unchecked) var sink: (any Disposable & AnyObject)?
    /// The upstream subscription; a no-op disposable before it is set and after it is taken. Not optional: an
    /// optional opaque existential is copied, tested and destroyed through `Optional`'s generic value witnesses.
    @usableFromInline @exclusivity(unchecked) var subscription: any Disposable = NopDisposable()

    @inlinable
    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable
    var isDisposed: Bool {
        SinkDisposer.isDisposed(state)
    }

    /// Whether the sink and subscription have been handed over (the operator's `run` has returned).
    @inlinable
    var isSet: Bool {
        state.load(ordering: .acquiring) & SinkDisposer.setBit != 0
    }

    @inlinable
    func setSinkAndSubscription(sink: any Disposable & AnyObject, subscription: any Disposable) {
        self.sink = sink
        self.subscription = subscription
        let previous = state.bitwiseOr(SinkDisposer.setBit, ordering: .acquiringAndReleasing).oldValue
        precondition(previous & SinkDisposer.setBit == 0, "SinkDisposer: sink and subscription were already set")
        if previous & SinkDisposer.disposedBit != 0 {
            disposeTaken()
        }
    }

    @inlinable
    func dispose() {
        if SinkDisposer.markDisposed(state) {
            disposeTaken()
        }
    }

    /// Disposes and releases the sink and subscription; called once, by whichever call came second.
    @inlinable
    func disposeTaken() {
        let sink = self.sink.take()
        var subscription: any Disposable = NopDisposable()
        swap(&subscription, &self.subscription)
        sink?.dispose()
        subscription.dispose()
    }
}

// The set-once, dispose-once handover over a state word holding `setBit` and `disposedBit`, shared by the disposer and
// by the single-object inner subscriptions (InnerSubscription, InnerDownstream): whichever of setting and disposing
// comes second disposes what was set, exactly once. Always inlined, so each caller compiles the atomics in place.
extension SinkDisposer {
    /// Whether `state` has the disposed bit.
    @inlinable @inline(__always)
    static func isDisposed(_ state: borrowing Atomic<Int>) -> Bool {
        state.load(ordering: .acquiring) & disposedBit != 0
    }

    /// Publishes the disposed bit; returns whether the caller must now dispose what was set (it was set, and this
    /// is the first disposal).
    @inlinable @inline(__always)
    static func markDisposed(_ state: borrowing Atomic<Int>) -> Bool {
        let previous = state.bitwiseOr(disposedBit, ordering: .acquiringAndReleasing).oldValue
        return previous & disposedBit == 0 && previous & setBit != 0
    }

    /// Stores `subscription` in `slot` and publishes the set bit; disposes it at once, taking it back out of `slot`,
    /// if the state was disposed first.
    @inlinable @inline(__always)
    static func handOver(
        _ subscription: consuming any Disposable,
        to slot: inout (any Disposable)?,
        state: borrowing Atomic<Int>
    ) {
        // Disposed already (a source that terminated synchronously, the common case for `just`, `of`, `from`):
        // dispose the subscription without storing it, which saves copying and destroying an optional opaque
        // existential through value witnesses. Only the disposal sets the disposed bit, and it left the
        // subscription to this call, as it found no `set` bit.
        if isDisposed(state) {
            subscription.dispose()
            return
        }
        slot = consume subscription
        let previous = state.bitwiseOr(setBit, ordering: .acquiringAndReleasing).oldValue
        if previous & disposedBit != 0 {
            let taken = slot.take()
            taken?.dispose()
        }
    }
}

/// The sink of a producer that keeps no per-subscription state of its own.
@usableFromInline
final class NoSink: Disposable {
    @usableFromInline static let shared = NoSink()

    @inlinable
    func dispose() {}
}
