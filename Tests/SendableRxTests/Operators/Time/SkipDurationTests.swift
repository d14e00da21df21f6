// SendableRx tests — `skip(_:scheduler:)` on a TestScheduler, tick for tick as RxSwift 6 (Observable+SkipTests,
// the time-based cases).

import SendableRx
import SendableRxTest
import XCTest

final class SkipDurationTests: RxTestCase {
    private let error = TestError("skip(duration)")

    func testZeroDurationSkipsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSome() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    /// The source's event at the boundary tick was scheduled before the timer, so it is still skipped.
    func testElementOnBoundaryTickIsSkipped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(220, 3), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testLateCompletionStillPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testErrorWithinDurationPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0), .error(210, error)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(210, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(300)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start(disposed: 225) { xs.skip(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    // As in RxSwift (harness scenario time/skipDurationNegative): a negative duration counts as zero; only what is
    // sent before the timer runs (one tick after subscription on a TestScheduler) is dropped.
    func testNegativeDurationCountsAsZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(200, 0), .next(201, 1), .next(210, 2), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(-15), scheduler: scheduler) }
        // 201's element comes before the timer of the same tick (it was scheduled first), so it is still dropped.
        XCTAssertEqual(res.events, [.next(210, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
