// SendableRx tests — `filter`.

import SendableRx
import SendableRxTest
import XCTest

final class FilterTests: RxTestCase {
    private func isPrime(_ value: Int) -> Bool {
        guard value >= 2 else { return false }
        return !(2..<value).contains { value % $0 == 0 }
    }

    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(110, 1), .next(180, 2), .next(230, 3), .next(270, 4), .next(340, 5), .next(380, 6),
            .next(390, 7), .next(450, 8), .next(470, 9), .next(560, 10), .next(580, 11), .completed(600),
            .next(610, 12), .error(620, operatorError), .completed(630),
        ])
    }

    func testFilterPrimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.filter { self.isPrime($0) } }
        XCTAssertEqual(res.events, [.next(230, 3), .next(340, 5), .next(390, 7), .next(580, 11), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testFilterTrueAndFalse() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let all = scheduler.createObserver(Int.self)
        let none = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.filter { _ in true }.subscribe(all)
            _ = xs.filter { _ in false }.subscribe(none)
        }
        scheduler.start()
        XCTAssertEqual(all.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(none.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(200, 300)])
    }

    func testFilterEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        let res = scheduler.start { xs.filter { _ in true } }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFilterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(110, 1), .next(230, 3), .next(270, 4), .next(340, 5), .error(600, operatorError), .completed(610),
        ])
        let res = scheduler.start { xs.filter { self.isPrime($0) } }
        XCTAssertEqual(res.events, [.next(230, 3), .next(340, 5), .error(600, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testFilterNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.filter { _ in true } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testFilterDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 400) { xs.filter { self.isPrime($0) } }
        XCTAssertEqual(res.events, [.next(230, 3), .next(340, 5), .next(390, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testFilterPredicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var invoked = 0
        let res = scheduler.start {
            xs.filter { value -> Bool in
                invoked += 1
                if value > 5 { throw operatorError }
                return self.isPrime(value)
            }
        }
        XCTAssertEqual(res.events, [.next(230, 3), .next(340, 5), .error(380, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 380)])
        XCTAssertEqual(invoked, 4)
    }

    func testFilterDisposeInsidePredicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let observer = scheduler.createObserver(Int.self)
        var invoked = 0
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) {
            subscription = xs.filter { value -> Bool in
                invoked += 1
                if value == 8 { subscription?.dispose() }
                return self.isPrime(value)
            }.subscribe(observer)
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(230, 3), .next(340, 5), .next(390, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
        XCTAssertEqual(invoked, 6)
    }
}
