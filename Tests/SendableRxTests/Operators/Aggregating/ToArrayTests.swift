// SendableRx tests — `toArray`, which returns a `Single<[Element]>`.

import SendableRx
import SendableRxTest
import XCTest

final class ToArrayTests: RxTestCase {
    func testToArrayCompletesWithAllElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(250),
        ])
        let res = scheduler.start { xs.toArray().asObservable() }
        XCTAssertEqual(res.events, [.next(250, [1, 2, 3]), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testToArrayReturnsSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .completed(220)])
        let single: Single<[String]> = xs.toArray()
        var results: [String] = []
        scheduler.scheduleAt(200) {
            _ = single.subscribe(onSuccess: { results.append("success \($0)") }, onFailure: { _ in results.append("failure") })
        }
        scheduler.start()
        XCTAssertEqual(results, [#"success ["a"]"#])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testToArrayEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.toArray().asObservable() }
        XCTAssertEqual(res.events, [.next(250, []), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testToArrayError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(250, operatorError)])
        let res = scheduler.start { xs.toArray().asObservable() }
        XCTAssertEqual(res.events, [.error(250, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testToArrayNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.toArray().asObservable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testToArrayDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start(disposed: 240) { xs.toArray().asObservable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testToArrayCollectsPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let array = xs.toArray().asObservable()
        let first = scheduler.createObserver([Int].self)
        let second = scheduler.createObserver([Int].self)
        scheduler.scheduleAt(200) { _ = array.subscribe(first) }
        scheduler.scheduleAt(215) { _ = array.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(230, [1, 2]), .completed(230)])
        XCTAssertEqual(second.events, [.next(245, [1, 2]), .completed(245)])
    }
}
