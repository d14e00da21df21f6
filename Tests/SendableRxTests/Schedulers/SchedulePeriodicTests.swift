// SendableRx tests — `schedulePeriodic` emulated with recursive relative scheduling, on a TestScheduler.

import Foundation
import SendableRx
import SendableRxTest
import XCTest

final class SchedulePeriodicTests: RxTestCase {
    func testFirstRunAtStartAfterThenEveryPeriodWithStateThreadedThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        var runs: [(time: Int, state: Int)] = []
        let periodic = scheduler.schedulePeriodic(100, startAfter: .seconds(10), period: .seconds(5)) { state in
            runs.append((scheduler.clock, state))
            return state + 1
        }
        scheduler.scheduleAt(32) { periodic.dispose() }
        scheduler.start()
        XCTAssertEqual(runs.map(\.time), [10, 15, 20, 25, 30])
        XCTAssertEqual(runs.map(\.state), [100, 101, 102, 103, 104])
        XCTAssertEqual(scheduler.clock, 32, "nothing is left running after disposal")
    }

    func testDisposingAtATickTimeStopsBeforeThatTick() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [Int] = []
        var periodic: (any Disposable)?
        scheduler.scheduleAt(50) {
            periodic = scheduler.schedulePeriodic((), startAfter: .seconds(20), period: .seconds(20)) { _ in
                times.append(scheduler.clock)
            }
        }
        scheduler.scheduleAt(130) { periodic?.dispose() }
        scheduler.start()
        XCTAssertEqual(times, [70, 90, 110])
    }

    func testStateOfAnyTypeIsThreadedThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        var seen: [String] = []
        let periodic = scheduler.schedulePeriodic("", startAfter: .seconds(1), period: .seconds(1)) { state in
            seen.append(state)
            return state + "x"
        }
        scheduler.advanceTo(4)
        periodic.dispose()
        scheduler.start()
        XCTAssertEqual(seen, ["", "x", "xx", "xxx"])
    }

    func testZeroStartAfterRunsOneTickLaterWithProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [Int] = []
        let periodic = scheduler.schedulePeriodic((), startAfter: .seconds(0), period: .seconds(5)) { _ in
            times.append(scheduler.clock)
        }
        scheduler.advanceTo(12)
        periodic.dispose()
        scheduler.start()
        XCTAssertEqual(times, [1, 6, 11])
    }

    func testWithoutProcessingDelayZeroStartAfterRunsAtTheCurrentTick() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var times: [Int] = []
        let periodic = scheduler.schedulePeriodic((), startAfter: .seconds(0), period: .seconds(5)) { _ in
            times.append(scheduler.clock)
        }
        scheduler.advanceTo(12)
        periodic.dispose()
        scheduler.start()
        XCTAssertEqual(times, [0, 5, 10])
    }

    func testDisposingFromInsideTheActionStopsFurtherRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [Int] = []
        var periodic: (any Disposable)?
        periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(3), period: .seconds(3)) { count in
            times.append(scheduler.clock)
            if count == 2 { periodic?.dispose() }
            return count + 1
        }
        scheduler.start()
        XCTAssertEqual(times, [3, 6, 9])
    }

    func testDisposingBeforeTheFirstRunPreventsAllRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        var runs = 0
        let periodic = scheduler.schedulePeriodic((), startAfter: .seconds(10), period: .seconds(1)) { _ in
            runs += 1
        }
        scheduler.scheduleAt(9) { periodic.dispose() }
        scheduler.start()
        XCTAssertEqual(runs, 0)
        XCTAssertEqual(scheduler.clock, 9, "a cancelled item is dropped without moving the clock")
    }

    func testResolutionConvertsRealTimePeriodsToTicks() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        var times: [Int] = []
        let periodic = scheduler.schedulePeriodic((), startAfter: .milliseconds(500), period: .seconds(1)) { _ in
            times.append(scheduler.clock)
        }
        scheduler.scheduleAt(30) { periodic.dispose() }
        scheduler.start()
        XCTAssertEqual(times, [5, 15, 25])
    }
}
