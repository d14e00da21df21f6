// SendableRx tests — `timeout` (error and `other` forms): RxSwift's Observable+TimeoutTests scenarios.

import SendableRx
import SendableRxTest
import XCTest

final class TimeoutTests: RxTestCase {
    func testTimeoutEmptyErrorNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(300)])
        let res = scheduler.start { xs.timeout(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(150, 0), .error(300, OpsError.first)])
        let res2 = scheduler2.start { ys.timeout(.seconds(200), scheduler: scheduler2) }
        XCTAssertEqual(res2.events, [.error(300, OpsError.first)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let zs = scheduler3.createHotObservable([.next(150, 0)])
        let res3 = scheduler3.start { zs.timeout(.seconds(1000), scheduler: scheduler3) }
        XCTAssertEqual(res3.events, [])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 1000)])
    }

    func testTimeoutOccursWithError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(300, 3), .completed(400)])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .error(280, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    func testElementExactlyAtDeadlineWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.timeout(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .error(240, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testTimeoutOccursSwitchesToOther1() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(70, 1), .next(130, 2), .next(310, 3), .next(400, 4), .completed(500)])
        let ys = scheduler.createColdObservable([.next(50, -1), .next(200, -2), .next(310, -3), .completed(320)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, -1), .next(500, -2), .next(610, -3), .completed(620)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 620)])
    }

    func testTimeoutOccursSwitchesToOther2() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(240, 3), .next(310, 4), .next(430, 5), .completed(500),
        ])
        let ys = scheduler.createColdObservable([.next(50, -1), .next(200, -2), .next(310, -3), .completed(320)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [
            .next(240, 3), .next(310, 4), .next(460, -1), .next(610, -2), .next(720, -3), .completed(730),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
        XCTAssertEqual(ys.subscriptions, [Subscription(410, 730)])
    }

    func testTimeoutOtherNeverAndOtherError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(240, 3), .next(310, 4), .next(430, 5), .completed(500)])
        let ys = scheduler.createColdObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 3), .next(310, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
        XCTAssertEqual(ys.subscriptions, [Subscription(410, 1000)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let xs2 = scheduler2.createHotObservable([.next(240, 3), .completed(500)])
        let ys2 = scheduler2.createColdObservable([.error(5, OpsError.second, Int.self)])
        let res2 = scheduler2.start { xs2.timeout(.seconds(100), other: ys2, scheduler: scheduler2) }
        XCTAssertEqual(res2.events, [.next(240, 3), .error(345, OpsError.second)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 340)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(340, 345)])
    }

    func testTimeoutDoesNotOccurCompletesAndErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(70, 1), .next(130, 2), .next(240, 3), .completed(320)])
        let ys = scheduler.createColdObservable([.next(50, -1)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 3), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys.subscriptions, [])

        let scheduler2 = TestScheduler(initialClock: 0)
        let xs2 = scheduler2.createHotObservable([.next(240, 3), .error(320, OpsError.first)])
        let ys2 = scheduler2.createColdObservable([.next(50, -1)])
        let res2 = scheduler2.start { xs2.timeout(.seconds(100), other: ys2, scheduler: scheduler2) }
        XCTAssertEqual(res2.events, [.next(240, 3), .error(320, OpsError.first)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testTimeoutDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        let ys = scheduler.createColdObservable([.next(50, -1)])
        let res = scheduler.start(disposed: 250) { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    // As in RxSwift (harness scenario time/timeoutNegative): a negative due time counts as zero, so the timer
    // fires one tick after subscription on a TestScheduler unless an event comes first.
    func testNegativeDueTimeCountsAsZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.timeout(.seconds(-1), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(201, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .completed(300)])
        let other = scheduler2.createColdObservable([.next(5, 7), .completed(10)])
        let res2 = scheduler2.start { ys.timeout(.milliseconds(-5), other: other, scheduler: scheduler2) }
        XCTAssertEqual(res2.events, [.next(206, 7), .completed(211)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 201)])
        XCTAssertEqual(other.subscriptions, [Subscription(201, 211)])
    }
}
