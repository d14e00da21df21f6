// SendableRxRelay tests — PublishRelay, BehaviorRelay and ReplayRelay on virtual time; `value`; relays never
// terminate; leak check through `Resources.total`.

import Foundation
import SendableRx
import SendableRxRelay
import SendableRxTest
import XCTest

/// Fails a test if `Resources.total` is not back at its start value afterwards.
class RelayTestCase: XCTestCase {
    private var startResourceCount: Int32 = 0

    override func setUp() {
        super.setUp()
        startResourceCount = Resources.total
    }

    override func tearDown() {
        let deadline = Date().addingTimeInterval(2)
        while Resources.total != startResourceCount && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.005)
        }
        XCTAssertEqual(Resources.total, startResourceCount, "Resources.total is not back to its start value")
        super.tearDown()
    }
}

final class PublishRelayTests: RelayTestCase {
    func testAcceptedElementsReachCurrentSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(210) { relay.accept(2) }
        scheduler.scheduleAt(220) { relay.accept(3) }
        scheduler.scheduleAt(1100) { relay.accept(4) }
        let res = scheduler.start { relay.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3)])
    }

    func testSeveralSubscribersAtDifferentTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<String>()
        let o1 = scheduler.createObserver(String.self)
        let o2 = scheduler.createObserver(String.self)
        var subscriptions: [any Disposable] = []
        scheduler.scheduleAt(100) { subscriptions.append(relay.subscribe(o1)) }
        scheduler.scheduleAt(110) { relay.accept("a") }
        scheduler.scheduleAt(200) { subscriptions.append(relay.subscribe(o2)) }
        scheduler.scheduleAt(210) { relay.accept("b") }
        scheduler.scheduleAt(300) { subscriptions[0].dispose() }
        scheduler.scheduleAt(310) { relay.accept("c") }
        scheduler.scheduleAt(1000) { subscriptions[1].dispose() }
        scheduler.start()
        XCTAssertEqual(o1.events, [.next(110, "a"), .next(210, "b")])
        XCTAssertEqual(o2.events, [.next(210, "b"), .next(310, "c")])
    }

    func testSubscribeClosureStyle() {
        let relay = PublishRelay<Int>()
        var received: [Int] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })
        relay.accept(1)
        relay.accept(2)
        subscription.dispose()
        relay.accept(3)
        XCTAssertEqual(received, [1, 2])
    }
}

final class BehaviorRelayTests: RelayTestCase {
    func testSubscribersGetTheCurrentValueFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(210) { relay.accept(2) }
        scheduler.scheduleAt(220) { relay.accept(3) }
        scheduler.scheduleAt(1100) { relay.accept(4) }
        let res = scheduler.start { relay.asObservable() }
        XCTAssertEqual(res.events, [.next(200, 1), .next(210, 2), .next(220, 3)])
    }

    func testLateSubscriberGetsTheLatestValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: "initial")
        let early = scheduler.createObserver(String.self)
        let late = scheduler.createObserver(String.self)
        var subscriptions: [any Disposable] = []
        scheduler.scheduleAt(100) { subscriptions.append(relay.subscribe(early)) }
        scheduler.scheduleAt(110) { relay.accept("a") }
        scheduler.scheduleAt(120) { relay.accept("b") }
        scheduler.scheduleAt(300) { subscriptions.append(relay.subscribe(late)) }
        scheduler.scheduleAt(310) { relay.accept("c") }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(100, "initial"), .next(110, "a"), .next(120, "b"), .next(310, "c")])
        XCTAssertEqual(late.events, [.next(300, "b"), .next(310, "c")])
    }

    func testValue() {
        let relay = BehaviorRelay(value: 1)
        XCTAssertEqual(relay.value, 1)
        relay.accept(2)
        XCTAssertEqual(relay.value, 2)
        relay.accept(3)
        relay.accept(4)
        XCTAssertEqual(relay.value, 4)
    }

    func testValueIsCurrentInsideSubscriber() {
        let relay = BehaviorRelay(value: [Int]())
        var seen: [[Int]] = []
        let subscription = relay.subscribe(onNext: { _ in seen.append(relay.value) })
        relay.accept(relay.value + [1])
        relay.accept(relay.value + [2])
        XCTAssertEqual(seen, [[], [1], [1, 2]])
        XCTAssertEqual(relay.value, [1, 2])
        subscription.dispose()
    }
}

