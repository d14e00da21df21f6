// SendableRx tests — `take(while:behavior:)`, `take(until:behavior:)` with a predicate, and the deprecated spellings.

import SendableRx
import SendableRxTest
import XCTest

final class TakeWhileTests: RxTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(90, -1), .next(110, -1), .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3),
            .next(350, 7), .next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23), .completed(600),
        ])
    }

    private func isPrime(_ value: Int) -> Bool {
        guard value >= 2 else { return false }
        return !(2..<value).contains { value % $0 == 0 }
    }

    func testTakeWhileCompleteBefore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(90, -1), .next(110, -1), .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3),
            .completed(330), .next(350, 7), .next(390, 4), .completed(600),
        ])
        var invoked = 0
        let res = scheduler.start {
            xs.take(while: { value in
                invoked += 1
                return self.isPrime(value)
            })
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
        XCTAssertEqual(invoked, 4)
    }

    func testTakeWhileExclusiveCompletesOnFirstFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var invoked = 0
        let res = scheduler.start {
            xs.take(while: { value in
                invoked += 1
                return self.isPrime(value)
            })
        }
        XCTAssertEqual(res.events, [
            .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7), .completed(390),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(invoked, 6)
    }

    func testTakeWhileInclusiveForwardsTheFailingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.take(while: { self.isPrime($0) }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [
            .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7), .next(390, 4),
            .completed(390),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
    }

    func testTakeWhileError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(90, -1), .next(210, 2), .next(260, 5), .error(270, operatorError), .next(290, 13),
        ])
        let res = scheduler.start { xs.take(while: { self.isPrime($0) }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(260, 5), .error(270, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testTakeWhileEmptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let never = scheduler.createHotObservable([.next(150, 1)])
        let emptyResult = scheduler.createObserver(Int.self)
        let neverResult = scheduler.createObserver(Int.self)
        var subscriptions: [any Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(empty.take(while: { _ in true }).subscribe(emptyResult))
            subscriptions.append(never.take(while: { _ in true }).subscribe(neverResult))
        }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(emptyResult.events, [.completed(250)])
        XCTAssertEqual(neverResult.events, [])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    func testTakeWhileDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 300) { xs.take(while: { self.isPrime($0) }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(260, 5), .next(290, 13)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeWhilePredicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.take(while: { value in
                if value == 13 { throw operatorError }
                return self.isPrime(value)
            })
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(260, 5), .error(290, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    func testTakeWhileInclusivePredicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.take(while: { value in
                if value == 5 { throw operatorError }
                return true
            }, behavior: .inclusive)
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(260, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testTakeUntilPredicateExclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.take(until: { $0 == 4 }) }
        XCTAssertEqual(res.events, [
            .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7), .completed(390),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
    }

    func testTakeUntilPredicateInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.take(until: { $0 == 4 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [
            .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7), .next(390, 4),
            .completed(390),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
    }

    func testTakeUntilPredicateFirstElementMatches() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let exclusive = scheduler.createObserver(Int.self)
        let inclusive = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.take(until: { _ in true }).subscribe(exclusive)
            _ = xs.take(until: { _ in true }, behavior: .inclusive).subscribe(inclusive)
        }
        scheduler.start()
        XCTAssertEqual(exclusive.events, [.completed(210)])
        XCTAssertEqual(inclusive.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(200, 210)])
    }

    func testTakeUntilPredicateNeverMatches() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.take(until: { _ in false }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeUntilPredicateError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, operatorError)])
        let res = scheduler.start { xs.take(until: { _ in false }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilPredicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.take(until: { value in
                if value == 5 { throw operatorError }
                return false
            })
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(260, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testTakeUntilPredicateDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 265) { xs.take(until: { $0 == 4 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(260, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 265)])
    }

    @available(*, deprecated)
    private func deprecatedTakeWhile(_ xs: TestableObservable<Int>) -> Observable<Int> {
        xs.takeWhile { self.isPrime($0) }
    }

    @available(*, deprecated)
    private func deprecatedTakeUntil(_ xs: TestableObservable<Int>, _ behavior: TakeBehavior) -> Observable<Int> {
        xs.takeUntil(behavior) { $0 == 4 }
    }

    @available(*, deprecated)
    func testDeprecatedTakeWhile() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { self.deprecatedTakeWhile(xs) }
        XCTAssertEqual(res.events, [
            .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7), .completed(390),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
    }

    @available(*, deprecated)
    func testDeprecatedTakeUntilBehavior() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let exclusive = scheduler.createObserver(Int.self)
        let inclusive = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = self.deprecatedTakeUntil(xs, .exclusive).subscribe(exclusive)
            _ = self.deprecatedTakeUntil(xs, .inclusive).subscribe(inclusive)
        }
        scheduler.start()
        XCTAssertEqual(exclusive.events.last, .completed(390))
        XCTAssertEqual(exclusive.events.count, 6)
        XCTAssertEqual(inclusive.events.suffix(2), [.next(390, 4), .completed(390)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390), Subscription(200, 390)])
    }
}
