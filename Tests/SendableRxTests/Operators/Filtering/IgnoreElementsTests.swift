// SendableRx tests — `ignoreElements`, which returns an `Observable<Never>`.

import SendableRx
import SendableRxTest
import XCTest

final class IgnoreElementsTests: RxTestCase {
    /// `Observable<Never>` events, with the elements (there are none) mapped away so they can be compared.
    private func terminals(_ observer: TestableObserver<Never>) -> [Recorded<Event<Int>>] {
        observer.events.map { recorded in
            if let error = recorded.value.error {
                return Recorded(time: recorded.time, value: .error(error))
            }
            return Recorded(time: recorded.time, value: .completed)
        }
    }

    func testIgnoreElementsNormal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(180, 1), .next(210, 2), .next(250, 3), .next(270, 4), .completed(610),
        ])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(terminals(res), [.completed(610)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 610)])
    }

    func testIgnoreElementsReturnsObservableOfNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ignored: Observable<Never> = xs.ignoreElements()
        let res = scheduler.start { ignored }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertTrue(res.events.first?.value.isCompleted ?? false)
    }

    func testIgnoreElementsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(250, 3), .error(610, operatorError)])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(terminals(res), [.error(610, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 610)])
    }

    func testIgnoreElementsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(terminals(res), [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testIgnoreElementsNeverAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(250, 3), .completed(610)])
        let res = scheduler.start(disposed: 400) { xs.ignoreElements() }
        XCTAssertEqual(terminals(res), [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }
}
