// SendableRx compatibility scenarios — error handling: catch, catchAndReturn, catch(sequence:), retry, retry(when:).

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

func errorHandlingScenarios() -> [Scenario] {
    errorHandlingCatchScenarios() + errorHandlingCatchSequenceScenarios() + errorHandlingRetryScenarios()
        + errorHandlingRetryWhenScenarios()
}

/// Logs subscription and disposal of `source` with `label`.
private func traced<Element>(_ source: Observable<Element>, _ label: String, _ log: Log) -> Observable<Element> {
    source.do(
        onError: { log(label, "error", describe($0)) },
        onCompleted: { log(label, "completed") },
        onSubscribe: { log(label, "subscribe") },
        onDispose: { log(label, "dispose") }
    )
}

private func errorHandlingCatchScenarios() -> [Scenario] {
    [
        Scenario("errorHandling/catchNoError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])
            let ys = scheduler.createColdObservable([.next(10, 100), .completed(20)])
            let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("errorHandling/catchError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .error(230, TestError.a)])
            let ys = scheduler.createColdObservable([.next(10, 100), .next(20, 101), .completed(30)])
            var caught: [String] = []
            let res = scheduler.start {
                xs.catch { error in
                    caught.append(describe(error))
                    return ys.asObservable()
                }
            }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
            log("caught", caught)
        },
        Scenario("errorHandling/catchHandlerThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.a)])
            let res = scheduler.start { xs.catch { _ in throw TestError.b } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/catchContinuationErrors") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.a)])
            let ys = scheduler.createColdObservable([.next(10, 100), .error(20, TestError.c)])
            let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("errorHandling/catchDisposedDuringContinuation") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.a)])
            let ys = scheduler.createColdObservable([.next(10, 100), .next(100, 101), .completed(200)])
            let res = scheduler.start(disposed: 300) { xs.catch { _ in ys.asObservable() } }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("errorHandling/catchDisposedBeforeError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .error(300, TestError.a)])
            let ys = scheduler.createColdObservable([.next(10, 100), .completed(20)])
            let res = scheduler.start(disposed: 250) { xs.catch { _ in ys.asObservable() } }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("errorHandling/catchHotContinuation") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.a)])
            let ys = scheduler.createHotObservable([.next(220, 50), .next(240, 51), .completed(250)])
            let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("errorHandling/catchNested") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.a)])
            let ys = scheduler.createColdObservable([.next(10, 2), .error(20, TestError.b)])
            let res = scheduler.start {
                xs.catch { _ in ys.asObservable() }.catch { error in .just(describe(error) == "TestError.b" ? 3 : 4) }
            }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("errorHandling/catchSynchronousSources") { log in
            _ = Observable<Int>.error(TestError.a).catch { _ in .of(1, 2) }.subscribe(
                onNext: { log("next", $0) },
                onError: { log("error", describe($0)) },
                onCompleted: { log("completed") },
                onDisposed: { log("disposed") }
            )
        },
        Scenario("errorHandling/catchCallbackOrder") { log in
            let subject = PublishSubject<Int>()
            _ = traced(subject.asObservable(), "source", log)
                .catch { _ in traced(.just(9), "handler", log) }
                .subscribe(
                    onNext: { log("next", $0) },
                    onCompleted: { log("completed") },
                    onDisposed: { log("disposed") }
                )
            subject.onNext(1)
            subject.onError(TestError.a)
        },
        Scenario("errorHandling/catchSubjectContinuation") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.a)])
            let fallback = PublishSubject<Int>()
            scheduler.scheduleAt(230) { fallback.onNext(5) }
            scheduler.scheduleAt(240) { fallback.onCompleted() }
            let res = scheduler.start { xs.catch { _ in fallback.asObservable() } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/catchReturnsSubject") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.a)])
            let fallback = PublishSubject<Int>()
            scheduler.scheduleAt(215) { fallback.onNext(-1) }
            scheduler.scheduleAt(230) { fallback.onNext(5) }
            scheduler.scheduleAt(240) { fallback.onCompleted() }
            let res = scheduler.start { xs.catch { _ in fallback } }
            log.events(res)
            log.subscriptions(xs)
            log("observers", fallback.hasObservers)
        },
        Scenario("errorHandling/catchReturnsBehaviorSubject") { log in
            let failing = PublishSubject<Int>()
            let fallback = BehaviorSubject(value: 42)
            _ = failing.catch { _ in fallback }
                .subscribe(onNext: { log("next", $0) }, onError: { log("error", describe($0)) })
            failing.onNext(1)
            failing.onError(TestError.b)
            fallback.onNext(43)
            fallback.onError(TestError.c)
        },
        Scenario("errorHandling/playgroundCatchWithRecoverySubject") { log in
            // RxSwift's playground page on error handling, with print replaced by the log.
            let disposeBag = DisposeBag()
            let sequenceThatFails = PublishSubject<String>()
            let recoverySequence = PublishSubject<String>()
            sequenceThatFails
                .catch {
                    log("Error:", describe($0))
                    return recoverySequence
                }
                .subscribe { log(describe($0)) }
                .disposed(by: disposeBag)
            sequenceThatFails.onNext("😬")
            sequenceThatFails.onNext("😨")
            sequenceThatFails.onNext("😡")
            sequenceThatFails.onNext("🔴")
            sequenceThatFails.onError(TestError.a)
            recoverySequence.onNext("😊")
        },
        Scenario("errorHandling/playgroundRetry") { log in
            let disposeBag = DisposeBag()
            var count = 1
            let sequenceThatErrors = Observable<String>.create { observer in
                observer.onNext("🍎")
                observer.onNext("🍐")
                observer.onNext("🍊")
                if count == 1 {
                    observer.onError(TestError.b)
                    log("Error encountered")
                    count += 1
                }
                observer.onNext("🐶")
                observer.onNext("🐱")
                observer.onNext("🐭")
                observer.onCompleted()
                return Disposables.create()
            }
            sequenceThatErrors
                .retry()
                .subscribe(onNext: { log($0) })
                .disposed(by: disposeBag)
        },
        Scenario("errorHandling/playgroundRetryMaxAttempts") { log in
            let disposeBag = DisposeBag()
            var count = 1
            let sequenceThatErrors = Observable<String>.create { observer in
                observer.onNext("🍎")
                if count < 5 {
                    observer.onError(TestError.c)
                    log("Error encountered")
                    count += 1
                }
                observer.onNext("🐶")
                observer.onCompleted()
                return Disposables.create()
            }
            sequenceThatErrors
                .retry(3)
                .subscribe(onNext: { log($0) }, onError: { log("error", describe($0)) })
                .disposed(by: disposeBag)
        },
        Scenario("errorHandling/catchDisposeFromHandlerSequence") { log in
            let failing = PublishSubject<Int>()
            let fallback = PublishSubject<Int>()
            var subscription: Disposable?
            subscription = failing.catch { _ in fallback }.subscribe(onNext: { value in
                log("next", value)
                if value == 20 { subscription?.dispose() }
            }, onDisposed: { log("disposed") })
            failing.onNext(1)
            failing.onError(TestError.a)
            fallback.onNext(10)
            fallback.onNext(20)
            fallback.onNext(30)
            log("observers", failing.hasObservers, fallback.hasObservers)
        },
        Scenario("errorHandling/retryDisposeFromOnNext") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError.a)])
            var subscription: Disposable?
            var seen = 0
            scheduler.scheduleAt(200) {
                subscription = xs.retry().subscribe(onNext: { value in
                    seen += 1
                    log("next", value, "at", scheduler.clock)
                    if seen == 4 { subscription?.dispose() }
                }, onDisposed: { log("disposed at", scheduler.clock) })
            }
            scheduler.start()
            log.subscriptions(xs)
        },
        Scenario("errorHandling/retryWhenSynchronousTriggerFromErrors") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.a)])
            let res = scheduler.start(disposed: 275) {
                xs.retry(when: { (errors: Observable<TestError>) in errors.map { _ in 0 } })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/retryWhenScanAttempts") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError.a)])
            let res = scheduler.start {
                xs.retry(when: { (errors: Observable<TestError>) in
                    errors.scan(0) { attempts, _ in attempts + 1 }.flatMap { attempts -> Observable<Int> in
                        attempts > 3 ? .error(TestError.b) : .timer(.seconds(attempts * 10), scheduler: scheduler)
                    }
                })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/catchAndReturn") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .error(230, TestError.a)])
            let res = scheduler.start { xs.catchAndReturn(100) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/catchAndReturnNoError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .completed(230)])
            let res = scheduler.start { xs.catchAndReturn(100) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/catchAndReturnDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .error(300, TestError.a)])
            let res = scheduler.start(disposed: 250) { xs.catchAndReturn(100) }
            log.events(res)
            log.subscriptions(xs)
        },
    ]
}

