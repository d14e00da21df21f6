// SendableRx tests — `skip(while:)` and the deprecated `skipWhile(_:)`.

import SendableRx
import SendableRxTest
import XCTest

final class SkipWhileTests: RxTestCase {
    private func isPrime(_ value: Int) -> Bool {
        guard value >= 2 else { return false }
        return !(2..<value).contains { value % $0 == 0 }
    }

    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>> = .completed(600)) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(90, -1), .next(110, -1), .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3),
            .next(350, 7), .next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23), end,
        ])
    }

    func testSkipWhileSome() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var invoked = 0
        let res = scheduler.start {
            xs.skip(while: { value in
                invoked += 1
                return self.isPrime(value)
            })
        }
        XCTAssertEqual(res.events, [.next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invoked, 6)
    }

    func testSkipWhileNoneSkipped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.skip(while: { _ in false }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
    }

    func testSkipWhileAllSkipped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.skip(while: { _ in true }) }
        XCTAssertEqual(res.events, [.completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testSkipWhileErrorWhileSkipping() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 5), .error(270, operatorError)])
        let res = scheduler.start { xs.skip(while: { self.isPrime($0) }) }
        XCTAssertEqual(res.events, [.error(270, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testSkipWhileErrorAfterSkipping() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(600, operatorError))
        let res = scheduler.start { xs.skip(while: { self.isPrime($0) }) }
        XCTAssertEqual(res.events, [
            .next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23), .error(600, operatorError),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testSkipWhileEmptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let never = scheduler.createHotObservable([.next(150, 1)])
        let emptyResult = scheduler.createObserver(Int.self)
        let neverResult = scheduler.createObserver(Int.self)
        var subscriptions: [any Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(empty.skip(while: { _ in true }).subscribe(emptyResult))
            subscriptions.append(never.skip(while: { _ in true }).subscribe(neverResult))
        }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(emptyResult.events, [.completed(250)])
        XCTAssertEqual(neverResult.events, [])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    func testSkipWhileDisposedWhileSkipping() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 300) { xs.skip(while: { self.isPrime($0) }) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkipWhileDisposedAfterSkipping() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 470) { xs.skip(while: { self.isPrime($0) }) }
        XCTAssertEqual(res.events, [.next(390, 4), .next(410, 17), .next(450, 8)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 470)])
    }

    func testSkipWhilePredicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.skip(while: { value in
                if value == 3 { throw operatorError }
                return self.isPrime(value)
            })
        }
        XCTAssertEqual(res.events, [.error(320, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    }

    func testSkipWhilePredicateNotCalledAfterItFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var invoked = 0
        let res = scheduler.start {
            xs.skip(while: { value in
                invoked += 1
                if value == 17 { throw operatorError }
                return self.isPrime(value)
            })
        }
        XCTAssertEqual(res.events.last, .completed(600))
        XCTAssertEqual(res.events.count, 5)
        XCTAssertEqual(invoked, 6)
    }

    @available(*, deprecated)
    private func deprecatedSkipWhile(_ xs: TestableObservable<Int>) -> Observable<Int> {
        xs.skipWhile { self.isPrime($0) }
    }

    @available(*, deprecated)
    func testDeprecatedSkipWhile() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { self.deprecatedSkipWhile(xs) }
        XCTAssertEqual(res.events, [.next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }
}
