// SendableRx tests — every time operator with spans at the ends of what virtual time counts, on a TestScheduler run to
// the end (not only until the usual disposal at 1000): `.seconds(Int.max)` (a common "never" in RxSwift code, beyond
// the last tick) never comes, like `.never`; `.nanoseconds(Int.max)` (9.2 s) and `.milliseconds(Int.max)` come at
// their exact ticks, beyond 2^31; zero and negative spans count as zero. RxTest stops the program for
// `.seconds(Int.max)`; where it does not, the ticks here are the ones it computes.

import Foundation
import SendableRx
import SendableRxTest
import XCTest

private struct Failure: Error, Equatable {}

final class TimeOperatorExtremeSpanTests: RxTestCase {
    private let sourceEvents: [Recorded<Event<Int>>] = [
        .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(250),
    ]

    /// What `build` sends when subscribed at 200 and never disposed, with the scheduler run until no action is left.
    private struct Outcome<Element: Equatable> {
        var events: [Recorded<Event<Element>>]
        var clock: Int
        var subscriptions: [Subscription]
    }

    private func runToTheEnd<Element: Equatable>(
        _ build: (TestableObservable<Int>, TestScheduler) -> Observable<Element>
    ) -> Outcome<Element> {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(sourceEvents)
        let observer = scheduler.createObserver(Element.self)
        let observable = build(source, scheduler)
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) { subscription = observable.subscribe(observer) }
        scheduler.start()
        let outcome = Outcome(events: observer.events, clock: scheduler.clock, subscriptions: source.subscriptions)
        subscription?.dispose()
        return outcome
    }

    // MARK: spans beyond the last tick: never

    func testDelayBeyondTheLastTickNeverDelivers() {
        for span in [RxTimeInterval.seconds(Int.max), .never] {
            let outcome = runToTheEnd { source, scheduler in source.delay(span, scheduler: scheduler) }
            XCTAssertEqual(outcome.events, [], "\(span)")
            XCTAssertEqual(outcome.clock, 250, "\(span): nothing scheduled past the source's end")
        }
    }

    func testDelaySubscriptionBeyondTheLastTickNeverSubscribes() {
        let outcome = runToTheEnd { source, scheduler in source.delaySubscription(.seconds(Int.max), scheduler: scheduler) }
        XCTAssertEqual(outcome.events, [])
        XCTAssertEqual(outcome.subscriptions, [])
    }

    func testTimerAndIntervalBeyondTheLastTickNeverFire() {
        let single = runToTheEnd { _, scheduler in Observable<Int>.timer(.seconds(Int.max), scheduler: scheduler) }
        XCTAssertEqual(single.events, [])
        let periodic = runToTheEnd { _, scheduler in
            Observable<Int>.timer(.seconds(Int.max), period: .seconds(1), scheduler: scheduler)
        }
        XCTAssertEqual(periodic.events, [])
        let interval = runToTheEnd { _, scheduler in Observable<Int>.interval(.seconds(Int.max), scheduler: scheduler) }
        XCTAssertEqual(interval.events, [])
        // A period beyond the last tick: the first element, then nothing more.
        let once = runToTheEnd { _, scheduler in
            Observable<Int>.timer(.seconds(5), period: .seconds(Int.max), scheduler: scheduler)
        }
        XCTAssertEqual(once.events, [.next(205, 0)])
        XCTAssertEqual(once.clock, 250)
    }

    func testTimeoutBeyondTheLastTickNeverTimesOut() {
        let mirrored = runToTheEnd { source, scheduler in source.timeout(.seconds(Int.max), scheduler: scheduler) }
        XCTAssertEqual(mirrored.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let silent = runToTheEnd { _, scheduler in
            Observable<Int>.never().timeout(.seconds(Int.max), scheduler: scheduler)
        }
        XCTAssertEqual(silent.events, [], "no timeout error at a made-up last tick")
        let switched = runToTheEnd { _, scheduler in
            Observable<Int>.never().timeout(.seconds(Int.max), other: Observable.just(9), scheduler: scheduler)
        }
        XCTAssertEqual(switched.events, [])
    }

    func testThrottleBeyondTheLastTickSendsTheFirstElementOnly() {
        let latest = runToTheEnd { source, scheduler in source.throttle(.seconds(Int.max), scheduler: scheduler) }
        XCTAssertEqual(latest.events, [.next(210, 1)], "the completion waits for a window that never closes")
        let notLatest = runToTheEnd { source, scheduler in
            source.throttle(.seconds(Int.max), latest: false, scheduler: scheduler)
        }
        XCTAssertEqual(notLatest.events, [.next(210, 1), .completed(250)])
    }

    func testDebounceBeyondTheLastTickFlushesAtCompletion() {
        let outcome = runToTheEnd { source, scheduler in source.debounce(.seconds(Int.max), scheduler: scheduler) }
        XCTAssertEqual(outcome.events, [.next(250, 3), .completed(250)])
    }

    func testBufferAndWindowBeyondTheLastTickGoByCountOnly() {
        let buffered = runToTheEnd { source, scheduler in
            source.buffer(timeSpan: .seconds(Int.max), count: 2, scheduler: scheduler)
        }
        XCTAssertEqual(buffered.events, [.next(220, [1, 2]), .next(250, [3]), .completed(250)])
        let windowed = runToTheEnd { source, scheduler in
            source.window(timeSpan: .seconds(Int.max), count: 2, scheduler: scheduler).flatMap { $0.toArray() }
        }
        XCTAssertEqual(windowed.events, [.next(220, [1, 2]), .next(250, [3]), .completed(250)])
    }

    func testTakeAndSkipForBeyondTheLastTick() {
        let taken = runToTheEnd { source, scheduler in source.take(for: .seconds(Int.max), scheduler: scheduler) }
        XCTAssertEqual(taken.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let skipped = runToTheEnd { source, scheduler in source.skip(.seconds(Int.max), scheduler: scheduler) }
        XCTAssertEqual(skipped.events, [.completed(250)])
    }

    func testRetryWhenWithADelayBeyondTheLastTickNeverResubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(5, 1), .error(10, Failure())])
        let observer = scheduler.createObserver(Int.self)
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) {
            subscription = source.asObservable()
                .retry { errors in errors.flatMap { _ in Observable<Int>.timer(.seconds(Int.max), scheduler: scheduler) } }
                .subscribe(observer)
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(205, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(scheduler.clock, 210)
        subscription?.dispose()
    }

    func testTraitsBeyondTheLastTick() {
        let single = runToTheEnd { _, scheduler in
            Single.just(1).delay(.seconds(Int.max), scheduler: scheduler).asObservable()
        }
        XCTAssertEqual(single.events, [])
        let timer = runToTheEnd { _, scheduler in Single<Int>.timer(.seconds(Int.max), scheduler: scheduler).asObservable() }
        XCTAssertEqual(timer.events, [])
        let completable = runToTheEnd { _, scheduler in
            Completable.never().timeout(.seconds(Int.max), scheduler: scheduler).asObservable()
        }
        XCTAssertEqual(completable.events, [])
        let infallible = runToTheEnd { _, scheduler in
            Infallible<Int>.interval(.seconds(Int.max), scheduler: scheduler).asObservable()
        }
        XCTAssertEqual(infallible.events, [])
    }

    // MARK: huge spans that fit: exact ticks beyond 2^31

    func testDelayByNanosecondsIntMaxComesAtTheExactTick() {
        // Int.max ns is 9,223,372,036.854775807 s: 9,223,372,037 ticks after each event, rounded as RxTest rounds.
        let outcome = runToTheEnd { source, scheduler in source.delay(.nanoseconds(Int.max), scheduler: scheduler) }
        let later = 9_223_372_037
        XCTAssertEqual(
            outcome.events,
            [.next(210 + later, 1), .next(220 + later, 2), .next(230 + later, 3), .completed(250 + later)]
        )
        XCTAssertEqual(outcome.clock, 250 + later)
    }

    func testTimerIntervalAndTimeoutByMillisecondsIntMaxComeAtTheExactTick() {
        let tick = 9_223_372_036_854_976  // 200 + Int.max / 1000, through Double as in RxTest
        let timer = runToTheEnd { _, scheduler in Observable<Int>.timer(.milliseconds(Int.max), scheduler: scheduler) }
        XCTAssertEqual(timer.events, [.next(tick, 0), .completed(tick)])
        let timeout = runToTheEnd { _, scheduler in
            Observable<Int>.never().timeout(.milliseconds(Int.max), scheduler: scheduler)
        }
        XCTAssertEqual(timeout.events, [.error(tick, RxError.timeout)])
        let interval = runToTheEnd { _, scheduler in
            Observable<Int>.interval(.seconds(3_000_000_000), scheduler: scheduler).take(2)
        }
        XCTAssertEqual(interval.events, [.next(3_000_000_200, 0), .next(6_000_000_200, 1), .completed(6_000_000_200)])
    }

    func testThrottleAndDebounceByNanosecondsIntMax() {
        let later = 9_223_372_037
        let throttled = runToTheEnd { source, scheduler in source.throttle(.nanoseconds(Int.max), scheduler: scheduler) }
        XCTAssertEqual(throttled.events, [.next(210, 1), .next(210 + later, 3), .completed(210 + later)])
        let debounced = runToTheEnd { source, scheduler in source.debounce(.nanoseconds(Int.max), scheduler: scheduler) }
        XCTAssertEqual(debounced.events, [.next(250, 3), .completed(250)])
    }

    // MARK: zero and negative spans

    func testZeroAndNegativeSpansCountAsZero() {
        for span in [RxTimeInterval.seconds(0), .seconds(Int.min), .milliseconds(Int.min), .nanoseconds(Int.min)] {
            let delayed = runToTheEnd { source, scheduler in source.delay(span, scheduler: scheduler) }
            XCTAssertEqual(
                delayed.events, [.next(211, 1), .next(221, 2), .next(231, 3), .completed(251)], "delay \(span)"
            )
            let timer = runToTheEnd { _, scheduler in Observable<Int>.timer(span, scheduler: scheduler) }
            XCTAssertEqual(timer.events, [.next(201, 0), .completed(201)], "timer \(span)")
            let taken = runToTheEnd { source, scheduler in source.take(for: span, scheduler: scheduler) }
            XCTAssertEqual(taken.events, [.completed(201)], "take(for: \(span))")
        }
    }
}
