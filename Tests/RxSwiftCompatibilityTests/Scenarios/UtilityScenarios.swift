// SendableRx compatibility scenarios — utility operators: do, debug, observe(on:), subscribe(on:).

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

func utilityScenarios() -> [Scenario] {
    utilityDoScenarios() + utilityDebugScenarios() + utilitySchedulingScenarios() + utilityCallbackOrderScenarios()
}

/// Runs `body` with standard output sent to /dev/null, so that what `debug` prints (with timestamps, and in each
/// library's own format) stays out of the transcript.
private func silencingStandardOutput(_ body: () -> Void) {
    fflush(nil)
    let saved = dup(STDOUT_FILENO)
    let sink = open("/dev/null", O_WRONLY)
    dup2(sink, STDOUT_FILENO)
    close(sink)
    body()
    fflush(nil)
    dup2(saved, STDOUT_FILENO)
    close(saved)
}

/// Subscribes a logging `do` around `source`, with every callback written to `log` as `label callback`.
private func logged<Element>(_ source: Observable<Element>, _ label: String, _ log: Log) -> Observable<Element> {
    source.do(
        onNext: { log(label, "onNext", $0) },
        afterNext: { log(label, "afterNext", $0) },
        onError: { log(label, "onError", describe($0)) },
        afterError: { log(label, "afterError", describe($0)) },
        onCompleted: { log(label, "onCompleted") },
        afterCompleted: { log(label, "afterCompleted") },
        onSubscribe: { log(label, "onSubscribe") },
        onSubscribed: { log(label, "onSubscribed") },
        onDispose: { log(label, "onDispose") }
    )
}

private func utilityDoScenarios() -> [Scenario] {
    [
        Scenario("utility/doOrderCompleted") { log in
            _ = logged(Observable.of(1, 2), "do", log).subscribe(
                onNext: { log("subscriber next", $0) },
                onError: { log("subscriber error", describe($0)) },
                onCompleted: { log("subscriber completed") },
                onDisposed: { log("subscriber disposed") }
            )
            log("returned")
        },
        Scenario("utility/doOrderError") { log in
            _ = logged(Observable<Int>.error(TestError.a), "do", log).subscribe(
                onNext: { log("subscriber next", $0) },
                onError: { log("subscriber error", describe($0)) },
                onCompleted: { log("subscriber completed") },
                onDisposed: { log("subscriber disposed") }
            )
        },
        Scenario("utility/doOrderDisposedExternally") { log in
            let subject = PublishSubject<Int>()
            let subscription = logged(subject.asObservable(), "do", log).subscribe(
                onNext: { log("subscriber next", $0) },
                onDisposed: { log("subscriber disposed") }
            )
            subject.onNext(1)
            log("disposing")
            subscription.dispose()
            log("disposed")
            subject.onNext(2)
        },
        Scenario("utility/doTwoLayers") { log in
            _ = logged(logged(Observable.just(1), "inner", log), "outer", log).subscribe(
                onNext: { log("subscriber next", $0) },
                onCompleted: { log("subscriber completed") },
                onDisposed: { log("subscriber disposed") }
            )
        },
        Scenario("utility/doOnTestScheduler") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])
            let res = scheduler.start {
                xs.do(onNext: { log("onNext", $0, "at", scheduler.clock) },
                      onCompleted: { log("onCompleted at", scheduler.clock) },
                      onSubscribe: { log("onSubscribe at", scheduler.clock) },
                      onSubscribed: { log("onSubscribed at", scheduler.clock) },
                      onDispose: { log("onDispose at", scheduler.clock) })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/doDisposedAt") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 3), .completed(300)])
            let res = scheduler.start(disposed: 250) {
                xs.do(onNext: { log("onNext", $0) }, onDispose: { log("onDispose at", scheduler.clock) })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/doOnNextThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let res = scheduler.start {
                xs.do(onNext: { value in
                    if value == 2 { throw TestError.a }
                }, onError: { log("onError", describe($0)) },
                onDispose: { log("onDispose at", scheduler.clock) })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/doAfterNextThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let res = scheduler.start {
                xs.do(afterNext: { value in
                    if value == 2 { throw TestError.b }
                })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/doOnErrorThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.a)])
            let res = scheduler.start {
                xs.do(onError: { _ in throw TestError.c })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/doOnCompletedThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start {
                xs.do(onCompleted: { throw TestError.b })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/doAfterCompletedThrowsIntoOperator") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start {
                xs.do(afterCompleted: { throw TestError.b }).map { $0 }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/doAfterErrorThrowsIntoOperator") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.a)])
            let res = scheduler.start {
                xs.do(afterError: { _ in throw TestError.c }).map { $0 }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/doOnSubscribePerSubscription") { log in
            var subscribes = 0
            var disposes = 0
            let source = Observable.of(1).do(onSubscribe: { subscribes += 1 }, onDispose: { disposes += 1 })
            _ = source.subscribe()
            _ = source.subscribe()
            log("subscribes", subscribes, "disposes", disposes)
        },
        Scenario("utility/doDisposeFromOnNext") { log in
            let subject = PublishSubject<Int>()
            var subscription: Disposable?
            subscription = logged(subject.asObservable(), "do", log).subscribe(onNext: { value in
                log("subscriber next", value)
                subscription?.dispose()
                log("subscriber after dispose")
            }, onDisposed: { log("subscriber disposed") })
            subject.onNext(1)
            subject.onNext(2)
        },
        Scenario("utility/doAroundTake") { log in
            _ = logged(Observable.of(1, 2, 3), "above", log).take(1).subscribe(
                onNext: { log("subscriber next", $0) },
                onCompleted: { log("subscriber completed") },
                onDisposed: { log("subscriber disposed") }
            )
        },
        Scenario("utility/doNever") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 300) {
                Observable<Int>.never().do(onSubscribe: { log("onSubscribe at", scheduler.clock) },
                                          onSubscribed: { log("onSubscribed at", scheduler.clock) },
                                          onDispose: { log("onDispose at", scheduler.clock) })
            }
            log.events(res)
        },
    ]
}

