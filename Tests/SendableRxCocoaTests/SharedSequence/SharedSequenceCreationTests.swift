// SendableRxCocoa tests — creating drivers and signals, on a TestScheduler installed with SharingScheduler.mock.

import SendableRx
import SendableRxCocoa
import SendableRxTest
import XCTest

final class SharedSequenceCreationTests: RxTestCase {
    // MARK: just, empty, never

    /// `just` subscribes to its element on the strategy's scheduler: one tick after the subscription at 200.
    func testDriverJustSendsItsElementOneTickAfterSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let observer = scheduler.start { Driver.just(1) }
            XCTAssertEqual(observer.events, [.next(201, 1), .completed(201)])
        }
    }

    func testSignalJustSendsItsElementOneTickAfterSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let observer = scheduler.start { Signal.just("a") }
            XCTAssertEqual(observer.events, [.next(201, "a"), .completed(201)])
        }
    }

    /// `just` is not shared: each subscriber gets the element, each one tick after it subscribed.
    func testJustGivesEverySubscriberItsOwnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = Driver.just(7)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = driver.asObservable().subscribe(first) }
            scheduler.scheduleAt(210) { _ = driver.asObservable().subscribe(second) }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(201, 7), .completed(201)])
            XCTAssertEqual(second.events, [.next(211, 7), .completed(211)])
        }
    }

    func testEmptyCompletesOneTickAfterSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertEqual(scheduler.start { Driver<Int>.empty() }.events, [.completed(201)])
            let signal = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: signal) {
                XCTAssertEqual(signal.start { Signal<Int>.empty() }.events, [.completed(201)])
            }
        }
    }

    func testNeverSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertEqual(scheduler.start { Driver<Int>.never() }.events, [])
            XCTAssertEqual(scheduler.start { Signal<Int>.never() }.events, [])
        }
    }

    // MARK: of, from

    /// The example of the issue: `observe(on:)`-style scheduling gives each element and the completion its own tick.
    func testFromArraySendsEachElementAndTheCompletionOnItsOwnTick() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let observer = scheduler.start { Driver.from([20]) }
            XCTAssertEqual(observer.events, [.next(201, 20), .completed(202)])
        }
    }

    func testOfSendsTheElementsOnConsecutiveTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let observer = scheduler.start { Signal.of(1, 2, 3) }
            XCTAssertEqual(observer.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
        }
    }

    func testFromSequenceIteratesTheSequenceForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = Driver.from(1...2)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = driver.asObservable().subscribe(first) }
            scheduler.scheduleAt(300) { _ = driver.asObservable().subscribe(second) }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(201, 1), .next(202, 2), .completed(203)])
            XCTAssertEqual(second.events, [.next(301, 1), .next(302, 2), .completed(303)])
        }
    }

    func testFromOptional() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertEqual(scheduler.start { Driver.from(optional: 5) }.events, [.next(201, 5), .completed(202)])
        }
        let empty = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: empty) {
            XCTAssertEqual(empty.start { Driver<Int>.from(optional: nil) }.events, [.completed(201)])
        }
    }

    func testEmptyArrayCompletesOneTickAfterSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertEqual(scheduler.start { Driver<Int>.from([]) }.events, [.completed(201)])
        }
    }

    // MARK: deferred

    /// `deferred` is shared: the factory runs once per connection, not once per subscriber.
    func testDeferredRunsItsFactoryOncePerConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            var factoryCalls: [Int] = []
            let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
            let driver = Driver.deferred { () -> Driver<Int> in
                factoryCalls.append(scheduler.clock)
                return source.asDriver(onErrorJustReturn: -1)
            }
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(driver.asObservable().subscribe(first)) }
            scheduler.scheduleAt(220) { subscriptions.append(driver.asObservable().subscribe(second)) }
            scheduler.scheduleAt(250) { subscriptions.forEach { $0.dispose() } }
            scheduler.scheduleAt(260) { subscriptions.append(driver.asObservable().subscribe(first)) }
            scheduler.scheduleAt(270) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(factoryCalls, [200, 260])
            XCTAssertEqual(first.events, [.next(211, 1), .next(231, 2)])
            // The second subscriber gets the replayed element at once, then the next one.
            XCTAssertEqual(second.events, [.next(220, 1), .next(231, 2)])
            XCTAssertEqual(source.subscriptions, [Subscription(200, 250), Subscription(260, 270)])
        }
    }

    // MARK: interval, timer

    func testIntervalCountsOnTheStrategysScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let observer = scheduler.start(disposed: 245) { Driver<Int>.interval(.seconds(10)) }
            XCTAssertEqual(observer.events, [.next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3)])
        }
    }

    /// `interval` is shared: a late subscriber of a Driver first gets the latest count, then the same counts as the
    /// first subscriber.
    func testIntervalIsSharedAmongSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = Driver<Int>.interval(.seconds(10))
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(driver.asObservable().subscribe(first)) }
            scheduler.scheduleAt(225) { subscriptions.append(driver.asObservable().subscribe(second)) }
            scheduler.scheduleAt(245) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3)])
            XCTAssertEqual(second.events, [.next(225, 1), .next(230, 2), .next(240, 3)])
        }
    }

    func testTimerWaitsItsDueTimeThenCountsEachPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let observer = scheduler.start(disposed: 240) { Signal<Int>.timer(.seconds(5), period: .seconds(10)) }
            XCTAssertEqual(observer.events, [.next(205, 0), .next(215, 1), .next(225, 2), .next(235, 3)])
        }
    }
}
