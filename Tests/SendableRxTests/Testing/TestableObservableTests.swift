// SendableRx tests — hot and cold test observables: what subscribers see and the subscriptions they record.

import SendableRx
import SendableRxTest
import XCTest

final class TestableObservableTests: RxTestCase {
    // MARK: hot

    func testHotEventsBeforeSubscriptionAreNotSeen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testHotEventAtSubscriptionTimeScheduledEarlierIsNotSeen() {
        // The hot event at 200 was scheduled when the observable was created, before `start` scheduled its
        // subscription at 200, so it is sent before the subscription exists.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(200, 1), .next(201, 2)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(201, 2)])
    }

    func testHotTwoSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(310, 3), .next(410, 4)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var firstSubscription: (any Disposable)?
        var secondSubscription: (any Disposable)?
        scheduler.scheduleAt(200) { firstSubscription = xs.subscribe(first) }
        scheduler.scheduleAt(250) { secondSubscription = xs.subscribe(second) }
        scheduler.scheduleAt(300) { firstSubscription?.dispose() }
        scheduler.scheduleAt(400) { secondSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(260, 2)])
        XCTAssertEqual(second.events, [.next(260, 2), .next(310, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(250, 400)])
    }

    func testHotSubscriptionStillActiveIsInfinite() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(200)])
        XCTAssertEqual(xs.subscriptions.first?.unsubscribe, Int.max)
    }

    func testHotDisposeTwiceRecordsOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) { subscription = xs.subscribe(observer) }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testHotRawSubscriptionIsNotEndedByCompletion() {
        // The test observable itself only records an unsubscription when the subscription is disposed.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) { subscription = xs.subscribe(observer) }
        scheduler.scheduleAt(600) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testHotCompletionThroughAsObservableKeepsSubscriptionUntilDisposal() {
        // In RxTest a test observable *is* an `Observable`, so `asObservable()` returns it unchanged and nothing
        // disposes the subscription when it completes: RxTest records Subscription(200, 1000).
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testHotCompletionThroughCreateUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(300, EquatableError.first)])
        let res = scheduler.start {
            Observable<Int>.create { observer in xs.subscribe(observer) }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(300, EquatableError.first)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: cold

    func testColdTimesAreRelativeToSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b")])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "b")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testColdOneTimelinePerSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var firstSubscription: (any Disposable)?
        var secondSubscription: (any Disposable)?
        scheduler.scheduleAt(200) { firstSubscription = xs.subscribe(first) }
        scheduler.scheduleAt(300) { secondSubscription = xs.subscribe(second) }
        scheduler.scheduleAt(500) {
            firstSubscription?.dispose()
            secondSubscription?.dispose()
        }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(310, 1), .next(320, 2), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500), Subscription(300, 500)])
    }

    func testColdDisposedBeforeItsEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])
        let res = scheduler.start(disposed: 250) { xs }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testColdCompletionThroughAsObservableKeepsSubscriptionUntilDisposal() {
        // As in RxTest, where a test observable is an `Observable` and `asObservable()` returns it unchanged:
        // completion at 250 does not end the subscription; the disposal at 1000 does.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testColdCompletionThroughDeferredUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let res = scheduler.start { Observable.deferred { xs.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testRecordedEventsAreExposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let events: [Recorded<Event<Int>>] = [.next(10, 1), .completed(20)]
        let cold = scheduler.createColdObservable(events)
        let hot = scheduler.createHotObservable(events)
        XCTAssertEqual(cold.recordedEvents, events)
        XCTAssertEqual(hot.recordedEvents, events)
        XCTAssertTrue(cold.testScheduler === scheduler)
        XCTAssertEqual(cold.subscriptions, [])
    }
}
