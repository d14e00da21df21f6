// SendableRx tests — the `Infallible` signatures RxSwift code relies on: triggers and inner sequences that are
// any observable (subjects), `InfallibleEvent` handlers, the collection and written-out `combineLatest`/`zip`
// forms, throwing closures where RxSwift's signatures throw, negative times, and `debug`.

import SendableRx
import SendableRxTest
import XCTest

final class InfallibleCompatibilityTests: RxTestCase {
    // MARK: triggers and inner sequences that are any observable

    func testTakeUntilASubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, xs) = scheduler.hotInfallible([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let trigger = PublishSubject<Void>()
        scheduler.scheduleAt(225) { trigger.onNext(()) }
        let res = scheduler.start { source.take(until: trigger) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertFalse(trigger.hasObservers)
    }

    func testTakeUntilAFailingTriggerFailsAsInRxSwift() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, xs) = scheduler.hotInfallible([.next(210, 1), .next(220, 2), .completed(250)])
        let trigger = scheduler.createHotObservable([.error(215, traitError, Int.self)])
        let res = scheduler.start { source.take(until: trigger) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(215, traitError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 215)])
    }

    func testSkipUntilASubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, xs) = scheduler.hotInfallible([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let trigger = PublishSubject<Int>()
        scheduler.scheduleAt(215) { trigger.onNext(0) }
        let res = scheduler.start { source.skip(until: trigger) }
        XCTAssertEqual(res.events, [.next(220, 2), .next(230, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testFlatMapToObservablesAndSubjects() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, _) = scheduler.hotInfallible([.next(210, 1), .next(220, 2), .completed(230)])
        let inner = scheduler.createColdObservable([.next(5, 10), .completed(10)])
        let res = scheduler.start { source.flatMap { value in inner.asObservable().map { $0 + value } } }
        XCTAssertEqual(res.events, [.next(215, 11), .next(225, 12), .completed(230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220), Subscription(220, 230)])

        let subject = BehaviorSubject(value: 7)
        let latest = scheduler.createObserver(Int.self)
        let subscription = Infallible.of(1, 2).flatMapLatest { _ in subject }.subscribe(onNext: latest.onNext)
        subject.onNext(8)
        subscription.dispose()
        XCTAssertEqual(latest.events.map(\.value), [.next(7), .next(7), .next(8)])
    }

    func testFlatMapFirstAndConcatMapToTraits() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, _) = scheduler.hotInfallible([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
        let (inner, innerSource) = scheduler.coldSingle(100, after: 20)
        let first = scheduler.start { source.flatMapFirst { value in inner.map { $0 + value } } }
        XCTAssertEqual(first.events, [.next(230, 101), .next(260, 103), .completed(300)])
        XCTAssertEqual(innerSource.subscriptions, [Subscription(210, 230), Subscription(240, 260)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let (source2, _) = scheduler2.hotInfallible([.next(210, 1), .next(215, 2), .completed(220)])
        let (inner2, _) = scheduler2.coldSingle(100, after: 20)
        let concatenated = scheduler2.start { source2.concatMap { value in inner2.map { $0 + value } } }
        XCTAssertEqual(concatenated.events, [.next(230, 101), .next(250, 102), .completed(250)])
    }

    func testConcatWithObservablesAndTheVariadicForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let (first, _) = scheduler.hotInfallible([.next(210, 1), .completed(220)])
        let second = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { first.concat(second.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 240)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let a = scheduler2.createColdObservable([.next(10, 1), .completed(10)]).asInfallible(onErrorJustReturn: -1)
        let b = scheduler2.createColdObservable([.next(5, 2), .completed(5)]).asInfallible(onErrorJustReturn: -1)
        let variadic = scheduler2.start { Infallible.concat(a, b, a) }
        XCTAssertEqual(variadic.events, [.next(210, 1), .next(215, 2), .next(225, 1), .completed(225)])
    }

    // MARK: the event handler

    func testSubscribeHandsInfallibleEvents() {
        let relay = PublishSubject<Int>()
        var events: [InfallibleEvent<Int>] = []
        let subscription = relay.asInfallible(onErrorJustReturn: -1).subscribe { event in
            switch event {
            case .next: events.append(event)
            case .completed: events.append(event)
            }
        }
        relay.onNext(1)
        relay.onError(traitError)
        subscription.dispose()
        XCTAssertEqual(events, [.next(1), .next(-1), .completed])
        XCTAssertEqual(events.map(\.event), [.next(1), .next(-1), .completed])
    }

    // MARK: combineLatest and zip

    func testCombineLatestOfACollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, _) = scheduler.hotInfallible([.next(210, 1), .next(230, 2), .completed(250)])
        let (b, _) = scheduler.hotInfallible([.next(220, 10), .completed(260)])
        let plain = scheduler.start { Infallible.combineLatest([a, b]) }
        XCTAssertEqual(plain.events, [.next(220, [1, 10]), .next(230, [2, 10]), .completed(260)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let (c, _) = scheduler2.hotInfallible([.next(210, 1), .next(230, 2), .completed(250)])
        let (d, _) = scheduler2.hotInfallible([.next(220, 10), .completed(260)])
        let summed = scheduler2.start { Infallible.combineLatest([c, d]) { $0.reduce(0, +) } }
        XCTAssertEqual(summed.events, [.next(220, 11), .next(230, 12), .completed(260)])
    }

    /// As in RxSwift, `combineLatest` of no sources emits the selector's result for `[]`, then completes.
    func testCombineLatestOfAnEmptyCollectionEmitsOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let plain = scheduler.start { Infallible.combineLatest([Infallible<Int>]()) }
        XCTAssertEqual(plain.events, [.next(200, []), .completed(200)])
        var calls = 0
        let counted = Infallible.combineLatest([Infallible<Int>]()) { (values: [Int]) -> Int in
            calls += 1
            return values.count + 5
        }
        XCTAssertEqual(calls, 0, "the selector runs per subscription")
        let res = TestScheduler(initialClock: 0).start { counted }
        XCTAssertEqual(res.events, [.next(200, 5), .completed(200)])
        XCTAssertEqual(calls, 1)
    }

    func testWrittenOutCombineLatestAndZipInferTheirTuples() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, _) = scheduler.hotInfallible([.next(210, 1), .next(230, 2), .completed(250)])
        let (b, _) = scheduler.hotInfallible([.next(220, 10), .next(240, 20), .completed(260)])
        let labels = Infallible.just("x")
        let combined = scheduler.start { Infallible.combineLatest(a, b, labels).map { "\($0.0)\($0.1)\($0.2)" } }
        XCTAssertEqual(
            combined.events,
            [.next(220, "110x"), .next(230, "210x"), .next(240, "220x"), .completed(260)]
        )

        let scheduler2 = TestScheduler(initialClock: 0)
        let (c, _) = scheduler2.hotInfallible([.next(210, 1), .next(230, 2), .completed(250)])
        let (d, _) = scheduler2.hotInfallible([.next(220, 10), .next(240, 20), .completed(260)])
        let zipped = scheduler2.start { Infallible.zip(c, d).map { $0.0 + $0.1 } }
        XCTAssertEqual(zipped.events, [.next(220, 11), .next(240, 22), .completed(260)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let (e, _) = scheduler3.hotInfallible([.next(210, 1), .completed(250)])
        let (f, _) = scheduler3.hotInfallible([.next(220, 2), .completed(250)])
        let (g, _) = scheduler3.hotInfallible([.next(230, 3), .completed(250)])
        let (h, _) = scheduler3.hotInfallible([.next(240, 4), .completed(250)])
        let four = scheduler3.start { Infallible.zip(e, f, g, h) { $0 * 1000 + $1 * 100 + $2 * 10 + $3 } }
        XCTAssertEqual(four.events, [.next(240, 1234), .completed(250)])
    }

    // MARK: distinctUntilChanged, withUnretained, debug

    func testDistinctUntilChangedWithKeyAndComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, _) = scheduler.hotInfallible([
            .next(210, 1), .next(220, 2), .next(230, 4), .next(240, 5), .next(250, 9), .completed(300),
        ])
        let res = scheduler.start { source.distinctUntilChanged({ $0 / 3 }, comparer: { $0 == $1 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 4), .next(250, 9), .completed(300)])
    }

    func testWithUnretainedAndAResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        var target: TraitTarget? = TraitTarget("t")
        let (source, _) = scheduler.hotInfallible([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        scheduler.scheduleAt(225) { target = nil }
        let res = scheduler.start { source.withUnretained(target!) { "\($0.name)\($1)" } }
        XCTAssertEqual(res.events, [.next(210, "t1"), .next(220, "t2"), .completed(230)])
    }

    func testDebugPassesEventsThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, xs) = scheduler.hotInfallible([.next(210, 1), .completed(220)])
        let res = scheduler.start { source.debug("infallible", trimOutput: true) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: throwing closures, as RxSwift's signatures allow

    func testThrowingClosuresEndTheSequenceWithTheirError() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, xs) = scheduler.hotInfallible([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            source.do(onNext: { if $0 == 2 { throw traitError } }).asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, traitError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let (source2, _) = scheduler2.hotInfallible([.next(210, 1), .next(220, 2), .completed(300)])
        let taken = scheduler2.start {
            source2.take(while: { value in
                if value == 2 { throw traitError2 }
                return true
            })
        }
        XCTAssertEqual(taken.events, [.next(210, 1), .error(220, traitError2)])

        let failedFactory = TestScheduler(initialClock: 0).start { Infallible<Int>.deferred { throw traitError } }
        XCTAssertEqual(failedFactory.events, [.error(200, traitError)])
    }

    // MARK: negative times count as zero, as in RxSwift

    func testNegativeTimesCountAsZero() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(300)]
        let scheduler = TestScheduler(initialClock: 0)
        let (source, _) = scheduler.hotInfallible(events)
        let debounced = scheduler.start { source.debounce(.seconds(-5), scheduler: scheduler) }
        XCTAssertEqual(debounced.events, [.next(211, 1), .next(221, 2), .completed(300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let (source2, _) = scheduler2.hotInfallible(events)
        let throttled = scheduler2.start { source2.throttle(.seconds(-5), scheduler: scheduler2) }
        XCTAssertEqual(throttled.events, [.next(210, 1), .next(220, 2), .completed(300)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let (source3, xs3) = scheduler3.hotInfallible(events)
        let taken = scheduler3.start { source3.take(for: .seconds(-5), scheduler: scheduler3) }
        XCTAssertEqual(taken.events, [.completed(201)])
        XCTAssertEqual(xs3.subscriptions, [Subscription(200, 201)])

        let scheduler4 = TestScheduler(initialClock: 0)
        let ticks = scheduler4.start { Infallible<Int>.interval(.seconds(-5), scheduler: scheduler4).take(3) }
        XCTAssertEqual(ticks.events, [.next(201, 0), .next(202, 1), .next(203, 2), .completed(203)])

        let scheduler5 = TestScheduler(initialClock: 0)
        let timer = scheduler5.start {
            Infallible<Int>.timer(.seconds(-5), period: .seconds(-5), scheduler: scheduler5).take(2)
        }
        XCTAssertEqual(timer.events, [.next(201, 0), .next(202, 1), .completed(202)])
    }
}
