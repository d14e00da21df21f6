// SendableRx — owner-scoped disposal.

// @unchecked Sendable: `disposables` is read and written only under `lock`; the disposables are called outside it.
/// Disposes everything added to it when it is deallocated.
///
/// The usual way to tie subscriptions to the lifetime of an owner:
///
/// ```swift
/// let disposeBag = DisposeBag()
/// observable.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
/// ```
///
/// To dispose early, replace the bag with a new one: `disposeBag = DisposeBag()`.
public final class DisposeBag: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    /// The disposables added so far; `nil` once the bag has been disposed.
    @usableFromInline @exclusivity(unchecked) var disposables: [any Disposable]? = []

    /// Creates an empty bag.
    @inlinable
    public init() {}

    /// Adds a disposable to the bag. If the bag is already disposed, the disposable is disposed at once.
    ///
    /// - Parameter disposable: The disposable to add.
    @inlinable
    public func insert(_ disposable: any Disposable) {
        let accepted = lock.withLock { () -> Bool in
            if disposables == nil { return false }
            // Most bags hold a handful of subscriptions: room for four at the first insert saves the array two
            // reallocations on the way (growth would go 1, 2, 4).
            if disposables!.capacity == 0 { disposables!.reserveCapacity(4) }
            disposables!.append(disposable)
            return true
        }
        if !accepted {
            disposable.dispose()
        }
    }

    private func dispose() {
        let taken = lock.withLock { () -> [any Disposable] in
            let taken = disposables ?? []
            disposables = nil
            return taken
        }
        for disposable in taken {
            disposable.dispose()
        }
    }

    deinit {
        dispose()
    }
}

extension DisposeBag {
    /// Creates a bag holding the given disposables.
    public convenience init(disposing disposables: any Disposable...) {
        self.init()
        insert(disposables)
    }

    /// Creates a bag holding the disposables the builder lists.
    ///
    /// ```swift
    /// let bag = DisposeBag {
    ///     first.subscribe()
    ///     second.subscribe()
    /// }
    /// ```
    public convenience init(@DisposableBuilder builder: () -> [any Disposable]) {
        self.init(disposing: builder())
    }

    /// Creates a bag holding the given disposables.
    public convenience init(disposing disposables: [any Disposable]) {
        self.init()
        insert(disposables)
    }

    /// Adds the given disposables.
    public func insert(_ disposables: any Disposable...) {
        insert(disposables)
    }

    /// Adds the disposables the builder lists.
    public func insert(@DisposableBuilder builder: () -> [any Disposable]) {
        insert(builder())
    }

    /// Adds the given disposables.
    public func insert(_ disposables: [any Disposable]) {
        for disposable in disposables {
            insert(disposable)
        }
    }

    /// A result builder that collects disposables, one per line.
    @resultBuilder
    public struct DisposableBuilder {
        /// Collects the disposables of a block.
        public static func buildBlock(_ disposables: any Disposable...) -> [any Disposable] {
            disposables
        }
    }
}
