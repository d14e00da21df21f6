// SendableRx tests — `scan(_:accumulator:)` and `scan(into:accumulator:)`.

import SendableRx
import SendableRxTest
import XCTest

final class ScanTests: RxTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
    }

    func testScanSeedNormal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.scan(42) { $0 + $1 } }
        XCTAssertEqual(res.events, [
            .next(210, 44), .next(220, 47), .next(230, 51), .next(240, 56), .completed(250),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanIntoNormal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.scan(into: [Int]()) { $0.append($1) }.map { $0.count } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanIntoAccumulatesInPlace() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        let res = scheduler.start { xs.scan(into: ">") { $0 += $1 } }
        XCTAssertEqual(res.events, [.next(210, ">a"), .next(220, ">ab"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testScanSeedEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.scan(42) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanSeedNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.scan(42) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testScanSeedError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(250, operatorError)])
        let res = scheduler.start { xs.scan(42) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 44), .error(250, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanSeedAccumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.scan(42) { acc, value -> Int in
                if value == 4 { throw operatorError }
                return acc + value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 44), .next(220, 47), .error(230, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testScanIntoAccumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.scan(into: 0) { acc, value in
                if value == 3 { throw operatorError }
                acc += value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testScanDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 225) { xs.scan(0) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testScanSeedIsPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let scanned = xs.scan(into: 100) { $0 += $1 }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = scanned.subscribe(first) }
        scheduler.scheduleAt(300) { _ = scanned.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 101), .next(220, 103), .completed(230)])
        XCTAssertEqual(second.events, [.next(310, 101), .next(320, 103), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }
}
