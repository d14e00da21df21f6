// SendableRx tests — `timer`, one-shot and periodic, on a TestScheduler.

import SendableRx
import SendableRxTest
import XCTest

final class TimerTests: RxTestCase {
    func testOneShotTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 0), .completed(210)])
    }

    func testOneShotTimerDisposedBeforeDue() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 205) { Observable<Int>.timer(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func testOneShotTimerZeroDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
    }

    func testOneShotTimerNegativeDueTimeCountsAsZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(-5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
    }

    func testOneShotTimerNeverDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func testPeriodicTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 250) {
            Observable<Int>.timer(.seconds(5), period: .seconds(10), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(205, 0), .next(215, 1), .next(225, 2), .next(235, 3), .next(245, 4)])
    }

    func testPeriodicTimerWithEqualDueTimeAndPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 240) {
            Observable<Int>.timer(.seconds(10), period: .seconds(10), scheduler: scheduler)
        }
        // The tick due at 240 is scheduled after the dispose at 240, so it does not run.
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
    }

    func testPeriodicTimerNeverDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.never, period: .seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    // As in RxSwift (harness scenario creation/timerNegativePeriod): a negative period reaches the scheduler, and
    // the virtual-time scheduler's emulated periodic scheduling treats it as zero: one element every tick.
    func testTimerNegativePeriodRunsEveryTickOnTheTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 209) {
            Observable<Int>.timer(.seconds(5), period: .seconds(-1), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(205, 0), .next(206, 1), .next(207, 2), .next(208, 3)])
    }

    func testTimerWithResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let res = scheduler.start { Observable<Int>.timer(.seconds(1), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 0), .completed(210)])
    }

    func testTimerOtherIntegerType() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 231) {
            Observable<UInt8>.timer(.seconds(10), period: .seconds(10), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
    }
}