private func errorHandlingCatchSequenceScenarios() -> [Scenario] {
    [
        Scenario("errorHandling/catchSequenceFirstCompletes") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
            let res = scheduler.start { Observable.catch(sequence: [xs.asObservable(), ys.asObservable()]) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("errorHandling/catchSequenceMovesOnError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.a)])
            let ys = scheduler.createColdObservable([.next(10, 2), .error(20, TestError.b)])
            let zs = scheduler.createColdObservable([.next(10, 3), .completed(20)])
            let res = scheduler.start {
                Observable.catch(sequence: [xs.asObservable(), ys.asObservable(), zs.asObservable()])
            }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
            log.subscriptions(zs, "zs")
        },
        Scenario("errorHandling/catchSequenceAllFail") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.a)])
            let ys = scheduler.createColdObservable([.next(10, 2), .error(20, TestError.b)])
            let res = scheduler.start { Observable.catch(sequence: [xs.asObservable(), ys.asObservable()]) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("errorHandling/catchSequenceEmpty") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.catch(sequence: []) }
            log.events(res)
        },
        Scenario("errorHandling/catchSequenceDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.a)])
            let ys = scheduler.createColdObservable([.next(10, 2), .next(100, 3), .completed(200)])
            let res = scheduler.start(disposed: 260) {
                Observable.catch(sequence: [xs.asObservable(), ys.asObservable()])
            }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("errorHandling/catchSequenceSynchronous") { log in
            let sources: [Observable<Int>] = [
                traced(.error(TestError.a), "first", log), traced(.of(1, 2), "second", log),
                traced(.just(3), "third", log),
            ]
            _ = Observable.catch(sequence: sources).subscribe(
                onNext: { log("next", $0) },
                onError: { log("error", describe($0)) },
                onCompleted: { log("completed") },
                onDisposed: { log("disposed") }
            )
        },
        Scenario("errorHandling/catchSequenceLazyIteration") { log in
            var made = 0
            let sources = (0..<3).lazy.map { index -> Observable<Int> in
                made += 1
                log("making", index)
                return index < 2 ? .error(TestError.a) : .just(index)
            }
            _ = Observable.catch(sequence: sources).subscribe(onNext: { log("next", $0) })
            log("made", made)
        },
    ]
}

