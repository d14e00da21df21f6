// SendableRx tests — the sink behind `flatMap` of `Single` and `Maybe`: subscription intervals, the order of
// disposals (as RxSwift's flatMap), errors of the selector, the trait and the inner sequence.

import SendableRx
import SendableRxTest
import XCTest

final class TraitFlatMapSinkTests: RxTestCase {
    func testSubscriptionIntervalsOfTheTraitAndTheInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createColdObservable([.next(30, 7), .completed(30)])
        let res = scheduler.start { xs.asSingle().flatMap { x in ys.asSingle().map { $0 + x } }.asObservable() }
        XCTAssertEqual(res.events, [.next(250, 8), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])
    }

    func testDisposingWhileTheInnerSequenceRunsDisposesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let ys = scheduler.createColdObservable([.next(100, 7), .completed(100)])
        let res = scheduler.start(disposed: 250) { xs.asMaybe().flatMap { _ in ys.asMaybe() }.asObservable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
    }

    func testSynchronousDisposalOrderIsInnerThenTrait() {
        var log: [String] = []
        let outer = Single<Int>.create { observer in
            observer(.success(1))
            return Disposables.create { log.append("outer disposed") }
        }
        _ = outer.flatMap { value in
            Single<Int>.create { observer in
                observer(.success(value + 1))
                return Disposables.create { log.append("inner disposed") }
            }
        }.subscribe(onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("onDisposed") })
        XCTAssertEqual(log, ["success 2", "onDisposed", "inner disposed", "outer disposed"])
    }

    func testErrorsOfTheSelectorTheTraitAndTheInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let thrown = scheduler.start { xs.asSingle().flatMap { _ -> Single<Int> in throw traitError }.asObservable() }
        // asSingle passes its element on at the completion (220).
        XCTAssertEqual(thrown.events, [.error(220, traitError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let innerScheduler = TestScheduler(initialClock: 0)
        let hot = innerScheduler.createHotObservable([.next(210, 1), .completed(210)])
        let failing = innerScheduler.createColdObservable([.error(15, traitError2, Int.self)])
        let inner = innerScheduler.start { hot.asSingle().flatMapMaybe { _ in failing.asMaybe() }.asObservable() }
        XCTAssertEqual(inner.events, [.error(225, traitError2)])
        XCTAssertEqual(failing.subscriptions, [Subscription(210, 225)])

        let outerScheduler = TestScheduler(initialClock: 0)
        let errors = outerScheduler.createHotObservable([.error(230, traitError, Int.self)])
        var selected = 0
        let outer = outerScheduler.start {
            errors.asSingle().flatMap { value -> Single<Int> in
                selected += 1
                return .just(value)
            }.asObservable()
        }
        XCTAssertEqual(outer.events, [.error(230, traitError)])
        XCTAssertEqual(selected, 0)
    }

    func testEmptyMaybeCompletesWithoutCallingTheSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(240, Int.self)])
        var selected = 0
        let res = scheduler.start {
            xs.asMaybe().flatMap { value -> Maybe<Int> in
                selected += 1
                return .just(value)
            }.asObservable()
        }
        XCTAssertEqual(res.events, [.completed(240)])
        XCTAssertEqual(selected, 0)
    }

    func testDisposingFromTheSuccessHandlerUnsubscribesTheInnerSequence() {
        let inner = PublishSubject<Int>()
        var log: [String] = []
        var subscription: (any Disposable)?
        subscription = Single.just(1).flatMap { _ in inner.asSingle() }.subscribe(
            onSuccess: { value in
                log.append("success \(value)")
                subscription?.dispose()
            },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertTrue(inner.hasObservers)
        inner.onNext(5)
        inner.onCompleted()
        XCTAssertEqual(log, ["success 5", "disposed"])
        XCTAssertFalse(inner.hasObservers)
        subscription = nil
    }

    func testFlatMapCompletableOfASingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let cs = scheduler.createColdObservable([.completed(40, Never.self)])
        let res = scheduler.start { xs.asSingle().flatMapCompletable { _ in cs.asCompletable() }.asObservable() }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(cs.subscriptions, [Subscription(210, 250)])
    }
}
