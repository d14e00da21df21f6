// SendableRx tests — instance and static `amb`: RxSwift's Observable+AmbTests scenarios.

import SendableRx
import SendableRxTest
import XCTest

final class AmbTests: RxTestCase {
    func testNeverNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(150, 1)])
        let x2 = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { x1.amb(x2) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 1000)])
    }

    func testLeftWinsLoserDisposedAtFirstEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let x2 = scheduler.createHotObservable([.next(215, 10), .completed(300)])
        let res = scheduler.start { x1.amb(x2) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(250)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 210)])
    }

    func testRightWinsThenErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let x2 = scheduler.createHotObservable([.next(210, 10), .error(230, OpsError.first)])
        let res = scheduler.start { x1.amb(x2) }
        XCTAssertEqual(res.events, [.next(210, 10), .error(230, OpsError.first)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 230)])
    }

    func testTerminalEventWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.error(210, OpsError.second, Int.self)])
        let x2 = scheduler.createHotObservable([.next(220, 10), .completed(300)])
        let res = scheduler.start { x1.amb(x2) }
        XCTAssertEqual(res.events, [.error(210, OpsError.second)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 210)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let y1 = scheduler2.createHotObservable([.next(220, 1)])
        let y2 = scheduler2.createHotObservable([.completed(215, Int.self)])
        let res2 = scheduler2.start { y1.amb(y2) }
        XCTAssertEqual(res2.events, [.completed(215)])
        XCTAssertEqual(y1.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(y2.subscriptions, [Subscription(200, 215)])
    }

    func testStaticAmbOfThree() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(230, 1)])
        let x2 = scheduler.createHotObservable([.next(220, 2), .next(235, 4), .completed(240)])
        let x3 = scheduler.createHotObservable([.next(225, 3)])
        let res = scheduler.start { Observable.amb([x1.asObservable(), x2.asObservable(), x3.asObservable()]) }
        XCTAssertEqual(res.events, [.next(220, 2), .next(235, 4), .completed(240)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(x3.subscriptions, [Subscription(200, 220)])
    }

    func testStaticAmbEmptyNeverEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
        XCTAssertEqual(res.events, [])
    }

    func testSynchronousWinner() {
        let scheduler = TestScheduler(initialClock: 0)
        let x2 = scheduler.createHotObservable([.next(220, 2)])
        let res = scheduler.start { Observable.just(1).amb(x2) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 200)])
    }
}
