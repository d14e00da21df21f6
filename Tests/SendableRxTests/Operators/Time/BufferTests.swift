// SendableRx tests — `buffer(timeSpan:count:scheduler:)` on a TestScheduler, tick for tick as RxSwift 6
// (Observable+BufferTests).

import SendableRx
import SendableRxTest
import XCTest

final class BufferTests: RxTestCase {
    private let error = TestError("buffer")

    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
            .next(370, 7), .next(420, 8), .next(470, 9), end,
        ])
    }

    func testEmitsByCountAndByTimeIncludingEmptyArrays() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(600))
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [
            .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]), .next(510, [9]),
            .next(580, []), .next(600, []), .completed(600),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testErrorDropsCurrentArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(600, error))
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [
            .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]), .next(510, [9]),
            .next(580, []), .error(600, error),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(600))
        let res = scheduler.start(disposed: 370) {
            xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
    }

    /// A source element at the tick the timer is due was scheduled first, so it lands in the closing array.
    func testElementAndTimerAtSameTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(270, 2), .next(280, 3), .completed(300)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(270, [1, 2]), .next(300, [3]), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    /// When the count is reached on the tick the timer is due, the array is emitted once, by count, and the
    /// stale timer does nothing; the next time span starts at that tick.
    func testCountReachedAtTimerTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(270, 3), .completed(400)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(270, [1, 2, 3]), .next(340, []), .next(400, []), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testCountOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(250)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(30), count: 1, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, [1]), .next(215, [2]), .next(245, []), .next(250, []), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(250)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(250, []), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .error(250, error)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(250, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testNeverEmitsEmptyArrayEveryTimeSpanUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler) }
        // The array due at 1000 is not emitted: the disposal at 1000 was scheduled before that timer.
        XCTAssertEqual(res.events, [
            .next(300, []), .next(400, []), .next(500, []), .next(600, []), .next(700, []), .next(800, []),
            .next(900, []),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    // As in RxSwift (harness scenario time/bufferNegativeTimeSpan): a negative time span counts as zero, so the
    // timer fires every tick and each tick's array holds what arrived before it.
    func testNegativeTimeSpanCountsAsZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(600))
        let res = scheduler.start(disposed: 212) {
            xs.buffer(timeSpan: .seconds(-70), count: 3, scheduler: scheduler)
        }
        let expected: [Recorded<Event<[Int]>>] = (201...211).map { time in
            .next(time, time == 205 ? [1] : time == 210 ? [2] : [])
        }
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 212)])
    }

    // As in RxSwift (harness scenarios time/bufferZeroCount and time/bufferNegativeCount): a count below 1 is no
    // count limit; the arrays are cut by time only.
    func testCountBelowOneBuffersByTimeOnly() {
        for count in [0, -1, Int.min] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = source(scheduler, end: .completed(600))
            let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: count, scheduler: scheduler) }
            XCTAssertEqual(res.events, [
                .next(270, [1, 2, 3]), .next(340, [4, 5]), .next(410, [6, 7]), .next(480, [8, 9]), .next(550, []),
                .next(600, []), .completed(600),
            ], "count \(count)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)], "count \(count)")
        }
    }
}
