// SendableRx — a group of disposables disposed together.

// @unchecked Sendable: `bag` and `disposed` are read and written only under `lock`; the disposables are called
// outside it.
/// A group of disposables that are disposed together.
///
/// Disposables can be added with ``insert(_:)`` and removed (and disposed) with ``remove(for:)``. Inserting
/// into a disposed composite disposes the new disposable at once.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    /// The key of an inserted disposable, used to remove it.
    public struct DisposeKey: Hashable, Sendable {
        @usableFromInline let key: BagKey

        @inlinable
        init(key: BagKey) {
            self.key = key
        }
    }

    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var bag: Bag<any Disposable>
    @usableFromInline @exclusivity(unchecked) var disposed = false

    /// Creates an empty composite disposable.
    @inlinable
    public init() {
        bag = Bag()
        Resources.incrementTotal()
    }

    /// Creates a composite disposable holding two disposables.
    public convenience init(_ disposable1: any Disposable, _ disposable2: any Disposable) {
        self.init(disposables: [disposable1, disposable2])
    }

    /// Creates a composite disposable holding three disposables.
    public convenience init(_ disposable1: any Disposable, _ disposable2: any Disposable, _ disposable3: any Disposable) {
        self.init(disposables: [disposable1, disposable2, disposable3])
    }

    /// Creates a composite disposable holding all arguments.
    public convenience init(
        _ disposable1: any Disposable,
        _ disposable2: any Disposable,
        _ disposable3: any Disposable,
        _ disposable4: any Disposable,
        _ disposables: any Disposable...
    ) {
        self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// Creates a composite disposable holding the given disposables.
    public init(disposables: [any Disposable]) {
        var bag = Bag<any Disposable>()
        for disposable in disposables {
            _ = bag.insert(disposable)
        }
        self.bag = bag
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Adds a disposable.
    ///
    /// - Parameter disposable: The disposable to add.
    /// - Returns: A key to remove it with, or `nil` if the composite was already disposed — in that case
    ///   `disposable` has been disposed.
    @inlinable
    @discardableResult
    public func insert(_ disposable: any Disposable) -> DisposeKey? {
        let key = lock.withLock { () -> BagKey? in
            if disposed { return nil }
            return bag.insert(disposable)
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(key: key)
    }

    /// The number of disposables held.
    @inlinable
    public var count: Int {
        lock.withLock { bag.count }
    }

    /// Removes the disposable stored under `disposeKey` and disposes it.
    ///
    /// - Parameter disposeKey: The key returned by ``insert(_:)``.
    @inlinable
    public func remove(for disposeKey: DisposeKey) {
        let removed = lock.withLock { () -> (any Disposable)? in
            if disposed { return nil }
            return bag.removeKey(disposeKey.key)
        }
        removed?.dispose()
    }

    /// Whether the composite has been disposed.
    @inlinable
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Disposes every held disposable, in insertion order, and every disposable inserted later.
    public func dispose() {
        let taken = lock.withLock { () -> Bag<any Disposable>? in
            if disposed { return nil }
            disposed = true
            let taken = bag
            bag = Bag()
            return taken
        }
        guard let taken else { return }
        taken.forEach { $0.dispose() }
    }
}
