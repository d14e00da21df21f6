// SendableRx tests — a scheduler whose actions run only when the test says so.

import Foundation
import SendableRx

/// Keeps every scheduled action until the test runs it with ``runNext()``; relative actions ignore their delay.
/// Counts the actions still pending (scheduled, neither run nor disposed), so tests can see what an operator
/// leaves scheduled.
// @unchecked Sendable: the tests drive it from one thread; the scheduler is never shared across threads.
final class ManualScheduler: SchedulerType, @unchecked Sendable {
    private final class Pending: Disposable, @unchecked Sendable {
        var action: (() -> any Disposable)?
        var isDisposed = false
        var result: (any Disposable)?

        init(_ action: @escaping () -> any Disposable) {
            self.action = action
        }

        func dispose() {
            isDisposed = true
            action = nil
            result?.dispose()
        }
    }

    private var queue: [Pending] = []
    /// How many actions were scheduled in all.
    private(set) var scheduledCount = 0

    var now: RxTime { Date(timeIntervalSince1970: 0) }

    /// The actions scheduled and neither run nor disposed.
    var pendingCount: Int { queue.filter { !$0.isDisposed && $0.action != nil }.count }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable) -> any Disposable {
        scheduledCount += 1
        let pending = Pending { action(state) }
        queue.append(pending)
        return pending
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        schedule(state, action: action)
    }

    /// Runs the oldest pending action; returns `false` when none is left.
    @discardableResult
    func runNext() -> Bool {
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard !next.isDisposed, let action = next.action else { continue }
            next.action = nil
            next.result = action()
            return true
        }
        return false
    }

    /// Runs actions until none is left.
    func runAll() {
        while runNext() {}
    }
}
