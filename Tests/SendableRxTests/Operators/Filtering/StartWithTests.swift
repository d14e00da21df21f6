// SendableRx tests — `startWith`: the prefix is emitted synchronously on subscription, then the source.

import SendableRx
import SendableRxTest
import XCTest

final class StartWithTests: RxTestCase {
    func testStartWithOneElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(220, 2), .completed(250)])
        // The test observable is converted with asObservable(), whose wrapper ends the subscription at the
        // terminal event, as in RxSwift.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartWithSeveralElementsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 4), .completed(250)])
        let res = scheduler.start { xs.startWith(1, 2, 3) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .next(220, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartWithChainedPrependsOuterFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 4), .completed(250)])
        let res = scheduler.start { xs.startWith(3).startWith(1, 2) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .next(220, 4), .completed(250)])
    }

    func testStartWithEmptySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.startWith(7) }
        XCTAssertEqual(res.events, [.next(200, 7), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartWithErrorSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(250, operatorError)])
        let res = scheduler.start { xs.startWith(7) }
        XCTAssertEqual(res.events, [.next(200, 7), .error(250, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartWithNeverSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.startWith(7) }
        XCTAssertEqual(res.events, [.next(200, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testStartWithDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(250)])
        let res = scheduler.start(disposed: 230) { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testStartWithEmitsBeforeSourceIsSubscribed() {
        var log: [String] = []
        let source = Observable<Int>.create { observer in
            log.append("subscribed")
            observer.onNext(10)
            observer.onCompleted()
            return Disposables.create()
        }
        _ = source.startWith(1, 2).subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["next 1", "next 2", "subscribed", "next 10", "completed"])
    }

    func testStartWithColdSourceReplaysPrefixPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 5), .completed(20)])
        let prefixed = xs.startWith(0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = prefixed.subscribe(first) }
        scheduler.scheduleAt(300) { _ = prefixed.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(200, 0), .next(210, 5), .completed(220)])
        XCTAssertEqual(second.events, [.next(300, 0), .next(310, 5), .completed(320)])
    }
}
