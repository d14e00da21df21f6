// SendableRx tests — `delaySubscription` on a TestScheduler, tick for tick as RxSwift 6
// (Observable+DelaySubscriptionTests).

import SendableRx
import SendableRxTest
import XCTest

final class DelaySubscriptionTests: RxTestCase {
    private let error = TestError("delaySubscription")

    func testColdSourceIsSubscribedAfterDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
    }

    func testColdSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, error)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43), .error(300, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
    }

    func testDisposedAfterSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
        let res = scheduler.start(disposed: 291) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 291)])
    }

    func testDisposedBeforeDelayElapsesNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .completed(70)])
        let res = scheduler.start(disposed: 220) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Int.self)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 240)])
    }

    func testNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 1000)])
    }

    func testZeroDelaySubscribesOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .completed(70)])
        let res = scheduler.start { xs.delaySubscription(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(251, 42), .completed(271)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 271)])
    }

    func testHotSourceMissesEventsBeforeDelayedSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start { xs.delaySubscription(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(220, 300)])
    }

    // As in RxSwift (harness scenario time/delaySubscriptionNegative): a negative delay counts as zero, so the
    // source is subscribed when the scheduler runs the action, one tick later on a TestScheduler.
    func testNegativeDelayCountsAsZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .completed(70)])
        let res = scheduler.start { xs.delaySubscription(.seconds(-30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(251, 42), .completed(271)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 271)])
    }
}
