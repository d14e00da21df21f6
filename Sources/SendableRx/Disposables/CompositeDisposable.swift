// SendableRx — a group of disposables disposed together.

import Synchronization

/// A group of disposables that are disposed together.
///
/// Disposables can be added with ``insert(_:)`` and removed (and disposed) with ``remove(for:)``. Inserting
/// into a disposed composite disposes the new disposable at once.
public final class CompositeDisposable: Cancelable {
    /// The key of an inserted disposable, used to remove it.
    public struct DisposeKey: Hashable, Sendable {
        let key: BagKey
    }

    private let state: RxMutex<Bag<any Disposable>?>

    /// Creates an empty composite disposable.
    public init() {
        state = RxMutex(Bag())
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
        state = RxMutex(bag)
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Adds a disposable.
    ///
    /// - Parameter disposable: The disposable to add.
    /// - Returns: A key to remove it with, or `nil` if the composite was already disposed — in that case
    ///   `disposable` has been disposed.
    @discardableResult
    public func insert(_ disposable: any Disposable) -> DisposeKey? {
        let key = state.withLock { bag -> BagKey? in
            bag?.insert(disposable)
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(key: key)
    }

    /// The number of disposables held.
    public var count: Int {
        state.withLock { $0?.count ?? 0 }
    }

    /// Removes the disposable stored under `disposeKey` and disposes it.
    ///
    /// - Parameter disposeKey: The key returned by ``insert(_:)``.
    public func remove(for disposeKey: DisposeKey) {
        let removed = state.withLock { bag -> (any Disposable)? in
            bag?.removeKey(disposeKey.key)
        }
        removed?.dispose()
    }

    /// Whether the composite has been disposed.
    public var isDisposed: Bool {
        state.withLock { $0 == nil }
    }

    /// Disposes every held disposable, in insertion order, and every disposable inserted later.
    public func dispose() {
        let taken = state.withLock { bag -> [any Disposable] in
            let values = bag?.values ?? []
            bag = nil
            return values
        }
        for disposable in taken {
            disposable.dispose()
        }
    }
}
