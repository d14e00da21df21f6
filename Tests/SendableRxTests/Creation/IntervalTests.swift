// SendableRx tests — `interval` on a TestScheduler.

import SendableRx
import SendableRxTest
import XCTest

final class IntervalTests: RxTestCase {
    func testIntervalUntilDefaultDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.interval(.seconds(10), scheduler: scheduler) }
        // 210, 220, …, 990. The tick due at 1000 is scheduled (at 990) after the dispose action that `start`
        // scheduled for 1000 when it began, so the dispose runs first and nothing is recorded at 1000 — as in RxTest.
        let expected: [Recorded<Event<Int>>] = (0..<79).map { .next(210 + 10 * $0, $0) }
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(res.events.first, .next(210, 0))
        XCTAssertEqual(res.events.last, .next(990, 78))
    }

    func testIntervalLargePeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int64>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [.next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5), .next(900, 6)]
        )
    }

    func testIntervalDisposedBetweenTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 235) { Observable<Int>.interval(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
    }

    // As in RxSwift (harness scenario creation/intervalNegativePeriod): on the virtual-time scheduler a negative
    // period counts as zero.
    func testIntervalNegativePeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 204) { Observable<Int>.interval(.seconds(-10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2)])
    }

    func testIntervalCustomTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(created: 1100, subscribed: 1200, disposed: 1250) {
            Observable<Int>.interval(.seconds(15), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(1215, 0), .next(1230, 1), .next(1245, 2)])
    }
}
