// SendableRx tests — `Completable.andThen` to Completable, Single, Maybe and Observable: the second source is
// subscribed only after the first completes, and an error skips it (RxSwift's CompletableAndThenTest).

import SendableRx
import SendableRxTest
import XCTest

final class CompletableAndThenTests: RxTestCase {
    // MARK: Completable

    func testCompletableCompletedThenCompletableCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.completed(290, Never.self)])
        let x2 = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(310)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(x2.subscriptions, [Subscription(290, 310)])
    }

    func testCompletableCompletedThenCompletableError() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.completed(290, Never.self)])
        let x2 = scheduler.createColdObservable([.error(20, traitError, Never.self)])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asCompletable()) }
        XCTAssertEqual(res.events, [.error(310, traitError)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(x2.subscriptions, [Subscription(290, 310)])
    }

    func testCompletableErrorSkipsCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.error(290, traitError, Never.self)])
        let x2 = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asCompletable()) }
        XCTAssertEqual(res.events, [.error(290, traitError)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(x2.subscriptions, [])
    }

    func testDisposedWhileFirstRunning() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.completed(290, Never.self)])
        let x2 = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start(disposed: 250) { x1.asCompletable().andThen(x2.asCompletable()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(x2.subscriptions, [])
    }

    func testDisposedWhileSecondRunning() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.completed(290, Never.self)])
        let x2 = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start(disposed: 300) { x1.asCompletable().andThen(x2.asCompletable()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(x2.subscriptions, [Subscription(290, 300)])
    }

    func testChainOfThree() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createColdObservable([.completed(10, Never.self)])
        let x2 = scheduler.createColdObservable([.completed(10, Never.self)])
        let x3 = scheduler.createColdObservable([.next(10, 3), .completed(10)])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asCompletable()).andThen(x3.asSingle()) }
        XCTAssertEqual(res.events, [.next(230, 3), .completed(230)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(x2.subscriptions, [Subscription(210, 220)])
        XCTAssertEqual(x3.subscriptions, [Subscription(220, 230)])
    }

    // MARK: Single

    func testCompletableCompletedThenSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.completed(290, Never.self)])
        let x2 = scheduler.createColdObservable([.next(20, 1), .completed(20)])
        let single: Single<Int> = x1.asCompletable().andThen(x2.asSingle())
        let res = scheduler.start { single }
        XCTAssertEqual(res.events, [.next(310, 1), .completed(310)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(x2.subscriptions, [Subscription(290, 310)])
    }

    func testCompletableCompletedThenSingleError() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.completed(290, Never.self)])
        let x2 = scheduler.createColdObservable([.error(20, traitError, Int.self)])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asSingle()) }
        XCTAssertEqual(res.events, [.error(310, traitError)])
        XCTAssertEqual(x2.subscriptions, [Subscription(290, 310)])
    }

    func testCompletableErrorSkipsSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.error(290, traitError, Never.self)])
        let x2 = scheduler.createColdObservable([.next(20, 1), .completed(20)])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asSingle()) }
        XCTAssertEqual(res.events, [.error(290, traitError)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(x2.subscriptions, [])
    }

    // MARK: Maybe

    func testCompletableCompletedThenMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.completed(290, Never.self)])
        let x2 = scheduler.createColdObservable([.next(20, 1), .completed(20)])
        let maybe: Maybe<Int> = x1.asCompletable().andThen(x2.asMaybe())
        let res = scheduler.start { maybe }
        XCTAssertEqual(res.events, [.next(310, 1), .completed(310)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(x2.subscriptions, [Subscription(290, 310)])
    }

    func testCompletableCompletedThenEmptyMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.completed(290, Never.self)])
        let x2 = scheduler.createColdObservable([.completed(20, Int.self)])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asMaybe()) }
        XCTAssertEqual(res.events, [.completed(310)])
        XCTAssertEqual(x2.subscriptions, [Subscription(290, 310)])
    }

    func testCompletableErrorSkipsMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.error(290, traitError, Never.self)])
        let x2 = scheduler.createColdObservable([.next(20, 1), .completed(20)])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asMaybe()) }
        XCTAssertEqual(res.events, [.error(290, traitError)])
        XCTAssertEqual(x2.subscriptions, [])
    }

    // MARK: Observable

    func testCompletableCompletedThenObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.completed(290, Never.self)])
        let x2 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let observable: Observable<Int> = x1.asCompletable().andThen(x2.asObservable())
        let res = scheduler.start { observable }
        XCTAssertEqual(res.events, [.next(300, 1), .next(310, 2), .completed(320)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(x2.subscriptions, [Subscription(290, 320)])
    }

    func testCompletableErrorSkipsObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.error(290, traitError, Never.self)])
        let x2 = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asObservable()) }
        XCTAssertEqual(res.events, [.error(290, traitError)])
        XCTAssertEqual(x2.subscriptions, [])
    }

    func testSecondIsNotSubscribedBeforeFirstCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        var subscribedAt: [Int] = []
        let second = Single<Int>.deferred {
            subscribedAt.append(scheduler.clock)
            return .just(5)
        }
        let res = scheduler.start {
            Completable.empty().delay(.seconds(50), scheduler: scheduler).andThen(second)
        }
        XCTAssertEqual(res.events, [.next(250, 5), .completed(250)])
        XCTAssertEqual(subscribedAt, [250])
    }
}
