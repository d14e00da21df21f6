// SendableRx tests — the `Infallible` trait: creation, subscription, operators and conversions from failing
// observables (RxSwift's InfallibleTest).

import SendableRx
import SendableRxTest
import XCTest

final class InfallibleTests: RxTestCase {
    // MARK: create, subscribe

    func testCreateSendsElementsAndCompletionOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: ((InfallibleEvent<Int>) -> Void)?
        var disposedAt: [Int] = []
        scheduler.scheduleAt(210) { observer?(.next(1)) }
        scheduler.scheduleAt(220) { observer?(.next(2)) }
        scheduler.scheduleAt(230) { observer?(.completed) }
        scheduler.scheduleAt(240) { observer?(.next(3)) }
        let res = scheduler.start {
            Infallible<Int>.create { send in
                observer = send
                return Disposables.create { disposedAt.append(scheduler.clock) }
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(disposedAt, [230])
    }

    func testSubscribeCallbackOrder() {
        var log: [String] = []
        _ = Infallible.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        let pending = Infallible<Int>.never().subscribe(onNext: { log.append("next \($0)") }, onDisposed: { log.append("never disposed") })
        pending.dispose()
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed", "never disposed"])
    }

    func testSubscribeWithObjectAndEventHandler() {
        let target = TraitTarget("t")
        var log: [String] = []
        _ = Infallible.just(1).subscribe(
            with: target,
            onNext: { object, value in log.append("\(object.name) next \(value)") },
            onCompleted: { log.append("\($0.name) completed") },
            onDisposed: { log.append("\($0.name) disposed") }
        )
        // As in RxSwift, the event handler receives `InfallibleEvent`s: a switch over `.next` and `.completed` is
        // exhaustive.
        var events: [InfallibleEvent<Int>] = []
        _ = Infallible.just(2).subscribe { (event: InfallibleEvent<Int>) in events.append(event) }
        XCTAssertEqual(log, ["t next 1", "t completed", "t disposed"])
        XCTAssertEqual(events, [.next(2), .completed])
        XCTAssertEqual(events.map(\.event), [.next(2), .completed])
    }

    // MARK: creation

    func testJustOfFromEmptyNever() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.just(1) }.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Infallible.of(1, 2, 3) }.events,
            [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)]
        )
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Infallible.from([4, 5]) }.events,
            [.next(200, 4), .next(200, 5), .completed(200)]
        )
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Infallible.from(6...7) }.events,
            [.next(200, 6), .next(200, 7), .completed(200)]
        )
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible<Int>.empty() }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible<Int>.never() }.events, [])
    }

    func testJustAndOfOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Infallible.just(1, scheduler: scheduler) }.events, [.next(201, 1), .completed(202)])
        let scheduler2 = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler2.start { Infallible.of(1, 2, scheduler: scheduler2) }.events,
            [.next(201, 1), .next(202, 2), .completed(203)]
        )
    }

    func testDeferred() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls: [Int] = []
        let res = scheduler.start {
            Infallible<Int>.deferred {
                calls.append(scheduler.clock)
                return .just(calls.count)
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(calls, [200])
    }

    // MARK: conversions from failing observables

    func testAsInfallibleOnErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, traitError)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, -1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsInfallibleOnErrorJustReturnWithoutError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    }

    func testAsInfallibleOnErrorFallbackTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, traitError)])
        let ys = scheduler.createColdObservable([.next(10, 9), .completed(20)])
        let res = scheduler.start { xs.asInfallible(onErrorFallbackTo: ys.asInfallible(onErrorJustReturn: 0)) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 9), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
    }

    func testAsInfallibleOnErrorRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, traitError)])
        var errors: [String] = []
        let res = scheduler.start {
            xs.asInfallible(onErrorRecover: { error in
                errors.append("\(error)")
                return .of(7, 8)
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 7), .next(220, 8), .completed(220)])
        XCTAssertEqual(errors, ["TestError(trait)"])
    }

    func testAsInfallibleFromSingleAndMaybe() {
        let res = TestScheduler(initialClock: 0).start { Single<Int>.error(traitError).asInfallible(onErrorJustReturn: 3) }
        XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
        let res2 = TestScheduler(initialClock: 0).start { Maybe<Int>.empty().asInfallible(onErrorJustReturn: 3) }
        XCTAssertEqual(res2.events, [.completed(200)])
    }

    // MARK: transforming and filtering

    func testMapCompactMapFilter() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)]
        let s1 = TestScheduler(initialClock: 0)
        let (a, xs) = s1.hotInfallible(events)
        XCTAssertEqual(s1.start { a.map { $0 * 10 } }.events, [.next(210, 10), .next(220, 20), .next(230, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        let s2 = TestScheduler(initialClock: 0)
        let (b, _) = s2.hotInfallible(events)
        XCTAssertEqual(s2.start { b.compactMap { $0 == 2 ? nil : "\($0)" } }.events, [.next(210, "1"), .next(230, "3"), .completed(300)])

        let s3 = TestScheduler(initialClock: 0)
        let (c, _) = s3.hotInfallible(events)
        XCTAssertEqual(s3.start { c.filter { $0 % 2 == 1 } }.events, [.next(210, 1), .next(230, 3), .completed(300)])
    }

    func testScan() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)]
        let s1 = TestScheduler(initialClock: 0)
        let (a, _) = s1.hotInfallible(events)
        XCTAssertEqual(s1.start { a.scan(0, accumulator: +) }.events, [.next(210, 1), .next(220, 3), .next(230, 6), .completed(300)])
        let s2 = TestScheduler(initialClock: 0)
        let (b, _) = s2.hotInfallible(events)
        XCTAssertEqual(
            s2.start { b.scan(into: [Int]()) { $0.append($1) }.map { $0.count } }.events,
            [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)]
        )
    }

    func testDistinctUntilChanged() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1), .completed(300)]
        let s1 = TestScheduler(initialClock: 0)
        let (a, _) = s1.hotInfallible(events)
        XCTAssertEqual(s1.start { a.distinctUntilChanged() }.events, [.next(210, 1), .next(230, 2), .next(250, 1), .completed(300)])
        let s2 = TestScheduler(initialClock: 0)
        let (b, _) = s2.hotInfallible(events)
        XCTAssertEqual(s2.start { b.distinctUntilChanged { $0 > 0 } }.events, [.next(210, 1), .completed(300)])
        let s3 = TestScheduler(initialClock: 0)
        let (c, _) = s3.hotInfallible(events)
        XCTAssertEqual(s3.start { c.distinctUntilChanged { $0 == $1 } }.events, [.next(210, 1), .next(230, 2), .next(250, 1), .completed(300)])
    }

    func testStartWithTakeSkip() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)]
        let s1 = TestScheduler(initialClock: 0)
        let (a, _) = s1.hotInfallible(events)
        XCTAssertEqual(
            s1.start { a.startWith(7, 8) }.events,
            [.next(200, 7), .next(200, 8), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300)]
        )
        let s2 = TestScheduler(initialClock: 0)
        let (b, ys) = s2.hotInfallible(events)
        XCTAssertEqual(s2.start { b.take(2) }.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
        let s3 = TestScheduler(initialClock: 0)
        let (c, _) = s3.hotInfallible(events)
        XCTAssertEqual(s3.start { c.skip(1) }.events, [.next(220, 2), .next(230, 3), .completed(300)])
    }

    // MARK: higher order

    private let higherOrderEvents: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(250, 3), .completed(300)]

    private func inner(_ scheduler: TestScheduler) -> (Int) -> Infallible<Int> {
        { value in Infallible<Int>.timer(.seconds(15), scheduler: scheduler).map { _ in value } }
    }

    func testFlatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, xs) = scheduler.hotInfallible(higherOrderEvents)
        let res = scheduler.start { source.flatMap(self.inner(scheduler)) }
        XCTAssertEqual(res.events, [.next(225, 1), .next(235, 2), .next(265, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFlatMapLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, _) = scheduler.hotInfallible(higherOrderEvents)
        let res = scheduler.start { source.flatMapLatest(self.inner(scheduler)) }
        XCTAssertEqual(res.events, [.next(235, 2), .next(265, 3), .completed(300)])
    }

    func testFlatMapFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, _) = scheduler.hotInfallible(higherOrderEvents)
        let res = scheduler.start { source.flatMapFirst(self.inner(scheduler)) }
        XCTAssertEqual(res.events, [.next(225, 1), .next(265, 3), .completed(300)])
    }

    func testConcatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, _) = scheduler.hotInfallible(higherOrderEvents)
        let res = scheduler.start { source.concatMap(self.inner(scheduler)) }
        XCTAssertEqual(res.events, [.next(225, 1), .next(240, 2), .next(265, 3), .completed(300)])
    }

    func testFlatMapWaitsForInnerAfterOuterCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, _) = scheduler.hotInfallible([.next(290, 1), .completed(300)])
        let res = scheduler.start { source.flatMap(self.inner(scheduler)) }
        XCTAssertEqual(res.events, [.next(305, 1), .completed(305)])
    }

    // MARK: combining

    func testWithLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, _) = scheduler.hotInfallible([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let other = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(400)])
        let otherInfallible = other.asInfallible(onErrorJustReturn: "")
        let res = scheduler.start { source.withLatestFrom(otherInfallible) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(230, "2a"), .next(250, "3b"), .completed(300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let (source2, _) = scheduler2.hotInfallible([.next(210, 1), .next(230, 2), .completed(300)])
        let other2 = scheduler2.createHotObservable([.next(220, "a"), .completed(400)]).asInfallible(onErrorJustReturn: "")
        XCTAssertEqual(scheduler2.start { source2.withLatestFrom(other2) }.events, [.next(230, "a"), .completed(300)])
    }

    func testCombineLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, xs) = scheduler.hotInfallible([.next(210, 1), .next(230, 3), .completed(300)])
        let (b, ys) = scheduler.hotInfallible([.next(220, 2), .completed(250)])
        let res = scheduler.start { Infallible.combineLatest(a, b) { $0 * 10 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 12), .next(230, 32), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let (c, _) = scheduler2.hotInfallible([.next(210, 1), .completed(300)])
        let (d, _) = scheduler2.hotInfallible([.next(220, 2), .completed(250)])
        let (e, _) = scheduler2.hotInfallible([.next(230, 3), .completed(260)])
        let res2 = scheduler2.start { Infallible.combineLatest(c, d, e).map { $0.0 * 100 + $0.1 * 10 + $0.2 } }
        XCTAssertEqual(res2.events, [.next(230, 123), .completed(300)])
    }

    func testZip() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, xs) = scheduler.hotInfallible([.next(210, 1), .next(230, 3), .completed(300)])
        let (b, ys) = scheduler.hotInfallible([.next(220, 2), .next(240, 4), .completed(250)])
        let res = scheduler.start { Infallible.zip(a, b) { $0 * 10 + $1 } }
        // As in RxSwift, zip completes once every source has completed (or when an element can no longer be paired).
        XCTAssertEqual(res.events, [.next(220, 12), .next(240, 34), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let (c, _) = scheduler2.hotInfallible([.next(210, 1), .next(230, 3), .completed(300)])
        let (d, _) = scheduler2.hotInfallible([.next(220, 2), .next(240, 4), .completed(350)])
        let res2 = scheduler2.start { Infallible.zip(c, d).map { $0.0 + $0.1 } }
        XCTAssertEqual(res2.events, [.next(220, 3), .next(240, 7), .completed(350)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let (e, _) = scheduler3.hotInfallible([.next(210, 1), .completed(220)])
        let (f, zs) = scheduler3.hotInfallible([.next(230, 2), .next(240, 3), .completed(400)])
        let res3 = scheduler3.start { Infallible.zip(e, f) { $0 + $1 } }
        // As RxSwift's written-out zip: the first source's completion with nothing queued does not end the result;
        // it completes with the last source (compatibility scenario combining/infallibleZipTiming).
        XCTAssertEqual(res3.events, [.next(230, 3), .completed(400)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 400)])
    }

    func testMerge() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, _) = scheduler.hotInfallible([.next(210, 1), .next(230, 3), .completed(300)])
        let (b, _) = scheduler.hotInfallible([.next(220, 2), .completed(250)])
        let res = scheduler.start { Infallible.merge(a, b) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let (c, _) = scheduler2.hotInfallible([.next(210, 1), .completed(300)])
        let (d, _) = scheduler2.hotInfallible([.next(220, 2), .completed(350)])
        let res2 = scheduler2.start { Infallible.merge([c, d]) }
        XCTAssertEqual(res2.events, [.next(210, 1), .next(220, 2), .completed(350)])
    }

    func testConcat() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, _) = scheduler.hotInfallible([.next(210, 1), .completed(230)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { a.concat(ys.asInfallible(onErrorJustReturn: 0)) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let (b, _) = scheduler2.hotInfallible([.next(210, 1), .completed(230)])
        let zs = scheduler2.createColdObservable([.next(10, 2), .completed(20)])
        let res2 = scheduler2.start { Infallible.concat([b, zs.asInfallible(onErrorJustReturn: 0)]) }
        XCTAssertEqual(res2.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(zs.subscriptions, [Subscription(230, 250)])
    }

    // MARK: sharing, time, withUnretained

    func testShare() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, xs) = scheduler.hotInfallible([.next(210, 1), .next(220, 2), .completed(250)])
        let shared = source.share()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [any Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.asObservable().subscribe(first)) }
        scheduler.scheduleAt(215) { subscriptions.append(shared.asObservable().subscribe(second)) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(second.events, [.next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        subscriptions.forEach { $0.dispose() }
    }

    func testShareReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, xs) = scheduler.hotInfallible([.next(210, 1), .next(220, 2), .completed(250)])
        let shared = source.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [any Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.asObservable().subscribe(first)) }
        scheduler.scheduleAt(215) { subscriptions.append(shared.asObservable().subscribe(second)) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(second.events, [.next(215, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        subscriptions.forEach { $0.dispose() }
    }

    func testDebounce() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, _) = scheduler.hotInfallible([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start { source.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(225, 2), .next(250, 3), .completed(300)])
    }

    func testThrottleLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, _) = scheduler.hotInfallible([.next(210, 1), .next(213, 2), .next(216, 3), .next(240, 4), .completed(300)])
        let res = scheduler.start { source.throttle(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 3), .next(240, 4), .completed(300)])
    }

    func testThrottleNotLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, _) = scheduler.hotInfallible([.next(210, 1), .next(213, 2), .next(216, 3), .next(240, 4), .completed(300)])
        let res = scheduler.start { source.throttle(.seconds(10), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 4), .completed(300)])
    }

    func testWithUnretained() {
        let scheduler = TestScheduler(initialClock: 0)
        let target = TraitTarget("t")
        let (source, _) = scheduler.hotInfallible([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { source.withUnretained(target).map { "\($0.0.name)\($0.1)" } }
        XCTAssertEqual(res.events, [.next(210, "t1"), .next(220, "t2"), .completed(300)])
    }

    func testWithUnretainedCompletesWhenObjectIsReleased() {
        let scheduler = TestScheduler(initialClock: 0)
        var target: TraitTarget? = TraitTarget("t")
        let (source, xs) = scheduler.hotInfallible([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        scheduler.scheduleAt(215) { target = nil }
        let res = scheduler.start { source.withUnretained(target!).map { "\($0.0.name)\($0.1)" } }
        XCTAssertEqual(res.events, [.next(210, "t1"), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
