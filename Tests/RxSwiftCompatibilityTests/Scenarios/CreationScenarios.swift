// SendableRx compatibility scenarios — creation.

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

func creationScenarios() -> [Scenario] {
    creationBasicScenarios() + creationSchedulerScenarios() + creationTimerScenarios()
        + creationCreateScenarios() + creationDeferredUsingScenarios() + creationSteppingScenarios()
}

/// A scheduler that runs every action at once, inside `schedule`, on the calling thread — as a user-written
/// immediate scheduler does.
struct SynchronousScheduler: ImmediateSchedulerType {
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }
}

private func creationBasicScenarios() -> [Scenario] {
    [
        Scenario("creation/just") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.just(42) }
            log.events(res)
        },
        Scenario("creation/justSubscribeCallbacks") { log in
            _ = Observable.just(1).subscribe(
                onNext: { log("next", $0) },
                onError: { log("error", describe($0)) },
                onCompleted: { log("completed") },
                onDisposed: { log("disposed") }
            )
            log("after subscribe")
        },
        Scenario("creation/empty") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.empty() }
            log.events(res)
        },
        Scenario("creation/never") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.never() }
            log.events(res)
        },
        Scenario("creation/error") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.error(TestError.a) }
            log.events(res)
        },
        Scenario("creation/errorCallbacks") { log in
            _ = Observable<Int>.error(TestError.b).subscribe(
                onNext: { log("next", $0) },
                onError: { log("error", describe($0)) },
                onCompleted: { log("completed") },
                onDisposed: { log("disposed") }
            )
        },
        Scenario("creation/emptyCallbacks") { log in
            _ = Observable<Int>.empty().subscribe(
                onNext: { log("next", $0) },
                onError: { log("error", describe($0)) },
                onCompleted: { log("completed") },
                onDisposed: { log("disposed") }
            )
        },
        Scenario("creation/neverDisposed") { log in
            let subscription = Observable<Int>.never().subscribe(
                onNext: { log("next", $0) },
                onCompleted: { log("completed") },
                onDisposed: { log("disposed") }
            )
            log("before dispose")
            subscription.dispose()
            log("after dispose")
            subscription.dispose()
            log("after second dispose")
        },
        Scenario("creation/ofImmediate") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.of(1, 2, 3) }
            log.events(res)
        },
        Scenario("creation/ofEmpty") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.of() }
            log.events(res)
        },
        Scenario("creation/fromArray") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.from([4, 5, 6]) }
            log.events(res)
        },
        Scenario("creation/fromSequence") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.from(1...4) }
            log.events(res)
        },
        Scenario("creation/fromSequenceIteratedPerSubscription") { log in
            var made = 0
            let numbers = AnySequence { () -> AnyIterator<Int> in
                made += 1
                var index = 0
                return AnyIterator {
                    index += 1
                    return index <= 2 ? index * made : nil
                }
            }
            let source = Observable.from(numbers)
            _ = source.subscribe(onNext: { log("first", $0) }, onCompleted: { log("first completed") })
            _ = source.subscribe(onNext: { log("second", $0) }, onCompleted: { log("second completed") })
            log("iterators made", made)
        },
        Scenario("creation/fromOptionalSome") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.from(optional: 7) }
            log.events(res)
        },
        Scenario("creation/fromOptionalNone") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.from(optional: nil) }
            log.events(res)
        },
        Scenario("creation/rangeImmediate") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.range(start: 5, count: 3) }
            log.events(res)
        },
        Scenario("creation/rangeZeroCount") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.range(start: 5, count: 0) }
            log.events(res)
        },
        Scenario("creation/rangeNegativeStart") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.range(start: -2, count: 4) }
            log.events(res)
        },
        Scenario("creation/rangeUpToMax") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int8>.range(start: 125, count: 3).map { Int($0) } }
            log.events(res)
        },
        Scenario("creation/rangeTakeStopsEarly") { log in
            var seen: [Int] = []
            _ = Observable.range(start: 0, count: 1_000_000).take(3).subscribe(onNext: { seen.append($0) })
            log("seen", seen)
        },
        Scenario("creation/repeatElementTake") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.repeatElement(9).take(4) }
            log.events(res)
        },
        Scenario("creation/generate") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 })
            }
            log.events(res)
        },
        Scenario("creation/generateConditionFalseAtOnce") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Observable.generate(initialState: 10, condition: { $0 < 5 }, iterate: { $0 + 1 })
            }
            log.events(res)
        },
        Scenario("creation/generateConditionThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Observable.generate(
                    initialState: 0,
                    condition: { value -> Bool in
                        if value == 2 { throw TestError.a }
                        return true
                    },
                    iterate: { $0 + 1 }
                )
            }
            log.events(res)
        },
        Scenario("creation/generateIterateThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Observable.generate(
                    initialState: 0,
                    condition: { _ in true },
                    iterate: { value -> Int in
                        if value == 1 { throw TestError.b }
                        return value + 1
                    }
                )
            }
            log.events(res)
        },
        Scenario("creation/generateCallOrder") { log in
            _ = Observable.generate(
                initialState: 0,
                condition: { value -> Bool in
                    log("condition", value)
                    return value < 2
                },
                iterate: { value -> Int in
                    log("iterate", value)
                    return value + 1
                }
            ).subscribe(onNext: { log("next", $0) }, onCompleted: { log("completed") })
        },
        Scenario("creation/nestedSubscribeWithDo") { log in
            let inner = Observable.of(10, 20).do(onSubscribe: { log("inner onSubscribe") },
                                                 onSubscribed: { log("inner onSubscribed") })
            _ = Observable.of(1, 2).subscribe(onNext: { outer in
                log("outer", outer)
                _ = inner.subscribe(onNext: { log("inner", outer, $0) }, onCompleted: { log("inner completed", outer) })
                log("outer end", outer)
            }, onCompleted: { log("outer completed") })
        },
        Scenario("creation/justInsideTrampolineIsImmediate") { log in
            let bag = DisposeBag()
            _ = Observable.of(1).subscribe(onNext: { _ in
                _ = Observable.just(5).subscribe(onNext: { log("just", $0) })
                _ = Observable<Int>.error(TestError.a).subscribe(onError: { log("error", describe($0)) })
                _ = Observable<Int>.empty().subscribe(onCompleted: { log("empty completed") })
                _ = Observable.from(optional: 6).subscribe(onNext: { log("optional", $0) })
                _ = Observable.create { observer -> Disposable in
                    observer.onNext(7)
                    return Disposables.create()
                }.subscribe(onNext: { log("create", $0) }).disposed(by: bag)
                _ = Observable<Int>.deferred { .just(8) }.subscribe(onNext: { log("deferred", $0) })
                log("end of outer onNext")
            })
        },
        Scenario("creation/nestedSubscribeInsideTrampoline") { log in
            let source = Observable.of(1, 2)
            _ = source.subscribe(onNext: { outer in
                log("outer", outer)
                _ = source.subscribe(onNext: { log("inner", outer, $0) })
                log("outer end", outer)
            })
        },
    ]
}

