// SendableRx compatibility scenarios — time operators: debounce, throttle, delay, delaySubscription, timeout.

#if RXSWIFT
import RxBlocking
import RxRelay
import RxSwift
import RxTest
#else
import SendableRx
import SendableRxBlocking
import SendableRxRelay
import SendableRxTest
#endif
import Foundation

func timeScenarios() -> [Scenario] {
    timeDebounceScenarios() + timeThrottleScenarios() + timeDelayScenarios() + timeDelaySubscriptionScenarios()
        + timeTimeoutScenarios() + timeReentrancyScenarios() + timeResolutionScenarios()
        + timeHistoricalSchedulerScenarios()
}

/// A hot source with bursts: 210, 220, 230 close together, a gap, 300, 305, then 400, completion at 500.
private func burstsHot(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
        .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .next(305, 5),
        .next(400, 6), .completed(500),
    ])
}

private func timeDebounceScenarios() -> [Scenario] {
    [
        Scenario("time/debounce") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/debounceRxSwiftSuite") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(250, 2), .next(300, 3), .next(320, 4), .next(330, 5), .next(350, 6),
                .next(360, 7), .next(370, 8), .next(400, 9), .next(460, 10), .completed(500),
            ])
            let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/throttleRxSwiftSuite") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6),
                .next(450, 7), .completed(500),
            ])
            let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/throttleNotLatestRxSwiftSuite") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6),
                .next(450, 7), .completed(500),
            ])
            let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delayLongerThanGaps") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
            ])
            let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/timeoutOverlappingOther") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
                .completed(500),
            ])
            let ys = scheduler.createColdObservable([.next(100, -1)])
            let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("time/debounceExactlyDueTime") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/debounceCompletionFlushesPending") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let res = scheduler.start { xs.debounce(.seconds(50), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/debounceErrorDropsPending") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.a)])
            let res = scheduler.start { xs.debounce(.seconds(50), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/debounceZero") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.debounce(.seconds(0), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/debounceSameTick") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(210, 2), .next(250, 3), .next(250, 4), .completed(300),
            ])
            let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/debounceTimerSameTickAsElement") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
            let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/debounceDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start(disposed: 310) { xs.debounce(.seconds(20), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/debounceNever") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1)])
            let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/debounceEmpty") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(300, Int.self)])
            let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/debounceSynchronousSource") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.of(1, 2, 3).debounce(.seconds(10), scheduler: scheduler) }
            log.events(res)
        },
        Scenario("time/debounceDisposeFromOnNext") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                subscription = xs.debounce(.seconds(20), scheduler: scheduler).subscribe(onNext: { value in
                    log("next", value, "at", scheduler.clock)
                    subscription?.dispose()
                }, onDisposed: { log("disposed at", scheduler.clock) })
            }
            scheduler.start()
            log.subscriptions(xs)
        },
        Scenario("time/debounceNegative") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.debounce(.seconds(-10), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
    ]
}

private func timeThrottleScenarios() -> [Scenario] {
    [
        Scenario("time/throttleLatest") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.throttle(.seconds(30), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/throttleLatestExplicit") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.throttle(.seconds(30), latest: true, scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/throttleNotLatest") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.throttle(.seconds(30), latest: false, scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/throttleExactWindowEdge") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(230, 2), .next(250, 3), .next(255, 4), .completed(300),
            ])
            let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/throttleNotLatestExactWindowEdge") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(230, 2), .next(250, 3), .next(255, 4), .completed(300),
            ])
            let res = scheduler.start { xs.throttle(.seconds(20), latest: false, scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/throttleCompletionWhilePending") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let res = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/throttleNotLatestCompletion") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let res = scheduler.start { xs.throttle(.seconds(50), latest: false, scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/throttleErrorDropsPending") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.a)])
            let res = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/throttleZero") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.throttle(.seconds(0), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/throttleSameTick") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .completed(300)])
            let res = scheduler.start { xs.throttle(.seconds(10), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/throttleDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start(disposed: 235) { xs.throttle(.seconds(30), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/throttleSynchronousSource") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.of(1, 2, 3).throttle(.seconds(10), scheduler: scheduler) }
            log.events(res)
        },
        Scenario("time/throttleNotLatestSynchronousSource") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Observable.of(1, 2, 3).throttle(.seconds(10), latest: false, scheduler: scheduler)
            }
            log.events(res)
        },
        Scenario("time/throttleNegative") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.throttle(.seconds(-10), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
    ]
}

