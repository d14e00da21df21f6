// SendableRx tests — `withLatestFrom`: RxSwift's Observable+WithLatestFromTests scenarios.

import SendableRx
import SendableRxTest
import XCTest

final class WithLatestFromTests: RxTestCase {
    func testSimple() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6), .next(410, 7),
            .next(420, 8), .next(470, 9), .next(550, 10), .completed(590),
        ])
        let ys = scheduler.createHotObservable([
            .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400),
        ])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [
            .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"), .next(420, "8qux"),
            .next(470, "9qux"), .next(550, "10qux"), .completed(590),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 590)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testWithoutSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 3), .next(260, 4), .next(340, 6), .completed(590)])
        let ys = scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo"), .completed(400)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.next(260, "bar"), .next(340, "foo"), .completed(590)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 590)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testSecondIsSubscribedFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = BehaviorSubject(value: 3)
        let ys = BehaviorSubject(value: 5)
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" }.take(1) }
        XCTAssertEqual(res.events, [.next(200, "35"), .completed(200)])
    }

    func testErrorFromFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 3), .next(260, 4), .error(300, OpsError.first)])
        let ys = scheduler.createHotObservable([.next(255, "bar"), .completed(400)])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(260, "4bar"), .error(300, OpsError.first)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testErrorFromSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 3), .next(260, 4), .completed(590)])
        let ys = scheduler.createHotObservable([.next(255, "bar"), .error(270, OpsError.second)])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(260, "4bar"), .error(270, OpsError.second)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 270)])
    }

    func testThrowingSelectorAndDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 3), .next(260, 4), .completed(590)])
        let ys = scheduler.createHotObservable([.next(255, "bar")])
        let res = scheduler.start { xs.withLatestFrom(ys) { x, y -> String in
            if x == 4 { throw OpsError.first }
            return "\(x)\(y)"
        } }
        XCTAssertEqual(res.events, [.error(260, OpsError.first)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let xs2 = scheduler2.createHotObservable([.next(250, 3), .next(260, 4)])
        let ys2 = scheduler2.createHotObservable([.next(255, "bar")])
        let res2 = scheduler2.start(disposed: 300) { xs2.withLatestFrom(ys2) }
        XCTAssertEqual(res2.events, [.next(260, "bar")])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(200, 300)])
    }
}
