// SendableRx tests — `throttle(_:latest:scheduler:)` on a TestScheduler, tick for tick as RxSwift 6
// (Observable+ThrottleTests).

import SendableRx
import SendableRxTest
import XCTest

final class ThrottleTests: RxTestCase {
    private let error = TestError("throttle")

    private func burstSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(240, 2), .next(250, 3), .next(280, 4), .next(300, 5),
            .next(350, 6), .next(400, 7), .next(410, 8), .completed(500),
        ])
    }

    func testLatestTrueEmitsLatestWhenWindowCloses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burstSource(scheduler)
        let res = scheduler.start { xs.throttle(.seconds(20), latest: true, scheduler: scheduler) }
        XCTAssertEqual(res.events, [
            .next(210, 1), .next(240, 2), .next(260, 3), .next(280, 4), .next(300, 5), .next(350, 6),
            .next(400, 7), .next(420, 8), .completed(500),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testLatestIsTheDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burstSource(scheduler)
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [
            .next(210, 1), .next(240, 2), .next(260, 3), .next(280, 4), .next(300, 5), .next(350, 6),
            .next(400, 7), .next(420, 8), .completed(500),
        ])
    }

    func testLatestFalseDropsElementsInsideWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burstSource(scheduler)
        let res = scheduler.start { xs.throttle(.seconds(20), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [
            .next(210, 1), .next(240, 2), .next(280, 4), .next(300, 5), .next(350, 6), .next(400, 7),
            .completed(500),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testAllPass() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(240, 2), .next(270, 3), .next(300, 4), .completed(400),
        ])
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .next(270, 3), .next(300, 4), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testAllPassErrorEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(240, 2), .next(270, 3), .next(300, 4), .error(400, error),
        ])
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .next(270, 3), .next(300, 4), .error(400, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    /// A new element on exactly the tick the window closes runs before the window's timer and is sent at
    /// once; the timer then finds nothing to send.
    func testElementOnWindowBoundaryIsSentAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(240, 2), .next(270, 3), .next(300, 4), .next(330, 5),
            .next(360, 6), .next(390, 7), .completed(400),
        ])
        let res = scheduler.start { xs.throttle(.seconds(60), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(270, 3), .next(330, 5), .next(390, 7), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    /// The window restarts when the latest element is sent by the timer, not when it arrived.
    func testWindowRestartsWhenLatestElementIsSent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(240, 2), .next(250, 3), .next(275, 4), .completed(300),
        ])
        let res = scheduler.start { xs.throttle(.seconds(20), latest: true, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .next(260, 3), .next(280, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testCompletionWaitsForPendingLatestElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { xs.throttle(.seconds(20), latest: true, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(230)])
        // The source's asObservable() wrapper releases the test observable at its completion, as in RxSwift.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testCompletionWithoutLatestIsImmediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { xs.throttle(.seconds(20), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testErrorDropsPendingLatestElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .error(220, error)])
        let res = scheduler.start { xs.throttle(.seconds(20), latest: true, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(300)])
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .error(300, error)])
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(300, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposedWhileLatestElementPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burstSource(scheduler)
        let res = scheduler.start(disposed: 255) { xs.throttle(.seconds(20), latest: true, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 255)])
    }

    // As in RxSwift (harness scenario time/throttleNegative): a negative window counts as zero: every element
    // passes at once, with and without `latest`.
    func testNegativeDueTimeCountsAsZero() {
        for latest in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstSource(scheduler)
            let res = scheduler.start { xs.throttle(.seconds(-20), latest: latest, scheduler: scheduler) }
            XCTAssertEqual(res.events, [
                .next(210, 1), .next(240, 2), .next(250, 3), .next(280, 4), .next(300, 5), .next(350, 6),
                .next(400, 7), .next(410, 8), .completed(500),
            ], "latest \(latest)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)], "latest \(latest)")
        }
    }

    // Harness scenarios time/throttleResolutionTenth and time/throttleResolutionTenthRoundsDown: as in RxSwift, the
    // rest of the window is counted in the due time's own unit and rounded to a whole number of it.
    func testRestOfTheWindowIsRoundedToTheDueTimeUnit() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(213, 2), .next(214, 3), .completed(300)])
        let res = scheduler.start { xs.throttle(.seconds(1), scheduler: scheduler) }
        // 0.7 s of the window left at 213 rounds to a whole second: the held element goes out at 223, not 220.
        XCTAssertEqual(res.events, [.next(210, 1), .next(223, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        let other = TestScheduler(initialClock: 0, resolution: 0.1)
        let ys = other.createHotObservable([.next(210, 1), .next(217, 2), .completed(300)])
        let rounded = other.start { ys.throttle(.seconds(1), scheduler: other) }
        // 0.3 s left at 217 rounds to none: the element passes at once.
        XCTAssertEqual(rounded.events, [.next(210, 1), .next(217, 2), .completed(300)])
    }

    func testFinerUnitsRoundAtTheirOwnPrecision() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(213, 2), .next(225, 3), .completed(300)])
        let res = scheduler.start { xs.throttle(.nanoseconds(1_000_000_000), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    }
}