private func creationSchedulerScenarios() -> [Scenario] {
    [
        Scenario("creation/justScheduled") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/justScheduledDisposedBefore") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 200) { Observable.just(42, scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/justScheduledDisposedBetween") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 201) { Observable.just(42, scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/ofScheduled") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/ofScheduledDisposedMidway") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 202) { Observable.of(1, 2, 3, 4, scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/fromArrayScheduled") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.from([1, 2], scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/fromEmptyArrayScheduled") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.from([], scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/fromSequenceScheduled") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.from(stride(from: 0, to: 9, by: 3), scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/fromOptionalSomeScheduled") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.from(optional: 3, scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/fromOptionalNoneScheduled") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.from(optional: nil, scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/rangeScheduled") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.range(start: 1, count: 3, scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/rangeScheduledDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 203) { Observable.range(start: 1, count: 10, scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/rangeZeroScheduled") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.range(start: 1, count: 0, scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/repeatElementScheduledDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 205) { Observable.repeatElement(1, scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/generateScheduled") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Observable.generate(initialState: 0, condition: { $0 < 3 }, scheduler: scheduler, iterate: { $0 + 1 })
            }
            log.events(res)
        },
        Scenario("creation/generateScheduledDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 203) {
                Observable.generate(
                    initialState: 0, condition: { _ in true }, scheduler: scheduler, iterate: { $0 + 1 }
                )
            }
            log.events(res)
        },
        Scenario("creation/generateScheduledThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Observable.generate(
                    initialState: 0,
                    condition: { _ in true },
                    scheduler: scheduler,
                    iterate: { value -> Int in
                        if value == 2 { throw TestError.c }
                        return value + 1
                    }
                )
            }
            log.events(res)
        },
        Scenario("creation/ofScheduledTwoSubscribers") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let source = Observable.of(1, 2, scheduler: scheduler)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(100) { _ = source.subscribe(first) }
            scheduler.scheduleAt(150) { _ = source.subscribe(second) }
            scheduler.start()
            log.events(first, "first")
            log.events(second, "second")
        },
    ]
}

