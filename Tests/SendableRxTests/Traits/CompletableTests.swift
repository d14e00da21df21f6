// SendableRx tests — the `Completable` trait: creation, subscription, concat, merge, zip and conversions (RxSwift's CompletableTest).

import SendableRx
import SendableRxTest
import XCTest

final class CompletableTests: RxTestCase {
    // MARK: create

    func testCreateCompletedFirstReportOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: Completable.CompletableObserver?
        var disposedAt: [Int] = []
        scheduler.scheduleAt(201) { observer?(.completed) }
        scheduler.scheduleAt(202) { observer?(.error(traitError)) }
        scheduler.scheduleAt(203) { observer?(.completed) }
        let res = scheduler.start {
            Completable.create { completable in
                observer = completable
                return Disposables.create { disposedAt.append(scheduler.clock) }
            }
        }
        XCTAssertEqual(res.events, [.completed(201)])
        XCTAssertEqual(disposedAt, [201])
    }

    func testCreateErrorFirstReportOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: Completable.CompletableObserver?
        var disposedAt: [Int] = []
        scheduler.scheduleAt(201) { observer?(.error(traitError)) }
        scheduler.scheduleAt(202) { observer?(.completed) }
        let res = scheduler.start {
            Completable.create { completable in
                observer = completable
                return Disposables.create { disposedAt.append(scheduler.clock) }
            }
        }
        XCTAssertEqual(res.events, [.error(201, traitError)])
        XCTAssertEqual(disposedAt, [201])
    }

    // MARK: subscribe

    func testSubscribeResultHandler() {
        var events: [CompletableEvent] = []
        _ = Completable.empty().subscribe { (event: CompletableEvent) in events.append(event) }
        _ = Completable.error(traitError).subscribe { (event: CompletableEvent) in events.append(event) }
        XCTAssertEqual(events, [.completed, .error(traitError)])
    }

    func testSubscribeCallbackOrder() {
        var log: [String] = []
        for completable in [Completable.empty(), Completable.error(traitError)] {
            _ = completable.subscribe(
                onCompleted: { log.append("completed") },
                onError: { log.append("error \($0)") },
                onDisposed: { log.append("disposed") }
            )
        }
        let pending = Completable.never().subscribe(
            onCompleted: { log.append("completed") },
            onError: { log.append("error \($0)") },
            onDisposed: { log.append("never disposed") }
        )
        pending.dispose()
        XCTAssertEqual(log, ["completed", "disposed", "error TestError(trait)", "disposed", "never disposed"])
    }

    func testSubscribeWithObject() {
        let target = TraitTarget("t")
        var log: [String] = []
        _ = Completable.empty().subscribe(
            with: target,
            onCompleted: { log.append("\($0.name) completed") },
            onError: { object, _ in log.append("\(object.name) error") },
            onDisposed: { log.append("\($0.name) disposed") }
        )
        XCTAssertEqual(log, ["t completed", "t disposed"])
    }

    func testEmptyErrorNever() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.empty() }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.error(traitError) }.events, [.error(200, traitError)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.never() }.events, [])
    }

    // MARK: concat, merge, zip

    func testConcatInstance() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Never.self)])
        let ys = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start { xs.asCompletable().concat(ys.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testConcatStatic() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Never.self)])
        let ys = scheduler.createColdObservable([.completed(20, Never.self)])
        let zs = scheduler.createColdObservable([.completed(5, Never.self)])
        let res = scheduler.start { Completable.concat(xs.asCompletable(), ys.asCompletable(), zs.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(235)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(zs.subscriptions, [Subscription(230, 235)])
    }

    func testConcatSequenceStopsAtError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, traitError, Never.self)])
        let ys = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start { Completable.concat([xs.asCompletable(), ys.asCompletable()]) }
        XCTAssertEqual(res.events, [.error(210, traitError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testMerge() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(30, Never.self)])
        let ys = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start { Completable.merge(xs.asCompletable(), ys.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testMergeCollectionFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(30, Never.self)])
        let ys = scheduler.createColdObservable([.error(20, traitError, Never.self)])
        let res = scheduler.start { Completable.merge([xs.asCompletable(), ys.asCompletable()]) }
        XCTAssertEqual(res.events, [.error(220, traitError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testZipVariadicAndCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(30, Never.self)])
        let ys = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start { Completable.zip(xs.asCompletable(), ys.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let zs = scheduler2.createColdObservable([.completed(30, Never.self)])
        let ws = scheduler2.createColdObservable([.error(20, traitError, Never.self)])
        let res2 = scheduler2.start { Completable.zip([zs.asCompletable(), ws.asCompletable()]) }
        XCTAssertEqual(res2.events, [.error(220, traitError)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 220)])

        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.zip([Completable]()) }.events, [.completed(200)])
    }

    // MARK: operators

    func testCatchRetryDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, traitError, Never.self)])
        let res = scheduler.start {
            xs.asCompletable().retry(2).catch { _ in Completable.empty().delay(.seconds(5), scheduler: scheduler) }
        }
        XCTAssertEqual(res.events, [.completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
    }

    func testDo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, traitError, Never.self)])
        var log: [String] = []
        func record(_ entry: String) { log.append("\(entry)@\(scheduler.clock)") }
        let res = scheduler.start {
            xs.asCompletable().do(
                onError: { record("onError \($0)") },
                afterError: { _ in record("afterError") },
                onCompleted: { record("onCompleted") },
                onSubscribe: { record("onSubscribe") },
                onSubscribed: { record("onSubscribed") },
                onDispose: { record("onDispose") }
            )
        }
        XCTAssertEqual(res.events, [.error(210, traitError)])
        XCTAssertEqual(log, ["onSubscribe@200", "onSubscribed@200", "onError TestError(trait)@210", "afterError@210", "onDispose@210"])
    }

    // MARK: conversions

    func testAsCompletableIgnoresElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let completable: Completable = xs.asCompletable()
        let res = scheduler.start { completable }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsCompletableError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, traitError)])
        let res = scheduler.start { xs.asCompletable() }
        XCTAssertEqual(res.events, [.error(250, traitError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsCompletableOnObservableOfNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Never.self)])
        let never: Observable<Never> = xs.asObservable()
        let res = scheduler.start { never.asCompletable() }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testIgnoreElementsReturnsObservableOfNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let ignored: Observable<Never> = xs.ignoreElements()
        let res = scheduler.start { ignored }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
