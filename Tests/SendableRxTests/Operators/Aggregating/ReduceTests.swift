// SendableRx tests — `reduce(_:accumulator:)` and `reduce(_:accumulator:mapResult:)`.

import SendableRx
import SendableRxTest
import XCTest

final class ReduceTests: RxTestCase {
    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>> = .completed(260)) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3), .next(250, 4), end,
        ])
    }

    func testReduceWithSeedEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.reduce(42, accumulator: +) }
        XCTAssertEqual(res.events, [.next(250, 42), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceWithSeedReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 24), .completed(250)])
        let res = scheduler.start { xs.reduce(42, accumulator: +) }
        XCTAssertEqual(res.events, [.next(250, 42 + 24), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceWithSeedError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 24), .error(250, operatorError)])
        let res = scheduler.start { xs.reduce(42, accumulator: +) }
        XCTAssertEqual(res.events, [.error(250, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceWithSeedNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 24)])
        let res = scheduler.start { xs.reduce(42, accumulator: +) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testReduceWithSeedRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.reduce(42, accumulator: +) }
        XCTAssertEqual(res.events, [.next(260, 42 + 0 + 1 + 2 + 3 + 4), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testReduceChangesType() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.reduce("") { $0 + String($1) } }
        XCTAssertEqual(res.events, [.next(260, "01234"), .completed(260)])
    }

    func testReduceAccumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var calls = 0
        let res = scheduler.start {
            xs.reduce(42) { acc, value -> Int in
                calls += 1
                if value == 2 { throw operatorError }
                return acc + value
            }
        }
        XCTAssertEqual(res.events, [.error(230, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(calls, 3)
    }

    func testReduceDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 255) { xs.reduce(42, accumulator: +) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 255)])
    }

    func testReduceWithSeedAndResultEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { $0 * 5 }) }
        XCTAssertEqual(res.events, [.next(250, 42 * 5), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceWithSeedAndResultRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { "result \($0 * 5)" }) }
        XCTAssertEqual(res.events, [.next(260, "result \((42 + 10) * 5)"), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testReduceWithSeedAndResultError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(260, operatorError))
        var mapped = 0
        let res = scheduler.start {
            xs.reduce(42, accumulator: +, mapResult: { value -> Int in
                mapped += 1
                return value * 5
            })
        }
        XCTAssertEqual(res.events, [.error(260, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(mapped, 0)
    }

    func testReduceWithSeedAndResultNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 24)])
        let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { $0 * 5 }) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testReduceWithSeedAndResultAccumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.reduce(42, accumulator: { acc, value -> Int in
                if value == 3 { throw operatorError }
                return acc + value
            }, mapResult: { $0 * 5 })
        }
        XCTAssertEqual(res.events, [.error(240, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testReduceWithSeedAndResultMapResultThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.reduce(42, accumulator: +, mapResult: { _ -> Int in throw operatorError })
        }
        XCTAssertEqual(res.events, [.error(260, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testReduceSeedIsPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let reduced = xs.reduce(100, accumulator: +)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = reduced.subscribe(first) }
        scheduler.scheduleAt(300) { _ = reduced.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(230, 103), .completed(230)])
        XCTAssertEqual(second.events, [.next(330, 103), .completed(330)])
    }
}