private func creationTimerScenarios() -> [Scenario] {
    [
        Scenario("creation/timerOneShot") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/timerZero") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/timerNegativeDueTime") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.timer(.seconds(-5), scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/timerDisposedBefore") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 250) { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/timerPeriodic") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 400) {
                Observable<Int>.timer(.seconds(50), period: .seconds(30), scheduler: scheduler)
            }
            log.events(res)
        },
        Scenario("creation/timerPeriodicZeroDueTime") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 260) {
                Observable<Int>.timer(.seconds(0), period: .seconds(20), scheduler: scheduler)
            }
            log.events(res)
        },
        Scenario("creation/timerInt8Type") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 240) {
                Observable<Int8>.timer(.seconds(10), period: .seconds(10), scheduler: scheduler).map { Int($0) }
            }
            log.events(res)
        },
        Scenario("creation/timerNegativePeriod") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 215) {
                Observable<Int>.timer(.seconds(10), period: .seconds(-3), scheduler: scheduler)
            }
            log.events(res)
        },
        Scenario("creation/intervalNegativePeriod") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 205) { Observable<Int>.interval(.seconds(-2), scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/interval") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 300) { Observable<Int>.interval(.seconds(20), scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/intervalTake") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(3) }
            log.events(res)
        },
        Scenario("creation/intervalZeroPeriod") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 205) { Observable<Int>.interval(.seconds(0), scheduler: scheduler) }
            log.events(res)
        },
        Scenario("creation/intervalDisposedFromOnNext") { log in
            let scheduler = TestScheduler(initialClock: 0)
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                subscription = Observable<Int>.interval(.seconds(10), scheduler: scheduler).subscribe(
                    onNext: { value in
                        log("next", value, "at", scheduler.clock)
                        if value == 2 { subscription?.dispose() }
                    },
                    onDisposed: { log("disposed at", scheduler.clock) }
                )
            }
            scheduler.start()
            log("clock", scheduler.clock)
        },
        Scenario("creation/intervalTwoSubscribers") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let source = Observable<Int>.interval(.seconds(10), scheduler: scheduler)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(source.subscribe(first)) }
            scheduler.scheduleAt(215) { subscriptions.append(source.subscribe(second)) }
            scheduler.scheduleAt(240) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            log.events(first, "first")
            log.events(second, "second")
        },
    ]
}

