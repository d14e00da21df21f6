// SendableRx tests — `debounce` on a TestScheduler, tick for tick as RxSwift 6 (Observable+DebounceTests).

import SendableRx
import SendableRxTest
import XCTest

final class DebounceTests: RxTestCase {
    private let error = TestError("debounce")

    private func allPassSource(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(200, 2), .next(250, 3), .next(300, 4), .next(350, 5),
            .next(400, 6), .next(450, 7), .next(500, 8), end,
        ])
    }

    func testAllPass() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = allPassSource(scheduler, end: .completed(550))
        let res = scheduler.start { xs.debounce(.seconds(40), scheduler: scheduler) }
        XCTAssertEqual(res.events, [
            .next(290, 3), .next(340, 4), .next(390, 5), .next(440, 6), .next(490, 7), .next(540, 8),
            .completed(550),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testAllPassErrorEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = allPassSource(scheduler, end: .error(550, error))
        let res = scheduler.start { xs.debounce(.seconds(40), scheduler: scheduler) }
        XCTAssertEqual(res.events, [
            .next(290, 3), .next(340, 4), .next(390, 5), .next(440, 6), .next(490, 7), .next(540, 8),
            .error(550, error),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testAllDropPendingElementIsFlushedOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = allPassSource(scheduler, end: .completed(550))
        let res = scheduler.start { xs.debounce(.seconds(60), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(550, 8), .completed(550)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testAllDropPendingElementIsDroppedOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = allPassSource(scheduler, end: .error(550, error))
        let res = scheduler.start { xs.debounce(.seconds(60), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(550, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    /// Bursts separated by gaps; an element arriving on exactly the tick its predecessor's timer is due
    /// runs first (it was scheduled earlier) and cancels that timer.
    func testSequenceWithGaps() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(250, 3), .next(300, 4), .next(320, 5),
            .next(330, 6), .completed(400),
        ])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 2), .next(270, 3), .next(350, 6), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testZeroDueTimeDelaysByOneTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testCompletionFlushesPendingElementAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(215, 1), .completed(215)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testErrorDropsPendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(215, error)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(215, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(300, error)])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(300, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposedWhileElementPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(250, 3), .next(300, 4), .completed(400),
        ])
        let res = scheduler.start(disposed: 260) { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    // As in RxSwift (harness scenario time/debounceNegative): a negative due time counts as zero.
    func testNegativeDueTimeCountsAsZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(250, 3), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(-1), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(251, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
