// SendableRx compatibility scenarios — programs as RxSwift users write them: callback order, the trampoline,
// disposal order, subjects driven by hand.

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

func programScenarios() -> [Scenario] {
    [
        Scenario("programs/subscribeCallbacksInOrder") { log in
            _ = Observable.of(1, 2, 3).subscribe(
                onNext: { log("next", $0) },
                onError: { log("error", describe($0)) },
                onCompleted: { log("completed") },
                onDisposed: { log("disposed") }
            )
            log("end")
        },
        Scenario("programs/errorCallbacksInOrder") { log in
            _ = Observable<Int>.error(TestError.a).subscribe(
                onNext: { log("next", $0) },
                onError: { log("error", describe($0)) },
                onCompleted: { log("completed") },
                onDisposed: { log("disposed") }
            )
            log("end")
        },
        Scenario("programs/createDisposalOrder") { log in
            let source = Observable<Int>.create { observer in
                log("subscribed")
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
                observer.onNext(3)
                return Disposables.create { log("create's disposable") }
            }
            _ = source.subscribe(
                onNext: { log("next", $0) },
                onCompleted: { log("completed") },
                onDisposed: { log("disposed") }
            )
            log("end")
        },
        Scenario("programs/takeOneFromCreate") { log in
            let source = Observable<Int>.create { observer in
                log("subscribed")
                observer.onNext(1)
                log("after first")
                observer.onNext(2)
                log("after second")
                return Disposables.create { log("create's disposable") }
            }
            _ = source.take(1).subscribe(
                onNext: { log("next", $0) },
                onCompleted: { log("completed") },
                onDisposed: { log("disposed") }
            )
            log("end")
        },
        Scenario("programs/doCallbacksAroundSubscribe") { log in
            _ = Observable.of(1, 2)
                .do(
                    onNext: { log("do next", $0) },
                    afterNext: { log("do afterNext", $0) },
                    onCompleted: { log("do completed") },
                    afterCompleted: { log("do afterCompleted") },
                    onSubscribe: { log("do subscribe") },
                    onSubscribed: { log("do subscribed") },
                    onDispose: { log("do dispose") }
                )
                .subscribe(
                    onNext: { log("next", $0) },
                    onCompleted: { log("completed") },
                    onDisposed: { log("disposed") }
                )
            log("end")
        },
        Scenario("programs/nestedSubscriptionOnTheTrampoline") { log in
            let bag = DisposeBag()
            Observable.of(1, 2)
                .subscribe(onNext: { x in
                    log("outer", x)
                    Observable.of(10, 20)
                        .subscribe(onNext: { log("inner", x, $0) }, onCompleted: { log("inner completed", x) })
                        .disposed(by: bag)
                    log("outer returns", x)
                }, onCompleted: { log("outer completed") })
                .disposed(by: bag)
            log("end")
        },
        Scenario("programs/currentThreadSchedulerNesting") { log in
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log("a")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    log("c")
                    return Disposables.create()
                }
                log("b")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    log("d")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            log("end")
        },
        Scenario("programs/recursiveSchedulingOnCurrentThread") { log in
            _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { value, recurse in
                log("step", value)
                if value < 3 { recurse(value + 1) }
                log("after", value)
            }
            log("end")
        },
        Scenario("programs/disposeBagDisposesInOrder") { log in
            var bag: DisposeBag? = DisposeBag()
            Disposables.create { log("first") }.disposed(by: bag!)
            Disposables.create { log("second") }.disposed(by: bag!)
            Disposables.create { log("third") }.disposed(by: bag!)
            log("releasing")
            bag = nil
            log("released")
            _ = bag
        },
        Scenario("programs/compositeDisposableAfterDispose") { log in
            let composite = CompositeDisposable()
            _ = composite.insert(Disposables.create { log("a") })
            let key = composite.insert(Disposables.create { log("b") })
            log("count", composite.count)
            if let key { composite.remove(for: key) }
            log("count after remove", composite.count)
            composite.dispose()
            log("disposed", composite.isDisposed)
            _ = composite.insert(Disposables.create { log("inserted after dispose") })
            log("count at end", composite.count)
        },
        Scenario("programs/serialDisposableReplaces") { log in
            let serial = SerialDisposable()
            serial.disposable = Disposables.create { log("first disposed") }
            log("set second")
            serial.disposable = Disposables.create { log("second disposed") }
            log("dispose")
            serial.dispose()
            log("set third")
            serial.disposable = Disposables.create { log("third disposed") }
            log("end", serial.isDisposed)
        },
        Scenario("programs/singleAssignmentDisposedFirst") { log in
            let single = SingleAssignmentDisposable()
            single.dispose()
            log("disposed", single.isDisposed)
            single.setDisposable(Disposables.create { log("disposed on set") })
            log("end")
        },
        Scenario("programs/refCountDisposable") { log in
            let refCount = RefCountDisposable(disposable: Disposables.create { log("underlying disposed") })
            let first = refCount.retain()
            let second = refCount.retain()
            log("dispose the primary")
            refCount.dispose()
            log("dispose first")
            first.dispose()
            log("dispose second")
            second.dispose()
            log("end", refCount.isDisposed)
        },
        Scenario("programs/behaviorSubjectDrivenByHand") { log in
            let subject = BehaviorSubject(value: 0)
            let subscription = subject.map { $0 * 10 }.subscribe(
                onNext: { log("next", $0) }, onCompleted: { log("completed") }, onDisposed: { log("disposed") }
            )
            subject.onNext(1)
            subject.onNext(2)
            attempt(log, "value") { try subject.value() }
            subscription.dispose()
            subject.onNext(3)
            subject.onCompleted()
            attempt(log, "value after completion") { try subject.value() }
            _ = subject.subscribe(onNext: { log("late next", $0) }, onCompleted: { log("late completed") })
        },
        Scenario("programs/subscribeInsideOnNextOfSubject") { log in
            let subject = PublishSubject<Int>()
            let bag = DisposeBag()
            let innerBag = DisposeBag()
            subject.subscribe(onNext: { value in
                log("outer", value)
                if value == 1 {
                    subject.subscribe(onNext: { log("inner", $0) }).disposed(by: innerBag)
                }
            }).disposed(by: bag)
            subject.onNext(1)
            subject.onNext(2)
            subject.onCompleted()
        },
        Scenario("programs/disposeInsideOnNext") { log in
            let subject = PublishSubject<Int>()
            var subscription: Disposable?
            subscription = subject.subscribe(
                onNext: { value in
                    log("next", value)
                    if value == 2 { subscription?.dispose() }
                },
                onDisposed: { log("disposed") }
            )
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            log("has observers", subject.hasObservers)
        },
        Scenario("programs/concatOfJustsSynchronously") { log in
            _ = Observable.concat([Observable.just(1), Observable.just(2), Observable.of(3, 4)])
                .subscribe(onNext: { log("next", $0) }, onCompleted: { log("completed") })
        },
        Scenario("programs/flatMapOverSubjects") { log in
            let outer = PublishSubject<Int>()
            let a = PublishSubject<String>()
            let b = PublishSubject<String>()
            _ = outer.flatMap { $0 == 0 ? a.asObservable() : b.asObservable() }
                .subscribe(onNext: { log("next", $0) }, onCompleted: { log("completed") })
            outer.onNext(0)
            a.onNext("a1")
            outer.onNext(1)
            b.onNext("b1")
            a.onNext("a2")
            outer.onCompleted()
            a.onCompleted()
            b.onNext("b2")
            b.onCompleted()
        },
        Scenario("programs/flatMapLatestOverSubjects") { log in
            let outer = PublishSubject<Int>()
            let a = PublishSubject<String>()
            let b = PublishSubject<String>()
            _ = outer.flatMapLatest { $0 == 0 ? a.asObservable() : b.asObservable() }
                .subscribe(onNext: { log("next", $0) }, onCompleted: { log("completed") })
            outer.onNext(0)
            a.onNext("a1")
            outer.onNext(1)
            a.onNext("a2")
            b.onNext("b1")
            outer.onCompleted()
            b.onCompleted()
            log("a has observers", a.hasObservers, "b has observers", b.hasObservers)
        },
        Scenario("programs/shareReplayLateSubscriber") { log in
            let subject = PublishSubject<Int>()
            var subscriptions = 0
            let shared = Observable<Int>.deferred {
                subscriptions += 1
                return subject.asObservable()
            }.share(replay: 1)
            let first = shared.subscribe(onNext: { log("first", $0) })
            subject.onNext(1)
            let second = shared.subscribe(onNext: { log("second", $0) })
            subject.onNext(2)
            first.dispose()
            second.dispose()
            _ = shared.subscribe(onNext: { log("third", $0) })
            subject.onNext(3)
            log("subscriptions", subscriptions)
            subject.onCompleted()
        },
        Scenario("programs/combineLatestOfSubjects") { log in
            let a = BehaviorSubject(value: 1)
            let b = PublishSubject<String>()
            _ = Observable.combineLatest(a, b) { "\($0)\($1)" }
                .subscribe(onNext: { log("next", $0) }, onCompleted: { log("completed") })
            b.onNext("x")
            a.onNext(2)
            a.onCompleted()
            b.onNext("y")
            b.onCompleted()
        },
        Scenario("programs/withLatestFromOfSubjects") { log in
            let button = PublishSubject<Void>()
            let text = BehaviorSubject(value: "")
            _ = button.withLatestFrom(text).subscribe(onNext: { log("tapped with", $0) })
            button.onNext(())
            text.onNext("hello")
            button.onNext(())
            text.onNext("world")
            text.onNext("again")
            button.onNext(())
            button.onCompleted()
        },
        Scenario("programs/relaysAcceptAndReplay") { log in
            let relay = BehaviorRelay(value: "a")
            _ = relay.subscribe(onNext: { log("next", $0) })
            relay.accept("b")
            log("value", relay.value)
            let publish = PublishRelay<Int>()
            _ = publish.subscribe(onNext: { log("publish", $0) })
            publish.accept(1)
            let replay = ReplayRelay<Int>.create(bufferSize: 2)
            replay.accept(1)
            replay.accept(2)
            replay.accept(3)
            _ = replay.subscribe(onNext: { log("replay", $0) })
        },
        Scenario("programs/bindToRelays") { log in
            let relay = PublishRelay<Int>()
            let behavior = BehaviorRelay(value: 0)
            _ = relay.subscribe(onNext: { log("relay", $0) })
            _ = behavior.subscribe(onNext: { log("behavior", $0) })
            let other = PublishRelay<Int>()
            _ = other.subscribe(onNext: { log("other", $0) })
            let subscription = Observable.of(1, 2).bind(to: relay, other)
            _ = Observable.of(3, 4).bind(to: behavior)
            log("value", behavior.value)
            subscription.dispose()
        },
        Scenario("programs/scanReduceToArray") { log in
            _ = Observable.of(1, 2, 3, 4).scan(0, accumulator: +).subscribe(onNext: { log("scan", $0) })
            _ = Observable.of(1, 2, 3, 4).reduce(0, accumulator: +).subscribe(onNext: { log("reduce", $0) })
            _ = Observable.of(1, 2, 3).toArray().subscribe(onSuccess: { log("toArray", $0) })
        },
        Scenario("programs/catchAndRetryProgram") { log in
            var attempts = 0
            let flaky = Observable<Int>.create { observer in
                attempts += 1
                log("attempt", attempts)
                observer.onNext(attempts)
                if attempts < 3 {
                    observer.onError(TestError.a)
                } else {
                    observer.onCompleted()
                }
                return Disposables.create { log("disposed attempt", attempts) }
            }
            _ = flaky.retry(5).subscribe(
                onNext: { log("next", $0) }, onError: { log("error", describe($0)) },
                onCompleted: { log("completed") }
            )
            _ = Observable<Int>.error(TestError.b).catchAndReturn(7).subscribe(onNext: { log("caught", $0) })
        },
        Scenario("programs/virtualTimeProgram") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let bag = DisposeBag()
            Observable<Int>.interval(.seconds(10), scheduler: scheduler)
                .take(3)
                .map { $0 * 2 }
                .subscribe(
                    onNext: { log("tick", $0, "at", scheduler.clock) },
                    onCompleted: { log("completed at", scheduler.clock) },
                    onDisposed: { log("disposed at", scheduler.clock) }
                )
                .disposed(by: bag)
            scheduler.start()
            log("clock", scheduler.clock)
        },
        Scenario("programs/endedSubscriptionsReleaseTheirHandlers") { log in
            // A view model's habit: handlers that capture the owner of the bag that keeps the subscription.
            func released(_ label: String, _ subscribe: (LifetimeOwner) -> Disposable) {
                lifetime(log, label) { owner in subscribe(owner).disposed(by: owner.bag) }
            }
            released("observable") { owner in
                Observable.of(1, 2).subscribe(
                    onNext: { owner.values.append("\($0)") }, onCompleted: { owner.values.append("c") },
                    onDisposed: { owner.values.append("d") })
            }
            released("single") { owner in
                Single.just(1).subscribe(
                    onSuccess: { owner.values.append("\($0)") }, onFailure: { _ in owner.values.append("e") },
                    onDisposed: { owner.values.append("d") })
            }
            released("single failure") { owner in
                Single<Int>.error(TestError.a).subscribe(
                    onFailure: { _ in owner.values.append("e") }, onDisposed: { owner.values.append("d") })
            }
            released("maybe") { owner in
                Maybe<Int>.empty().subscribe(
                    onSuccess: { owner.values.append("\($0)") }, onCompleted: { owner.values.append("c") },
                    onDisposed: { owner.values.append("d") })
            }
            released("completable") { owner in
                Completable.empty().subscribe(
                    onCompleted: { owner.values.append("c") }, onDisposed: { owner.values.append("d") })
            }
            released("infallible") { owner in
                Infallible.of(1, 2).subscribe(
                    onNext: { owner.values.append("\($0)") }, onDisposed: { owner.values.append("d") })
            }
            released("observable subscribe(with:)") { owner in
                Observable.of(4).subscribe(
                    with: owner, onNext: { owner, value in owner.values.append("\(value)") },
                    onDisposed: { owner in owner.values.append("d") })
            }
            released("single result closure") { owner in
                Single.just(5).subscribe { result in
                    if case .success(let value) = result { owner.values.append("\(value)") }
                }
            }
            released("maybe event closure") { owner in
                Maybe.just(6).subscribe { event in
                    if case .success(let value) = event { owner.values.append("\(value)") }
                }
            }
            released("completable event closure") { owner in
                Completable.empty().subscribe { event in
                    if case .completed = event { owner.values.append("c") }
                }
            }
            released("bind(onNext:)") { owner in
                Observable.of(7).bind(onNext: { owner.values.append("\($0)") })
            }
            released("shared and flatMapped") { owner in
                Observable.of(1, 2).share(replay: 1).flatMap { Observable.of($0, $0 * 10) }
                    .toArray()
                    .subscribe(onSuccess: { owner.values.append("\($0)") }, onDisposed: { owner.values.append("d") })
            }
            released("event handler") { owner in
                Observable.of(8).subscribe { event in owner.values.append("\(event)") }
            }
            released("subscribe(with:)") { owner in
                Single.just(3).subscribe(
                    with: owner, onSuccess: { owner, value in owner.values.append("\(value)") },
                    onDisposed: { owner in owner.values.append("d") })
            }
        },
        Scenario("programs/subscriptionsDoNotKeepSubjectsAlive") { log in
            func check<S: AnyObject>(_ label: String, _ make: () -> S, _ subscribe: (S, DisposeBag) -> Void) {
                let bag = DisposeBag()
                weak var weakSubject: S?
                do {
                    let subject = make()
                    weakSubject = subject
                    subscribe(subject, bag)
                }
                log(label, "subject released", weakSubject == nil)
            }
            check("publish", { PublishSubject<Int>() }) { s, bag in
                s.subscribe(onNext: { log("publish next", $0) }).disposed(by: bag)
                s.onNext(1)
            }
            check("behavior", { BehaviorSubject(value: 2) }) { s, bag in
                s.subscribe(onNext: { log("behavior next", $0) }).disposed(by: bag)
            }
            check("replay", { ReplaySubject<Int>.create(bufferSize: 1) }) { s, bag in
                s.onNext(3)
                s.subscribe(onNext: { log("replay next", $0) }).disposed(by: bag)
            }
            check("async", { AsyncSubject<Int>() }) { s, bag in
                s.subscribe(onNext: { log("async next", $0) }).disposed(by: bag)
            }
            check("behavior relay", { BehaviorRelay(value: 4) }) { r, bag in
                r.subscribe(onNext: { log("relay next", $0) }).disposed(by: bag)
            }
            check("publish relay mapped", { PublishRelay<Int>() }) { r, bag in
                r.map { $0 + 1 }.subscribe(onNext: { log("mapped next", $0) }).disposed(by: bag)
                r.accept(5)
            }
        },
        Scenario("programs/testSchedulerAdvanceTo") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.createObserver(Int.self)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let bag = DisposeBag()
            scheduler.scheduleAt(5) { xs.subscribe(observer).disposed(by: bag) }
            scheduler.advanceTo(20)
            log.events(observer)
            log("clock", scheduler.clock)
            scheduler.start()
            log.events(observer, "after start")
            log.subscriptions(xs)
        },
    ]
}
