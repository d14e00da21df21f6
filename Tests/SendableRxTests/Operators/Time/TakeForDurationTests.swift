// SendableRx tests — `take(for:scheduler:)` on a TestScheduler, tick for tick as RxSwift 6 (Observable+TakeTests,
// the time-based cases).

import SendableRx
import SendableRxTest
import XCTest

final class TakeForDurationTests: RxTestCase {
    private let error = TestError("take(for:)")

    func testZeroDurationCompletesOneTickAfterSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.take(for: .seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    func testSome() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    /// The source's event at the boundary tick was scheduled before the timer, so it is passed on first.
    func testElementOnBoundaryTickIsPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.take(for: .seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSourceCompletesFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0), .error(210, error)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(210, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0), .completed(230)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testNeverSourceCompletesWhenDurationEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testNeverSourceDisposedBeforeDurationEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0)])
        let res = scheduler.start { xs.take(for: .seconds(1000), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testTakeTwiceShorterSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6),
            .completed(270),
        ])
        let res = scheduler.start {
            xs.take(for: .seconds(55), scheduler: scheduler).take(for: .seconds(35), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(235)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func testTakeTwiceShorterFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6),
            .completed(270),
        ])
        let res = scheduler.start {
            xs.take(for: .seconds(25), scheduler: scheduler).take(for: .seconds(40), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start(disposed: 215) { xs.take(for: .seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    // As in RxSwift (harness scenario time/takeForNegative): a negative duration counts as zero and completes the
    // sequence when the timer runs, one tick after subscription on a TestScheduler.
    func testNegativeDurationCountsAsZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(201, 1), .next(210, 2), .completed(230)])
        let res = scheduler.start { xs.take(for: .seconds(-1), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }
}
