// SendableRx tests — `delay` on a TestScheduler, tick for tick as RxSwift 6 (Observable+DelayTests).

import SendableRx
import SendableRxTest
import XCTest

final class DelayTests: RxTestCase {
    private let error = TestError("delay")

    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), end])
    }

    func testElementsAndCompletionShiftedByDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(550))
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testShortDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(550))
        let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, 2), .next(400, 3), .next(500, 4), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testDelayLongerThanGaps() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(550))
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(400, 2), .next(500, 3), .next(600, 4), .completed(700)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testErrorPassesThroughImmediately() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(550, error))
        let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, 2), .next(400, 3), .next(500, 4), .error(550, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testErrorDropsElementsStillDelayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(550, error))
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(400, 2), .next(500, 3), .error(550, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    /// RxSwift delivers one queued event per drain and reschedules the next with the remaining delay; for a
    /// second event of the same tick that delay is zero ("now"), which the TestScheduler runs one tick later.
    func testEventsAtSameTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .next(250, 2), .next(260, 3), .completed(300)])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, 1), .next(351, 2), .next(360, 3), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testCompletionAtSameTickAsLastElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(250)])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(260, 1), .completed(261)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Subscribes the delayed `subject` at 200 with an observer that records into `res` and then runs `react`.
    private func subscribeReentrant(
        _ scheduler: TestScheduler,
        _ subject: PublishSubject<Int>,
        _ res: TestableObserver<Int>,
        react: @escaping (Event<Int>) -> Void
    ) {
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) {
            subscription = subject.delay(.seconds(10), scheduler: scheduler).subscribe(AnyObserver { event in
                res.on(event)
                react(event)
            })
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
    }

    /// An error arriving while an element is being delivered is delivered right after it, at the same tick,
    /// and the elements still queued are dropped.
    func testErrorArrivingDuringDeliveryFollowsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let res = scheduler.createObserver(Int.self)
        let error = self.error
        subscribeReentrant(scheduler, subject, res) { event in
            if event.element == 1 { subject.onError(error) }
        }
        scheduler.scheduleAt(250) { subject.onNext(1) }
        scheduler.scheduleAt(255) { subject.onNext(2) }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(260, 1), .error(260, error)])
    }

    /// An element arriving while another is being delivered is delayed by the full due time.
    func testElementArrivingDuringDeliveryIsDelayedInFull() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let res = scheduler.createObserver(Int.self)
        subscribeReentrant(scheduler, subject, res) { event in
            if event.element == 1 { subject.onNext(2) }
        }
        scheduler.scheduleAt(250) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(260, 1), .next(270, 2), .completed(310)])
    }

    func testEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(550)])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(560)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(250, error)])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(250, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposedWhileElementsDelayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(550))
        let res = scheduler.start(disposed: 400) { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testDisposedAfterSourceCompletedButBeforeDelayedCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(550))
        let res = scheduler.start(disposed: 600) { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, 2), .next(450, 3), .next(550, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    // As in RxSwift (harness scenario time/delayNegative): a negative due time counts as zero, so every event
    // arrives when the scheduler runs the delivery, one tick later on a TestScheduler.
    func testNegativeDueTimeCountsAsZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(550))
        let res = scheduler.start { xs.delay(.seconds(-100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(251, 2), .next(351, 3), .next(451, 4), .completed(551)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    // Harness scenarios time/delayResolutionTenth and time/delayMillisecondUnits: as in RxSwift, the wait of an event
    // queued behind another is the rest of the due time counted in its own unit, rounded to a whole number of it.
    func testQueuedEventsWaitTheRoundedRestOfTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(213, 2), .next(214, 3), .completed(216)])
        let res = scheduler.start { xs.delay(.seconds(2), scheduler: scheduler) }
        // At 230 the element of 213 has 0.3 s left, which rounds to none: it is rescheduled for "now".
        XCTAssertEqual(res.events, [.next(230, 1), .next(231, 2), .next(232, 3), .completed(233)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 216)])

        let other = TestScheduler(initialClock: 0, resolution: 0.1)
        let ys = other.createHotObservable([.next(210, 1), .next(213, 2), .completed(214)])
        let milliseconds = other.start { ys.delay(.milliseconds(2000), scheduler: other) }
        XCTAssertEqual(milliseconds.events, [.next(230, 1), .next(233, 2), .completed(234)])
    }
}
