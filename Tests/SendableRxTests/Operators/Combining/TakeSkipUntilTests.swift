// SendableRx tests — `take(until:)` / `skip(until:)` with a trigger: RxSwift's TakeUntil / SkipUntil tests.

import SendableRx
import SendableRxTest
import XCTest

final class TakeSkipUntilTests: RxTestCase {
    // MARK: take(until:)

    func testTakeUntilPreemptSomeDataNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(225)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testTakeUntilPreemptSomeDataError() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let r = scheduler.createHotObservable([.next(150, 1), .error(225, OpsError.first)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .error(225, OpsError.first)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testTakeUntilTriggerCompletesWithoutElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let r = scheduler.createHotObservable([.next(150, 1), .completed(225, Int.self)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testTakeUntilSourceEndsFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .error(230, OpsError.second)])
        let r = scheduler.createHotObservable([.next(250, 1)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(230, OpsError.second)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilImmediateTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { l.take(until: Observable.just(1)) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 200)])
    }

    // MARK: skip(until:)

    func testSkipUntilSomeDataNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [.next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testSkipUntilTriggerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let r = scheduler.createHotObservable([.error(225, OpsError.first, Int.self)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [.error(225, OpsError.first)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testSkipUntilSourceErrorAfterTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .error(240, OpsError.second)])
        let r = scheduler.createHotObservable([.next(220, 1)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [.next(230, 3), .error(240, OpsError.second)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntilSourceCompletesBeforeTriggerEndsWithoutCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let r = scheduler.createHotObservable([.next(300, 1)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 250)])
    }

    func testSkipUntilTriggerCompletesWithoutElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(260, 3)])
        let r = scheduler.createHotObservable([.completed(225, Int.self)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    @available(*, deprecated)
    func testDeprecatedNames() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .completed(250)])
        let r = scheduler.createHotObservable([.next(220, 1)])
        let res = scheduler.start { l.takeUntil(r) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(220)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let l2 = scheduler2.createHotObservable([.next(210, 2), .next(230, 3), .completed(250)])
        let r2 = scheduler2.createHotObservable([.next(220, 1)])
        let res2 = scheduler2.start { l2.skipUntil(r2) }
        XCTAssertEqual(res2.events, [.next(230, 3), .completed(250)])
    }
}
