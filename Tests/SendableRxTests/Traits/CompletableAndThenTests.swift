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

    // MARK: the order of subscriptions and disposals (as RxSwift's)

    func testSecondIsSubscribedBeforeTheFirstSubscriptionIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let x1 = scheduler.createHotObservable([.completed(250, Never.self)])
        let first = x1.asCompletable().do(onDispose: { log.append("first disposed at \(scheduler.clock)") })
        let second = Single<Int>.create { observer in
            log.append("second subscribed at \(scheduler.clock)")
            observer(.success(1))
            return Disposables.create { log.append("second disposed at \(scheduler.clock)") }
        }
        let res = scheduler.start { first.andThen(second) }
        XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(log, ["second subscribed at 250", "first disposed at 250", "second disposed at 250"])
    }

    func testSynchronousFirstAndSecondAreDisposedSecondThenFirst() {
        // As RxSwift's (scenario traits/andThenSynchronousDisposalOrder): each `create` returns its disposable after
        // its result, so the second one, returned first, is disposed first.
        var log: [String] = []
        let first = Completable.create { observer in
            observer(.completed)
            return Disposables.create { log.append("first disposed") }
        }
        let second = Single<Int>.create { observer in
            log.append("second subscribed")
            observer(.success(1))
            return Disposables.create { log.append("second disposed") }
        }
        _ = first.andThen(second).subscribe(onSuccess: { log.append("success \($0)") })
        XCTAssertEqual(log, ["second subscribed", "success 1", "second disposed", "first disposed"])
    }

    func testDisposingWhileSecondRunsDisposesItOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createColdObservable([.completed(10, Never.self)])
        let x2 = scheduler.createColdObservable([.next(100, 1), .completed(100)])
        var disposals = 0
        let res = scheduler.start(disposed: 260) {
            x1.asCompletable().andThen(x2.asObservable().do(onDispose: { disposals += 1 }))
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(x2.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(disposals, 1)
    }

    func testAFirstThatFailsAfterCompletingIsIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.completed(220, Never.self), .error(230, traitError)])
        let x2 = scheduler.createColdObservable([.next(20, 1), .completed(20)])
        let res = scheduler.start { x1.asCompletable().andThen(x2.asSingle()).asObservable() }
        XCTAssertEqual(res.events, [.next(240, 1), .completed(240)])
        XCTAssertEqual(x2.subscriptions, [Subscription(220, 240)])
    }

    func testAThousandLongChain() {
        var chained = Completable.empty()
        for _ in 0..<1_000 { chained = chained.andThen(Completable.empty()) }
        var completed = 0
        _ = chained.andThen(Single.just(1)).subscribe(onSuccess: { completed += $0 })
        XCTAssertEqual(completed, 1)
    }
}
