// SendableRx — a disposable assigned exactly once.

import Synchronization

// @unchecked Sendable: `current` is written once before the `set` bit is published (release) and then taken only by
// the one call that sees both the `set` and `disposed` bits first (acquire), as in SinkDisposer.
/// A disposable whose underlying disposable is set exactly once, possibly after it was disposed.
///
/// Setting the underlying disposable after ``dispose()`` disposes it at once. Setting it twice is a
/// programmer error and stops the program with a precondition failure, as in RxSwift.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    @usableFromInline static let setBit = 1
    @usableFromInline static let disposedBit = 2

    @usableFromInline let state = Atomic<Int>(0)
    @usableFromInline @exclusivity(unchecked) var current: (any Disposable)?

    /// Creates a disposable with nothing assigned yet.
    @inlinable
    public init() {
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Whether ``dispose()`` has been called.
    @inlinable
    public var isDisposed: Bool {
        state.load(ordering: .acquiring) & SingleAssignmentDisposable.disposedBit != 0
    }

    /// Assigns the underlying disposable.
    ///
    /// - Parameter disposable: The disposable to hold; disposed at once if this object is already disposed.
    /// - Precondition: No disposable has been assigned before.
    @inlinable
    public func setDisposable(_ disposable: any Disposable) {
        precondition(
            state.load(ordering: .relaxed) & SingleAssignmentDisposable.setBit == 0,
            "SingleAssignmentDisposable: the disposable was already set"
        )
        current = disposable
        let previous = state.bitwiseOr(SingleAssignmentDisposable.setBit, ordering: .acquiringAndReleasing).oldValue
        precondition(
            previous & SingleAssignmentDisposable.setBit == 0,
            "SingleAssignmentDisposable: the disposable was already set"
        )
        if previous & SingleAssignmentDisposable.disposedBit != 0 {
            current.take()?.dispose()
        }
    }

    /// Disposes the underlying disposable, now or as soon as it is assigned.
    @inlinable
    public func dispose() {
        let previous = state.bitwiseOr(SingleAssignmentDisposable.disposedBit, ordering: .acquiringAndReleasing)
            .oldValue
        if previous & SingleAssignmentDisposable.disposedBit == 0 && previous & SingleAssignmentDisposable.setBit != 0 {
            current.take()?.dispose()
        }
    }
}