private func creationCreateScenarios() -> [Scenario] {
    [
        Scenario("creation/createSynchronous") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Observable<Int>.create { observer in
                    observer.onNext(1)
                    observer.onNext(2)
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
            log.events(res)
        },
        Scenario("creation/createIgnoresEventsAfterCompletion") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Observable<Int>.create { observer in
                    observer.onNext(1)
                    observer.onCompleted()
                    observer.onNext(2)
                    observer.onError(TestError.a)
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
            log.events(res)
        },
        Scenario("creation/createIgnoresEventsAfterError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Observable<Int>.create { observer in
                    observer.onNext(1)
                    observer.onError(TestError.a)
                    observer.onNext(2)
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
            log.events(res)
        },
        Scenario("creation/createDisposesItsResourceAfterCompletion") { log in
            let resource = BooleanDisposable()
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                return resource
            }
            _ = source.subscribe(
                onNext: { log("next", $0, "resource disposed", resource.isDisposed) },
                onCompleted: { log("completed, resource disposed", resource.isDisposed) },
                onDisposed: { log("disposed, resource disposed", resource.isDisposed) }
            )
            log("after subscribe, resource disposed", resource.isDisposed)
        },
        Scenario("creation/createDisposesResourceOnDispose") { log in
            let resource = BooleanDisposable()
            let subject = PublishSubject<Int>()
            let source = Observable<Int>.create { observer in
                let inner = subject.subscribe(observer)
                return Disposables.create(inner, resource)
            }
            let subscription = source.subscribe(onNext: { log("next", $0) }, onDisposed: { log("disposed") })
            subject.onNext(1)
            log("resource disposed", resource.isDisposed, "observers", subject.hasObservers)
            subscription.dispose()
            log("resource disposed", resource.isDisposed, "observers", subject.hasObservers)
            subject.onNext(2)
        },
        Scenario("creation/createHotViaScheduler") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 235) {
                Observable<Int>.create { observer in
                    let first = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
                        observer.onNext(1)
                        return Disposables.create()
                    }
                    let second = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                        observer.onNext(2)
                        return Disposables.create()
                    }
                    let third = scheduler.scheduleRelative((), dueTime: .seconds(40)) { _ in
                        observer.onNext(3)
                        observer.onCompleted()
                        return Disposables.create()
                    }
                    return Disposables.create(first, second, third)
                }
            }
            log.events(res)
        },
        Scenario("creation/createSubscribedTwice") { log in
            var runs = 0
            let source = Observable<Int>.create { observer in
                runs += 1
                observer.onNext(runs)
                observer.onCompleted()
                return Disposables.create()
            }
            _ = source.subscribe(onNext: { log("first", $0) })
            _ = source.subscribe(onNext: { log("second", $0) })
            log("runs", runs)
        },
        Scenario("creation/createDisposedFromOnNext") { log in
            var subscription: Disposable?
            let subject = PublishSubject<Int>()
            subscription = Observable<Int>.create { observer in subject.subscribe(observer) }
                .subscribe(
                    onNext: { value in
                        log("next", value)
                        subscription?.dispose()
                    },
                    onDisposed: { log("disposed") }
                )
            subject.onNext(1)
            subject.onNext(2)
            log("observers", subject.hasObservers)
        },
        Scenario("creation/createErrorCallbacksOrder") { log in
            _ = Observable<Int>.create { observer in
                log("subscribe body")
                observer.onNext(1)
                observer.onError(TestError.c)
                log("after error")
                return Disposables.create()
            }
            .do(onDispose: { log("do onDispose") })
            .subscribe(
                onNext: { log("next", $0) },
                onError: { log("error", describe($0)) },
                onDisposed: { log("disposed") }
            )
            log("returned")
        },
        Scenario("creation/createTrampolinesNestedSubscription") { log in
            let inner = Observable<Int>.create { observer in
                log("inner subscribed")
                observer.onNext(10)
                observer.onCompleted()
                return Disposables.create()
            }
            _ = Observable<Int>.create { observer in
                log("outer subscribed")
                _ = inner.subscribe(onNext: { log("inner next", $0) })
                log("outer after inner subscribe")
                observer.onCompleted()
                return Disposables.create()
            }.subscribe(onCompleted: { log("outer completed") })
        },
    ]
}

