// SendableRx — a disposable released on a given scheduler.

import Synchronization

/// Disposes its underlying disposable on a given scheduler.
public final class ScheduledDisposable: Cancelable {
    /// The scheduler the underlying disposable is disposed on.
    public let scheduler: any ImmediateSchedulerType

    private let state: RxMutex<(any Disposable)?>

    /// Creates a disposable that disposes `disposable` by scheduling the disposal on `scheduler`.
    ///
    /// - Parameters:
    ///   - scheduler: Where the disposal runs.
    ///   - disposable: The disposable to release there.
    public init(scheduler: any ImmediateSchedulerType, disposable: any Disposable) {
        self.scheduler = scheduler
        self.state = RxMutex(disposable)
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Whether the scheduled disposal has run (it becomes `true` on the scheduler, not when ``dispose()`` is called).
    public var isDisposed: Bool {
        state.withLock { $0 == nil }
    }

    /// Schedules the disposal of the underlying disposable.
    public func dispose() {
        _ = scheduler.schedule(self) { scheduled in
            scheduled.disposeInner()
            return Disposables.create()
        }
    }

    private func disposeInner() {
        let taken = state.withLock { disposable -> (any Disposable)? in
            let taken = disposable
            disposable = nil
            return taken
        }
        taken?.dispose()
    }
}
