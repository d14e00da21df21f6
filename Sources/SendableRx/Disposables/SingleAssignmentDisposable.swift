// SendableRx — a disposable assigned exactly once.

import Synchronization

/// A disposable whose underlying disposable is set exactly once, possibly after it was disposed.
///
/// Setting the underlying disposable after ``dispose()`` disposes it at once. Setting it twice is a
/// programmer error and stops the program with a precondition failure, as in RxSwift.
public final class SingleAssignmentDisposable: Cancelable {
    private struct State {
        var current: (any Disposable)?
        var isSet = false
        var isDisposed = false
    }

    private let state = RxMutex(State())

    /// Creates a disposable with nothing assigned yet.
    public init() {
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Assigns the underlying disposable.
    ///
    /// - Parameter disposable: The disposable to hold; disposed at once if this object is already disposed.
    /// - Precondition: No disposable has been assigned before.
    public func setDisposable(_ disposable: any Disposable) {
        let (wasSet, disposeNow) = state.withLock { state -> (Bool, Bool) in
            if state.isSet { return (true, false) }
            state.isSet = true
            if state.isDisposed { return (false, true) }
            state.current = disposable
            return (false, false)
        }
        precondition(!wasSet, "SingleAssignmentDisposable: the disposable was already set")
        if disposeNow {
            disposable.dispose()
        }
    }

    /// Disposes the underlying disposable, now or as soon as it is assigned.
    public func dispose() {
        let toDispose = state.withLock { state -> (any Disposable)? in
            if state.isDisposed { return nil }
            state.isDisposed = true
            let current = state.current
            state.current = nil
            return current
        }
        toDispose?.dispose()
    }
}