private func timeDelayScenarios() -> [Scenario] {
    [
        Scenario("time/delay") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delayShort") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.delay(.seconds(5), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delayErrorIsImmediate") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.a)])
            let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delayErrorAfterDelivery") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(300, TestError.b)])
            let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delayZero") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.delay(.seconds(0), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delaySameTick") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(210, 2), .next(210, 3), .completed(210),
            ])
            let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delayDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start(disposed: 330) { xs.delay(.seconds(100), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delayEmpty") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(250, Int.self)])
            let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delayNever") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1)])
            let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delaySynchronousSource") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.of(1, 2, 3).delay(.seconds(10), scheduler: scheduler) }
            log.events(res)
        },
        Scenario("time/delayCold") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)])
            let res = scheduler.start { xs.delay(.seconds(15), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delayDisposeFromOnNext") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                subscription = xs.delay(.seconds(5), scheduler: scheduler).subscribe(onNext: { value in
                    log("next", value, "at", scheduler.clock)
                    if value == 2 { subscription?.dispose() }
                }, onDisposed: { log("disposed at", scheduler.clock) })
            }
            scheduler.start()
            log.subscriptions(xs)
        },
        Scenario("time/delayNegative") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.delay(.seconds(-10), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
    ]
}

private func timeDelaySubscriptionScenarios() -> [Scenario] {
    [
        Scenario("time/delaySubscriptionCold") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
            let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delaySubscriptionHot") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.delaySubscription(.seconds(25), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delaySubscriptionError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(50, 42), .error(60, TestError.a)])
            let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delaySubscriptionDisposedBefore") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(50, 42), .completed(70)])
            let res = scheduler.start(disposed: 220) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delaySubscriptionDisposedAfter") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(50, 42), .next(100, 43), .completed(170)])
            let res = scheduler.start(disposed: 300) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delaySubscriptionZero") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let res = scheduler.start { xs.delaySubscription(.seconds(0), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delaySubscriptionSynchronousSource") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.of(1, 2).delaySubscription(.seconds(10), scheduler: scheduler) }
            log.events(res)
        },
        Scenario("time/delaySubscriptionNegative") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let res = scheduler.start { xs.delaySubscription(.seconds(-10), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
    ]
}

