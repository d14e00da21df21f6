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

    func testHotBroadcastWhileObserversComeAndGo() {
        // As in RxTest: an observer unsubscribed by another during a broadcast gets nothing more; one subscribed
        // during it gets only the next events; the order is RxTest's: a first slot, reused by the next subscriber
        // once free (here the late one, after observer 0 left), then the others in subscription order.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        var log: [String] = []
        var subscriptions: [Int: any Disposable] = [:]
        var late: (any Disposable)?
        for name in 0..<4 {
            scheduler.scheduleAt(200) {
                subscriptions[name] = xs.subscribe(onNext: { value in
                    log.append("\(name):\(value)")
                    if name == 1 && value == 1 {
                        subscriptions[3]?.dispose()
                        subscriptions[0]?.dispose()
                        late = xs.subscribe(onNext: { log.append("late:\($0)") })
                    }
                })
            }
        }
        scheduler.scheduleAt(300) {
            for (_, subscription) in subscriptions { subscription.dispose() }
            late?.dispose()
        }
        scheduler.start()
        XCTAssertEqual(log, ["0:1", "1:1", "2:1", "late:2", "1:2", "2:2"])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 210), Subscription(200, 300), Subscription(200, 300), Subscription(200, 210),
            Subscription(210, 300),
        ])
    }

    func testHotManySubscribersDisposedOutOfOrderRecordTheirOwnIntervals() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 0)])
        var subscriptions: [any Disposable] = []
        scheduler.scheduleAt(200) {
            for _ in 0..<50 { subscriptions.append(xs.subscribe(onNext: { _ in })) }
        }
        for (offset, index) in (0..<50).map({ ($0 * 37) % 50 }).enumerated() {
            scheduler.scheduleAt(300 + offset) { subscriptions[index].dispose() }
        }
        scheduler.start()
        let order = (0..<50).map { ($0 * 37) % 50 }
        XCTAssertEqual(xs.subscriptions, (0..<50).map { Subscription(200, 300 + order.firstIndex(of: $0)!) })
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

    func testHotCompletionThroughAsObservableEndsTheSubscription() {
        // In RxTest a test observable is not an `Observable`: `asObservable()` wraps it in `create`, whose sink
        // disposes the subscription as soon as the terminal event has passed, and drops what comes after it.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300), .next(310, 3)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testOperatorsConvertTheTestObservableWithTheGrammarWrapper() {
        // Every operator converts its source with asObservable(): a misbehaving recording is cut at its first
        // terminal event and released there, before it reaches the operator.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .error(220, EquatableError.first), .next(230, 2), .completed(240),
        ])
        let res = scheduler.start { xs.filter { _ in true }.map { $0 + 1 } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, EquatableError.first)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
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

    func testColdCompletionThroughAsObservableEndsTheSubscription() {
        // As in RxTest: the asObservable() wrapper disposes the subscription at the completion (250), not at 1000.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSubscribingTheTestObservableDirectlyKeepsItsRawBehaviour() {
        // subscribe(_ observer:) on the test observable itself adds no wrapper, as in RxTest: the observer sees
        // whatever was recorded, and the subscription lasts until it is disposed.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20), .next(30, 2)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) { subscription = xs.subscribe(observer) }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(220), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
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
