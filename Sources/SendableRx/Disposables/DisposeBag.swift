// SendableRx — owner-scoped disposal.

// @unchecked Sendable: `entries`, `count`, `capacity` and `isDisposed` are read and written only under `lock`; the
// disposables are called outside it, after the bag has handed its entries over.
/// Disposes everything added to it when it is deallocated.
///
/// The usual way to tie subscriptions to the lifetime of an owner:
///
/// ```swift
/// let disposeBag = DisposeBag()
/// observable.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
/// ```
///
/// To dispose early, replace the bag with a new one: `disposeBag = DisposeBag()`. The bag disposes its
/// disposables in the order they were added.
public final class DisposeBag: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    /// The disposables added so far, `count` of them in room for `capacity`. The bag owns this memory itself
    /// rather than holding an array: disposing moves each entry out once, with no copy, no generic element
    /// destruction and no reallocation of a half-emptied buffer.
    @usableFromInline @exclusivity(unchecked) var entries: UnsafeMutablePointer<any Disposable>?
    @usableFromInline @exclusivity(unchecked) var count = 0
    @usableFromInline @exclusivity(unchecked) var capacity = 0
    @usableFromInline @exclusivity(unchecked) var isDisposed = false

    /// Creates an empty bag.
    @inlinable
    public init() {}

    /// Adds a disposable to the bag. If the bag is already disposed, the disposable is disposed at once.
    ///
    /// - Parameter disposable: The disposable to add.
    @inlinable
    public func insert(_ disposable: any Disposable) {
        let accepted = lock.withLock { () -> Bool in
            if isDisposed { return false }
            if count == capacity { grow() }
            (entries.unsafelyUnwrapped + count).initialize(to: disposable)
            count += 1
            return true
        }
        if !accepted {
            disposable.dispose()
        }
    }

    /// Makes room for more entries: four at first (most bags hold a handful of subscriptions), then twice as
    /// many. Called under `lock`.
    @usableFromInline
    func grow() {
        let newCapacity = capacity == 0 ? 4 : capacity * 2
        let newEntries = UnsafeMutablePointer<any Disposable>.allocate(capacity: newCapacity)
        if let entries {
            newEntries.moveInitialize(from: entries, count: count)
            entries.deallocate()
        }
        entries = newEntries
        capacity = newCapacity
    }

    private func dispose() {
        let (taken, takenCount) = lock.withLock { () -> (UnsafeMutablePointer<any Disposable>?, Int) in
            isDisposed = true
            let taken = (entries, count)
            entries = nil
            count = 0
            capacity = 0
            return taken
        }
        guard let taken else { return }
        for index in 0..<takenCount {
            (taken + index).move().dispose()
        }
        taken.deallocate()
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