private func creationDeferredUsingScenarios() -> [Scenario] {
    [
        Scenario("creation/deferredCallsFactoryPerSubscription") { log in
            let scheduler = TestScheduler(initialClock: 0)
            var calls = 0
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let res = scheduler.start {
                Observable<Int>.deferred {
                    calls += 1
                    log("factory at", scheduler.clock)
                    return xs.asObservable()
                }
            }
            log.events(res)
            log.subscriptions(xs)
            log("calls", calls)
        },
        Scenario("creation/deferredFactoryThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Observable<Int>.deferred { throw TestError.a }
            }
            log.events(res)
        },
        Scenario("creation/deferredHotErrorAndDispose") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.b), .next(240, 3)])
            let res = scheduler.start { Observable<Int>.deferred { xs.asObservable() } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("creation/deferredDisposedEarly") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let res = scheduler.start(disposed: 250) { Observable<Int>.deferred { xs.asObservable() } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("creation/deferredRawTestObservable") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(230, 2)])
            let res = scheduler.start { Observable<Int>.deferred { xs.map { $0 } } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("creation/deferredTwoSubscribers") { log in
            var calls = 0
            let source = Observable<Int>.deferred {
                calls += 1
                return Observable.just(calls)
            }
            _ = source.subscribe(onNext: { log("first", $0) })
            _ = source.subscribe(onNext: { log("second", $0) })
        },
        Scenario("creation/deferredInferredJust") { log in
            _ = Observable.deferred { .just(5) }.subscribe(onNext: { (value: Int) in log("next", value) })
        },
        Scenario("creation/deferredReturnsSubject") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let subject = PublishSubject<Int>()
            scheduler.scheduleAt(210) { subject.onNext(1) }
            scheduler.scheduleAt(220) { subject.onCompleted() }
            let res = scheduler.start { Observable.deferred { subject } }
            log.events(res)
            log("observers", subject.hasObservers)
        },
        Scenario("creation/deferredReturnsBehaviorSubject") { log in
            let subject = BehaviorSubject(value: 3)
            let subscription = Observable.deferred { subject }.subscribe(onNext: { log("next", $0) })
            subject.onNext(4)
            subscription.dispose()
        },
        Scenario("creation/usingDisposesResource") { log in
            let scheduler = TestScheduler(initialClock: 0)
            var resources: [BooleanDisposable] = []
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let res = scheduler.start {
                Observable.using({ () -> BooleanDisposable in
                    log("resource created at", scheduler.clock)
                    let resource = BooleanDisposable()
                    resources.append(resource)
                    return resource
                }, observableFactory: { resource in
                    log("factory at", scheduler.clock, "resource disposed", resource.isDisposed)
                    return xs.asObservable()
                })
            }
            log.events(res)
            log.subscriptions(xs)
            log("resources", resources.count, "disposed", resources.map { $0.isDisposed })
        },
        Scenario("creation/usingDisposedEarly") { log in
            let scheduler = TestScheduler(initialClock: 0)
            var resource: BooleanDisposable?
            let xs = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])
            let res = scheduler.start(disposed: 250) {
                Observable.using({ () -> BooleanDisposable in
                    let created = BooleanDisposable()
                    resource = created
                    return created
                }, observableFactory: { _ in xs.asObservable() })
            }
            log.events(res)
            log.subscriptions(xs)
            log("resource disposed", resource?.isDisposed ?? false)
        },
        Scenario("creation/usingError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            var resource: BooleanDisposable?
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.a)])
            let res = scheduler.start {
                Observable.using({ () -> BooleanDisposable in
                    let created = BooleanDisposable()
                    resource = created
                    return created
                }, observableFactory: { _ in xs.asObservable() })
            }
            log.events(res)
            log.subscriptions(xs)
            log("resource disposed", resource?.isDisposed ?? false)
        },
        Scenario("creation/usingResourceFactoryThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            var factoryCalled = false
            let res = scheduler.start {
                Observable<Int>.using({ () -> BooleanDisposable in
                    throw TestError.b
                }, observableFactory: { _ in
                    factoryCalled = true
                    return Observable.just(1)
                })
            }
            log.events(res)
            log("observable factory called", factoryCalled)
        },
        Scenario("creation/usingObservableFactoryThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            var resource: BooleanDisposable?
            let res = scheduler.start {
                Observable<Int>.using({ () -> BooleanDisposable in
                    let created = BooleanDisposable()
                    resource = created
                    return created
                }, observableFactory: { _ in throw TestError.c })
            }
            log.events(res)
            log("resource disposed", resource?.isDisposed ?? false)
        },
        Scenario("creation/usingReturnsSubject") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let subject = PublishSubject<Int>()
            let resource = BooleanDisposable()
            scheduler.scheduleAt(210) { subject.onNext(1) }
            scheduler.scheduleAt(220) { subject.onNext(2) }
            let res = scheduler.start(disposed: 230) {
                Observable.using({ resource }, observableFactory: { _ in subject })
            }
            log.events(res)
            log("resource disposed", resource.isDisposed, "observers", subject.hasObservers)
        },
        Scenario("creation/usingCallbackOrder") { log in
            let resource = BooleanDisposable()
            _ = Observable.using({ resource }, observableFactory: { _ in
                Observable.of(1, 2).do(onDispose: { log("inner onDispose, resource disposed", resource.isDisposed) })
            })
            .subscribe(
                onNext: { log("next", $0) },
                onCompleted: { log("completed, resource disposed", resource.isDisposed) },
                onDisposed: { log("disposed, resource disposed", resource.isDisposed) }
            )
            log("after, resource disposed", resource.isDisposed)
        },
    ]
}

