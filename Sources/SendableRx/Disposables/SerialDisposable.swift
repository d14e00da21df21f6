// SendableRx — a replaceable disposable.

import Synchronization

/// Holds one disposable that can be replaced; replacing disposes the previous one.
///
/// After ``dispose()``, assigning a new ``disposable`` disposes it at once.
public final class SerialDisposable: Cancelable {
    private struct State {
        var current: (any Disposable)?
        var isDisposed = false
    }

    private let state = RxMutex(State())

    /// Creates an empty serial disposable.
    public init() {
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// The current disposable. Setting it disposes the previous one (or the new one, if already disposed).
    public var disposable: any Disposable {
        get {
            state.withLock { $0.current ?? Disposables.create() }
        }
        set {
            let toDispose = state.withLock { state -> (any Disposable)? in
                if state.isDisposed { return newValue }
                let previous = state.current
                state.current = newValue
                return previous
            }
            toDispose?.dispose()
        }
    }

    /// Whether the serial disposable has been disposed.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Disposes the current disposable and every later one.
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
