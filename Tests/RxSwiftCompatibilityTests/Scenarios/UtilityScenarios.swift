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
    utilityDoScenarios() + utilityDebugScenarios() + utilitySchedulingScenarios()
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