final class ReplayRelayTests: RelayTestCase {
    /// Accepts 1…4 at 110…140 and subscribes at 200; 5 arrives at 250.
    private func record(_ relay: ReplayRelay<Int>) -> [Recorded<Event<Int>>] {
        let scheduler = TestScheduler(initialClock: 0)
        for value in 1...4 {
            scheduler.scheduleAt(100 + value * 10) { relay.accept(value) }
        }
        scheduler.scheduleAt(250) { relay.accept(5) }
        return scheduler.start { relay.asObservable() }.events
    }

    func testBufferSizeTwo() {
        XCTAssertEqual(record(.create(bufferSize: 2)), [.next(200, 3), .next(200, 4), .next(250, 5)])
    }

    func testBufferSizeOne() {
        XCTAssertEqual(record(.create(bufferSize: 1)), [.next(200, 4), .next(250, 5)])
    }

    func testBufferSizeZero() {
        XCTAssertEqual(record(.create(bufferSize: 0)), [.next(250, 5)])
    }

    func testUnbound() {
        XCTAssertEqual(
            record(.createUnbound()),
            [.next(200, 1), .next(200, 2), .next(200, 3), .next(200, 4), .next(250, 5)]
        )
    }

    func testEachSubscriberGetsTheBufferAtItsSubscriptionTime() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        relay.accept(1)
        var first: [Int] = []
        let s1 = relay.subscribe(onNext: { first.append($0) })
        relay.accept(2)
        relay.accept(3)
        var second: [Int] = []
        let s2 = relay.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(first, [1, 2, 3])
        XCTAssertEqual(second, [2, 3])
        s1.dispose()
        s2.dispose()
    }
}

/// A relay has no error or completion path: nothing an upstream does can terminate its subscribers.
final class RelayNeverTerminatesTests: RelayTestCase {
    func testCompletionOfABoundSourceDoesNotReachSubscribers() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.createUnbound()
        var events: [String: [Event<Int>]] = [:]
        let subscriptions = [
            publish.subscribe { events["publish", default: []].append($0) },
            behavior.subscribe { events["behavior", default: []].append($0) },
            replay.subscribe { events["replay", default: []].append($0) },
        ]
        let source = Observable.of(1, 2)
        source.bind(to: publish).dispose()
        source.bind(to: behavior).dispose()
        source.bind(to: replay).dispose()

        XCTAssertEqual(events["publish"], [.next(1), .next(2)])
        XCTAssertEqual(events["behavior"], [.next(0), .next(1), .next(2)])
        XCTAssertEqual(events["replay"], [.next(1), .next(2)])

        publish.accept(3)
        behavior.accept(3)
        replay.accept(3)
        XCTAssertEqual(events["publish"]?.last, .next(3), "still open after the source completed")
        XCTAssertEqual(events["behavior"]?.last, .next(3))
        XCTAssertEqual(events["replay"]?.last, .next(3))
        XCTAssertFalse(events.values.joined().contains { $0.isStopEvent })
        subscriptions.forEach { $0.dispose() }
    }

    func testLateSubscribersAfterABoundSourceCompletedAreStillServed() {
        let relay = BehaviorRelay(value: 0)
        _ = Observable.just(5).bind(to: relay)
        var events: [Event<Int>] = []
        let subscription = relay.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(5)])
        subscription.dispose()
    }

    func testAsInfallibleForwardsElementsOnly() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        replay.accept(7)
        var events: [Event<Int>] = []
        let subscriptions = [
            publish.asInfallible().subscribe { events.append($0.event) },
            behavior.asInfallible().subscribe { events.append($0.event) },
            replay.asInfallible().subscribe { events.append($0.event) },
        ]
        publish.accept(1)
        behavior.accept(2)
        replay.accept(3)
        XCTAssertEqual(events, [.next(0), .next(7), .next(1), .next(2), .next(3)])
        subscriptions.forEach { $0.dispose() }
    }
}
