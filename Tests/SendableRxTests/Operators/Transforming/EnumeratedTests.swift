// SendableRx tests — `enumerated`: indices start at 0 for each subscription.

import SendableRx
import SendableRxTest
import XCTest

final class EnumeratedTests: RxTestCase {
    func testEnumeratedNormal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, "z"), .next(210, "a"), .next(220, "b"), .next(280, "c"), .completed(300),
        ])
        let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }
        XCTAssertEqual(res.events, [.next(210, "0:a"), .next(220, "1:b"), .next(280, "2:c"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEnumeratedTupleLabels() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 7), .completed(220)])
        var indices: [Int] = []
        var elements: [Int] = []
        let res = scheduler.start {
            xs.enumerated().map { pair -> Int in
                indices.append(pair.index)
                elements.append(pair.element)
                return pair.index
            }
        }
        XCTAssertEqual(res.events, [.next(210, 0), .completed(220)])
        XCTAssertEqual(indices, [0])
        XCTAssertEqual(elements, [7])
    }

    func testEnumeratedEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "z"), .completed(300)])
        let res = scheduler.start { xs.enumerated().map { $0.index } }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEnumeratedNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "z")])
        let res = scheduler.start { xs.enumerated().map { $0.index } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testEnumeratedError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, operatorError), .next(230, "b")])
        let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }
        XCTAssertEqual(res.events, [.next(210, "0:a"), .error(220, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testEnumeratedDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300)])
        let res = scheduler.start(disposed: 225) { xs.enumerated().map { "\($0.index):\($0.element)" } }
        XCTAssertEqual(res.events, [.next(210, "0:a"), .next(220, "1:b")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testEnumeratedRestartsPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let enumerated = xs.enumerated().map { "\($0.index):\($0.element)" }
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { _ = enumerated.subscribe(first) }
        scheduler.scheduleAt(400) { _ = enumerated.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, "0:a"), .next(220, "1:b"), .completed(230)])
        XCTAssertEqual(second.events, [.next(410, "0:a"), .next(420, "1:b"), .completed(430)])
    }
}