private func errorHandlingRetryScenarios() -> [Scenario] {
    [
        Scenario("errorHandling/retryCompletes") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .completed(250)])
            let res = scheduler.start { xs.retry() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/retryInfinite") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .error(200, TestError.a)])
            let res = scheduler.start(disposed: 700) { xs.retry() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/retryHot") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .error(220, TestError.a), .next(230, 2), .error(240, TestError.b), .next(250, 3),
            ])
            let res = scheduler.start(disposed: 300) { xs.retry() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/retryCount") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .error(15, TestError.a)])
            let res = scheduler.start { xs.retry(3) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/retryCountOne") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(5, 1), .error(15, TestError.a)])
            let res = scheduler.start { xs.retry(1) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/retryCountZero") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(5, 1), .error(15, TestError.a)])
            let res = scheduler.start { xs.retry(0) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/retryCountCompletesEarly") { log in
            let scheduler = TestScheduler(initialClock: 0)
            var attempts = 0
            let source = Observable<Int>.deferred {
                attempts += 1
                return attempts < 2 ? .error(TestError.b) : .just(attempts)
            }
            let res = scheduler.start { source.retry(5) }
            log.events(res)
            log("attempts", attempts)
        },
        Scenario("errorHandling/retryCountDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .error(15, TestError.a)])
            let res = scheduler.start(disposed: 231) { xs.retry(3) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/retrySynchronousManyTimes") { log in
            var attempts = 0
            let source = Observable<Int>.deferred {
                attempts += 1
                return attempts < 10_000 ? .error(TestError.a) : .just(attempts)
            }
            _ = source.retry().subscribe(onNext: { log("next", $0) }, onCompleted: { log("completed") })
        },
        Scenario("errorHandling/retryCallbackOrder") { log in
            var attempts = 0
            let source = Observable<Int>.deferred {
                attempts += 1
                return attempts < 3 ? .error(TestError.a) : .just(attempts)
            }
            _ = traced(source, "source", log).retry().subscribe(
                onNext: { log("next", $0) },
                onCompleted: { log("completed") },
                onDisposed: { log("disposed") }
            )
        },
    ]
}

private func errorHandlingRetryWhenScenarios() -> [Scenario] {
    [
        Scenario("errorHandling/retryWhenIncrementalBackoff") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([
                .next(10, 1), .next(20, 2), .error(30, TestError.a), .completed(40),
            ])
            let maxAttempts = 4
            let res = scheduler.start(disposed: 800) {
                xs.retry(when: { (errors: Observable<Error>) in
                    errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                        if attempt >= maxAttempts - 1 {
                            return Observable.error(error)
                        }
                        return Observable<Int>.timer(.seconds((attempt + 1) * 50), scheduler: scheduler)
                    }
                })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/retryWhenDelayedSubscriptionOfTrigger") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError.a)])
            let res = scheduler.start(disposed: 400) {
                xs.retry(when: { (errors: Observable<TestError>) in
                    errors.delay(.seconds(30), scheduler: scheduler).take(3)
                })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/retryWhenNeverTriggers") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let res = scheduler.start {
                xs.retry(when: { (errors: Observable<TestError>) in errors })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/retryWhenRetriesEachError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.a)])
            let res = scheduler.start(disposed: 300) {
                xs.retry(when: { (errors: Observable<TestError>) in errors })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/retryWhenDelayedTrigger") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.a)])
            let res = scheduler.start(disposed: 400) {
                xs.retry(when: { (errors: Observable<TestError>) in
                    errors.flatMap { _ in Observable<Int>.timer(.seconds(30), scheduler: scheduler) }
                })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/retryWhenTriggerCompletes") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.a)])
            let res = scheduler.start {
                xs.retry(when: { (errors: Observable<TestError>) in errors.take(2) })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/retryWhenTriggerErrors") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.a)])
            let res = scheduler.start {
                xs.retry(when: { (errors: Observable<TestError>) in
                    errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                        attempt < 2 ? .just(attempt) : .error(TestError.c)
                    }
                })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/retryWhenOtherErrorType") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, RxError.unknown)])
            let res = scheduler.start {
                xs.retry(when: { (errors: Observable<TestError>) in errors })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/retryWhenAnyError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, RxError.unknown)])
            let res = scheduler.start {
                xs.retry(when: { (errors: Observable<Error>) in errors.take(2) })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("errorHandling/retryWhenTriggerCompletesBeforeFailure") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .error(50, TestError.a)])
            let trigger = scheduler.createHotObservable([.completed(220, Int.self)])
            let res = scheduler.start {
                xs.retry(when: { (_: Observable<TestError>) in trigger })
            }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(trigger, "trigger")
        },
        Scenario("errorHandling/retryWhenTriggerBeforeFailure") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .error(50, TestError.a)])
            let trigger = scheduler.createHotObservable([.next(220, 0), .next(300, 1), .completed(400)])
            let res = scheduler.start {
                xs.retry(when: { (_: Observable<TestError>) in trigger })
            }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(trigger, "trigger")
        },
        Scenario("errorHandling/retryWhenDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.a)])
            let trigger = scheduler.createHotObservable([.next(240, 0), .next(300, 1)])
            let res = scheduler.start(disposed: 280) {
                xs.retry(when: { (_: Observable<TestError>) in trigger })
            }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(trigger, "trigger")
        },
        Scenario("errorHandling/retryWhenHandlerCalledPerSubscription") { log in
            var calls = 0
            let source = Observable<Int>.just(1).retry(when: {
                (errors: Observable<TestError>) -> Observable<TestError> in
                calls += 1
                return errors
            })
            _ = source.subscribe()
            _ = source.subscribe()
            log("calls", calls)
        },
        Scenario("errorHandling/retryWhenSynchronousSource") { log in
            var attempts = 0
            let source = Observable<Int>.deferred {
                attempts += 1
                return attempts < 3 ? .error(TestError.a) : .just(attempts)
            }
            _ = traced(source, "source", log).retry(when: { (errors: Observable<TestError>) in errors })
                .subscribe(
                    onNext: { log("next", $0) },
                    onError: { log("error", describe($0)) },
                    onCompleted: { log("completed") },
                    onDisposed: { log("disposed") }
                )
        },
        Scenario("errorHandling/retryWhenSubjectTrigger") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.a)])
            let retries = PublishSubject<Void>()
            scheduler.scheduleAt(250) { retries.onNext(()) }
            scheduler.scheduleAt(290) { retries.onCompleted() }
            let res = scheduler.start {
                xs.retry(when: { (_: Observable<TestError>) in retries })
            }
            log.events(res)
            log.subscriptions(xs)
        },
    ]
}
