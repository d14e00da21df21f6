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
        state.load(ordering: .acquiring) & SinkDisposer.disposedBit != 0
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
        let previous = state.bitwiseOr(SinkDisposer.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & SinkDisposer.disposedBit == 0 && previous & SinkDisposer.setBit != 0 {
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

/// The sink of a producer that keeps no per-subscription state of its own.
@usableFromInline
final class NoSink: Disposable {
    @usableFromInline static let shared = NoSink()

    @inlinable
    func dispose() {}
}
