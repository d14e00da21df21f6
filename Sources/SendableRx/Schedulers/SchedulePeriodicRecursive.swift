// SendableRx — periodic scheduling emulated with recursive relative scheduling.

import Synchronization

/// Emulates `schedulePeriodic` on any ``SchedulerType``.
///
/// Each tick first schedules the next tick, then runs the action unless a previous run is still pending;
/// ticks that fall due while the action runs are run afterwards, one at a time. The next tick and the next
/// pending run each have one ``ScheduledActionSlot``, so a tick allocates only what the scheduler does.
// @unchecked Sendable: `state` and `action` are touched only from the tick and run actions, which the emulation
// serializes; the pending-tick counter that coordinates overlapping ticks and the disposed flag are atomic.
final class SchedulePeriodicRecursive<State>: @unchecked Sendable {
    private let scheduler: any SchedulerType
    private let startAfter: RxTimeInterval
    private let period: RxTimeInterval
    private let action: (State) -> State
    @exclusivity(unchecked) private var state: State
    private let pendingTickCount = Atomic<Int>(0)
    private let disposed = Atomic<Bool>(false)
    private let nextTick = ScheduledActionSlot()
    private let nextRun = ScheduledActionSlot()

    init(
        scheduler: any SchedulerType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (State) -> State,
        state: State
    ) {
        self.scheduler = scheduler
        self.startAfter = startAfter
        self.period = period
        self.action = action
        self.state = state
    }

    /// Starts the ticks; the returned disposable stops them and lets go of the emulation (and so of the action,
    /// which may capture the disposable).
    func start() -> any Disposable {
        scheduleTick(after: startAfter)
        return Disposables.create(with: dispose)
    }

    func dispose() {
        disposed.store(true, ordering: .releasing)
        nextTick.dispose()
        nextRun.dispose()
    }

    private var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    private func scheduleTick(after dueTime: RxTimeInterval) {
        let ticket = nextTick.begin()
        let scheduled = scheduler.scheduleRelative(self, dueTime: dueTime) { periodic in
            periodic.tick()
            return Disposables.create()
        }
        nextTick.keep(scheduled, ticket: ticket)
    }

    private func tick() {
        if isDisposed { return }
        scheduleTick(after: period)
        if pendingTickCount.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 {
            run()
        }
    }

    private func run() {
        if isDisposed { return }
        state = action(state)
        if pendingTickCount.wrappingSubtract(1, ordering: .acquiringAndReleasing).oldValue > 1 {
            let ticket = nextRun.begin()
            let scheduled = scheduler.schedule(self) { periodic in
                periodic.run()
                return Disposables.create()
            }
            nextRun.keep(scheduled, ticket: ticket)
        }
    }
}