private func timeTimeoutScenarios() -> [Scenario] {
    [
        Scenario("time/timeoutInTime") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.timeout(.seconds(200), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/timeoutFires") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/timeoutBeforeFirst") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.timeout(.seconds(5), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/timeoutSameTickAsElement") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let res = scheduler.start { xs.timeout(.seconds(20), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/timeoutZero") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.timeout(.seconds(0), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/timeoutSourceErrors") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.a)])
            let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/timeoutSourceCompletes") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/timeoutDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start(disposed: 240) { xs.timeout(.seconds(50), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/timeoutOther") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let ys = scheduler.createColdObservable([.next(10, 100), .next(20, 101), .completed(30)])
            let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("time/timeoutOtherNotUsed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let ys = scheduler.createColdObservable([.next(10, 100), .completed(30)])
            let res = scheduler.start { xs.timeout(.seconds(200), other: ys, scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("time/timeoutOtherErrors") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
            let ys = scheduler.createColdObservable([.next(10, 100), .error(20, TestError.c)])
            let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("time/timeoutOtherDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1)])
            let ys = scheduler.createColdObservable([.next(10, 100), .next(100, 101)])
            let res = scheduler.start(disposed: 300) { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("time/timeoutOtherHot") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
            let ys = scheduler.createHotObservable([.next(250, 100), .next(270, 101), .completed(280)])
            let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("time/timeoutOtherSubject") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1)])
            let other = PublishSubject<Int>()
            scheduler.scheduleAt(270) { other.onNext(7) }
            scheduler.scheduleAt(280) { other.onCompleted() }
            let res = scheduler.start { xs.timeout(.seconds(50), other: other, scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/timeoutSynchronousSource") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.of(1, 2).timeout(.seconds(0), scheduler: scheduler) }
            log.events(res)
        },
        Scenario("time/timeoutNegative") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.timeout(.seconds(-10), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/takeForNegative") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.take(for: .seconds(-10), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/skipDurationNegative") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start { xs.skip(.seconds(-10), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/bufferZeroCount") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start {
                xs.buffer(timeSpan: .seconds(50), count: 0, scheduler: scheduler).map { "\($0)" }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/bufferNegativeCount") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start {
                xs.buffer(timeSpan: .seconds(50), count: -1, scheduler: scheduler).map { "\($0)" }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/windowZeroCount") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            var index = 0
            let res = scheduler.start { () -> Observable<String> in
                xs.window(timeSpan: .seconds(100), count: 0, scheduler: scheduler)
                    .flatMap { window -> Observable<String> in
                        let current = index
                        index += 1
                        return window.map { "\(current):\($0)" }
                    }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/windowNegativeTimeSpan") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(201, 1), .next(203, 2), .completed(204)])
            var index = 0
            let res = scheduler.start { () -> Observable<String> in
                xs.window(timeSpan: .seconds(-5), count: 10, scheduler: scheduler)
                    .flatMap { window -> Observable<String> in
                        let current = index
                        index += 1
                        return window.map { "\(current):\($0)" }.concat(Observable.just("\(current) end"))
                    }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delayOfSingleNegative") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Single.just(1).delay(.seconds(-1), scheduler: scheduler).asObservable() }
            log.events(res)
        },
        Scenario("time/timeoutOfCompletableNegative") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Completable.never().timeout(.seconds(-1), scheduler: scheduler).asObservable()
            }
            log.events(res)
        },
        Scenario("time/neverIntervals") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
            log.events(scheduler.start { xs.debounce(.never, scheduler: scheduler) }, "debounce")
            let s2 = TestScheduler(initialClock: 0)
            let ys = s2.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
            log.events(s2.start { ys.throttle(.never, scheduler: s2) }, "throttle")
            let s3 = TestScheduler(initialClock: 0)
            let zs = s3.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
            log.events(s3.start { zs.throttle(.never, latest: false, scheduler: s3) }, "throttleNotLatest")
            let s4 = TestScheduler(initialClock: 0)
            let ws = s4.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
            log.events(s4.start { ws.timeout(.never, scheduler: s4) }, "timeout")
            let s5 = TestScheduler(initialClock: 0)
            let vs = s5.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
            log.events(s5.start { vs.take(for: .never, scheduler: s5) }, "takeFor")
            let s6 = TestScheduler(initialClock: 0)
            let us = s6.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
            log.events(s6.start { us.skip(.never, scheduler: s6) }, "skipFor")
            let s7 = TestScheduler(initialClock: 0)
            let ts = s7.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
            log.events(s7.start { ts.buffer(timeSpan: .never, count: 5, scheduler: s7).map { "\($0)" } }, "buffer")
            let s8 = TestScheduler(initialClock: 0)
            let rs = s8.createHotObservable([.next(210, 1), .next(220, 2), .error(250, TestError.a)])
            log.events(s8.start { rs.delay(.never, scheduler: s8) }, "delay")
            let s9 = TestScheduler(initialClock: 0)
            log.events(s9.start { Observable<Int>.timer(.never, scheduler: s9) }, "timer")
        },
        Scenario("time/throttleDisposeFromOnNext") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                subscription = xs.throttle(.seconds(30), scheduler: scheduler).subscribe(onNext: { value in
                    log("next", value, "at", scheduler.clock)
                    if value == 3 { subscription?.dispose() }
                }, onDisposed: { log("disposed at", scheduler.clock) })
            }
            scheduler.start()
            log.subscriptions(xs)
        },
        Scenario("time/timeoutDisposeFromOnNext") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                subscription = xs.timeout(.seconds(30), scheduler: scheduler).subscribe(onNext: { value in
                    log("next", value, "at", scheduler.clock)
                    if value == 2 { subscription?.dispose() }
                }, onError: { log("error", describe($0), "at", scheduler.clock) },
                onDisposed: { log("disposed at", scheduler.clock) })
            }
            scheduler.start()
            log.subscriptions(xs)
        },
        Scenario("time/bufferDisposeFromOnNext") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                subscription = xs.buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler).subscribe(
                    onNext: { value in
                        log("next", value, "at", scheduler.clock)
                        if value == [3] { subscription?.dispose() }
                    }, onDisposed: { log("disposed at", scheduler.clock) })
            }
            scheduler.start()
            log.subscriptions(xs)
        },
        Scenario("time/delayErrorWhileDraining") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(211, 2), .next(212, 3), .error(221, TestError.a),
            ])
            let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/debounceCompletionSameTickAsTimer") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
            let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/throttleCompletionSameTickAsWindowEnd") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])
            let res = scheduler.start { xs.throttle(.seconds(30), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/timerPeriodicDisposeFromOnNext") { log in
            let scheduler = TestScheduler(initialClock: 0)
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                subscription = Observable<Int>.timer(.seconds(5), period: .seconds(10), scheduler: scheduler)
                    .subscribe(onNext: { value in
                        log("next", value, "at", scheduler.clock)
                        if value == 1 { subscription?.dispose() }
                    }, onDisposed: { log("disposed at", scheduler.clock) })
            }
            scheduler.start()
            log("clock", scheduler.clock)
        },
        Scenario("time/windowCountAtTimerTick") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
            ])
            var index = 0
            let res = scheduler.start { () -> Observable<String> in
                xs.window(timeSpan: .seconds(20), count: 2, scheduler: scheduler)
                    .flatMap { window -> Observable<String> in
                        let current = index
                        index += 1
                        return window.map { "\(current):\($0)" }.concat(Observable.just("\(current) end"))
                    }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/bufferNegativeTimeSpan") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = burstsHot(scheduler)
            let res = scheduler.start(disposed: 205) {
                xs.buffer(timeSpan: .seconds(-10), count: 2, scheduler: scheduler).map { "\($0)" }
            }
            log.events(res)
            log.subscriptions(xs)
        },
    ]
}