/// Sequences that emit one element per scheduled action: on a scheduler that runs actions inside `schedule`, and
/// interleaved with other work on the trampoline.
private func creationSteppingScenarios() -> [Scenario] {
    [
        Scenario("creation/ofOnSynchronousScheduler") { log in
            _ = Observable.of(1, 2, 3, scheduler: SynchronousScheduler()).subscribe(
                onNext: { log("next", $0) },
                onCompleted: { log("completed") },
                onDisposed: { log("disposed") }
            )
            log("after subscribe")
        },
        Scenario("creation/fromArrayOnSynchronousSchedulerTake") { log in
            _ = Observable.from([1, 2, 3, 4, 5], scheduler: SynchronousScheduler())
                .do(onDispose: { log("source disposed") })
                .take(2)
                .subscribe(onNext: { log("next", $0) }, onCompleted: { log("completed") })
            log("after subscribe")
        },
        Scenario("creation/rangeOnSynchronousScheduler") { log in
            _ = Observable.range(start: 5, count: 3, scheduler: SynchronousScheduler())
                .subscribe(onNext: { log("next", $0) }, onCompleted: { log("completed") })
        },
        Scenario("creation/generateOnSynchronousScheduler") { log in
            _ = Observable.generate(
                initialState: 1, condition: { $0 < 20 }, scheduler: SynchronousScheduler(), iterate: { $0 * 3 }
            )
            .subscribe(onNext: { log("next", $0) }, onCompleted: { log("completed") })
        },
        Scenario("creation/generateThrowingOnSynchronousScheduler") { log in
            _ = Observable.generate(
                initialState: 1, condition: { $0 < 20 }, scheduler: SynchronousScheduler(),
                iterate: { value in
                    if value == 3 { throw TestError.b }
                    return value + 1
                }
            )
            .subscribe(onNext: { log("next", $0) }, onError: { log("error", describe($0)) })
        },
        Scenario("creation/mergedSequencesInterleaveOnTrampoline") { log in
            _ = Observable.merge(
                Observable.of(1, 2, 3),
                Observable.from([10, 20]),
                Observable.range(start: 100, count: 2),
                Observable.repeatElement(7).take(2),
                Observable.generate(initialState: 0, condition: { $0 < 2 }, iterate: { $0 + 1 }).map { $0 + 50 }
            )
            .subscribe(onNext: { log("next", $0) }, onCompleted: { log("completed") })
        },
        Scenario("creation/sequenceDisposedFromOnNextInsideTrampoline") { log in
            var subscription: Disposable?
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                subscription = Observable.of(1, 2, 3, 4)
                    .do(onDispose: { log("source disposed") })
                    .subscribe(onNext: { value in
                        log("next", value)
                        if value == 2 { subscription?.dispose() }
                    }, onDisposed: { log("disposed") })
                log("subscribed")
                return Disposables.create()
            }
            log("after trampoline")
        },
        Scenario("creation/workQueuedByOnNextRunsBetweenSteps") { log in
            _ = Observable.of(1, 2, 3).subscribe(onNext: { value in
                log("next", value)
                _ = CurrentThreadScheduler.instance.schedule(value) { queued in
                    log("queued action", queued)
                    return Disposables.create()
                }
            }, onCompleted: { log("completed") })
        },
        Scenario("creation/ofOnTestSchedulerDisposedFromOnNext") { log in
            let scheduler = TestScheduler(initialClock: 0)
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                subscription = Observable.of(1, 2, 3, 4, scheduler: scheduler).subscribe(onNext: { value in
                    log("next", value, "at", scheduler.clock)
                    if value == 2 { subscription?.dispose() }
                }, onDisposed: { log("disposed at", scheduler.clock) })
            }
            scheduler.start()
            log("clock", scheduler.clock)
        },
        Scenario("creation/intervalOnTestSchedulerDisposedFromOnNext") { log in
            let scheduler = TestScheduler(initialClock: 0)
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                subscription = Observable<Int>.interval(.seconds(10), scheduler: scheduler).subscribe(onNext: { value in
                    log("next", value, "at", scheduler.clock)
                    if value == 2 { subscription?.dispose() }
                }, onDisposed: { log("disposed at", scheduler.clock) })
            }
            scheduler.start()
            log("clock", scheduler.clock)
        },
        Scenario("creation/justOnSynchronousScheduler") { log in
            _ = Observable.just(1, scheduler: SynchronousScheduler())
                .subscribe(onNext: { log("next", $0) }, onCompleted: { log("completed") }, onDisposed: { log("disposed") })
            log("after subscribe")
        },
    ]
}
