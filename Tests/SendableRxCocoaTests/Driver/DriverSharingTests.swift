// SendableRxCocoa tests — how a Driver shares its source: one subscription for all subscribers, a replay of the
// latest element while connected, disconnection when the last subscriber leaves.

import SendableRx
import SendableRxCocoa
import SendableRxTest
import XCTest

final class DriverSharingTests: RxTestCase {
    /// RxCocoa's sharing scenario: subscribers come and go while the source runs, then the source fails.
    func testLateSubscribersGetTheLatestElementAndAnErrorBecomesTheFallbackThenCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([
                .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3), .error(250, TestError()),
            ])
            let driver = source.asDriver(onErrorJustReturn: -1)
            let observer1 = scheduler.createObserver(Int.self)
            let observer2 = scheduler.createObserver(Int.self)
            let observer3 = scheduler.createObserver(Int.self)
            var subscription1: (any Disposable)?
            var subscription2: (any Disposable)?
            var subscription3: (any Disposable)?
            scheduler.scheduleAt(200) { subscription1 = driver.asObservable().subscribe(observer1) }
            scheduler.scheduleAt(225) { subscription2 = driver.asObservable().subscribe(observer2) }
            scheduler.scheduleAt(235) { subscription1?.dispose() }
            scheduler.scheduleAt(260) { subscription2?.dispose() }
            scheduler.scheduleAt(260) { subscription3 = driver.asObservable().subscribe(observer3) }
            scheduler.scheduleAt(285) { subscription3?.dispose() }
            scheduler.start()

            XCTAssertEqual(observer1.events, [.next(211, 0), .next(221, 1), .next(231, 2)])
            XCTAssertEqual(observer2.events, [
                .next(225, 1), .next(231, 2), .next(241, 3), .next(251, -1), .completed(251),
            ])
            // After the error the connection is over: a new subscriber connects again and sees no old element.
            XCTAssertEqual(observer3.events, [])
            XCTAssertEqual(source.subscriptions, [Subscription(200, 250), Subscription(260, 285)])
        }
    }

    func testManySubscribersMakeOneSubscriptionAndTheLastToLeaveDisconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .next(30, "c")])
            let driver = source.asDriver(onErrorJustReturn: "")
            let observers = (0..<3).map { _ in scheduler.createObserver(String.self) }
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(driver.asObservable().subscribe(observers[0])) }
            scheduler.scheduleAt(205) { subscriptions.append(driver.asObservable().subscribe(observers[1])) }
            scheduler.scheduleAt(215) { subscriptions.append(driver.asObservable().subscribe(observers[2])) }
            scheduler.scheduleAt(222) { subscriptions[0].dispose() }
            scheduler.scheduleAt(224) { subscriptions[1].dispose() }
            scheduler.scheduleAt(226) { subscriptions[2].dispose() }
            // A new subscriber after the disconnection starts the cold source over, without an old replay.
            scheduler.scheduleAt(300) { subscriptions.append(driver.asObservable().subscribe(observers[0])) }
            scheduler.scheduleAt(315) { subscriptions[3].dispose() }
            scheduler.start()

            XCTAssertEqual(observers[0].events, [.next(211, "a"), .next(221, "b"), .next(311, "a")])
            // Subscribed before the first element: nothing to replay.
            XCTAssertEqual(observers[1].events, [.next(211, "a"), .next(221, "b")])
            XCTAssertEqual(observers[2].events, [.next(215, "a"), .next(221, "b")])
            XCTAssertEqual(source.subscriptions, [Subscription(200, 226), Subscription(300, 315)])
        }
    }

    /// The replay is of one element: the latest, not the first.
    func testTheReplayIsTheLatestElementOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
            let driver = source.asDriver(onErrorJustReturn: 0)
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(driver.asObservable().subscribe(early)) }
            scheduler.scheduleAt(240) { subscriptions.append(driver.asObservable().subscribe(late)) }
            scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(early.events, [.next(211, 1), .next(221, 2), .next(231, 3)])
            XCTAssertEqual(late.events, [.next(240, 3)])
        }
    }

    /// A completed source ends the connection: a later subscriber connects anew (`whileConnected`).
    func testAfterCompletionANewSubscriberConnectsAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createColdObservable([.next(5, 1), .completed(10)])
            let driver = source.asDriver(onErrorJustReturn: 0)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = driver.asObservable().subscribe(first) }
            scheduler.scheduleAt(300) { _ = driver.asObservable().subscribe(second) }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(206, 1), .completed(211)])
            XCTAssertEqual(second.events, [.next(306, 1), .completed(311)])
            XCTAssertEqual(source.subscriptions, [Subscription(200, 210), Subscription(300, 310)])
        }
    }

    /// Operators give new Drivers, each shared with its own replay: a mapped Driver replays its mapped element.
    func testAMappedDriverIsSharedToo() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            var mapCalls = 0
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let driver = source.asDriver(onErrorJustReturn: 0).map { value -> Int in
                mapCalls += 1
                return value * 10
            }
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(driver.asObservable().subscribe(first)) }
            scheduler.scheduleAt(215) { subscriptions.append(driver.asObservable().subscribe(second)) }
            scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 10), .next(221, 20)])
            XCTAssertEqual(second.events, [.next(215, 10), .next(221, 20)])
            XCTAssertEqual(mapCalls, 2, "one map call per element, whatever the number of subscribers")
            XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
        }
    }
}
