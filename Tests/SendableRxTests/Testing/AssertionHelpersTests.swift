// SendableRx tests — the XCTest assertion helpers of SendableRxTest (positive cases only: swift-corelibs-xctest
// on Linux has no XCTExpectFailure, so a deliberately failing assertion cannot be tested here).

import SendableRx
import SendableRxTest
import XCTest

final class AssertionHelpersTests: RxTestCase {
    func testAssertEqualEvents() {
        XCTAssertEqual([Event<Int>.next(1), .next(2), .completed], [.next(1), .next(2), .completed])
        XCTAssertEqual([Event<Int>.error(TestError("x"))], [.error(TestError("x"))])
        XCTAssertEqual([Event<Int>](), [])
    }

    func testAssertEqualRecordedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func testAssertEqualSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1)])
        _ = scheduler.start(disposed: 300) { xs }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual([Subscription](), [])
    }

    func testAssertRecordedElementsIgnoresTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of("a", "b", "c", scheduler: scheduler) }
        XCTAssertRecordedElements(res.events, ["a", "b", "c"])
    }

    func testAssertRecordedElementsWithNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.empty() }
        XCTAssertRecordedElements(res.events, [])
    }
}
