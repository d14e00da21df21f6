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
    public static func create() -> any Disposable {
        NopDisposable.noOp
    }

    /// A disposable that runs `dispose` the first time it is disposed.
    ///
    /// The action runs on the thread that disposes, at most once. As in RxSwift it is an ordinary closure, so
    /// it may capture local state; it is your responsibility that such state tolerates the disposing thread
    /// (see "Swift Concurrency" in the documentation).
    ///
    /// - Parameter dispose: The action to run on disposal.
    /// - Returns: A cancelable disposable.
    public static func create(with dispose: @escaping () -> Void) -> any Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both arguments.
    ///
    /// - Returns: A cancelable disposable.
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
struct NopDisposable: Disposable {
    static let noOp: any Disposable = NopDisposable()

    func dispose() {}
}

/// Runs an action once, on first disposal.
@usableFromInline
// @unchecked Sendable: the action is taken out under the mutex by exactly one `dispose()` call and run once,
// outside the lock, on the disposing thread — the same contract RxSwift gives `Disposables.create(with:)`.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    private let action: RxMutex<UncheckedBox<() -> Void>?>

    @usableFromInline
    init(_ action: @escaping () -> Void) {
        self.action = RxMutex(UncheckedBox(action))
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    @usableFromInline
    var isDisposed: Bool { action.withLock { $0 == nil } }

    @usableFromInline
    func dispose() {
        let taken = action.withLock { action -> UncheckedBox<() -> Void>? in
            let taken = action
            action = nil
            return taken
        }
        taken?.value()
    }
}

/// Disposes two disposables, once.
final class BinaryDisposable: Cancelable {
    private let disposables: RxMutex<(any Disposable, any Disposable)?>

    init(_ disposable1: any Disposable, _ disposable2: any Disposable) {
        disposables = RxMutex((disposable1, disposable2))
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    var isDisposed: Bool { disposables.withLock { $0 == nil } }

    func dispose() {
        let taken = disposables.withLock { state -> (any Disposable, any Disposable)? in
            let taken = state
            state = nil
            return taken
        }
        if let (first, second) = taken {
            first.dispose()
            second.dispose()
        }
    }
}
