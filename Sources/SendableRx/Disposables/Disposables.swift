// SendableRx — factory methods for disposables.

import Synchronization

/// A namespace for creating disposables.
public struct Disposables {
    private init() {}
}

extension Disposables {
    /// A disposable that does nothing when disposed.
    ///
    /// - Returns: A shared no-op disposable.
    @inlinable
    public static func create() -> any Disposable {
        NopDisposable()
    }

    /// A disposable that runs `dispose` the first time it is disposed.
    ///
    /// The action runs on the thread that disposes, at most once. As in RxSwift it is an ordinary closure, so
    /// it may capture local state; it is your responsibility that such state tolerates the disposing thread
    /// (see "Swift Concurrency" in the documentation).
    ///
    /// - Parameter dispose: The action to run on disposal.
    /// - Returns: A cancelable disposable.
    @inlinable
    public static func create(with dispose: @escaping () -> Void) -> any Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both arguments.
    ///
    /// - Returns: A cancelable disposable.
    @inlinable
    public static func create(_ disposable1: any Disposable, _ disposable2: any Disposable) -> any Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes all three arguments.
    ///
    /// - Returns: A cancelable disposable.
    public static func create(
        _ disposable1: any Disposable,
        _ disposable2: any Disposable,
        _ disposable3: any Disposable
    ) -> any Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all arguments.
    ///
    /// - Returns: A cancelable disposable.
    public static func create(
        _ disposable1: any Disposable,
        _ disposable2: any Disposable,
        _ disposable3: any Disposable,
        _ disposables: any Disposable...
    ) -> any Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes every element of `disposables`.
    ///
    /// - Returns: A cancelable disposable.
    public static func create(_ disposables: [any Disposable]) -> any Cancelable {
        switch disposables.count {
        case 2:
            return BinaryDisposable(disposables[0], disposables[1])
        default:
            return CompositeDisposable(disposables: disposables)
        }
    }
}

/// The disposable that does nothing.
@usableFromInline
struct NopDisposable: Disposable {
    @inlinable
    init() {}

    @inlinable
    func dispose() {}
}

/// Runs an action once, on first disposal.
@usableFromInline
// @unchecked Sendable: `action` is written in `init` and then taken only by the one `dispose()` call that flips
// `disposed` first, and run once, on the disposing thread — the same contract RxSwift gives
// `Disposables.create(with:)`.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    @usableFromInline let disposed = Atomic<Bool>(false)
    @usableFromInline @exclusivity(unchecked) var action: (() -> Void)?

    @inlinable
    init(_ action: @escaping () -> Void) {
        self.action = action
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    @inlinable
    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    @inlinable
    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        action.take()?()
    }
}

/// Disposes two disposables, once.
@usableFromInline
// @unchecked Sendable: the two disposables are written in `init` and then taken only by the one `dispose()` call
// that flips `disposed` first.
final class BinaryDisposable: Cancelable, @unchecked Sendable {
    @usableFromInline let disposed = Atomic<Bool>(false)
    @usableFromInline @exclusivity(unchecked) var first: (any Disposable)?
    @usableFromInline @exclusivity(unchecked) var second: (any Disposable)?

    @inlinable
    init(_ disposable1: any Disposable, _ disposable2: any Disposable) {
        first = disposable1
        second = disposable2
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    @inlinable
    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    @inlinable
    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        let first = self.first.take()
        let second = self.second.take()
        first?.dispose()
        second?.dispose()
    }
}
