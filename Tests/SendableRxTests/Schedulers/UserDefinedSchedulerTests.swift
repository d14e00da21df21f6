// SendableRx tests — user code can adopt `SchedulerType` and gets `scheduleRecursive` and `schedulePeriodic` from
// the protocol extensions.

import Foundation
import SendableRx
import Synchronization
import XCTest

/// A tiny immediate scheduler: every action runs at once on the caller's thread. Relative schedules advance a
/// simulated clock instead of waiting, and are dropped once the clock would pass `horizon` seconds.
struct ImmediateSimulatedScheduler: SchedulerType {
    private final class Clock: Sendable {
        let seconds = RxMutex<TimeInterval>(0)
    }

    private let clock = Clock()
    let horizon: TimeInterval

    init(horizon: TimeInterval = .infinity) {
        self.horizon = horizon
    }

    var now: RxTime {
        Date(timeIntervalSince1970: clock.seconds.withLock { $0 })
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable) -> any Disposable {
        action(state)
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        guard case .seconds(let seconds) = dueTime else {
            preconditionFailure("this test scheduler only understands whole seconds")
        }
        let accepted = clock.seconds.withLock { now -> Bool in
            guard now + TimeInterval(seconds) <= horizon else { return false }
            now += TimeInterval(seconds)
            return true
        }
        return accepted ? action(state) : Disposables.create()
    }
}

final class UserDefinedSchedulerTests: RxTestCase {
    func testScheduleRunsImmediately() {
        let scheduler = ImmediateSimulatedScheduler()
        var log: [String] = []
        _ = scheduler.schedule("x") { state in
            log.append(state)
            return Disposables.create()
        }
        log.append("after")
        XCTAssertEqual(log, ["x", "after"])
    }

    func testScheduleRecursiveComesFromTheExtension() {
        let scheduler = ImmediateSimulatedScheduler()
        var visited: [Int] = []
        let disposable = scheduler.scheduleRecursive(0) { state, recurse in
            visited.append(state)
            if state < 99 { recurse(state + 1) }
        }
        disposable.dispose()
        XCTAssertEqual(visited, Array(0..<100))
    }

    func testSchedulePeriodicComesFromTheExtension() {
        let scheduler = ImmediateSimulatedScheduler(horizon: 9)
        var states: [Int] = []
        let disposable = scheduler.schedulePeriodic(0, startAfter: .seconds(1), period: .seconds(2)) { state in
            states.append(state)
            return state + 1
        }
        disposable.dispose()
        // Ticks fall at 1, 3, 5, 7 and 9 simulated seconds; the tick at 11 is beyond the horizon.
        XCTAssertEqual(states, [0, 1, 2, 3, 4])
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 9))
    }

    func testTheSchedulerDrivesObservableOperators() {
        let scheduler = ImmediateSimulatedScheduler()
        var events: [String] = []
        _ = Observable<Int>.timer(.seconds(3), scheduler: scheduler)
            .subscribe(onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })
        _ = Observable.just("j", scheduler: scheduler)
            .subscribe(onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })
        XCTAssertEqual(events, ["next 0", "completed", "next j", "completed"])
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 3))
    }

    func testTheSchedulerIsSendableAcrossThreads() {
        let scheduler = ImmediateSimulatedScheduler()
        let log = EventLog<String>()
        runOnNewThread {
            _ = scheduler.scheduleRelative((), dueTime: .seconds(4)) { _ in
                log.append("ran at \(scheduler.now.timeIntervalSince1970)")
                return Disposables.create()
            }
        }
        XCTAssertEqual(log.values, ["ran at 4.0"])
    }
}
