// SendableRx tests — `distinctUntilChanged` in all its forms: plain, key selector, comparer, key path.

import SendableRx
import SendableRxTest
import XCTest

private struct Item: Equatable {
    let id: Int
    let name: String
}

final class DistinctUntilChangedTests: RxTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(215, 3), .next(220, 3), .next(225, 2), .next(230, 2),
            .next(230, 1), .next(240, 2), .completed(250),
        ])
    }

    func testDistinctUntilChangedNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDistinctUntilChangedEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChangedAllDistinct() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChangedAllSame() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 2), .next(230, 2), .next(240, 2), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChangedSomeChanges() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [
            .next(210, 2), .next(215, 3), .next(225, 2), .next(230, 1), .next(240, 2), .completed(250),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChangedError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 2), .error(230, operatorError)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 2), .error(230, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDistinctUntilChangedDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 222) { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 2), .next(215, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 222)])
    }

    func testDistinctUntilChangedKeySelectorAllEqual() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 4), .next(230, 3), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged { _ in 42 } }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChangedKeySelectorParity() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2), .next(220, 4), .next(230, 3), .next(240, 5), .next(245, 6), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged { $0 % 2 } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 3), .next(245, 6), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChangedComparerAllEqual() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged { _, _ in true } }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
    }

    func testDistinctUntilChangedComparerAllDifferent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 2), .next(230, 2), .next(240, 2), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged { _, _ in false } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 2), .next(230, 2), .next(240, 2), .completed(250)])
    }

    func testDistinctUntilChangedComparerComparesWithLastForwarded() {
        // The comparer sees the last *forwarded* value, so a slow drift is suppressed until it exceeds the tolerance.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 10), .next(220, 11), .next(230, 12), .next(240, 13), .completed(250),
        ])
        var comparisons: [String] = []
        let res = scheduler.start {
            xs.distinctUntilChanged { old, new -> Bool in
                comparisons.append("\(old)-\(new)")
                return abs(old - new) < 3
            }
        }
        XCTAssertEqual(res.events, [.next(210, 10), .next(240, 13), .completed(250)])
        XCTAssertEqual(comparisons, ["10-11", "10-12", "10-13"])
    }

    func testDistinctUntilChangedKeySelectorAndComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "A"), .next(230, "b"), .next(240, "B"), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged({ $0.lowercased() }, comparer: { $0 == $1 }) }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(230, "b"), .completed(250)])
    }

    func testDistinctUntilChangedKeyPath() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Item(id: 1, name: "a")), .next(220, Item(id: 1, name: "b")),
            .next(230, Item(id: 2, name: "b")), .next(240, Item(id: 1, name: "b")), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged(at: \.id) }
        XCTAssertEqual(res.events, [
            .next(210, Item(id: 1, name: "a")), .next(230, Item(id: 2, name: "b")),
            .next(240, Item(id: 1, name: "b")), .completed(250),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChangedKeySelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start {
            xs.distinctUntilChanged { value -> Int in
                if value == 3 { throw operatorError }
                return value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDistinctUntilChangedKeySelectorThrowsOnFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged { _ -> Int in throw operatorError } }
        XCTAssertEqual(res.events, [.error(210, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDistinctUntilChangedComparerThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        var comparerCalls = 0
        let res = scheduler.start {
            xs.distinctUntilChanged { (_: Int, _: Int) -> Bool in
                comparerCalls += 1
                throw operatorError
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(comparerCalls, 1)
    }

    func testDistinctUntilChangedStateIsPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 1), .next(30, 2), .completed(40)])
        let distinct = xs.distinctUntilChanged()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = distinct.subscribe(first) }
        scheduler.scheduleAt(300) { _ = distinct.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(second.events, [.next(310, 1), .next(330, 2), .completed(340)])
    }

    func testDistinctUntilChangedReentrantDuplicateIsSuppressed() {
        // The last key is stored before the element is forwarded, so a duplicate sent re-entrantly is dropped.
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.distinctUntilChanged().subscribe(onNext: { value in
            received.append(value)
            if value == 1 {
                subject.onNext(1)
                subject.onNext(2)
            }
        })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }
}
