// SendableRx tests — the `Single` trait: creation, subscription, operators and error handling (RxSwift's SingleTest).

import SendableRx
import SendableRxTest
import XCTest

final class SingleTests: RxTestCase {
    // MARK: create

    func testCreateSuccessDeliversFirstResultOnlyAndDisposes() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: Single<Int>.SingleObserver?
        var disposedAt: [Int] = []
        scheduler.scheduleAt(201) { observer?(.success(1)) }
        scheduler.scheduleAt(202) { observer?(.success(2)) }
        scheduler.scheduleAt(203) { observer?(.failure(traitError)) }
        let res = scheduler.start {
            Single<Int>.create { single in
                observer = single
                return Disposables.create { disposedAt.append(scheduler.clock) }
            }
        }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(201)])
        XCTAssertEqual(disposedAt, [201])
    }

    func testCreateFailureDeliversFirstResultOnlyAndDisposes() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: Single<Int>.SingleObserver?
        var disposedAt: [Int] = []
        scheduler.scheduleAt(201) { observer?(.failure(traitError)) }
        scheduler.scheduleAt(202) { observer?(.success(1)) }
        scheduler.scheduleAt(203) { observer?(.failure(traitError2)) }
        let res = scheduler.start {
            Single<Int>.create { single in
                observer = single
                return Disposables.create { disposedAt.append(scheduler.clock) }
            }
        }
        XCTAssertEqual(res.events, [.error(201, traitError)])
        XCTAssertEqual(disposedAt, [201])
    }

    func testCreateDisposedBeforeResult() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: Single<Int>.SingleObserver?
        var disposedAt: [Int] = []
        scheduler.scheduleAt(400) { observer?(.success(1)) }
        let res = scheduler.start(disposed: 300) {
            Single<Int>.create { single in
                observer = single
                return Disposables.create { disposedAt.append(scheduler.clock) }
            }
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(disposedAt, [300])
    }

    // MARK: subscribe

    func testSubscribeResultHandler() {
        var events: [SingleEvent<Int>] = []
        _ = Single.just(1).subscribe { (event: SingleEvent<Int>) in events.append(event) }
        _ = Single<Int>.error(traitError).subscribe { (event: SingleEvent<Int>) in events.append(event) }
        XCTAssertEqual(events, [.success(1), .failure(traitError)])
    }

    func testSubscribeSuccessCallbackOrder() {
        var log: [String] = []
        _ = Single.just(1).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { _ in log.append("failure") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["success 1", "disposed"])
    }

    func testSubscribeFailureCallbackOrder() {
        var log: [String] = []
        _ = Single<Int>.error(traitError).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["failure TestError(trait)", "disposed"])
    }

    func testSubscribeDisposedBeforeResultCallsOnlyOnDisposed() {
        var log: [String] = []
        let subscription = Single<Int>.never().subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { _ in log.append("failure") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, [])
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log, ["disposed"])
    }

    func testOnDisposedRunsOnceWhenDisposedAfterSuccess() {
        var log: [String] = []
        let subscription = Single.just(1).subscribe(onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("disposed") })
        subscription.dispose()
        XCTAssertEqual(log, ["success 1", "disposed"])
    }

    func testSubscribeWithObject() {
        let target = TraitTarget("t")
        var log: [String] = []
        _ = Single.just(1).subscribe(
            with: target,
            onSuccess: { object, value in log.append("\(object.name) success \(value)") },
            onFailure: { object, _ in log.append("\(object.name) failure") },
            onDisposed: { object in log.append("\(object.name) disposed") }
        )
        _ = Single<Int>.error(traitError).subscribe(
            with: target,
            onSuccess: { object, value in log.append("\(object.name) success \(value)") },
            onFailure: { object, error in log.append("\(object.name) failure \(error)") },
            onDisposed: { object in log.append("\(object.name) disposed") }
        )
        XCTAssertEqual(log, ["t success 1", "t disposed", "t failure TestError(trait)", "t disposed"])
    }

    func testSubscribeWithReleasedObjectSkipsHandlers() {
        let scheduler = TestScheduler(initialClock: 0)
        let (single, xs) = scheduler.coldSingle(1, after: 20)
        var target: TraitTarget? = TraitTarget("t")
        var calls = 0
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) {
            subscription = single.subscribe(
                with: target!,
                onSuccess: { _, _ in calls += 1 },
                onFailure: { _, _ in calls += 1 },
                onDisposed: { _ in calls += 1 }
            )
        }
        scheduler.scheduleAt(210) { target = nil }
        scheduler.start()
        XCTAssertNil(target)
        XCTAssertEqual(calls, 0)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        subscription?.dispose()
    }

    func testSubscribeObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let (single, _) = scheduler.coldSingle(7, after: 10)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = single.asObservable().subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 7), .completed(210)])
    }

    func testDeprecatedSubscribeOnError() {
        var log: [String] = []
        let caller: any DeprecatedSingleSubscriber = DeprecatedSingleSubscriberImpl()
        _ = caller.subscribe(Single.just(1)) { log.append($0) }
        _ = caller.subscribe(Single<Int>.error(traitError)) { log.append($0) }
        XCTAssertEqual(log, ["success 1", "error TestError(trait)"])
    }

    // MARK: creation

    func testJust() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    func testJustOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(202)])
    }

    func testError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.error(traitError) }
        XCTAssertEqual(res.events, [.error(200, traitError)])
    }

    func testNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.never() }
        XCTAssertEqual(res.events, [])
    }

    func testDeferredCallsFactoryPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls: [Int] = []
        let res = scheduler.start {
            Single<Int>.deferred {
                calls.append(scheduler.clock)
                return .just(calls.count)
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(calls, [200])
    }

    func testDeferredThrowingFactoryFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.deferred { throw traitError } }
        XCTAssertEqual(res.events, [.error(200, traitError)])
    }

    // MARK: transforming

    func testMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let (single, xs) = scheduler.coldSingle(2, after: 10)
        let res = scheduler.start { single.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 20), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testMapThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let (single, xs) = scheduler.coldSingle(2, after: 10)
        let res = scheduler.start { single.map { _ -> Int in throw traitError } }
        XCTAssertEqual(res.events, [.error(210, traitError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testFlatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let (first, xs) = scheduler.coldSingle(2, after: 10)
        let (second, ys) = scheduler.coldSingle(30, after: 20)
        let res = scheduler.start { first.flatMap { value in second.map { $0 + value } } }
        XCTAssertEqual(res.events, [.next(230, 32), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapFirstFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let (first, xs) = scheduler.coldFailingSingle(traitError, after: 10, Int.self)
        let (second, ys) = scheduler.coldSingle(30, after: 20)
        let res = scheduler.start { first.flatMap { _ in second } }
        XCTAssertEqual(res.events, [.error(210, traitError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testFlatMapMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let (first, _) = scheduler.coldSingle(2, after: 10)
        let empty = scheduler.createColdObservable([.completed(20, Int.self)])
        let res = scheduler.start { first.flatMapMaybe { $0 > 1 ? empty.asMaybe() : .just($0) } }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(empty.subscriptions, [Subscription(210, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let res2 = scheduler2.start { Single.just(1).flatMapMaybe { Maybe.just($0 + 1) } }
        XCTAssertEqual(res2.events, [.next(200, 2), .completed(200)])
    }

    func testFlatMapCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let (first, _) = scheduler.coldSingle(2, after: 10)
        let completion = scheduler.createColdObservable([.completed(20, Never.self)])
        var seen: [Int] = []
        let res = scheduler.start {
            first.flatMapCompletable { value -> Completable in
                seen.append(value)
                return completion.asCompletable()
            }
        }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(seen, [2])
        XCTAssertEqual(completion.subscriptions, [Subscription(210, 230)])
    }

    func testCompactMapReturnsMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let some: Maybe<String> = Single.just(1).compactMap { "\($0)" }
        let none: Maybe<String> = Single.just(1).compactMap { _ in nil }
        let res = scheduler.start { some }
        XCTAssertEqual(res.events, [.next(200, "1"), .completed(200)])
        let res2 = TestScheduler(initialClock: 0).start { none }
        XCTAssertEqual(res2.events, [.completed(200)])
    }

    func testFilterReturnsMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let (single, _) = scheduler.coldSingle(2, after: 10)
        let kept: Maybe<Int> = single.filter { $0 == 2 }
        let res = scheduler.start { kept }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(210)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let (single2, _) = scheduler2.coldSingle(2, after: 10)
        let dropped: Maybe<Int> = single2.filter { $0 == 3 }
        let res2 = scheduler2.start { dropped }
        XCTAssertEqual(res2.events, [.completed(210)])
    }

    // MARK: error handling

    func testCatch() {
        let scheduler = TestScheduler(initialClock: 0)
        let (failing, xs) = scheduler.coldFailingSingle(traitError, after: 10, Int.self)
        let (fallback, ys) = scheduler.coldSingle(5, after: 20)
        var caught: [String] = []
        let res = scheduler.start {
            failing.catch { error in
                caught.append("\(error)")
                return fallback
            }
        }
        XCTAssertEqual(res.events, [.next(230, 5), .completed(230)])
        XCTAssertEqual(caught, ["TestError(trait)"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testCatchHandlerThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.error(traitError).catch { _ in throw traitError2 } }
        XCTAssertEqual(res.events, [.error(200, traitError2)])
    }

    func testCatchNotCalledOnSuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let res = scheduler.start {
            Single.just(1).catch { _ in
                calls += 1
                return .just(2)
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(calls, 0)
    }

    func testCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let (failing, xs) = scheduler.coldFailingSingle(traitError, after: 10, Int.self)
        let res = scheduler.start { failing.catchAndReturn(9) }
        XCTAssertEqual(res.events, [.next(210, 9), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testRetryCountExhausted() {
        let scheduler = TestScheduler(initialClock: 0)
        let (failing, xs) = scheduler.coldFailingSingle(traitError, after: 10, Int.self)
        let res = scheduler.start { failing.retry(3) }
        XCTAssertEqual(res.events, [.error(230, traitError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    func testRetryCountSucceedsOnLaterAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let (failing, xs) = scheduler.coldFailingSingle(traitError, after: 10, Int.self)
        let (succeeding, ys) = scheduler.coldSingle(4, after: 10)
        var attempts = 0
        let res = scheduler.start {
            Single<Int>.deferred {
                attempts += 1
                return attempts < 3 ? failing : succeeding
            }
            .retry(5)
        }
        XCTAssertEqual(res.events, [.next(230, 4), .completed(230)])
        XCTAssertEqual(attempts, 3)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)])
    }

    func testRetryWhen() {
        let scheduler = TestScheduler(initialClock: 0)
        let (failing, xs) = scheduler.coldFailingSingle(traitError, after: 10, Int.self)
        let (succeeding, ys) = scheduler.coldSingle(4, after: 10)
        var attempts = 0
        let res = scheduler.start {
            Single<Int>.deferred {
                attempts += 1
                return attempts < 3 ? failing : succeeding
            }
            .retry(when: { (errors: Observable<any Error>) in
                errors.flatMap { _ in Observable<Int>.timer(.seconds(5), scheduler: scheduler) }
            })
        }
        XCTAssertEqual(res.events, [.next(240, 4), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(215, 225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 240)])
    }

    func testRetryWhenTriggerFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let (failing, xs) = scheduler.coldFailingSingle(traitError, after: 10, Int.self)
        let res = scheduler.start {
            failing.retry(when: { (errors: Observable<TestError>) in
                errors.flatMap { error -> Observable<Int> in
                    error.tag == "trait" ? .error(traitError2) : .just(1)
                }
            })
        }
        XCTAssertEqual(res.events, [.error(210, traitError2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    // MARK: time

    func testTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let (slow, xs) = scheduler.coldSingle(1, after: 20)
        let res = scheduler.start { slow.timeout(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(205, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 205)])
    }

    func testTimeoutNotReached() {
        let scheduler = TestScheduler(initialClock: 0)
        let (fast, xs) = scheduler.coldSingle(1, after: 20)
        let res = scheduler.start { fast.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTimeoutWithOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let (slow, xs) = scheduler.coldSingle(1, after: 20)
        let (other, ys) = scheduler.coldSingle(2, after: 20)
        let res = scheduler.start { slow.timeout(.seconds(5), other: other, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(225, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 205)])
        XCTAssertEqual(ys.subscriptions, [Subscription(205, 225)])
    }

    func testTimeoutWithOtherNotReached() {
        let scheduler = TestScheduler(initialClock: 0)
        let (fast, _) = scheduler.coldSingle(1, after: 20)
        let (other, ys) = scheduler.coldSingle(2, after: 20)
        let res = scheduler.start { fast.timeout(.seconds(30), other: other, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let (single, xs) = scheduler.coldSingle(1, after: 10)
        let res = scheduler.start { single.delay(.seconds(5), scheduler: scheduler) }
        // As in RxSwift, the completion that arrived with the element is rescheduled once the element is sent,
        // which costs the test scheduler's one tick of processing delay.
        XCTAssertEqual(res.events, [.next(215, 1), .completed(216)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDelayJust() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).delay(.seconds(2), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(202, 1), .completed(203)])
    }

    func testDelayPassesErrorAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let (failing, _) = scheduler.coldFailingSingle(traitError, after: 10, Int.self)
        let res = scheduler.start { failing.delay(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(210, traitError)])
    }

    func testDelaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let (single, xs) = scheduler.coldSingle(1, after: 10)
        let res = scheduler.start { single.delaySubscription(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(215, 1), .completed(215)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 215)])
    }

    func testDelaySubscriptionJust() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).delaySubscription(.seconds(2), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(202, 1), .completed(202)])
    }

    // MARK: do, debug

    func testDoSuccessOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let (single, _) = scheduler.coldSingle(1, after: 20)
        var log: [String] = []
        func record(_ entry: String) { log.append("\(entry)@\(scheduler.clock)") }
        scheduler.scheduleAt(200) {
            _ = single
                .do(
                    onSuccess: { record("onSuccess \($0)") },
                    afterSuccess: { record("afterSuccess \($0)") },
                    onError: { _ in record("onError") },
                    afterError: { _ in record("afterError") },
                    onSubscribe: { record("onSubscribe") },
                    onSubscribed: { record("onSubscribed") },
                    onDispose: { record("onDispose") }
                )
                .subscribe(onSuccess: { record("sub.success \($0)") }, onFailure: { _ in record("sub.failure") })
        }
        scheduler.start()
        XCTAssertEqual(log, [
            "onSubscribe@200", "onSubscribed@200",
            "onSuccess 1@220", "sub.success 1@220", "afterSuccess 1@220", "onDispose@220",
        ])
    }

    func testDoErrorOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let (single, _) = scheduler.coldFailingSingle(traitError, after: 20, Int.self)
        var log: [String] = []
        func record(_ entry: String) { log.append("\(entry)@\(scheduler.clock)") }
        scheduler.scheduleAt(200) {
            _ = single
                .do(
                    onSuccess: { record("onSuccess \($0)") },
                    afterSuccess: { record("afterSuccess \($0)") },
                    onError: { record("onError \($0)") },
                    afterError: { record("afterError \($0)") },
                    onSubscribe: { record("onSubscribe") },
                    onSubscribed: { record("onSubscribed") },
                    onDispose: { record("onDispose") }
                )
                .subscribe(onSuccess: { record("sub.success \($0)") }, onFailure: { record("sub.failure \($0)") })
        }
        scheduler.start()
        XCTAssertEqual(log, [
            "onSubscribe@200", "onSubscribed@200",
            "onError TestError(trait)@220", "sub.failure TestError(trait)@220", "afterError TestError(trait)@220",
            "onDispose@220",
        ])
    }

    func testDoOnSuccessThrowingFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).do(onSuccess: { _ in throw traitError }) }
        XCTAssertEqual(res.events, [.error(200, traitError)])
    }

    func testDebugPassesEventsThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let (single, xs) = scheduler.coldSingle(3, after: 10)
        let res = scheduler.start { single.debug("single", trimOutput: true) }
        XCTAssertEqual(res.events, [.next(210, 3), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    // MARK: conversions

    func testAsMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let (single, _) = scheduler.coldSingle(3, after: 10)
        let maybe: Maybe<Int> = single.asMaybe()
        let res = scheduler.start { maybe }
        XCTAssertEqual(res.events, [.next(210, 3), .completed(210)])
        let res2 = TestScheduler(initialClock: 0).start { Single<Int>.error(traitError).asMaybe() }
        XCTAssertEqual(res2.events, [.error(200, traitError)])
    }

    func testAsCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let (single, xs) = scheduler.coldSingle(3, after: 10)
        let completable: Completable = single.asCompletable()
        let res = scheduler.start { completable }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        let res2 = TestScheduler(initialClock: 0).start { Single<Int>.error(traitError).asCompletable() }
        XCTAssertEqual(res2.events, [.error(200, traitError)])
    }

    func testUsingDisposesResource() {
        let scheduler = TestScheduler(initialClock: 0)
        let (single, _) = scheduler.coldSingle(3, after: 10)
        var resource: TraitResource?
        let res = scheduler.start {
            Single<Int>.using({ () -> TraitResource in
                let created = TraitResource(scheduler: scheduler)
                resource = created
                return created
            }, primitiveSequenceFactory: { _ in single })
        }
        XCTAssertEqual(res.events, [.next(210, 3), .completed(210)])
        XCTAssertEqual(resource?.createdAt, 200)
        XCTAssertEqual(resource?.disposedAt, [210])
    }
}

/// Calls the deprecated `subscribe(onSuccess:onError:)` from a deprecated witness, so the test compiles without a
/// deprecation warning.
private protocol DeprecatedSingleSubscriber {
    func subscribe(_ single: Single<Int>, log: @escaping (String) -> Void) -> any Disposable
}

private struct DeprecatedSingleSubscriberImpl: DeprecatedSingleSubscriber {
    @available(*, deprecated)
    func subscribe(_ single: Single<Int>, log: @escaping (String) -> Void) -> any Disposable {
        single.subscribe(onSuccess: { log("success \($0)") }, onError: { log("error \($0)") })
    }
}
