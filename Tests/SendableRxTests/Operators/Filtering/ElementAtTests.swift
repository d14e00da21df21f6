// SendableRx tests — `element(at:)` and its deprecated spelling `elementAt(_:)`.

import SendableRx
import SendableRxTest
import XCTest

final class ElementAtTests: RxTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(280, 42), .next(360, 43), .next(470, 44), .completed(600),
        ])
    }

    func testElementAtFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.element(at: 0) }
        XCTAssertEqual(res.events, [.next(280, 42), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    func testElementAtOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.element(at: 2) }
        XCTAssertEqual(res.events, [.next(470, 44), .completed(470)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 470)])
    }

    func testElementAtPastTheEndIsArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.element(at: 3) }
        XCTAssertEqual(res.events, [.error(600, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testElementAtEmptyIsArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        let res = scheduler.start { xs.element(at: 0) }
        XCTAssertEqual(res.events, [.error(300, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testElementAtError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(280, 42), .next(360, 43), .error(470, operatorError)])
        let res = scheduler.start { xs.element(at: 3) }
        XCTAssertEqual(res.events, [.error(470, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 470)])
    }

    func testElementAtErrorAfterElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(280, 42), .next(360, 43), .error(470, operatorError)])
        let res = scheduler.start { xs.element(at: 1) }
        XCTAssertEqual(res.events, [.next(360, 43), .completed(360)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 360)])
    }

    func testElementAtNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.element(at: 0) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testElementAtDisposedBeforeIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 400) { xs.element(at: 2) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    @available(*, deprecated)
    private func deprecatedElementAt(_ xs: TestableObservable<Int>, _ index: Int) -> Observable<Int> {
        xs.elementAt(index)
    }

    @available(*, deprecated)
    func testDeprecatedElementAt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { self.deprecatedElementAt(xs, 1) }
        XCTAssertEqual(res.events, [.next(360, 43), .completed(360)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 360)])
    }
}
