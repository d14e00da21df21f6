// SendableRx tests — `debug`: events pass through unchanged and disposal reaches the source. (The printed lines
// go to standard output and are not captured here.)

import SendableRx
import SendableRxTest
import XCTest

final class DebugTests: RxTestCase {
    func testDebugPassesEventsThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.debug("DebugTests.normal") }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDebugPassesErrorThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, operatorError)])
        let res = scheduler.start { xs.debug("DebugTests.error", trimOutput: true) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDebugEmptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(250, Int.self)])
        let never = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let emptyResult = scheduler.createObserver(Int.self)
        let neverResult = scheduler.createObserver(Int.self)
        var subscriptions: [any Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(empty.debug().subscribe(emptyResult))
            subscriptions.append(never.debug().subscribe(neverResult))
        }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(emptyResult.events, [.completed(250)])
        XCTAssertEqual(neverResult.events, [])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    func testDebugDisposalReachesSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.debug("DebugTests.disposed") }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDebugLongElementsWithTrimmedOutput() {
        let scheduler = TestScheduler(initialClock: 0)
        let long = String(repeating: "x", count: 200)
        let xs = scheduler.createHotObservable([.next(210, long), .completed(220)])
        let res = scheduler.start { xs.debug("DebugTests.trim", trimOutput: true) }
        XCTAssertEqual(res.events, [.next(210, long), .completed(220)])
    }

    func testDebugInsideAChain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.debug("before").map { $0 * 10 }.debug("after") }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
