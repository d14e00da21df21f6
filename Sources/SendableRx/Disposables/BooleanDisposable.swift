// SendableRx — a disposable that only records that it was disposed.

import Synchronization

/// A disposable that records whether it was disposed and does nothing else.
public final class BooleanDisposable: Cancelable {
    private let disposed: Atomic<Bool>

    /// Creates a disposable that is not yet disposed.
    public init() {
        disposed = Atomic(false)
        Resources.incrementTotal()
    }

    /// Creates a disposable in the given state.
    ///
    /// - Parameter isDisposed: The initial state.
    public init(isDisposed: Bool) {
        disposed = Atomic(isDisposed)
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// Marks the disposable as disposed.
    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
