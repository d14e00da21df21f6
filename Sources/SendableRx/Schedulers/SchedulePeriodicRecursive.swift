// SendableRx — periodic scheduling emulated with recursive relative scheduling.

import Synchronization

/// Emulates `schedulePeriodic` on any ``SchedulerType``.
///
/// Each tick first schedules the next tick, then runs the action unless a previous run is still pending;
/// ticks that fall due while the action runs are run afterwards, one at a time.
// @unchecked Sendable: `state` and `action` are touched only from `tick`, which the recursion runs one tick at a
// time; the pending-tick counter that coordinates overlapping ticks is atomic.
final class SchedulePeriodicRecursive<State>: @unchecked Sendable {
    private enum Command {
        case tick
        case dispatchStart
    }

    private let scheduler: any SchedulerType
    private let startAfter: RxTimeInterval
    private let period: RxTimeInterval
    private let action: (State) -> State
    private var state: State
    private let pendingTickCount = Atomic<Int>(0)

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

    func start() -> any Disposable {
        scheduler.scheduleRecursive(Command.tick, dueTime: startAfter) { command, recursive in
            self.tick(command, recursive)
        }
    }

    private func tick(_ command: Command, _ recursive: RecursiveScheduler<Command>) {
        switch command {
        case .tick:
            recursive.schedule(.tick, dueTime: period)
            if pendingTickCount.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 {
                tick(.dispatchStart, recursive)
            }
        case .dispatchStart:
            state = action(state)
            if pendingTickCount.wrappingSubtract(1, ordering: .acquiringAndReleasing).oldValue > 1 {
                recursive.schedule(.dispatchStart)
            }
        }
    }
}
