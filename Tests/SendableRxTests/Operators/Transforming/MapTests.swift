// SendableRx tests — `map`: virtual-time scenarios after RxSwift's own map tests.

import SendableRx
import SendableRxTest
import XCTest

final class MapTests: RxTestCase {
    func testMapNormal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 4), .completed(300),
        ])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [
            .next(210, 0), .next(220, 2), .next(230, 4), .next(240, 8), .completed(300),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapChangesType() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 22), .completed(230)])
        let res = scheduler.start { xs.map { "v\($0)" } }
        XCTAssertEqual(res.events, [.next(210, "v1"), .next(220, "v22"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMapEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMapError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 0), .next(220, 1), .error(230, operatorError), .next(240, 4),
        ])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 2), .error(230, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMapDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 4), .completed(300),
        ])
        let res = scheduler.start(disposed: 235) { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 2), .next(230, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func testMapSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 4), .completed(300),
        ])
        var calls = 0
        let res = scheduler.start {
            xs.map { value -> Int in
                calls += 1
                if value == 2 { throw operatorError }
                return value * 2
            }
        }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 2), .error(230, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(calls, 3)
    }

    func testMapColdSourceResubscribedGivesIndependentRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let mapped = xs.map { $0 + 100 }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = mapped.subscribe(first) }
        scheduler.scheduleAt(205) { _ = mapped.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 101), .next(220, 102), .completed(230)])
        XCTAssertEqual(second.events, [.next(215, 101), .next(225, 102), .completed(235)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(205, 235)])
    }

    func testMapDisposeFromInsideSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) {
            subscription = xs.map { value -> Int in
                if value == 2 { subscription?.dispose() }
                return value * 10
            }.subscribe(observer)
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 10)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMapComposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.map { $0 + 1 }.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 20), .next(220, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