private func utilityDebugScenarios() -> [Scenario] {
    [
        Scenario("utility/debugForwards") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])
            var res: TestableObserver<Int>?
            silencingStandardOutput {
                res = scheduler.start { xs.debug("xs") }
            }
            log.events(res!)
            log.subscriptions(xs)
        },
        Scenario("utility/debugForwardsError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError.a)])
            var res: TestableObserver<Int>?
            silencingStandardOutput {
                res = scheduler.start { xs.debug("xs", trimOutput: true) }
            }
            log.events(res!)
            log.subscriptions(xs)
        },
        Scenario("utility/debugRawSourceMisbehaving") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(230, 2)])
            var res: TestableObserver<Int>?
            silencingStandardOutput {
                res = scheduler.start { xs.debug() }
            }
            log.events(res!)
            log.subscriptions(xs)
        },
        Scenario("utility/debugDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            var res: TestableObserver<Int>?
            silencingStandardOutput {
                res = scheduler.start(disposed: 250) { xs.debug("xs").map { $0 * 2 } }
            }
            log.events(res!)
            log.subscriptions(xs)
        },
    ]
}

private func utilitySchedulingScenarios() -> [Scenario] {
    [
        Scenario("utility/observeOnError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.a)])
            let res = scheduler.start { xs.observe(on: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/observeOnDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
            let res = scheduler.start(disposed: 250) { xs.observe(on: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/observeOnDisposedWhileQueued") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(250, 1), .next(250, 2), .next(250, 3), .completed(250)])
            let res = scheduler.start(disposed: 252) { xs.observe(on: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/observeOnEmpty") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(250, Int.self)])
            let res = scheduler.start { xs.observe(on: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/observeOnSynchronousSource") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.of(1, 2, 3).observe(on: scheduler) }
            log.events(res)
        },
        Scenario("utility/observeOnTwice") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let res = scheduler.start { xs.observe(on: scheduler).observe(on: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/observeOnDisposeFromOnNext") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .completed(220)])
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                subscription = xs.observe(on: scheduler).subscribe(onNext: { value in
                    log("next", value, "at", scheduler.clock)
                    if value == 2 { subscription?.dispose() }
                }, onDisposed: { log("disposed at", scheduler.clock) })
            }
            scheduler.start()
            log.subscriptions(xs)
        },
        Scenario("utility/observeOnWithDo") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start {
                xs.do(onNext: { log("before", $0, "at", scheduler.clock) })
                    .observe(on: scheduler)
                    .do(onNext: { log("after", $0, "at", scheduler.clock) },
                        onDispose: { log("dispose at", scheduler.clock) })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/observeOnSynchronousScheduler") { log in
            _ = Observable<Int>.create { observer in
                log("create start")
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
                log("create end")
                return Disposables.create { log("create disposed") }
            }
            .observe(on: SynchronousScheduler())
            .subscribe(onNext: { log("next", $0) }, onCompleted: { log("completed") }, onDisposed: { log("disposed") })
            log("after subscribe")
        },
        Scenario("utility/observeOnSynchronousSchedulerReentrant") { log in
            var observer: AnyObserver<Int>?
            _ = Observable<Int>.create { created in
                observer = created
                return Disposables.create()
            }
            .observe(on: SynchronousScheduler())
            .subscribe(onNext: { value in
                log("next", value)
                if value == 1 { observer?.onNext(2) }
                log("next end", value)
            }, onCompleted: { log("completed") })
            observer?.onNext(1)
            observer?.onCompleted()
            // The handler captures the observer, which holds the chain: let go of it.
            observer = nil
        },
        Scenario("utility/observeOnCurrentThreadScheduler") { log in
            _ = Observable.of(1, 2).observe(on: CurrentThreadScheduler.instance)
                .subscribe(onNext: { log("next", $0) }, onCompleted: { log("completed") })
            log("after subscribe")
        },
        Scenario("utility/observeOnRestartsAfterIdle") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(210, 2), .next(230, 3), .next(240, 4), .next(240, 5), .completed(260),
            ])
            let res = scheduler.start { xs.observe(on: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/subscribeOnCold") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let res = scheduler.start { xs.subscribe(on: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/subscribeOnDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let res = scheduler.start(disposed: 250) { xs.subscribe(on: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/subscribeOnEndedWhileSubscribing") { log in
            // take(1) ends the sequence before startWith subscribes to xs; that subscription is disposed by one
            // more action on the scheduler, a tick later.
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1)])
            let res = scheduler.start { xs.startWith(0).subscribe(on: scheduler).take(1) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/subscribeOnDisposedBeforeSubscribing") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1)])
            let res = scheduler.start(disposed: 200) { xs.subscribe(on: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/subscribeOnAsObservable") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(230, 2)])
            let res = scheduler.start { xs.asObservable().subscribe(on: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/subscribeOnCallbackTimes") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let res = scheduler.start {
                xs.asObservable()
                    .do(onSubscribe: { log("subscribe at", scheduler.clock) },
                        onDispose: { log("dispose at", scheduler.clock) })
                    .subscribe(on: scheduler)
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/subscribeOnDisposeTime") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1)])
            let res = scheduler.start(disposed: 300) {
                xs.asObservable()
                    .do(onSubscribe: { log("subscribe at", scheduler.clock) },
                        onDispose: { log("dispose at", scheduler.clock) })
                    .subscribe(on: scheduler)
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/subscribeOnThenObserveOn") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let res = scheduler.start { xs.subscribe(on: scheduler).observe(on: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("utility/subscribeOnSynchronousSource") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.of(1, 2).subscribe(on: scheduler) }
            log.events(res)
        },
    ]
}

/// Subscribes `operatorUnderTest` applied to a traced source and logs the order of every callback: the source's
/// `do` callbacks (`source …`), the operator's output callbacks (`next`, `completed`, …, `disposed`).
private func callbackOrder<Result>(
    _ log: Log,
    _ source: Observable<Int>,
    _ operatorUnderTest: (Observable<Int>) -> Observable<Result>
) {
    let traced = source.do(
        onNext: { log("source next", $0) },
        onError: { log("source error", describe($0)) },
        onCompleted: { log("source completed") },
        onSubscribe: { log("source subscribe") },
        onSubscribed: { log("source subscribed") },
        onDispose: { log("source dispose") }
    )
    _ = operatorUnderTest(traced).subscribe(
        onNext: { log("next", $0) },
        onError: { log("error", describe($0)) },
        onCompleted: { log("completed") },
        onDisposed: { log("disposed") }
    )
    log("returned")
}

/// The same with a subject as the source, fed after subscription: `1`, `2`, `3`, then `end`.
private func callbackOrderWithSubject<Result>(
    _ log: Log,
    end: Event<Int> = .completed,
    _ operatorUnderTest: (Observable<Int>) -> Observable<Result>
) {
    let subject = PublishSubject<Int>()
    callbackOrder(log, subject.asObservable(), operatorUnderTest)
    for value in [1, 2, 3] {
        log("send", value)
        subject.onNext(value)
    }
    log("send end")
    subject.on(end)
    log("observers", subject.hasObservers)
}

func utilityCallbackOrderScenarios() -> [Scenario] {
    let scheduler = CurrentThreadScheduler.instance
    return [
        Scenario("utility/orderMap") { log in callbackOrder(log, .of(1, 2)) { $0.map { $0 * 10 } } },
        Scenario("utility/orderFilter") { log in callbackOrderWithSubject(log) { $0.filter { $0 != 2 } } },
        Scenario("utility/orderTake1") { log in callbackOrder(log, .of(1, 2, 3)) { $0.take(1) } },
        Scenario("utility/orderTake2Subject") { log in callbackOrderWithSubject(log) { $0.take(2) } },
        Scenario("utility/orderTakeWhile") { log in callbackOrderWithSubject(log) { $0.take(while: { $0 < 2 }) } },
        Scenario("utility/orderTakeWhileInclusive") { log in
            callbackOrderWithSubject(log) { $0.take(while: { $0 < 2 }, behavior: .inclusive) }
        },
        Scenario("utility/orderTakeLast") { log in callbackOrderWithSubject(log) { $0.takeLast(2) } },
        Scenario("utility/orderSkip") { log in callbackOrderWithSubject(log) { $0.skip(1) } },
        Scenario("utility/orderSkipWhile") { log in callbackOrderWithSubject(log) { $0.skip(while: { $0 < 2 }) } },
        Scenario("utility/orderElementAt") { log in callbackOrderWithSubject(log) { $0.element(at: 1) } },
        Scenario("utility/orderElementAtPastEnd") { log in callbackOrderWithSubject(log) { $0.element(at: 5) } },
        Scenario("utility/orderSingleTooMany") { log in callbackOrderWithSubject(log) { $0.single() } },
        Scenario("utility/orderSinglePredicate") { log in callbackOrderWithSubject(log) { $0.single { $0 == 2 } } },
        Scenario("utility/orderFirst") { log in
            callbackOrderWithSubject(log) { $0.first().asObservable().map { $0 ?? -1 } }
        },
        Scenario("utility/orderIgnoreElements") { log in
            callbackOrderWithSubject(log) { $0.ignoreElements().asObservable().materialize().map { describe($0) } }
        },
        Scenario("utility/orderDistinct") { log in callbackOrder(log, .of(1, 1, 2)) { $0.distinctUntilChanged() } },
        Scenario("utility/orderScan") { log in callbackOrderWithSubject(log) { $0.scan(0, accumulator: +) } },
        Scenario("utility/orderReduce") { log in callbackOrderWithSubject(log) { $0.reduce(0, accumulator: +) } },
        Scenario("utility/orderToArray") { log in
            callbackOrderWithSubject(log) { $0.toArray().asObservable().map { "\($0)" } }
        },
        Scenario("utility/orderMaterialize") { log in
            callbackOrderWithSubject(log, end: .error(TestError.a)) { $0.materialize().map { describe($0) } }
        },
        Scenario("utility/orderDematerialize") { log in
            callbackOrderWithSubject(log) { source in
                source.map { value -> Event<Int> in value == 2 ? .completed : .next(value) }.dematerialize()
            }
        },
        Scenario("utility/orderEnumerated") { log in
            callbackOrder(log, .of(5, 6)) { $0.enumerated().map { $0.index } }
        },
        Scenario("utility/orderCompactMap") { log in
            callbackOrderWithSubject(log) { $0.compactMap { $0 == 2 ? nil : $0 } }
        },
        Scenario("utility/orderMapThrows") { log in
            callbackOrderWithSubject(log) { source in
                source.map { value -> Int in
                    if value == 2 { throw TestError.b }
                    return value
                }
            }
        },
        Scenario("utility/orderIfEmptyDefault") { log in callbackOrder(log, .empty()) { $0.ifEmpty(default: 9) } },
        Scenario("utility/orderIfEmptySwitchTo") { log in
            callbackOrder(log, .empty()) { source in
                source.ifEmpty(switchTo: Observable.of(7, 8).do(onDispose: { log("other dispose") }))
            }
        },
        Scenario("utility/orderCatch") { log in
            callbackOrderWithSubject(log, end: .error(TestError.a)) { source in
                source.catch { _ in Observable.just(9).do(onDispose: { log("handler dispose") }) }
            }
        },
        Scenario("utility/orderCatchAndReturn") { log in
            callbackOrder(log, .error(TestError.a)) { $0.catchAndReturn(9) }
        },
        Scenario("utility/orderRetryCount") { log in
            callbackOrder(log, .error(TestError.b)) { $0.retry(2) }
        },
        Scenario("utility/orderTakeUntilOther") { log in
            let stop = PublishSubject<Int>()
            callbackOrderWithSubject(log) { $0.take(until: stop.do(onDispose: { log("other dispose") })) }
            stop.onNext(0)
        },
        Scenario("utility/orderTakeUntilOtherFires") { log in
            let stop = PublishSubject<Int>()
            let subject = PublishSubject<Int>()
            callbackOrder(log, subject.asObservable()) { $0.take(until: stop.do(onDispose: { log("other dispose") })) }
            subject.onNext(1)
            log("fire")
            stop.onNext(0)
            log("observers", subject.hasObservers, stop.hasObservers)
        },
        Scenario("utility/orderSkipUntilOtherFires") { log in
            let start = PublishSubject<Int>()
            let subject = PublishSubject<Int>()
            callbackOrder(log, subject.asObservable()) { $0.skip(until: start.do(onDispose: { log("other dispose") })) }
            subject.onNext(1)
            log("fire")
            start.onNext(0)
            subject.onNext(2)
            subject.onCompleted()
            log("observers", subject.hasObservers, start.hasObservers)
        },
        Scenario("utility/orderObserveOnCurrentThread") { log in
            callbackOrder(log, .of(1, 2)) { $0.observe(on: scheduler) }
        },
        Scenario("utility/orderSubscribeOnCurrentThread") { log in
            callbackOrder(log, .of(1, 2)) { $0.subscribe(on: scheduler) }
        },
        Scenario("utility/orderDeferred") { log in
            callbackOrder(log, .of(1)) { source in Observable.deferred { source } }
        },
        Scenario("utility/orderUsing") { log in
            callbackOrder(log, .of(1)) { source in
                Observable.using({ BooleanDisposable() }, observableFactory: { _ in source })
            }
        },
        Scenario("utility/orderGroupBy") { log in
            callbackOrderWithSubject(log) { $0.groupBy { $0 % 2 }.map { $0.key } }
        },
        Scenario("utility/orderWithUnretained") { log in
            let owner = BooleanDisposable()
            callbackOrderWithSubject(log) { $0.withUnretained(owner).map { $0.1 } }
        },
    ]
}
