// SendableRx — a disposable released when its owner and every dependent are done.

import Synchronization

// @unchecked Sendable: `disposable`, `released`, `primaryDisposed` and `count` are read and written only under `lock`;
// the underlying disposable is disposed outside it.
/// Disposes its underlying disposable only after it has been disposed itself *and* every disposable
/// returned by ``retain()`` has been disposed.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    @exclusivity(unchecked) private var disposable: (any Disposable)?
    /// Whether `disposable` has been taken: a plain flag, because testing the optional existential against `nil`
    /// copies it through the runtime's value witnesses on every `retain()` and release.
    @exclusivity(unchecked) private var released = false
    @exclusivity(unchecked) private var primaryDisposed = false
    @exclusivity(unchecked) private var count = 0

    /// Creates a reference-counted wrapper around `disposable`.
    ///
    /// - Parameter disposable: The disposable released when all references are gone.
    public init(disposable: any Disposable) {
        self.disposable = disposable
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Whether the underlying disposable has been released.
    public var isDisposed: Bool {
        lock.withLock { released }
    }

    /// Takes a reference; the underlying disposable stays alive until the returned disposable is disposed.
    ///
    /// - Returns: A disposable that releases the reference (once). After the underlying disposable has been
    ///   released, a no-op disposable.
    public func retain() -> any Disposable {
        let retained = lock.withLock { () -> Bool in
            guard !released else { return false }
            count += 1
            return true
        }
        return retained ? RefCountInnerDisposable(self) : Disposables.create()
    }

    /// Releases the primary reference.
    public func dispose() {
        let toDispose = lock.withLock { () -> (any Disposable)? in
            guard !released, !primaryDisposed else { return nil }
            primaryDisposed = true
            guard count == 0 else { return nil }
            released = true
            return disposable.take()
        }
        toDispose?.dispose()
    }

    fileprivate func release() {
        let toDispose = lock.withLock { () -> (any Disposable)? in
            guard !released else { return nil }
            count -= 1
            precondition(count >= 0, "RefCountDisposable: counter is lower than 0")
            guard primaryDisposed && count == 0 else { return nil }
            released = true
            return disposable.take()
        }
        toDispose?.dispose()
    }
}

private final class RefCountInnerDisposable: Disposable {
    private let parent: RefCountDisposable
    private let disposed = Atomic(false)

    init(_ parent: RefCountDisposable) {
        self.parent = parent
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    func dispose() {
        if !disposed.exchange(true, ordering: .acquiringAndReleasing) {
            parent.release()
        }
    }
}
