// SendableRx — a disposable released when its owner and every dependent are done.

import Synchronization

/// Disposes its underlying disposable only after it has been disposed itself *and* every disposable
/// returned by ``retain()`` has been disposed.
public final class RefCountDisposable: Cancelable {
    private struct State {
        var disposable: (any Disposable)?
        var primaryDisposed = false
        var count = 0
    }

    private let state: RxMutex<State>

    /// Creates a reference-counted wrapper around `disposable`.
    ///
    /// - Parameter disposable: The disposable released when all references are gone.
    public init(disposable: any Disposable) {
        state = RxMutex(State(disposable: disposable))
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Whether the underlying disposable has been released.
    public var isDisposed: Bool {
        state.withLock { $0.disposable == nil }
    }

    /// Takes a reference; the underlying disposable stays alive until the returned disposable is disposed.
    ///
    /// - Returns: A disposable that releases the reference (once). After the underlying disposable has been
    ///   released, a no-op disposable.
    public func retain() -> any Disposable {
        let retained = state.withLock { state -> Bool in
            guard state.disposable != nil else { return false }
            state.count += 1
            return true
        }
        return retained ? RefCountInnerDisposable(self) : Disposables.create()
    }

    /// Releases the primary reference.
    public func dispose() {
        let toDispose = state.withLock { state -> (any Disposable)? in
            guard let disposable = state.disposable, !state.primaryDisposed else { return nil }
            state.primaryDisposed = true
            guard state.count == 0 else { return nil }
            state.disposable = nil
            return disposable
        }
        toDispose?.dispose()
    }

    fileprivate func release() {
        let toDispose = state.withLock { state -> (any Disposable)? in
            guard let disposable = state.disposable else { return nil }
            state.count -= 1
            precondition(state.count >= 0, "RefCountDisposable: counter is lower than 0")
            guard state.primaryDisposed && state.count == 0 else { return nil }
            state.disposable = nil
            return disposable
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
