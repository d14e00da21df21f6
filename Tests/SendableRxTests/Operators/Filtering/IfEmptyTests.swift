// SendableRx tests — `ifEmpty(default:)` and `ifEmpty(switchTo:)`: the fallback is used only when the source
// completes without elements.

import SendableRx
import SendableRxTest
import XCTest

final class IfEmptyTests: RxTestCase {
    func testDefaultSourceNotEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .completed(210)])
        let res = scheduler.start { xs.ifEmpty(default: 2) }
        XCTAssertEqual(res.events, [.next(205, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDefaultSourceEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(210, Int.self)])
        let res = scheduler.start { xs.ifEmpty(default: 2) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDefaultSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, operatorError, Int.self)])
        let res = scheduler.start { xs.ifEmpty(default: 2) }
        XCTAssertEqual(res.events, [.error(210, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDefaultSourceNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.ifEmpty(default: 2) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDefaultDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(300, Int.self)])
        let res = scheduler.start(disposed: 250) { xs.ifEmpty(default: 2) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSwitchToSourceNotEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(205, 1), .completed(210)])
        let other = scheduler.createColdObservable([.next(10, 0), .completed(50)])
        let res = scheduler.start { source.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(205, 1), .completed(210)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [])
    }

    func testSwitchToSourceEmptySubscribesOtherOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(210, Int.self)])
        let other = scheduler.createColdObservable([
            .next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .completed(50),
        ])
        let res = scheduler.start { source.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(220, 0), .next(230, 1), .next(240, 2), .next(250, 3), .completed(260)])
        // The source's asObservable() wrapper releases the test observable at its completion, as in RxSwift.
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 260)])
    }

    func testSwitchToSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.error(210, operatorError, Int.self)])
        let other = scheduler.createColdObservable([.next(10, 0), .completed(50)])
        let res = scheduler.start { source.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.error(210, operatorError)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [])
    }

    func testSwitchToSourceNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let other = scheduler.createColdObservable([.next(10, 0), .completed(50)])
        let res = scheduler.start { source.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(other.subscriptions, [])
    }

    func testSwitchToOtherErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(210, Int.self)])
        let other = scheduler.createColdObservable([.next(10, 0), .error(20, operatorError)])
        let res = scheduler.start { source.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(220, 0), .error(230, operatorError)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 230)])
    }

    func testSwitchToOtherNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(210, Int.self)])
        let other = scheduler.createColdObservable([.next(10, 0)])
        let res = scheduler.start { source.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(220, 0)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 1000)])
    }

    func testSwitchToDisposedWhileOtherRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(210, Int.self)])
        let other = scheduler.createColdObservable([.next(10, 0), .next(20, 1), .next(30, 2), .completed(50)])
        let res = scheduler.start(disposed: 235) { source.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(220, 0), .next(230, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 235)])
    }

    func testSwitchToDisposedBeforeSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(300, Int.self)])
        let other = scheduler.createColdObservable([.next(10, 0), .completed(50)])
        let res = scheduler.start(disposed: 250) { source.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [])
    }

    // Issue 16, item 10: `switchTo` takes a subject, which is an Observable, and a test observable through
    // `asObservable()`, as in RxSwift.
    func testSwitchToASubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Int.self)])
        let other = PublishSubject<Int>()
        scheduler.scheduleAt(225) { other.onNext(-1) }
        scheduler.scheduleAt(240) { other.onNext(5) }
        scheduler.scheduleAt(250) { other.onCompleted() }
        let res = scheduler.start { xs.ifEmpty(switchTo: other) }
        XCTAssertEqual(res.events, [.next(240, 5), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertFalse(other.hasObservers)
    }

    func testSwitchToATestObservableThroughAsObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(240, 1), .completed(250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }
}
