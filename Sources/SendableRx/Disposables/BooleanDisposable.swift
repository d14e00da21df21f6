// SendableRx — a disposable that only records that it was disposed.

import Synchronization

/// A disposable that records whether it was disposed and does nothing else.
public final class BooleanDisposable: Cancelable {
    @usableFromInline let disposed: Atomic<Bool>

    /// Creates a disposable that is not yet disposed.
    @inlinable
    public init() {
        disposed = Atomic(false)
        Resources.incrementTotal()
    }

    /// Creates a disposable in the given state.
    ///
    /// - Parameter isDisposed: The initial state.
    @inlinable
    public init(isDisposed: Bool) {
        disposed = Atomic(isDisposed)
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Whether ``dispose()`` has been called.
    @inlinable
    public var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// Marks the disposable as disposed.
    @inlinable
    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
