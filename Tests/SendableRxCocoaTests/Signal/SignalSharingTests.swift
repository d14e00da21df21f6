// SendableRxCocoa tests — how a Signal shares its source: one subscription, no replay.

import SendableRx
import SendableRxCocoa
import SendableRxRelay
import SendableRxTest
import XCTest

final class SignalSharingTests: RxTestCase {
    func testLateSubscribersGetNoReplayAndAnErrorBecomesTheFallbackThenCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([
                .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3), .error(250, TestError()),
            ])
            let signal = source.asSignal(onErrorJustReturn: -1)
            let observer1 = scheduler.createObserver(Int.self)
            let observer2 = scheduler.createObserver(Int.self)
            let observer3 = scheduler.createObserver(Int.self)
            var subscription1: (any Disposable)?
            var subscription2: (any Disposable)?
            var subscription3: (any Disposable)?
            scheduler.scheduleAt(200) { subscription1 = signal.asObservable().subscribe(observer1) }
            scheduler.scheduleAt(225) { subscription2 = signal.asObservable().subscribe(observer2) }
            scheduler.scheduleAt(235) { subscription1?.dispose() }
            scheduler.scheduleAt(260) { subscription2?.dispose() }
            scheduler.scheduleAt(260) { subscription3 = signal.asObservable().subscribe(observer3) }
            scheduler.scheduleAt(285) { subscription3?.dispose() }
            scheduler.start()

            XCTAssertEqual(observer1.events, [.next(211, 0), .next(221, 1), .next(231, 2)])
            XCTAssertEqual(observer2.events, [.next(231, 2), .next(241, 3), .next(251, -1), .completed(251)])
            XCTAssertEqual(observer3.events, [])
            XCTAssertEqual(source.subscriptions, [Subscription(200, 250), Subscription(260, 285)])
        }
    }

    func testManySubscribersMakeOneSubscriptionAndTheLastToLeaveDisconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .next(30, "c")])
            let signal = source.asSignal(onErrorJustReturn: "")
            let first = scheduler.createObserver(String.self)
            let second = scheduler.createObserver(String.self)
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(signal.asObservable().subscribe(first)) }
            scheduler.scheduleAt(215) { subscriptions.append(signal.asObservable().subscribe(second)) }
            scheduler.scheduleAt(225) { subscriptions.forEach { $0.dispose() } }
            scheduler.scheduleAt(300) { subscriptions.append(signal.asObservable().subscribe(first)) }
            scheduler.scheduleAt(315) { subscriptions[2].dispose() }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, "a"), .next(221, "b"), .next(311, "a")])
            XCTAssertEqual(second.events, [.next(221, "b")])
            XCTAssertEqual(source.subscriptions, [Subscription(200, 225), Subscription(300, 315)])
        }
    }

    /// `PublishRelay.asSignal()`: elements accepted before a subscription are lost, later ones arrive one tick after
    /// they were accepted.
    func testPublishRelayAsSignal() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = PublishRelay<Int>()
            let signal = relay.asSignal()
            scheduler.scheduleAt(150) { relay.accept(1) }
            scheduler.scheduleAt(210) { relay.accept(2) }
            scheduler.scheduleAt(220) { relay.accept(3) }
            let observer = scheduler.start { signal }
            XCTAssertEqual(observer.events, [.next(211, 2), .next(221, 3)])
        }
    }
}
