// SendableRx tests — the `Maybe` trait: creation, subscription, operators, ifEmpty, zip and conversions (RxSwift's MaybeTest).

import SendableRx
import SendableRxTest
import XCTest

final class MaybeTests: RxTestCase {
    // MARK: create

    private func createMaybe(
        _ scheduler: TestScheduler,
        reports: [(Int, MaybeEvent<Int>)],
        disposed: Int = 1000
    ) -> (TestableObserver<Int>, [Int]) {
        var observer: Maybe<Int>.MaybeObserver?
        var disposedAt: [Int] = []
        for (time, event) in reports {
            scheduler.scheduleAt(time) { observer?(event) }
        }
        let res = scheduler.start(disposed: disposed) {
            Maybe<Int>.create { maybe in
                observer = maybe
                return Disposables.create { disposedAt.append(scheduler.clock) }
            }
        }
        return (res, disposedAt)
    }

    func testCreateSuccessFirstReportOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let (res, disposedAt) = createMaybe(
            scheduler, reports: [(201, .success(1)), (202, .success(2)), (203, .completed), (204, .error(traitError))]
        )
        XCTAssertEqual(res.events, [.next(201, 1), .completed(201)])
        XCTAssertEqual(disposedAt, [201])
    }

    func testCreateCompletedFirstReportOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let (res, disposedAt) = createMaybe(
            scheduler, reports: [(201, .completed), (202, .success(2)), (203, .error(traitError))]
        )
        XCTAssertEqual(res.events, [.completed(201)])
        XCTAssertEqual(disposedAt, [201])
    }

    func testCreateErrorFirstReportOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let (res, disposedAt) = createMaybe(
            scheduler, reports: [(201, .error(traitError)), (202, .success(2)), (203, .completed)]
        )
        XCTAssertEqual(res.events, [.error(201, traitError)])
        XCTAssertEqual(disposedAt, [201])
    }

    func testCreateDisposedBeforeReport() {
        let scheduler = TestScheduler(initialClock: 0)
        let (res, disposedAt) = createMaybe(scheduler, reports: [(400, .success(1))], disposed: 300)
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(disposedAt, [300])
    }

    // MARK: subscribe

    func testSubscribeResultHandler() {
        var events: [MaybeEvent<Int>] = []
        _ = Maybe.just(1).subscribe { (event: MaybeEvent<Int>) in events.append(event) }
        _ = Maybe<Int>.empty().subscribe { (event: MaybeEvent<Int>) in events.append(event) }
        _ = Maybe<Int>.error(traitError).subscribe { (event: MaybeEvent<Int>) in events.append(event) }
        XCTAssertEqual(events, [.success(1), .completed, .error(traitError)])
    }

    func testSubscribeCallbackOrder() {
        var log: [String] = []
        func subscribe(_ maybe: Maybe<Int>) {
            _ = maybe.subscribe(
                onSuccess: { log.append("success \($0)") },
                onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
        }
        subscribe(.just(1))
        subscribe(.empty())
        subscribe(.error(traitError))
        XCTAssertEqual(log, [
            "success 1", "disposed",
            "completed", "disposed",
            "error TestError(trait)", "disposed",
        ])
    }

    func testSubscribeDisposedBeforeResultCallsOnlyOnDisposed() {
        var log: [String] = []
        let subscription = Maybe<Int>.never().subscribe(
            onSuccess: { _ in log.append("success") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subscription.dispose()
        XCTAssertEqual(log, ["disposed"])
    }

    func testSubscribeWithObject() {
        let target = TraitTarget("t")
        var log: [String] = []
        _ = Maybe<Int>.empty().subscribe(
            with: target,
            onSuccess: { object, value in log.append("\(object.name) success \(value)") },
            onError: { object, _ in log.append("\(object.name) error") },
            onCompleted: { object in log.append("\(object.name) completed") },
            onDisposed: { object in log.append("\(object.name) disposed") }
        )
        _ = Maybe.just(2).subscribe(
            with: target,
            onSuccess: { object, value in log.append("\(object.name) success \(value)") }
        )
        XCTAssertEqual(log, ["t completed", "t disposed", "t success 2"])
    }

    // MARK: creation

    func testJustEmptyErrorNever() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe.just(1) }.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Maybe.just(1, scheduler: CurrentThreadScheduler.instance) }.events,
            [.next(200, 1), .completed(200)]
        )
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.empty() }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.error(traitError) }.events, [.error(200, traitError)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.never() }.events, [])
    }

    func testJustOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe.just(1, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(202)])
    }

    func testDeferred() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let res = scheduler.start {
            Maybe<Int>.deferred {
                calls += 1
                return .empty()
            }
        }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(calls, 1)
    }

    // MARK: operators

    private func coldMaybe(_ scheduler: TestScheduler, _ element: Int?, after ticks: Int) -> (Maybe<Int>, TestableObservable<Int>) {
        let xs = element.map { scheduler.createColdObservable([.next(ticks, $0), .completed(ticks)]) }
            ?? scheduler.createColdObservable([.completed(ticks)])
        return (xs.asMaybe(), xs)
    }

    func testMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let (maybe, xs) = coldMaybe(scheduler, 2, after: 10)
        let res = scheduler.start { maybe.map { "\($0 * 10)" } }
        XCTAssertEqual(res.events, [.next(210, "20"), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let (empty, _) = coldMaybe(scheduler2, nil, after: 10)
        var calls = 0
        let res2 = scheduler2.start { empty.map { value -> Int in calls += 1; return value } }
        XCTAssertEqual(res2.events, [.completed(210)])
        XCTAssertEqual(calls, 0)
    }

    func testMapThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe.just(1).map { _ -> Int in throw traitError } }
        XCTAssertEqual(res.events, [.error(200, traitError)])
    }

    func testCompactMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe.just("12").compactMap { Int($0) } }
        XCTAssertEqual(res.events, [.next(200, 12), .completed(200)])
        let res2 = TestScheduler(initialClock: 0).start { Maybe.just("x").compactMap { Int($0) } }
        XCTAssertEqual(res2.events, [.completed(200)])
    }

    func testFlatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let (first, xs) = coldMaybe(scheduler, 2, after: 10)
        let (second, ys) = coldMaybe(scheduler, 30, after: 20)
        let res = scheduler.start { first.flatMap { value in second.map { $0 + value } } }
        XCTAssertEqual(res.events, [.next(230, 32), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapOnEmptyNeverCallsSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let (first, _) = coldMaybe(scheduler, nil, after: 10)
        var calls = 0
        let res = scheduler.start {
            first.flatMap { value -> Maybe<Int> in
                calls += 1
                return .just(value)
            }
        }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(calls, 0)
    }

    func testFilter() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe.just(2).filter { $0 > 1 } }.events, [.next(200, 2), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe.just(2).filter { $0 > 2 } }.events, [.completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Maybe.just(2).filter { _ in throw traitError } }.events,
            [.error(200, traitError)]
        )
    }

    func testIfEmptyDefaultReturnsSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let (empty, xs) = coldMaybe(scheduler, nil, after: 10)
        let single: Single<Int> = empty.ifEmpty(default: 7)
        let res = scheduler.start { single }
        XCTAssertEqual(res.events, [.next(210, 7), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])

        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe.just(1).ifEmpty(default: 7) }.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Maybe<Int>.error(traitError).ifEmpty(default: 7) }.events,
            [.error(200, traitError)]
        )
    }

    func testIfEmptySwitchToMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let (empty, xs) = coldMaybe(scheduler, nil, after: 10)
        let (other, ys) = coldMaybe(scheduler, 5, after: 20)
        let maybe: Maybe<Int> = empty.ifEmpty(switchTo: other)
        let res = scheduler.start { maybe }
        XCTAssertEqual(res.events, [.next(230, 5), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testIfEmptySwitchToMaybeNotUsedWhenSuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        let (value, _) = coldMaybe(scheduler, 1, after: 10)
        let (other, ys) = coldMaybe(scheduler, 5, after: 20)
        let res = scheduler.start { value.ifEmpty(switchTo: other) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testIfEmptySwitchToSingleReturnsSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let (empty, _) = coldMaybe(scheduler, nil, after: 10)
        let (other, ys) = scheduler.coldSingle(6, after: 20)
        let single: Single<Int> = empty.ifEmpty(switchTo: other)
        let res = scheduler.start { single }
        XCTAssertEqual(res.events, [.next(230, 6), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, traitError, Int.self)])
        let res = scheduler.start { xs.asMaybe().catchAndReturn(3) }
        XCTAssertEqual(res.events, [.next(210, 3), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testCatchAndRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, traitError, Int.self)])
        let res = scheduler.start { xs.asMaybe().retry(2).catch { _ in .empty() } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
    }

    func testDo() {
        let scheduler = TestScheduler(initialClock: 0)
        let (empty, _) = coldMaybe(scheduler, nil, after: 10)
        var log: [String] = []
        func record(_ entry: String) { log.append("\(entry)@\(scheduler.clock)") }
        let res = scheduler.start {
            empty.do(
                onNext: { record("onNext \($0)") },
                onCompleted: { record("onCompleted") },
                afterCompleted: { record("afterCompleted") },
                onSubscribe: { record("onSubscribe") },
                onSubscribed: { record("onSubscribed") },
                onDispose: { record("onDispose") }
            )
        }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(log, ["onSubscribe@200", "onSubscribed@200", "onCompleted@210", "afterCompleted@210", "onDispose@210"])
    }

    func testTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let (slow, xs) = coldMaybe(scheduler, nil, after: 20)
        let res = scheduler.start { slow.timeout(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(205, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 205)])
    }

    // MARK: zip

    func testZipTupleAndSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, _) = coldMaybe(scheduler, 1, after: 10)
        let (b, _) = coldMaybe(scheduler, 2, after: 20)
        let res = scheduler.start { Maybe.zip(a, b).map { $0.0 * 10 + $0.1 } }
        XCTAssertEqual(res.events, [.next(220, 12), .completed(220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let (c, _) = coldMaybe(scheduler2, 1, after: 10)
        let (d, _) = coldMaybe(scheduler2, 2, after: 20)
        let (e, _) = coldMaybe(scheduler2, 3, after: 5)
        let res2 = scheduler2.start { Maybe.zip(c, d, e) { $0 + $1 + $2 } }
        XCTAssertEqual(res2.events, [.next(220, 6), .completed(220)])
    }

    func testZipCompletesEmptyWhenOneIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, _) = coldMaybe(scheduler, 1, after: 10)
        let (b, _) = coldMaybe(scheduler, nil, after: 20)
        let res = scheduler.start { Maybe.zip(a, b) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(220)])
    }

    func testZipFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, xs) = coldMaybe(scheduler, 1, after: 30)
        let b = scheduler.createColdObservable([.error(10, traitError, Int.self)]).asMaybe()
        let res = scheduler.start { Maybe.zip(a, b) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(210, traitError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    // MARK: conversions

    func testAsCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let (maybe, xs) = coldMaybe(scheduler, 1, after: 10)
        let completable: Completable = maybe.asCompletable()
        let res = scheduler.start { completable }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.empty().asCompletable() }.events, [.completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Maybe<Int>.error(traitError).asCompletable() }.events,
            [.error(200, traitError)]
        )
    }
}
