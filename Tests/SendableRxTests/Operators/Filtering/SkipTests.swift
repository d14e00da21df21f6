// SendableRx tests — `skip(_:)` with a count.

import SendableRx
import SendableRxTest
import XCTest

final class SkipTests: RxTestCase {
    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>> = .completed(690)) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
            .next(300, -1), .next(310, 3), .next(340, 8), .next(370, 11), end,
        ])
    }

    func testSkipMoreThanCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.skip(20) }
        XCTAssertEqual(res.events, [.completed(690)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkipExactlyCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.skip(8) }
        XCTAssertEqual(res.events, [.completed(690)])
    }

    func testSkipSome() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.skip(5) }
        XCTAssertEqual(res.events, [.next(310, 3), .next(340, 8), .next(370, 11), .completed(690)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkipZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.skip(0) }
        XCTAssertEqual(res.events.count, 9)
        XCTAssertEqual(res.events.first, .next(210, 9))
        XCTAssertEqual(res.events.last, .completed(690))
    }

    func testSkipNegativeCountSkipsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.skip(-3) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
    }

    func testSkipError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(690, operatorError))
        let res = scheduler.start { xs.skip(6) }
        XCTAssertEqual(res.events, [.next(340, 8), .next(370, 11), .error(690, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkipErrorWhileSkipping() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(690, operatorError))
        let res = scheduler.start { xs.skip(20) }
        XCTAssertEqual(res.events, [.error(690, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkipEmptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let never = scheduler.createHotObservable([.next(150, 1)])
        let emptyResult = scheduler.createObserver(Int.self)
        let neverResult = scheduler.createObserver(Int.self)
        var subscriptions: [any Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(empty.skip(1).subscribe(emptyResult))
            subscriptions.append(never.skip(1).subscribe(neverResult))
        }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(emptyResult.events, [.completed(250)])
        XCTAssertEqual(neverResult.events, [])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    func testSkipDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 320) { xs.skip(3) }
        XCTAssertEqual(res.events, [.next(280, 1), .next(300, -1), .next(310, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    }

    func testSkipCountIsPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let skipped = xs.skip(1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = skipped.subscribe(first) }
        scheduler.scheduleAt(300) { _ = skipped.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(320, 2), .completed(330)])
    }
}
