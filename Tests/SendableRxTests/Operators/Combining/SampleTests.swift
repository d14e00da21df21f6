// SendableRx tests — `sample` with and without `defaultValue`: RxSwift's Observable+SampleTests scenarios.

import SendableRx
import SendableRxTest
import XCTest

final class SampleTests: RxTestCase {
    func testSamplerSimple1() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6), .completed(400),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"),
            .completed(500),
        ])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3), .next(320, 6), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testSamplerSimple2PendingElementOnSamplerCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
            .next(360, 7), .completed(400),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"),
            .completed(500),
        ])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3), .next(320, 6), .next(500, 7), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testSamplerSimple3SourceCompletesThenNextSampleCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .completed(300),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"),
            .completed(500),
        ])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3), .next(320, 4), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    func testDefaultValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .completed(400)])
        let ys = scheduler.createHotObservable([
            .next(210, "a"), .next(250, "b"), .next(300, "c"), .next(450, "d"), .next(500, "e"),
        ])
        let res = scheduler.start { xs.sample(ys, defaultValue: 0) }
        XCTAssertEqual(res.events, [.next(210, 0), .next(250, 2), .next(300, 0), .next(450, 0), .completed(450)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 450)])
    }

    func testSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .error(230, OpsError.first)])
        let ys = scheduler.createHotObservable([.next(225, "a"), .next(300, "b")])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(225, 2), .error(230, OpsError.first)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testSamplerErrorAndDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .next(240, 3)])
        let ys = scheduler.createHotObservable([.next(230, "a"), .error(250, OpsError.second)])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(230, 2), .error(250, OpsError.second)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let xs2 = scheduler2.createHotObservable([.next(220, 2)])
        let ys2 = scheduler2.createHotObservable([.next(230, "a"), .completed(240)])
        let res2 = scheduler2.start(disposed: 300) { xs2.sample(ys2) }
        XCTAssertEqual(res2.events, [.next(230, 2)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 300)])
        // The sampler's completion does not end the sequence, but its asObservable() wrapper ends the
        // subscription to the test observable, as in RxSwift.
        XCTAssertEqual(ys2.subscriptions, [Subscription(200, 240)])
    }
}