func timeReentrancyScenarios() -> [Scenario] {
    [
        Scenario("time/timeoutOtherFedFromDownstream") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
            let other = PublishSubject<Int>()
            let res = scheduler.start {
                xs.timeout(.seconds(20), other: other, scheduler: scheduler).do(onNext: { value in
                    if value == 100 { other.onNext(101) }
                })
            }
            scheduler.scheduleAt(240) { other.onNext(100) }
            scheduler.scheduleAt(250) { other.onCompleted() }
            scheduler.start()
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/takeForElementFromDownstreamSideEffect") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let res = scheduler.start {
                xs.take(for: .seconds(15), scheduler: scheduler).do(onNext: { log("do", $0, "at", scheduler.clock) })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/debounceTimerDisposesFromOnNext") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                subscription = xs.debounce(.seconds(10), scheduler: scheduler)
                    .do(onNext: { log("do", $0, "at", scheduler.clock) },
                        onDispose: { log("do dispose at", scheduler.clock) })
                    .subscribe(onNext: { value in
                        log("next", value)
                        subscription?.dispose()
                    })
            }
            scheduler.start()
            log.subscriptions(xs)
        },
    ]
}

/// Time operators on a test scheduler whose tick is a fraction of the time unit the operator is given, where the
/// remaining wait is computed in that unit.
func timeResolutionScenarios() -> [Scenario] {
    [
        Scenario("time/throttleResolutionTenth") { log in
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(213, 2), .next(214, 3), .completed(300)])
            let res = scheduler.start { xs.throttle(.seconds(1), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/throttleResolutionTenthRoundsDown") { log in
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(217, 2), .completed(300)])
            let res = scheduler.start { xs.throttle(.seconds(1), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/throttleResolutionMilliseconds") { log in
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(350, 2), .next(620, 3), .completed(900)])
            let res = scheduler.start { xs.throttle(.milliseconds(300), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delayResolutionTenth") { log in
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(213, 2), .next(214, 3), .completed(216)])
            let res = scheduler.start { xs.delay(.seconds(2), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/debounceResolutionTenth") { log in
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(213, 2), .next(230, 3), .completed(300)])
            let res = scheduler.start { xs.debounce(.seconds(1), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/timeoutResolutionTenth") { log in
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
            let xs = scheduler.createHotObservable([.next(205, 1), .next(213, 2), .next(230, 3), .completed(300)])
            let res = scheduler.start { xs.timeout(.seconds(1), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/intervalResolutionTenth") { log in
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
            let res = scheduler.start(disposed: 240) { Observable<Int>.interval(.milliseconds(450), scheduler: scheduler) }
            log.events(res)
        },
        Scenario("time/takeForHalfTickResolution") { log in
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
            let xs = scheduler.createHotObservable([.next(202, 1), .next(203, 2), .next(204, 3), .completed(230)])
            let res = scheduler.start { xs.take(for: .milliseconds(250), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delaySubscriptionHalfTickResolution") { log in
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
            let xs = scheduler.createColdObservable([.next(1, 1), .completed(2)])
            let res = scheduler.start { xs.delaySubscription(.milliseconds(350), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/timerHalfTickResolution") { log in
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
            let res = scheduler.start(disposed: 220) {
                Observable<Int>.timer(.milliseconds(150), period: .milliseconds(450), scheduler: scheduler)
            }
            log.events(res)
        },
        Scenario("time/throttleNanosecondUnits") { log in
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(213, 2), .next(225, 3), .completed(300)])
            let res = scheduler.start { xs.throttle(.nanoseconds(1_000_000_000), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/delayMillisecondUnits") { log in
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(213, 2), .completed(214)])
            let res = scheduler.start { xs.delay(.milliseconds(2000), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("time/bufferResolutionTenth") { log in
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
            let xs = scheduler.createHotObservable([.next(203, 1), .next(212, 2), .completed(230)])
            let res = scheduler.start {
                xs.buffer(timeSpan: .milliseconds(750), count: 5, scheduler: scheduler).map { "\($0)" }
            }
            log.events(res)
            log.subscriptions(xs)
        },
    ]
}

/// A date as seconds since 1970 with three decimals (the scheduler's `Date` arithmetic is not exact).
private func seconds(_ date: Date) -> String {
    String(format: "%.3f", date.timeIntervalSince1970)
}

/// Time operators on a `HistoricalScheduler`, whose virtual time is a `Date`.
func timeHistoricalSchedulerScenarios() -> [Scenario] {
    [
        Scenario("time/historicalTimerAndDelay") { log in
            let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
            let subscription = Observable<Int>.timer(.seconds(2), period: .milliseconds(1500), scheduler: scheduler)
                .take(4)
                .delay(.milliseconds(500), scheduler: scheduler)
                .subscribe(onNext: { log("next", $0, "at", seconds(scheduler.now)) },
                           onCompleted: { log("completed at", seconds(scheduler.now)) })
            scheduler.advanceTo(Date(timeIntervalSince1970: 4))
            log("advanced to", seconds(scheduler.now))
            scheduler.start()
            log("clock", seconds(scheduler.now))
            subscription.dispose()
        },
        Scenario("time/historicalDebounceThrottle") { log in
            let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 100))
            let subject = PublishSubject<Int>()
            let debounced = subject.debounce(.milliseconds(300), scheduler: scheduler)
                .subscribe(onNext: { log("debounced", $0, "at", seconds(scheduler.now)) })
            let throttled = subject.throttle(.seconds(1), scheduler: scheduler)
                .subscribe(onNext: { log("throttled", $0, "at", seconds(scheduler.now)) })
            for (offset, value) in [(0.0, 1), (0.2, 2), (0.4, 3), (1.3, 4), (2.0, 5)] {
                _ = scheduler.scheduleAbsoluteVirtual(value, time: Date(timeIntervalSince1970: 100 + offset)) { value in
                    subject.onNext(value)
                    return Disposables.create()
                }
            }
            scheduler.start()
            log("clock", seconds(scheduler.now))
            debounced.dispose()
            throttled.dispose()
        },
    ]
}
