// SendableRx — a replaceable disposable.

// @unchecked Sendable: `current` and `disposed` are read and written only under `lock`; the disposables are called
// outside it.
/// Holds one disposable that can be replaced; replacing disposes the previous one.
///
/// After ``dispose()``, assigning a new ``disposable`` disposes it at once.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var current: (any Disposable)?
    @usableFromInline @exclusivity(unchecked) var disposed = false

    /// Creates an empty serial disposable.
    @inlinable
    public init() {
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// The current disposable. Setting it disposes the previous one (or the new one, if already disposed).
    @inlinable
    public var disposable: any Disposable {
        get {
            lock.withLock { current } ?? Disposables.create()
        }
        set {
            let toDispose = lock.withLock { () -> (any Disposable)? in
                if disposed { return newValue }
                let previous = current.take()
                current = newValue
                return previous
            }
            toDispose?.dispose()
        }
    }

    /// Whether the serial disposable has been disposed.
    @inlinable
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Disposes the current disposable and every later one.
    @inlinable
    public func dispose() {
        let toDispose = lock.withLock { () -> (any Disposable)? in
            if disposed { return nil }
            disposed = true
            return current.take()
        }
        toDispose?.dispose()
    }
}
