// SendableRx compatibility scenarios — traits: `Single`, `Maybe`, `Completable` and `Infallible`; how they are
// created, converted, combined and subscribed, and in which order their callbacks run.

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

/// The deprecated `Single.subscribe(onSuccess:onError:onDisposed:)`, reached through a protocol whose witness is
/// itself deprecated, so that the scenarios compile without a deprecation warning.
protocol LegacySingleSubscribing {
    associatedtype Element
    func legacySubscribe(
        onSuccess: ((Element) -> Void)?,
        onError: @escaping (Error) -> Void,
        onDisposed: (() -> Void)?
    ) -> Disposable
}

extension PrimitiveSequence: LegacySingleSubscribing where Trait == SingleTrait {
    @available(*, deprecated, message: "calls the deprecated subscribe(onSuccess:onError:onDisposed:)")
    func legacySubscribe(
        onSuccess: ((Element) -> Void)?,
        onError: @escaping (Error) -> Void,
        onDisposed: (() -> Void)?
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onError: onError, onDisposed: onDisposed)
    }
}

/// Subscribes `single` with logging `onSuccess`, `onFailure` and `onDisposed` handlers.
func logSubscribe<Element>(_ log: Log, _ single: Single<Element>, _ label: String = "") -> Disposable {
    single.subscribe(
        onSuccess: { log(label + "success", $0) },
        onFailure: { log(label + "failure", describe($0)) },
        onDisposed: { log(label + "disposed") }
    )
}

/// Subscribes `maybe` with logging handlers.
func logSubscribe<Element>(_ log: Log, _ maybe: Maybe<Element>, _ label: String = "") -> Disposable {
    maybe.subscribe(
        onSuccess: { log(label + "success", $0) },
        onError: { log(label + "error", describe($0)) },
        onCompleted: { log(label + "completed") },
        onDisposed: { log(label + "disposed") }
    )
}

/// Subscribes `completable` with logging handlers.
func logSubscribe(_ log: Log, _ completable: Completable, _ label: String = "") -> Disposable {
    completable.subscribe(
        onCompleted: { log(label + "completed") },
        onError: { log(label + "error", describe($0)) },
        onDisposed: { log(label + "disposed") }
    )
}

/// Subscribes `infallible` with logging handlers.
func logSubscribe<Element>(_ log: Log, _ infallible: Infallible<Element>, _ label: String = "") -> Disposable {
    infallible.subscribe(
        onNext: { log(label + "next", $0) },
        onCompleted: { log(label + "completed") },
        onDisposed: { log(label + "disposed") }
    )
}

/// An object for the `with:` forms.
final class TraitOwner {
    let name: String
    init(_ name: String) { self.name = name }
}

func traitScenarios() -> [Scenario] {
    singleScenarios() + maybeScenarios() + completableScenarios() + conversionScenarios() + primitiveScenarios()
        + infallibleScenarios() + infallibleCompatibilityScenarios() + bindingScenarios() + timingScenarios()
}

// MARK: - Single

func singleScenarios() -> [Scenario] {
    [
        Scenario("traits/singleCreateSuccessOrder") { log in
            let single = Single<Int>.create { observer in
                log("subscribe")
                observer(.success(1))
                log("after success")
                observer(.success(2))
                observer(.failure(TestError.a))
                return Disposables.create { log("create disposable disposed") }
            }
            _ = logSubscribe(log, single)
            log("returned")
        },
        Scenario("traits/singleCreateFailureOrder") { log in
            let single = Single<Int>.create { observer in
                observer(.failure(TestError.a))
                observer(.success(2))
                return Disposables.create { log("create disposable disposed") }
            }
            _ = logSubscribe(log, single)
        },
        Scenario("traits/singleCreateDisposeBeforeResult") { log in
            let single = Single<Int>.create { _ in
                log("subscribe")
                return Disposables.create { log("create disposable disposed") }
            }
            let subscription = logSubscribe(log, single)
            log("disposing")
            subscription.dispose()
            subscription.dispose()
            log("disposed twice")
        },
        Scenario("traits/singleCreateLateResultAfterDispose") { log in
            var report: ((SingleEvent<Int>) -> Void)?
            let single = Single<Int>.create { observer in
                report = observer
                return Disposables.create { log("create disposable disposed") }
            }
            let subscription = logSubscribe(log, single)
            subscription.dispose()
            report?(.success(5))
            log("after late success")
        },
        Scenario("traits/singleCreateAsyncResult") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let single = Single<Int>.create { observer in
                let work = scheduler.scheduleRelative((), dueTime: .seconds(50)) { _ in
                    observer(.success(42))
                    return Disposables.create()
                }
                return Disposables.create { log("cancel at", scheduler.clock); work.dispose() }
            }
            let res = scheduler.start { single.asObservable() }
            log.events(res)
        },
        Scenario("traits/singleCreateAsyncDisposedFirst") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let single = Single<Int>.create { observer in
                let work = scheduler.scheduleRelative((), dueTime: .seconds(900)) { _ in
                    observer(.success(42))
                    return Disposables.create()
                }
                return Disposables.create { log("cancel at", scheduler.clock); work.dispose() }
            }
            let res = scheduler.start(disposed: 500) { single.asObservable() }
            log.events(res)
        },
        Scenario("traits/singleSubscribeResultHandler") { log in
            _ = Single.just(1).subscribe { result in
                switch result {
                case .success(let value): log("success", value)
                case .failure(let error): log("failure", describe(error))
                }
            }
            _ = Single<Int>.error(TestError.b).subscribe { result in
                switch result {
                case .success(let value): log("success", value)
                case .failure(let error): log("failure", describe(error))
                }
            }
        },
        Scenario("traits/singleSubscribeWithObject") { log in
            let owner = TraitOwner("o")
            _ = Single.just(3).subscribe(
                with: owner,
                onSuccess: { owner, value in log(owner.name, "success", value) },
                onFailure: { owner, error in log(owner.name, "failure", describe(error)) },
                onDisposed: { owner in log(owner.name, "disposed") }
            )
            _ = Single<Int>.error(TestError.a).subscribe(
                with: owner,
                onSuccess: { owner, value in log(owner.name, "success", value) },
                onFailure: { owner, error in log(owner.name, "failure", describe(error)) },
                onDisposed: { owner in log(owner.name, "disposed") }
            )
        },
        Scenario("traits/singleSubscribeWithReleasedObject") { log in
            var owner: TraitOwner? = TraitOwner("o")
            let subject = PublishSubject<Int>()
            _ = subject.asSingle().subscribe(
                with: owner!,
                onSuccess: { owner, value in log(owner.name, "success", value) },
                onFailure: { owner, error in log(owner.name, "failure", describe(error)) },
                onDisposed: { owner in log(owner.name, "disposed") }
            )
            owner = nil
            subject.onNext(1)
            subject.onCompleted()
            log("owner released", owner == nil)
        },
        Scenario("traits/singleDeprecatedOnErrorForm") { log in
            func legacy<S: LegacySingleSubscribing>(_ single: S) -> Disposable where S.Element == Int {
                single.legacySubscribe(
                    onSuccess: { log("success", $0) },
                    onError: { log("error", describe($0)) },
                    onDisposed: { log("disposed") }
                )
            }
            _ = legacy(Single.just(1))
            _ = legacy(Single<Int>.error(TestError.c))
        },
        Scenario("traits/singleWithoutFailureHandler") { log in
            _ = Single.just(1).subscribe(onSuccess: { log("success", $0) })
            _ = Single.just(2).subscribe(onDisposed: { log("disposed") })
            _ = Single.just(3).subscribe()
            log("done")
        },
        Scenario("traits/singleJustErrorNever") { log in
            let scheduler = TestScheduler(initialClock: 0)
            log.events(scheduler.start { Single.just(1).asObservable() }, "just")
            log.events(scheduler.start { Single<Int>.error(TestError.a).asObservable() }, "error")
            log.events(scheduler.start { Single<Int>.never().asObservable() }, "never")
        },
        Scenario("traits/singleJustOnScheduler") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Single.just(7, scheduler: scheduler).asObservable() }
            log.events(res)
        },
        Scenario("traits/singleDeferred") { log in
            var count = 0
            let single = Single<Int>.deferred {
                count += 1
                log("factory", count)
                return .just(count * 10)
            }
            log("created")
            _ = logSubscribe(log, single, "a ")
            _ = logSubscribe(log, single, "b ")
        },
        Scenario("traits/singleDeferredThrows") { log in
            let single = Single<Int>.deferred { throw TestError.b }
            _ = logSubscribe(log, single)
        },
        Scenario("traits/singleMap") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
            let res = scheduler.start { xs.asSingle().map { $0 * 10 }.asObservable() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("traits/singleMapThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
            let res = scheduler.start { xs.asSingle().map { _ -> Int in throw TestError.a }.asObservable() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("traits/singleFlatMap") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
            let ys = scheduler.createColdObservable([.next(30, 5), .completed(30)])
            let res = scheduler.start { xs.asSingle().flatMap { x in ys.asSingle().map { $0 + x } }.asObservable() }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/singleFlatMapInnerFails") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
            let ys = scheduler.createColdObservable([.error(30, TestError.b)] as [Recorded<Event<Int>>])
            let res = scheduler.start { xs.asSingle().flatMap { _ in ys.asSingle() }.asObservable() }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/singleFlatMapSelectorThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
            let res = scheduler.start {
                xs.asSingle().flatMap { _ -> Single<Int> in throw TestError.c }.asObservable()
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("traits/singleFlatMapDisposedDuringInner") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
            let ys = scheduler.createColdObservable([.next(500, 5), .completed(500)])
            let res = scheduler.start(disposed: 400) { xs.asSingle().flatMap { _ in ys.asSingle() }.asObservable() }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/singleFlatMapMaybe") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
            let ys = scheduler.createColdObservable([.completed(30)] as [Recorded<Event<Int>>])
            let zs = scheduler.createColdObservable([.next(5, 9), .completed(5)])
            log.events(scheduler.start { xs.asSingle().flatMapMaybe { _ in ys.asMaybe() }.asObservable() }, "empty")
            log.subscriptions(ys, "ys")
            let scheduler2 = TestScheduler(initialClock: 0)
            let xs2 = scheduler2.createHotObservable([.next(210, 2), .completed(220)])
            let zs2 = scheduler2.createColdObservable([.next(5, 9), .completed(5)])
            log.events(scheduler2.start { xs2.asSingle().flatMapMaybe { x in zs2.asMaybe().map { $0 + x } }.asObservable() }, "just")
            log.subscriptions(zs2, "zs")
            _ = zs
        },
        Scenario("traits/singleFlatMapCompletable") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
            let ys = scheduler.createColdObservable([.completed(30)] as [Recorded<Event<Never>>])
            let res = scheduler.start { xs.asSingle().flatMapCompletable { _ in ys.asCompletable() }.asObservable() }
            log.events(res)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/singleFilterAndCompactMap") { log in
            _ = logSubscribe(log, Single.just(1).filter { $0 > 0 }, "keep ")
            _ = logSubscribe(log, Single.just(1).filter { $0 > 5 }, "drop ")
            _ = logSubscribe(log, Single.just(1).filter { _ in throw TestError.a }, "throw ")
            _ = logSubscribe(log, Single.just(1).compactMap { $0 > 0 ? "yes" : nil }, "some ")
            _ = logSubscribe(log, Single.just(1).compactMap { $0 > 5 ? "yes" : nil }, "none ")
            _ = logSubscribe(log, Single<Int>.error(TestError.b).filter { _ in true }, "error ")
        },
        Scenario("traits/singleCatch") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.error(210, TestError.a)] as [Recorded<Event<Int>>])
            let ys = scheduler.createColdObservable([.next(20, 8), .completed(20)])
            let res = scheduler.start {
                xs.asSingle().catch { error in
                    log("handler", describe(error), "at", scheduler.clock)
                    return ys.asSingle()
                }.asObservable()
            }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/singleCatchHandlerThrows") { log in
            _ = logSubscribe(log, Single<Int>.error(TestError.a).catch { _ in throw TestError.b })
            _ = logSubscribe(log, Single<Int>.just(1).catch { _ in throw TestError.b }, "ok ")
        },
        Scenario("traits/singleCatchAndReturn") { log in
            _ = logSubscribe(log, Single<Int>.error(TestError.a).catchAndReturn(9))
            _ = logSubscribe(log, Single<Int>.just(1).catchAndReturn(9))
        },
        Scenario("traits/singleRetryCount") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.error(10, TestError.a)] as [Recorded<Event<Int>>])
            let res = scheduler.start { xs.asSingle().retry(3).asObservable() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("traits/singleRetrySucceeds") { log in
            var attempts = 0
            let single = Single<Int>.create { observer in
                attempts += 1
                log("attempt", attempts)
                if attempts < 3 {
                    observer(.failure(TestError.a))
                } else {
                    observer(.success(attempts))
                }
                return Disposables.create { log("attempt disposed", attempts) }
            }
            _ = logSubscribe(log, single.retry(5))
        },
        Scenario("traits/singleRetryZeroAndOne") { log in
            var attempts = 0
            let single = Single<Int>.create { observer in
                attempts += 1
                observer(.failure(TestError.a))
                return Disposables.create()
            }
            _ = logSubscribe(log, single.retry(1), "one ")
            log("attempts", attempts)
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.error(10, TestError.a)] as [Recorded<Event<Int>>])
            let res = scheduler.start { xs.asSingle().retry(0).asObservable() }
            log.events(res, "zero")
            log.subscriptions(xs)
        },
        Scenario("traits/singleRetryWhen") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.error(10, TestError.a)] as [Recorded<Event<Int>>])
            let res = scheduler.start {
                xs.asSingle().retry { (errors: Observable<TestError>) in
                    errors.scan(0) { count, _ in count + 1 }.flatMap { count -> Observable<Int> in
                        count < 3 ? Observable.just(count).delay(.seconds(5), scheduler: scheduler) : Observable.error(TestError.c)
                    }
                }.asObservable()
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("traits/singleRetryWhenAnyErrorCompletes") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.error(10, TestError.a)] as [Recorded<Event<Int>>])
            let res = scheduler.start {
                xs.asSingle().retry(when: { (errors: Observable<Error>) in errors.take(2) }).asObservable()
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("traits/singleRetryWhenSubjectTrigger") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.error(10, TestError.a)] as [Recorded<Event<Int>>])
            let trigger = PublishSubject<Void>()
            scheduler.scheduleAt(300) { trigger.onNext(()) }
            scheduler.scheduleAt(400) { trigger.onCompleted() }
            let res = scheduler.start {
                xs.asSingle().retry(when: { (errors: Observable<Error>) in trigger }).asObservable()
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("traits/singleDoOrder") { log in
            let single = Single.just(1).do(
                onSuccess: { log("do onSuccess", $0) },
                afterSuccess: { log("do afterSuccess", $0) },
                onError: { log("do onError", describe($0)) },
                afterError: { log("do afterError", describe($0)) },
                onSubscribe: { log("do onSubscribe") },
                onSubscribed: { log("do onSubscribed") },
                onDispose: { log("do onDispose") }
            )
            _ = logSubscribe(log, single)
            let failing = Single<Int>.error(TestError.a).do(
                onSuccess: { log("do onSuccess", $0) },
                afterSuccess: { log("do afterSuccess", $0) },
                onError: { log("do onError", describe($0)) },
                afterError: { log("do afterError", describe($0)) },
                onSubscribe: { log("do onSubscribe") },
                onSubscribed: { log("do onSubscribed") },
                onDispose: { log("do onDispose") }
            )
            _ = logSubscribe(log, failing)
        },
        Scenario("traits/singleDoThrows") { log in
            _ = logSubscribe(log, Single.just(1).do(onSuccess: { _ in throw TestError.a }), "onSuccess ")
            _ = logSubscribe(log, Single.just(1).do(afterSuccess: { _ in throw TestError.b }), "afterSuccess ")
            _ = logSubscribe(log, Single<Int>.error(TestError.a).do(onError: { _ in throw TestError.c }), "onError ")
            _ = logSubscribe(log, Single<Int>.error(TestError.a).do(afterError: { _ in throw TestError.c }), "afterError ")
        },
        Scenario("traits/singleDoDisposedEarly") { log in
            let subject = PublishSubject<Int>()
            let subscription = logSubscribe(log, subject.asSingle().do(
                onSubscribe: { log("do onSubscribe") },
                onSubscribed: { log("do onSubscribed") },
                onDispose: { log("do onDispose") }
            ))
            subscription.dispose()
            subject.onNext(1)
            subject.onCompleted()
        },
        Scenario("traits/singleTimeout") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(310, 1), .completed(320)])
            let res = scheduler.start { xs.asSingle().timeout(.seconds(50), scheduler: scheduler).asObservable() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("traits/singleTimeoutInTime") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start { xs.asSingle().timeout(.seconds(50), scheduler: scheduler).asObservable() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("traits/singleTimeoutOther") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(310, 1), .completed(320)])
            let ys = scheduler.createColdObservable([.next(10, 9), .completed(10)])
            let res = scheduler.start {
                xs.asSingle().timeout(.seconds(50), other: ys.asSingle(), scheduler: scheduler).asObservable()
            }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/singleDelay") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start { xs.asSingle().delay(.seconds(30), scheduler: scheduler).asObservable() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("traits/singleDelayError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.error(210, TestError.a)] as [Recorded<Event<Int>>])
            let res = scheduler.start { xs.asSingle().delay(.seconds(30), scheduler: scheduler).asObservable() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("traits/singleDelaySubscription") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
            let res = scheduler.start { xs.asSingle().delaySubscription(.seconds(30), scheduler: scheduler).asObservable() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("traits/singleObserveOnSubscribeOn") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
            let res = scheduler.start { xs.asSingle().observe(on: scheduler).asObservable() }
            log.events(res, "observeOn")
            log.subscriptions(xs)
            let scheduler2 = TestScheduler(initialClock: 0)
            let ys = scheduler2.createColdObservable([.next(10, 1), .completed(10)])
            let res2 = scheduler2.start { ys.asSingle().subscribe(on: scheduler2).asObservable() }
            log.events(res2, "subscribeOn")
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/singleTimer") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Single<Int>.timer(.seconds(30), scheduler: scheduler).asObservable() }
            log.events(res)
        },
        Scenario("traits/singleZip2") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let ys = scheduler.createHotObservable([.next(230, 2), .completed(240)])
            let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 + $1 }.asObservable() }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/singleZip2Tuple") { log in
            _ = Single.zip(Single.just(1), Single.just("a")).subscribe(onSuccess: { log("success", $0.0, $0.1) })
        },
        Scenario("traits/singleZip3And4") { log in
            _ = Single.zip(Single.just(1), Single.just(2), Single.just(3)) { $0 + $1 + $2 }
                .subscribe(onSuccess: { log("three", $0) })
            _ = Single.zip(Single.just(1), Single.just(2), Single.just(3), Single.just(4)) { $0 * $1 * $2 * $3 }
                .subscribe(onSuccess: { log("four", $0) })
            _ = Single.zip(Single.just(1), Single.just(2), Single.just(3))
                .subscribe(onSuccess: { log("tuple3", $0.0, $0.1, $0.2) })
            _ = Single.zip(Single.just(1), Single.just(2), Single.just(3), Single.just(4))
                .subscribe(onSuccess: { log("tuple4", $0.0, $0.1, $0.2, $0.3) })
        },
        Scenario("traits/singleZipFirstFails") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(300, 1), .completed(300)])
            let ys = scheduler.createHotObservable([.error(230, TestError.b)] as [Recorded<Event<Int>>])
            let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 + $1 }.asObservable() }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/singleZipSelectorThrows") { log in
            _ = logSubscribe(log, Single.zip(Single.just(1), Single.just(2)) { _, _ -> Int in throw TestError.a })
        },
        Scenario("traits/singleZipCollection") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let ys = scheduler.createHotObservable([.next(230, 2), .completed(240)])
            let res = scheduler.start { Single.zip([xs.asSingle(), ys.asSingle()]).map { "\($0)" }.asObservable() }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
            _ = logSubscribe(log, Single.zip([Single.just(1), Single.just(2)]) { $0.reduce(0, +) }, "selector ")
        },
        Scenario("traits/singleZipCollectionWithExplicitElement") { log in
            let singles = [Single.just(1), Single.just(2), Single.just(3)]
            _ = logSubscribe(log, Single<Int>.zip(singles) { "\($0.reduce(0, +))" }, "selector ")
            _ = logSubscribe(log, Single<Int>.zip(singles).map { "\($0)" }, "plain ")
            _ = logSubscribe(log, Single<Int>.zip(singles[0..<2]).map { "\($0)" }, "slice ")
        },
        Scenario("traits/singleZipEmptyCollection") { log in
            let empty: [Single<Int>] = []
            _ = logSubscribe(log, Single.zip(empty).map { "\($0)" }, "plain ")
            var calls = 0
            let zipped = Single.zip(empty) { (values: [Int]) -> Int in
                calls += 1
                return values.count + 100
            }
            log("selector calls before subscribe", calls)
            _ = logSubscribe(log, zipped, "selector ")
            _ = logSubscribe(log, zipped, "again ")
            log("selector calls", calls)
            _ = logSubscribe(log, Single.zip(empty) { (_: [Int]) -> Int in throw TestError.a }, "throwing ")
        },
        Scenario("traits/singleAsMaybeAsCompletable") { log in
            _ = logSubscribe(log, Single.just(1).asMaybe(), "maybe ")
            _ = logSubscribe(log, Single.just(1).asCompletable(), "completable ")
            _ = logSubscribe(log, Single<Int>.error(TestError.a).asCompletable(), "failing ")
        },
        Scenario("traits/singleAsObservableEvents") { log in
            _ = Single.just(1).asObservable().subscribe { log.event($0) }
            _ = Single<Int>.error(TestError.a).asObservable().subscribe { log.event($0) }
        },
        Scenario("traits/singleUsing") { log in
            let single = Single<Int>.using({ () -> BooleanDisposable in
                log("resource created")
                return BooleanDisposable()
            }, primitiveSequenceFactory: { resource in
                log("factory", resource.isDisposed)
                return .just(1)
            })
            _ = logSubscribe(log, single)
        },
        Scenario("traits/singleReentrantSubscribeInHandler") { log in
            let single = Single.just(1)
            _ = single.subscribe(onSuccess: { value in
                log("outer success", value)
                _ = single.subscribe(onSuccess: { log("inner success", $0) }, onDisposed: { log("inner disposed") })
                log("outer after inner")
            }, onDisposed: { log("outer disposed") })
        },
        Scenario("traits/singleDisposeInsideHandler") { log in
            let subject = PublishSubject<Int>()
            var subscription: Disposable?
            subscription = subject.asSingle().subscribe(onSuccess: { value in
                log("success", value)
                subscription?.dispose()
                log("disposed inside")
            }, onDisposed: { log("disposed") })
            subject.onNext(1)
            subject.onCompleted()
        },
        Scenario("traits/singleSeveralSubscribers") { log in
            var count = 0
            let single = Single<Int>.create { observer in
                count += 1
                observer(.success(count))
                return Disposables.create()
            }
            _ = logSubscribe(log, single, "a ")
            _ = logSubscribe(log, single, "b ")
            let shared = single.asObservable().share(replay: 1, scope: .forever).asSingle()
            _ = logSubscribe(log, shared, "c ")
            _ = logSubscribe(log, shared, "d ")
        },
    ]
}

// MARK: - Maybe

func maybeScenarios() -> [Scenario] {
    [
        Scenario("traits/maybeCreateOrder") { log in
            let success = Maybe<Int>.create { observer in
                observer(.success(1))
                observer(.completed)
                observer(.error(TestError.a))
                return Disposables.create { log("create disposable disposed") }
            }
            _ = logSubscribe(log, success, "success ")
            let completed = Maybe<Int>.create { observer in
                observer(.completed)
                observer(.success(1))
                return Disposables.create { log("create disposable disposed") }
            }
            _ = logSubscribe(log, completed, "completed ")
            let failed = Maybe<Int>.create { observer in
                observer(.error(TestError.b))
                observer(.completed)
                return Disposables.create { log("create disposable disposed") }
            }
            _ = logSubscribe(log, failed, "failed ")
        },
        Scenario("traits/maybeCreateDisposedFirst") { log in
            var report: ((MaybeEvent<Int>) -> Void)?
            let maybe = Maybe<Int>.create { observer in
                report = observer
                return Disposables.create { log("create disposable disposed") }
            }
            let subscription = logSubscribe(log, maybe)
            subscription.dispose()
            report?(.success(1))
            log("after late success")
        },
        Scenario("traits/maybeSubscribeResultHandler") { log in
            func show(_ event: MaybeEvent<Int>) {
                switch event {
                case .success(let value): log("success", value)
                case .error(let error): log("error", describe(error))
                case .completed: log("completed")
                }
            }
            _ = Maybe.just(1).subscribe(show)
            _ = Maybe<Int>.empty().subscribe(show)
            _ = Maybe<Int>.error(TestError.a).subscribe(show)
        },
        Scenario("traits/maybeSubscribeWithObject") { log in
            let owner = TraitOwner("o")
            for maybe in [Maybe.just(1), Maybe<Int>.empty(), Maybe<Int>.error(TestError.a)] {
                _ = maybe.subscribe(
                    with: owner,
                    onSuccess: { owner, value in log(owner.name, "success", value) },
                    onError: { owner, error in log(owner.name, "error", describe(error)) },
                    onCompleted: { owner in log(owner.name, "completed") },
                    onDisposed: { owner in log(owner.name, "disposed") }
                )
            }
        },
        Scenario("traits/maybeJustEmptyErrorNever") { log in
            let scheduler = TestScheduler(initialClock: 0)
            log.events(scheduler.start { Maybe.just(1).asObservable() }, "just")
            log.events(scheduler.start { Maybe<Int>.empty().asObservable() }, "empty")
            log.events(scheduler.start { Maybe<Int>.error(TestError.a).asObservable() }, "error")
            log.events(scheduler.start { Maybe<Int>.never().asObservable() }, "never")
            log.events(scheduler.start { Maybe.just(3, scheduler: scheduler).asObservable() }, "justOnScheduler")
        },
        Scenario("traits/maybeMapFilterCompactMap") { log in
            _ = logSubscribe(log, Maybe.just(2).map { $0 * 3 }, "map ")
            _ = logSubscribe(log, Maybe<Int>.empty().map { $0 * 3 }, "mapEmpty ")
            _ = logSubscribe(log, Maybe.just(2).map { _ -> Int in throw TestError.a }, "mapThrows ")
            _ = logSubscribe(log, Maybe.just(2).filter { $0 > 5 }, "filter ")
            _ = logSubscribe(log, Maybe.just(2).compactMap { $0 > 1 ? "x" : nil }, "compactMap ")
            _ = logSubscribe(log, Maybe.just(2).compactMap { _ -> String? in throw TestError.b }, "compactMapThrows ")
        },
        Scenario("traits/maybeFlatMap") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
            let ys = scheduler.createColdObservable([.completed(30)] as [Recorded<Event<Int>>])
            let res = scheduler.start { xs.asMaybe().flatMap { _ in ys.asMaybe() }.asObservable() }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
            _ = logSubscribe(log, Maybe<Int>.empty().flatMap { _ in Maybe.just(1) }, "empty ")
            _ = logSubscribe(log, Maybe.just(1).flatMap { _ -> Maybe<Int> in throw TestError.c }, "throws ")
        },
        Scenario("traits/maybeIfEmpty") { log in
            _ = logSubscribe(log, Maybe<Int>.empty().ifEmpty(default: 5), "default ")
            _ = logSubscribe(log, Maybe.just(1).ifEmpty(default: 5), "notEmpty ")
            _ = logSubscribe(log, Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(6)), "switchMaybe ")
            _ = logSubscribe(log, Maybe<Int>.empty().ifEmpty(switchTo: Maybe.empty()), "switchMaybeEmpty ")
            _ = logSubscribe(log, Maybe<Int>.empty().ifEmpty(switchTo: Single.just(7)), "switchSingle ")
            _ = logSubscribe(log, Maybe<Int>.error(TestError.a).ifEmpty(switchTo: Single.just(7)), "error ")
        },
        Scenario("traits/maybeIfEmptyTimes") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
            let ys = scheduler.createColdObservable([.next(10, 3), .completed(10)])
            let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: ys.asSingle()).asObservable() }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/maybeCatch") { log in
            _ = logSubscribe(log, Maybe<Int>.error(TestError.a).catchAndReturn(4), "catchAndReturn ")
            _ = logSubscribe(log, Maybe<Int>.error(TestError.a).catch { _ in .empty() }, "catchEmpty ")
            _ = logSubscribe(log, Maybe<Int>.error(TestError.a).catch { _ in throw TestError.b }, "catchThrows ")
            _ = logSubscribe(log, Maybe<Int>.empty().retry(2), "retry ")
        },
        Scenario("traits/maybeDoOrder") { log in
            for maybe in [Maybe.just(1), Maybe<Int>.empty(), Maybe<Int>.error(TestError.a)] {
                _ = logSubscribe(log, maybe.do(
                    onNext: { log("do onNext", $0) },
                    afterNext: { log("do afterNext", $0) },
                    onError: { log("do onError", describe($0)) },
                    afterError: { log("do afterError", describe($0)) },
                    onCompleted: { log("do onCompleted") },
                    afterCompleted: { log("do afterCompleted") },
                    onSubscribe: { log("do onSubscribe") },
                    onSubscribed: { log("do onSubscribed") },
                    onDispose: { log("do onDispose") }
                ))
                log("--")
            }
        },
        Scenario("traits/maybeDoThrows") { log in
            _ = logSubscribe(log, Maybe.just(1).do(onNext: { _ in throw TestError.a }), "onNext ")
            _ = logSubscribe(log, Maybe<Int>.empty().do(onCompleted: { throw TestError.b }), "onCompleted ")
            _ = logSubscribe(log, Maybe<Int>.empty().do(afterCompleted: { throw TestError.b }), "afterCompleted ")
        },
        Scenario("traits/maybeZip") { log in
            _ = logSubscribe(log, Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 + $1 }, "both ")
            _ = logSubscribe(log, Maybe.zip(Maybe.just(1), Maybe<Int>.empty()) { $0 + $1 }, "oneEmpty ")
            _ = logSubscribe(log, Maybe.zip(Maybe.just(1), Maybe.just(2), Maybe.just(3)) { $0 + $1 + $2 }, "three ")
            _ = logSubscribe(log, Maybe.zip(Maybe.just(1), Maybe.just(2), Maybe.just(3), Maybe.just(4)) { $0 + $1 + $2 + $3 }, "four ")
            _ = Maybe.zip(Maybe.just(1), Maybe.just("b")).subscribe(onSuccess: { log("tuple", $0.0, $0.1) })
        },
        Scenario("traits/maybeZipTimes") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
            let ys = scheduler.createHotObservable([.completed(230)] as [Recorded<Event<Int>>])
            let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { $0 + $1 }.asObservable() }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/maybeZip3EmptyInTheMiddle") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
            let ys = scheduler.createHotObservable([.completed(230)] as [Recorded<Event<Int>>])
            let zs = scheduler.createHotObservable([.next(250, 3), .completed(250)])
            let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe(), zs.asMaybe()) { $0 + $1 + $2 }.asObservable() }
            log.events(res)
            log.subscriptions(zs, "zs")
        },
        Scenario("traits/maybeTimeDelay") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(230)] as [Recorded<Event<Int>>])
            let res = scheduler.start { xs.asMaybe().delay(.seconds(20), scheduler: scheduler).asObservable() }
            log.events(res, "delay")
            let ys = scheduler.createHotObservable([.completed(1300)] as [Recorded<Event<Int>>])
            let scheduler2 = TestScheduler(initialClock: 0)
            let zs = scheduler2.createHotObservable([.completed(330)] as [Recorded<Event<Int>>])
            let res2 = scheduler2.start { zs.asMaybe().timeout(.seconds(20), scheduler: scheduler2).asObservable() }
            log.events(res2, "timeout")
            _ = ys
        },
    ]
}

// MARK: - Completable

func completableScenarios() -> [Scenario] {
    [
        Scenario("traits/completableCreateOrder") { log in
            let completable = Completable.create { observer in
                log("subscribe")
                observer(.completed)
                observer(.error(TestError.a))
                return Disposables.create { log("create disposable disposed") }
            }
            _ = logSubscribe(log, completable)
            let failing = Completable.create { observer in
                observer(.error(TestError.b))
                observer(.completed)
                return Disposables.create { log("create disposable disposed") }
            }
            _ = logSubscribe(log, failing)
        },
        Scenario("traits/completableSubscribeResultHandler") { log in
            func show(_ event: CompletableEvent) {
                switch event {
                case .completed: log("completed")
                case .error(let error): log("error", describe(error))
                }
            }
            _ = Completable.empty().subscribe(show)
            _ = Completable.error(TestError.a).subscribe(show)
        },
        Scenario("traits/completableSubscribeWithObject") { log in
            let owner = TraitOwner("o")
            for completable in [Completable.empty(), Completable.error(TestError.c)] {
                _ = completable.subscribe(
                    with: owner,
                    onCompleted: { owner in log(owner.name, "completed") },
                    onError: { owner, error in log(owner.name, "error", describe(error)) },
                    onDisposed: { owner in log(owner.name, "disposed") }
                )
            }
        },
        Scenario("traits/completableEmptyErrorNever") { log in
            let scheduler = TestScheduler(initialClock: 0)
            log.events(scheduler.start { Completable.empty().asObservable() }, "empty")
            log.events(scheduler.start { Completable.error(TestError.a).asObservable() }, "error")
            log.events(scheduler.start { Completable.never().asObservable() }, "never")
        },
        Scenario("traits/completableAndThenSingle") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Never>>])
            let ys = scheduler.createColdObservable([.next(30, 4), .completed(30)])
            let res = scheduler.start { xs.asCompletable().andThen(ys.asSingle()).asObservable() }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/completableAndThenMaybe") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Never>>])
            let ys = scheduler.createColdObservable([.completed(30)] as [Recorded<Event<Int>>])
            let res = scheduler.start { xs.asCompletable().andThen(ys.asMaybe()).asObservable() }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/completableAndThenCompletable") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Never>>])
            let ys = scheduler.createColdObservable([.error(30, TestError.a)] as [Recorded<Event<Never>>])
            let res = scheduler.start { xs.asCompletable().andThen(ys.asCompletable()).asObservable() }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/completableAndThenObservable") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Never>>])
            let ys = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let res = scheduler.start { xs.asCompletable().andThen(ys.asObservable()) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/completableAndThenFirstFails") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.error(220, TestError.b)] as [Recorded<Event<Never>>])
            let ys = scheduler.createColdObservable([.next(10, 1), .completed(30)])
            let res = scheduler.start { xs.asCompletable().andThen(ys.asObservable()) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/completableAndThenDisposedDuringFirst") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(1200)] as [Recorded<Event<Never>>])
            let ys = scheduler.createColdObservable([.next(10, 1), .completed(30)])
            let res = scheduler.start { xs.asCompletable().andThen(ys.asObservable()) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/completableAndThenDisposedDuringSecond") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<Never>>])
            let ys = scheduler.createColdObservable([.next(10, 1), .next(800, 2), .completed(900)])
            let res = scheduler.start { xs.asCompletable().andThen(ys.asObservable()) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/completableAndThenChain") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
            let ys = scheduler.createColdObservable([.completed(20)] as [Recorded<Event<Never>>])
            let zs = scheduler.createColdObservable([.next(5, 7), .completed(5)])
            let res = scheduler.start {
                xs.asCompletable().andThen(ys.asCompletable()).andThen(zs.asSingle()).asObservable()
            }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
            log.subscriptions(zs, "zs")
        },
        Scenario("traits/completableAndThenOrder") { log in
            let first = Completable.create { observer in
                log("first subscribed")
                observer(.completed)
                return Disposables.create { log("first disposed") }
            }
            let second = Single<Int>.create { observer in
                log("second subscribed")
                observer(.success(1))
                return Disposables.create { log("second disposed") }
            }
            _ = logSubscribe(log, first.andThen(second))
        },
        Scenario("traits/completableConcat") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
            let ys = scheduler.createColdObservable([.completed(20)] as [Recorded<Event<Never>>])
            log.events(scheduler.start { xs.asCompletable().concat(ys.asCompletable()).asObservable() }, "instance")
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
            let scheduler2 = TestScheduler(initialClock: 0)
            let as2 = scheduler2.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
            let bs2 = scheduler2.createColdObservable([.error(20, TestError.a)] as [Recorded<Event<Never>>])
            let cs2 = scheduler2.createColdObservable([.completed(20)] as [Recorded<Event<Never>>])
            log.events(scheduler2.start {
                Completable.concat(as2.asCompletable(), bs2.asCompletable(), cs2.asCompletable()).asObservable()
            }, "variadic")
            log.subscriptions(as2, "as")
            log.subscriptions(bs2, "bs")
            log.subscriptions(cs2, "cs")
            _ = logSubscribe(log, Completable.concat([Completable.empty(), Completable.empty()]), "array ")
            _ = logSubscribe(log, Completable.concat([Completable]()), "emptyArray ")
            _ = logSubscribe(log, Completable.concat(AnySequence([Completable.empty()])), "sequence ")
        },
        Scenario("traits/completableMergeZip") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.completed(30)] as [Recorded<Event<Never>>])
            let ys = scheduler.createColdObservable([.completed(20)] as [Recorded<Event<Never>>])
            log.events(scheduler.start { Completable.zip([xs.asCompletable(), ys.asCompletable()]).asObservable() }, "zipArray")
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
            let scheduler2 = TestScheduler(initialClock: 0)
            let as2 = scheduler2.createColdObservable([.completed(30)] as [Recorded<Event<Never>>])
            let bs2 = scheduler2.createColdObservable([.error(20, TestError.b)] as [Recorded<Event<Never>>])
            log.events(scheduler2.start { Completable.zip(as2.asCompletable(), bs2.asCompletable()).asObservable() }, "zip")
            log.subscriptions(as2, "as")
            log.subscriptions(bs2, "bs")
            _ = logSubscribe(log, Completable.zip([Completable.empty(), Completable.empty()]), "zipArray ")
            _ = logSubscribe(log, Completable.zip(Completable.empty(), Completable.error(TestError.c)), "zipError ")
            _ = logSubscribe(log, Completable.zip([Completable]()), "zipEmpty ")
        },
        Scenario("traits/completableDoOrder") { log in
            for completable in [Completable.empty(), Completable.error(TestError.a)] {
                _ = logSubscribe(log, completable.do(
                    onError: { log("do onError", describe($0)) },
                    afterError: { log("do afterError", describe($0)) },
                    onCompleted: { log("do onCompleted") },
                    afterCompleted: { log("do afterCompleted") },
                    onSubscribe: { log("do onSubscribe") },
                    onSubscribed: { log("do onSubscribed") },
                    onDispose: { log("do onDispose") }
                ))
                log("--")
            }
            _ = logSubscribe(log, Completable.empty().do(onCompleted: { throw TestError.c }), "throws ")
        },
        Scenario("traits/completableCatchRetry") { log in
            _ = logSubscribe(log, Completable.error(TestError.a).catch { _ in .empty() }, "catch ")
            var attempts = 0
            let failing = Completable.create { observer in
                attempts += 1
                observer(.error(TestError.b))
                return Disposables.create()
            }
            _ = logSubscribe(log, failing.retry(3), "retry ")
            log("attempts", attempts)
        },
        Scenario("traits/completableTimeDelay") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(230)] as [Recorded<Event<Never>>])
            let res = scheduler.start { xs.asCompletable().delay(.seconds(20), scheduler: scheduler).asObservable() }
            log.events(res, "delay")
            log.subscriptions(xs)
            let scheduler2 = TestScheduler(initialClock: 0)
            let ys = scheduler2.createHotObservable([.completed(330)] as [Recorded<Event<Never>>])
            let res2 = scheduler2.start { ys.asCompletable().timeout(.seconds(20), scheduler: scheduler2).asObservable() }
            log.events(res2, "timeout")
            log.subscriptions(ys, "ys")
        },
    ]
}

// MARK: - Conversions

func conversionScenarios() -> [Scenario] {
    [
        Scenario("traits/asSingleOneElement") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let res = scheduler.start { xs.asSingle().asObservable() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("traits/asSingleEmpty") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
            let res = scheduler.start { xs.asSingle().asObservable() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("traits/asSingleTwoElements") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
            let res = scheduler.start { xs.asSingle().asObservable() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("traits/asSingleError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.a)])
            let res = scheduler.start { xs.asSingle().asObservable() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("traits/asSingleSynchronousTwoElements") { log in
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                log("sent 1")
                observer.onNext(2)
                log("sent 2")
                observer.onNext(3)
                log("sent 3")
                observer.onCompleted()
                return Disposables.create { log("source disposed") }
            }
            _ = logSubscribe(log, source.asSingle())
        },
        Scenario("traits/asMaybeCases") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            log.events(scheduler.start { xs.asMaybe().asObservable() }, "one")
            log.subscriptions(xs)
            let scheduler2 = TestScheduler(initialClock: 0)
            let ys = scheduler2.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
            log.events(scheduler2.start { ys.asMaybe().asObservable() }, "empty")
            log.subscriptions(ys, "ys")
            let scheduler3 = TestScheduler(initialClock: 0)
            let zs = scheduler3.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
            log.events(scheduler3.start { zs.asMaybe().asObservable() }, "two")
            log.subscriptions(zs, "zs")
        },
        Scenario("traits/firstCases") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
            log.events(scheduler.start { xs.first().map { "\(String(describing: $0))" }.asObservable() }, "two")
            log.subscriptions(xs)
            let scheduler2 = TestScheduler(initialClock: 0)
            let ys = scheduler2.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
            log.events(scheduler2.start { ys.first().map { "\(String(describing: $0))" }.asObservable() }, "empty")
            log.subscriptions(ys, "ys")
            let scheduler3 = TestScheduler(initialClock: 0)
            let zs = scheduler3.createHotObservable([.error(250, TestError.a)] as [Recorded<Event<Int>>])
            log.events(scheduler3.start { zs.first().map { "\(String(describing: $0))" }.asObservable() }, "error")
        },
        Scenario("traits/asCompletableCases") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
            log.events(scheduler.start { xs.ignoreElements().asCompletable().asObservable() }, "elements")
            log.subscriptions(xs)
            _ = logSubscribe(log, Observable<Never>.empty().asCompletable(), "never-typed ")
            _ = logSubscribe(log, Observable.of(1, 2).ignoreElements().asCompletable(), "ignoreElements ")
        },
        Scenario("traits/asSingleMisbehavingSource") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(230, 2), .error(240, TestError.a)])
            log.events(scheduler.start { xs.asSingle().asObservable() })
            log.subscriptions(xs)
        },
        Scenario("traits/primitiveSequenceProperty") { log in
            let single = Single.just(1)
            _ = logSubscribe(log, single.primitiveSequence, "single ")
            _ = logSubscribe(log, Maybe<Int>.empty().primitiveSequence, "maybe ")
            _ = logSubscribe(log, Completable.empty().primitiveSequence, "completable ")
        },
        Scenario("traits/toArrayAndReduceAreSingles") { log in
            _ = logSubscribe(log, Observable.of(1, 2, 3).toArray().map { "\($0)" }, "toArray ")
            _ = logSubscribe(log, Observable<Int>.error(TestError.a).toArray().map { "\($0)" }, "toArrayError ")
        },
    ]
}

// MARK: - Operators shared by the primitive sequences

func primitiveScenarios() -> [Scenario] {
    [
        Scenario("traits/primitiveDeferredMaybeCompletable") { log in
            var calls = 0
            let maybe = Maybe<Int>.deferred {
                calls += 1
                return calls.isMultiple(of: 2) ? .just(calls) : .empty()
            }
            _ = logSubscribe(log, maybe, "1 ")
            _ = logSubscribe(log, maybe, "2 ")
            let completable = Completable.deferred { throw TestError.a }
            _ = logSubscribe(log, completable, "throws ")
        },
        Scenario("traits/primitiveDelayNegative") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
            log.events(scheduler.start { xs.asSingle().delay(.seconds(-5), scheduler: scheduler).asObservable() })
            log.subscriptions(xs)
        },
        Scenario("traits/primitiveTimeoutNegative") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
            log.events(scheduler.start { xs.asSingle().timeout(.seconds(-5), scheduler: scheduler).asObservable() })
            log.subscriptions(xs)
        },
        Scenario("traits/primitiveDelaySubscriptionNegative") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
            log.events(scheduler.start { xs.asSingle().delaySubscription(.seconds(-5), scheduler: scheduler).asObservable() })
            log.subscriptions(xs)
        },
        Scenario("traits/primitiveTimerNegative") { log in
            let scheduler = TestScheduler(initialClock: 0)
            log.events(scheduler.start { Single<Int>.timer(.seconds(-5), scheduler: scheduler).asObservable() })
        },
    ]
}

// MARK: - Infallible

func infallibleScenarios() -> [Scenario] {
    [
        Scenario("traits/infallibleCreateOrder") { log in
            let infallible = Infallible<Int>.create { observer in
                log("subscribe")
                observer(.next(1))
                observer(.next(2))
                observer(.completed)
                observer(.next(3))
                return Disposables.create { log("create disposable disposed") }
            }
            _ = logSubscribe(log, infallible)
        },
        Scenario("traits/infallibleSubscribeEventHandler") { log in
            _ = Infallible.of(1, 2).subscribe { event in
                switch event {
                case .next(let value): log("next", value)
                case .completed: log("completed")
                }
            }
        },
        Scenario("traits/infallibleSubscribeWithObject") { log in
            let owner = TraitOwner("o")
            _ = Infallible.of(1, 2).subscribe(
                with: owner,
                onNext: { owner, value in log(owner.name, "next", value) },
                onCompleted: { owner in log(owner.name, "completed") },
                onDisposed: { owner in log(owner.name, "disposed") }
            )
        },
        Scenario("traits/infallibleCreation") { log in
            _ = logSubscribe(log, Infallible.just(1), "just ")
            _ = logSubscribe(log, Infallible<Int>.empty(), "empty ")
            _ = logSubscribe(log, Infallible.of(1, 2, 3), "of ")
            _ = logSubscribe(log, Infallible.from([4, 5]), "fromArray ")
            _ = logSubscribe(log, Infallible.from(6...7), "fromSequence ")
            let never = logSubscribe(log, Infallible<Int>.never(), "never ")
            never.dispose()
            var calls = 0
            let deferred = Infallible<Int>.deferred {
                calls += 1
                return .just(calls)
            }
            _ = logSubscribe(log, deferred, "deferred ")
            _ = logSubscribe(log, deferred, "deferred ")
        },
        Scenario("traits/infallibleCreationOnScheduler") { log in
            let scheduler = TestScheduler(initialClock: 0)
            log.events(scheduler.start { Infallible.just(1, scheduler: scheduler).asObservable() }, "just")
            log.events(scheduler.start { Infallible.of(1, 2, scheduler: scheduler).asObservable() }, "of")
            log.events(scheduler.start { Infallible.from([3, 4], scheduler: scheduler).asObservable() }, "from")
        },
        Scenario("traits/asInfallibleForms") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.a)])
            log.events(scheduler.start { xs.asInfallible(onErrorJustReturn: -1).asObservable() }, "justReturn")
            let scheduler2 = TestScheduler(initialClock: 0)
            let ys = scheduler2.createHotObservable([.next(210, 1), .error(220, TestError.a)])
            let zs = scheduler2.createColdObservable([.next(10, 8), .completed(20)])
            log.events(scheduler2.start {
                ys.asInfallible(onErrorFallbackTo: zs.asInfallible(onErrorJustReturn: 0)).asObservable()
            }, "fallbackTo")
            log.subscriptions(zs, "zs")
            _ = logSubscribe(log, Observable<Int>.error(TestError.b).asInfallible(onErrorRecover: { error in
                log("recover", describe(error))
                return .just(5)
            }), "recover ")
            logSubscribe(log, PublishRelay<Int>().asInfallible(), "relay ").dispose()
            logSubscribe(log, BehaviorRelay(value: 3).asInfallible(), "behaviorRelay ").dispose()
        },
        Scenario("traits/infallibleTransforming") { log in
            let source = Infallible.of(1, 2, 2, 3, 4)
            _ = logSubscribe(log, source.map { $0 * 10 }, "map ")
            _ = logSubscribe(log, source.compactMap { $0 % 2 == 0 ? $0 : nil }, "compactMap ")
            _ = logSubscribe(log, source.filter { $0 > 2 }, "filter ")
            _ = logSubscribe(log, source.scan(0, accumulator: +), "scan ")
            _ = logSubscribe(log, source.scan(into: [Int]()) { $0.append($1) }.map { "\($0)" }, "scanInto ")
            _ = logSubscribe(log, source.distinctUntilChanged(), "distinct ")
            _ = logSubscribe(log, source.distinctUntilChanged { $0 / 2 }, "distinctKey ")
            _ = logSubscribe(log, source.distinctUntilChanged { $0 + 1 == $1 }, "distinctComparer ")
            _ = logSubscribe(log, source.distinctUntilChanged(at: \.description), "distinctKeyPath ")
            _ = logSubscribe(log, source.startWith(0), "startWith ")
        },
        Scenario("traits/infallibleTakeSkip") { log in
            let source = Infallible.of(1, 2, 3, 4, 5)
            _ = logSubscribe(log, source.take(2), "take ")
            _ = logSubscribe(log, source.take(0), "take0 ")
            _ = logSubscribe(log, source.take(while: { $0 < 3 }), "takeWhile ")
            _ = logSubscribe(log, source.take(while: { $0 < 3 }, behavior: .inclusive), "takeWhileInclusive ")
            _ = logSubscribe(log, source.take(until: { $0 == 3 }), "takeUntil ")
            _ = logSubscribe(log, source.take(until: { $0 == 3 }, behavior: .inclusive), "takeUntilInclusive ")
            _ = logSubscribe(log, source.skip(while: { $0 < 4 }), "skipWhile ")
        },
        Scenario("traits/infallibleTakeSkipUntilOther") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
            let ys = scheduler.createHotObservable([.next(225, 0), .completed(260)])
            log.events(scheduler.start {
                xs.asInfallible(onErrorJustReturn: -1).take(until: ys.asInfallible(onErrorJustReturn: -1)).asObservable()
            }, "takeUntil")
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/infallibleTimeOperators") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(215, 2), .next(240, 3), .next(300, 4), .completed(400),
            ])
            let source = xs.asInfallible(onErrorJustReturn: -1)
            log.events(scheduler.start { source.debounce(.seconds(20), scheduler: scheduler).asObservable() }, "debounce")
            let scheduler2 = TestScheduler(initialClock: 0)
            let ys = scheduler2.createHotObservable([
                .next(210, 1), .next(215, 2), .next(240, 3), .next(300, 4), .completed(400),
            ])
            let source2 = ys.asInfallible(onErrorJustReturn: -1)
            log.events(scheduler2.start { source2.throttle(.seconds(20), scheduler: scheduler2).asObservable() }, "throttle")
            let scheduler3 = TestScheduler(initialClock: 0)
            let zs = scheduler3.createHotObservable([
                .next(210, 1), .next(215, 2), .next(240, 3), .next(300, 4), .completed(400),
            ])
            let source3 = zs.asInfallible(onErrorJustReturn: -1)
            log.events(scheduler3.start { source3.take(for: .seconds(35), scheduler: scheduler3).asObservable() }, "takeFor")
        },
        Scenario("traits/infallibleFlatMaps") { log in
            let source = Infallible.of(1, 2)
            _ = logSubscribe(log, source.flatMap { Infallible.of($0, $0 * 10) }, "flatMap ")
            _ = logSubscribe(log, source.flatMapLatest { Infallible.of($0, $0 * 10) }, "flatMapLatest ")
            _ = logSubscribe(log, source.flatMapFirst { Infallible.of($0, $0 * 10) }, "flatMapFirst ")
            _ = logSubscribe(log, source.concatMap { Infallible.of($0, $0 * 10) }, "concatMap ")
        },
        Scenario("traits/infallibleFlatMapTimes") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let ys = scheduler.createColdObservable([.next(5, 10), .next(15, 20), .completed(20)])
            log.events(scheduler.start {
                xs.asInfallible(onErrorJustReturn: 0).flatMapLatest { _ in ys.asInfallible(onErrorJustReturn: 0) }.asObservable()
            })
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/infallibleCombining") { log in
            let a = Infallible.of(1, 2)
            let b = Infallible.of(10, 20)
            _ = logSubscribe(log, a.concat(b), "concat ")
            _ = logSubscribe(log, Infallible.concat([a, b]), "concatStatic ")
            _ = logSubscribe(log, Infallible.merge(a, b), "merge ")
            _ = logSubscribe(log, Infallible.merge([a, b]), "mergeArray ")
            _ = logSubscribe(log, Infallible.combineLatest(a, b) { $0 + $1 }, "combineLatest ")
            _ = logSubscribe(log, Infallible.zip(a, b) { $0 + $1 }, "zip ")
            _ = logSubscribe(log, Infallible.zip(a, b, a) { $0 + $1 + $2 }, "zip3 ")
            _ = logSubscribe(log, Infallible.combineLatest(a, b, a) { $0 + $1 + $2 }, "combineLatest3 ")
            _ = Infallible.combineLatest(a, b).subscribe(onNext: { log("combineTuple", $0.0, $0.1) })
        },
        Scenario("traits/infallibleWithLatestFrom") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
            let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(260)])
            log.events(scheduler.start {
                xs.asInfallible(onErrorJustReturn: 0)
                    .withLatestFrom(ys.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }.asObservable()
            })
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/infallibleShare") { log in
            var subscriptions = 0
            let source = Infallible<Int>.create { observer in
                subscriptions += 1
                observer(.next(subscriptions))
                return Disposables.create { log("source disposed") }
            }.share(replay: 1)
            let a = logSubscribe(log, source, "a ")
            let b = logSubscribe(log, source, "b ")
            a.dispose()
            b.dispose()
            log("subscriptions", subscriptions)
        },
        Scenario("traits/infallibleWithUnretained") { log in
            var owner: TraitOwner? = TraitOwner("o")
            let relay = PublishRelay<Int>()
            _ = logSubscribe(log, relay.asInfallible().withUnretained(owner!).map { "\($0.0.name) \($0.1)" })
            relay.accept(1)
            owner = nil
            relay.accept(2)
        },
        Scenario("traits/infallibleDoOrder") { log in
            _ = logSubscribe(log, Infallible.of(1).do(
                onNext: { log("do onNext", $0) },
                afterNext: { log("do afterNext", $0) },
                onCompleted: { log("do onCompleted") },
                afterCompleted: { log("do afterCompleted") },
                onSubscribe: { log("do onSubscribe") },
                onSubscribed: { log("do onSubscribed") },
                onDispose: { log("do onDispose") }
            ))
        },
    ]
}

// MARK: - Infallible: the signatures RxSwift code relies on

func infallibleCompatibilityScenarios() -> [Scenario] {
    [
        Scenario("traits/infallibleTakeSkipUntilSubject") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
            let trigger = PublishSubject<Void>()
            scheduler.scheduleAt(225) { trigger.onNext(()) }
            log.events(scheduler.start {
                xs.asInfallible(onErrorJustReturn: -1).take(until: trigger).asObservable()
            }, "takeUntil")
            let scheduler2 = TestScheduler(initialClock: 0)
            let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
            let trigger2 = PublishSubject<Int>()
            scheduler2.scheduleAt(215) { trigger2.onNext(0) }
            log.events(scheduler2.start {
                ys.asInfallible(onErrorJustReturn: -1).skip(until: trigger2).asObservable()
            }, "skipUntil")
            let scheduler3 = TestScheduler(initialClock: 0)
            let zs = scheduler3.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
            let trigger3 = PublishSubject<Int>()
            scheduler3.scheduleAt(215) { trigger3.onError(TestError.a) }
            log.events(scheduler3.start {
                zs.asInfallible(onErrorJustReturn: -1).take(until: trigger3).asObservable()
            }, "takeUntilFailingTrigger")
        },
        Scenario("traits/infallibleFlatMapToObservables") { log in
            let source = Infallible.of(1, 2)
            _ = logSubscribe(log, source.flatMap { Observable.of($0, $0 * 10) }, "flatMap ")
            _ = logSubscribe(log, source.flatMapLatest { Observable.just($0 + 100) }, "flatMapLatest ")
            _ = logSubscribe(log, source.flatMapFirst { Observable.just($0 + 200) }, "flatMapFirst ")
            _ = logSubscribe(log, source.concatMap { Single.just($0 + 300) }, "concatMapSingle ")
            let subject = BehaviorSubject(value: 7)
            let subscription = logSubscribe(log, source.flatMap { _ in subject }, "flatMapSubject ")
            subject.onNext(8)
            subscription.dispose()
        },
        Scenario("traits/infallibleConcatForms") { log in
            let a = Infallible.of(1, 2)
            _ = logSubscribe(log, a.concat(Observable.just(3)), "withObservable ")
            _ = logSubscribe(log, a.concat(Single.just(4)), "withSingle ")
            _ = logSubscribe(log, Infallible.concat(a, Infallible.just(5)), "variadic ")
            _ = logSubscribe(log, Infallible.concat([a, a]), "array ")
        },
        Scenario("traits/infallibleCombineLatestCollection") { log in
            let a = Infallible.of(1, 2)
            let b = Infallible.of(10)
            _ = logSubscribe(log, Infallible.combineLatest([a, b]).map { "\($0)" }, "plain ")
            _ = logSubscribe(log, Infallible.combineLatest([a, b]) { $0.reduce(0, +) }, "selector ")
            _ = logSubscribe(log, Infallible.combineLatest([Infallible<Int>]()).map { "\($0)" }, "empty ")
            _ = Infallible.combineLatest(a, b).subscribe(onNext: { log("tuple", $0.0, $0.1) })
            _ = Infallible.combineLatest(a, b, Infallible.just("x")).subscribe(onNext: { log("tuple3", $0.0, $0.1, $0.2) })
        },
        Scenario("traits/infallibleZipArities") { log in
            let a = Infallible.of(1, 2, 3)
            let b = Infallible.of(10, 20)
            _ = logSubscribe(log, Infallible.zip(a, b) { $0 + $1 }, "zip2 ")
            _ = logSubscribe(log, Infallible.zip(a, b, a, b) { $0 + $1 + $2 + $3 }, "zip4 ")
            _ = logSubscribe(log, Infallible.combineLatest(a, b, a, b) { $0 + $1 + $2 + $3 }, "combineLatest4 ")
        },
        Scenario("traits/infallibleDistinctKeyComparer") { log in
            let source = Infallible.of(1, 2, 4, 5, 9)
            _ = logSubscribe(log, source.distinctUntilChanged({ $0 / 3 }, comparer: { $0 == $1 }), "keyComparer ")
        },
        Scenario("traits/infallibleWithUnretainedSelector") { log in
            let owner = TraitOwner("o")
            _ = logSubscribe(log, Infallible.of(1, 2).withUnretained(owner) { "\($0.name)\($1)" })
        },
        Scenario("traits/infallibleThrowingClosures") { log in
            let source = Infallible.of(1, 2, 3)
            _ = source.do(onNext: { value in
                if value == 2 { throw TestError.a }
                log("do onNext", value)
            }).asObservable().subscribe(
                onNext: { log("next", $0) },
                onError: { log("error", describe($0)) },
                onCompleted: { log("completed") },
                onDisposed: { log("disposed") }
            )
            _ = source.take(while: { value in
                if value == 3 { throw TestError.b }
                return true
            }).asObservable().subscribe { log.event($0) }
            _ = source.skip(while: { _ in throw TestError.c }).asObservable().subscribe { log.event($0) }
            _ = Infallible<Int>.deferred { throw TestError.a }.asObservable().subscribe { log.event($0) }
            _ = Infallible.zip(source, source) { _, _ -> Int in throw TestError.b }.asObservable().subscribe { log.event($0) }
            _ = source.withLatestFrom(source) { _, _ -> Int in throw TestError.c }.asObservable().subscribe { log.event($0) }
        },
        Scenario("traits/infallibleNegativeTimes") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let source = xs.asInfallible(onErrorJustReturn: 0)
            log.events(scheduler.start { source.debounce(.seconds(-5), scheduler: scheduler).asObservable() }, "debounce")
            let scheduler2 = TestScheduler(initialClock: 0)
            let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let source2 = ys.asInfallible(onErrorJustReturn: 0)
            log.events(scheduler2.start { source2.throttle(.seconds(-5), scheduler: scheduler2).asObservable() }, "throttle")
            let scheduler3 = TestScheduler(initialClock: 0)
            let zs = scheduler3.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let source3 = zs.asInfallible(onErrorJustReturn: 0)
            log.events(scheduler3.start { source3.take(for: .seconds(-5), scheduler: scheduler3).asObservable() }, "takeFor")
        },
        Scenario("traits/infallibleEventHandlerCompletion") { log in
            let relay = PublishRelay<Int>()
            let subscription = relay.asInfallible().subscribe { event in
                switch event {
                case .next(let value): log("next", value)
                case .completed: log("completed")
                }
            }
            relay.accept(1)
            relay.accept(2)
            subscription.dispose()
            relay.accept(3)
            _ = Infallible<Int>.empty().subscribe { log("empty", $0) }
        },
    ]
}

// MARK: - Binding to relays (RxRelay's `bind(to:)`; the observer forms are RxCocoa's), and subjects after
// `andThen`

func bindingScenarios() -> [Scenario] {
    [
        Scenario("traits/bindToRelays") { log in
            let publish = PublishRelay<Int>()
            let behavior = BehaviorRelay(value: 0)
            let replay = ReplayRelay<Int>.create(bufferSize: 2)
            _ = publish.subscribe(onNext: { log("publish", $0) })
            _ = Observable.of(1, 2, 3).bind(to: publish)
            _ = Observable.of(4, 5).bind(to: behavior, behavior)
            log("behavior value", behavior.value)
            _ = Observable.of(6, 7, 8).bind(to: replay)
            _ = replay.subscribe(onNext: { log("replay", $0) })
            let optional = BehaviorRelay<Int?>(value: nil)
            _ = Observable.just(9).bind(to: optional)
            log("optional value", String(describing: optional.value))
        },
        Scenario("traits/completableAndThenSubject") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Never>>])
            let subject = PublishSubject<Int>()
            scheduler.scheduleAt(210) { subject.onNext(1) }
            scheduler.scheduleAt(230) { subject.onNext(2) }
            scheduler.scheduleAt(240) { subject.onCompleted() }
            log.events(scheduler.start { xs.asCompletable().andThen(subject) })
            log.subscriptions(xs)
            let relay = BehaviorRelay(value: 5)
            Completable.empty().andThen(relay.asObservable()).subscribe(onNext: { log("relay", $0) }).dispose()
            let behavior = BehaviorSubject(value: 6)
            Completable.empty().andThen(behavior).subscribe(onNext: { log("behavior", $0) }).dispose()
        },
        Scenario("traits/primitiveNegativeTimesTimeoutOther") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
            let ys = scheduler.createColdObservable([.next(10, 2), .completed(10)])
            log.events(scheduler.start {
                xs.asSingle().timeout(.seconds(-1), other: ys.asSingle(), scheduler: scheduler).asObservable()
            })
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
    ]
}

// MARK: - Times, several subscribers, disposal in flight

func timingScenarios() -> [Scenario] {
    [
        Scenario("traits/retryWhenTypedHandlerOtherError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.error(10, RxError.unknown)] as [Recorded<Event<Int>>])
            let res = scheduler.start {
                xs.asSingle().retry(when: { (errors: Observable<TestError>) in errors }).asObservable()
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("traits/ifEmptySwitchToFails") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
            let ys = scheduler.createColdObservable([.error(10, TestError.b)] as [Recorded<Event<Int>>])
            log.events(scheduler.start { xs.asMaybe().ifEmpty(switchTo: ys.asMaybe()).asObservable() })
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/zipSameTick") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(230, 1), .completed(230)])
            let ys = scheduler.createHotObservable([.next(230, 2), .completed(230)])
            log.events(scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 * 10 + $1 }.asObservable() })
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/severalSubscribersToAHotSingle") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(250, 5), .completed(250)])
            let single = xs.asSingle().map { $0 + 1 }
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var firstSubscription: Disposable?
            scheduler.scheduleAt(210) { firstSubscription = single.asObservable().subscribe(first) }
            scheduler.scheduleAt(220) { _ = single.asObservable().subscribe(second) }
            scheduler.scheduleAt(240) { firstSubscription?.dispose() }
            scheduler.start()
            log.events(first, "first")
            log.events(second, "second")
            log.subscriptions(xs)
        },
        Scenario("traits/disposedDuringDelay") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
            log.events(scheduler.start(disposed: 220) { xs.asSingle().delay(.seconds(30), scheduler: scheduler).asObservable() })
            log.subscriptions(xs)
        },
        Scenario("traits/disposedBeforeTimeout") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(400, 1), .completed(400)])
            let ys = scheduler.createColdObservable([.next(10, 2), .completed(10)])
            log.events(scheduler.start(disposed: 240) {
                xs.asSingle().timeout(.seconds(50), other: ys.asSingle(), scheduler: scheduler).asObservable()
            })
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/delaySubscriptionDisposedFirst") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
            log.events(scheduler.start(disposed: 220) {
                xs.asSingle().delaySubscription(.seconds(30), scheduler: scheduler).asObservable()
            })
            log.subscriptions(xs)
        },
        Scenario("traits/asInfallibleRecoverTimes") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.a), .next(230, 9)])
            let ys = scheduler.createColdObservable([.next(5, 2), .next(15, 3), .completed(20)])
            log.events(scheduler.start {
                xs.asInfallible(onErrorRecover: { error in
                    log("recover", describe(error), "at", scheduler.clock)
                    return ys.asInfallible(onErrorJustReturn: 0)
                }).asObservable()
            })
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("traits/singleCreateDisposeOrderWithDo") { log in
            let single = Single<Int>.create { observer in
                log("create subscribe")
                observer(.success(1))
                return Disposables.create { log("create disposed") }
            }.do(
                onSuccess: { log("do onSuccess", $0) },
                afterSuccess: { log("do afterSuccess", $0) },
                onSubscribe: { log("do onSubscribe") },
                onSubscribed: { log("do onSubscribed") },
                onDispose: { log("do onDispose") }
            ).map { $0 + 1 }
            _ = logSubscribe(log, single)
        },
        Scenario("traits/completableAndThenDisposeOrder") { log in
            let first = Completable.create { observer in
                log("first subscribed")
                observer(.completed)
                return Disposables.create { log("first disposed") }
            }
            let second = Observable<Int>.create { observer in
                log("second subscribed")
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
                return Disposables.create { log("second disposed") }
            }
            _ = first.andThen(second).subscribe(
                onNext: { log("next", $0) },
                onCompleted: { log("completed") },
                onDisposed: { log("disposed") }
            )
            let failing = Completable.create { observer in
                observer(.error(TestError.a))
                return Disposables.create { log("failing disposed") }
            }
            _ = failing.andThen(second).subscribe(
                onNext: { log("next", $0) },
                onError: { log("error", describe($0)) },
                onDisposed: { log("disposed") }
            )
        },
        Scenario("traits/maybeFromSubjectDisposedFromHandler") { log in
            let subject = PublishSubject<Int>()
            var subscription: Disposable?
            subscription = subject.asMaybe().subscribe(
                onSuccess: { log("success", $0) },
                onError: { log("error", describe($0)) },
                onCompleted: {
                    log("completed")
                    subscription?.dispose()
                },
                onDisposed: { log("disposed") }
            )
            subject.onCompleted()
            log("hasObservers", subject.hasObservers)
        },
        Scenario("traits/singleFromSubjectSecondElementDisposesSource") { log in
            let subject = PublishSubject<Int>()
            _ = logSubscribe(log, subject.asSingle())
            subject.onNext(1)
            log("after first, hasObservers", subject.hasObservers)
            subject.onNext(2)
            log("after second, hasObservers", subject.hasObservers)
            subject.onNext(3)
        },
        Scenario("traits/deepChains") { log in
            _ = logSubscribe(log, Completable.concat((0..<10_000).map { _ in Completable.empty() }), "concat10000 ")
            var chained = Completable.empty()
            for _ in 0..<1_000 { chained = chained.andThen(Completable.empty()) }
            _ = logSubscribe(log, chained, "andThen1000 ")
            _ = logSubscribe(log, Single.zip((0..<1_000).map { Single.just($0) }).map { $0.count }, "zip1000 ")
            _ = logSubscribe(log, Infallible.concat((0..<5_000).map { Infallible.just($0) }).take(1), "infallibleConcat ")
            var single = Single.just(0)
            for _ in 0..<1_000 { single = single.flatMap { .just($0 + 1) } }
            _ = logSubscribe(log, single, "flatMap1000 ")
        },
        Scenario("traits/infallibleMergeOfArrayAndSlice") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
            let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
            let sources = [xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)]
            log.events(scheduler.start { Infallible.merge(sources).asObservable() }, "array")
            log.events(scheduler.start { Infallible.merge(sources[0], sources[1]).asObservable() }, "variadic")
        },
        // The trait create sinks, the trait observers and andThen's sink (issue 18 rewrote them).
        Scenario("traits/andThenAsynchronousOrder") { log in
            let trigger = PublishSubject<Int>()
            let first = trigger.ignoreElements().asCompletable().do(
                onCompleted: { log("first completed") },
                onSubscribe: { log("first subscribe") },
                onDispose: { log("first disposed") }
            )
            let second = Single<Int>.create { observer in
                log("second subscribed")
                observer(.success(7))
                return Disposables.create { log("second disposed") }
            }
            _ = logSubscribe(log, first.andThen(second))
            log("before completion")
            trigger.onCompleted()
            log("after completion")
        },
        Scenario("traits/andThenSynchronousDisposalOrder") { log in
            let first = Completable.create { observer in
                log("first subscribed")
                observer(.completed)
                return Disposables.create { log("first disposed") }
            }
            let second = Single<Int>.create { observer in
                log("second subscribed")
                observer(.success(1))
                return Disposables.create { log("second disposed") }
            }
            _ = first.andThen(second).subscribe(onSuccess: { log("success", $0) }, onDisposed: { log("onDisposed") })
            log("after subscribe")
        },
        // The flatMap sink of Single and Maybe (issue 18 gave them their own).
        Scenario("traits/flatMapSynchronousDisposalOrder") { log in
            let outer = Single<Int>.create { observer in
                log("outer subscribed")
                observer(.success(1))
                return Disposables.create { log("outer disposed") }
            }
            _ = outer.flatMap { value in
                Single<Int>.create { observer in
                    log("inner subscribed", value)
                    observer(.success(value + 1))
                    return Disposables.create { log("inner disposed") }
                }
            }.do(onDispose: { log("do onDispose") })
                .subscribe(onSuccess: { log("success", $0) }, onDisposed: { log("onDisposed") })
            log("after subscribe")
        },
        Scenario("traits/flatMapAsynchronousOrderAndDisposal") { log in
            let first = PublishSubject<Int>()
            let second = PublishSubject<Int>()
            let chain = first.do(onDispose: { log("first disposed") }).asSingle().flatMap { value in
                second.do(onSubscribe: { log("second subscribe", value) }, onDispose: { log("second disposed") })
                    .asSingle()
            }
            _ = logSubscribe(log, chain, "a ")
            first.onNext(1)
            first.onCompleted()
            log("second hasObservers", second.hasObservers)
            second.onNext(2)
            second.onCompleted()
            let third = PublishSubject<Int>()
            let chained = third.asSingle().flatMap { value in
                second.do(onSubscribe: { log("second subscribe", value) }, onDispose: { log("second disposed") })
                    .asSingle()
            }
            let disposed = chained.subscribe(
                onSuccess: { log("b success", $0) },
                onFailure: { log("b failure", describe($0)) },
                onDisposed: { log("b onDisposed") }
            )
            third.onNext(3)
            third.onCompleted()
            disposed.dispose()
            log("after dispose", third.hasObservers, second.hasObservers)
            second.onNext(4)
            second.onCompleted()
        },
        Scenario("traits/flatMapErrors") { log in
            _ = logSubscribe(log, Single.just(1).flatMap { _ -> Single<Int> in throw TestError.a }, "throws ")
            _ = logSubscribe(log, Single.just(1).flatMap { _ in Single<Int>.error(TestError.b) }, "inner ")
            _ = logSubscribe(log, Single<Int>.error(TestError.c).flatMap { Single.just($0) }, "outer ")
            _ = logSubscribe(log, Maybe<Int>.empty().flatMap { Maybe.just($0) }, "empty ")
            _ = logSubscribe(log, Maybe.just(1).flatMap { _ in Maybe<Int>.empty() }, "inner empty ")
            _ = logSubscribe(log, Single.just(1).flatMapMaybe { Maybe.just($0 + 1) }, "maybe ")
            _ = logSubscribe(log, Single.just(1).flatMapCompletable { _ in Completable.error(TestError.a) }, "completable ")
            let inner = PublishSubject<Int>()
            var subscription: Disposable?
            subscription = Single.just(1).flatMap { _ in inner.asSingle() }.subscribe(
                onSuccess: { log("reentrant success", $0); subscription?.dispose() },
                onDisposed: { log("reentrant onDisposed") }
            )
            inner.onNext(5)
            inner.onCompleted()
            log("inner hasObservers", inner.hasObservers)
        },
        Scenario("traits/flatMapOnTestScheduler") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let ys = scheduler.createColdObservable([.next(30, 7), .completed(30)])
            let res = scheduler.start { xs.asSingle().flatMap { _ in ys.asSingle() }.asObservable() }
            log.events(res)
            log.subscriptions(xs, "xs")
            log.subscriptions(ys, "ys")
            let early = TestScheduler(initialClock: 0)
            let hot = early.createHotObservable([.next(210, 1), .completed(210)])
            let cold = early.createColdObservable([.next(100, 7), .completed(100)])
            log.events(early.start(disposed: 250) { hot.asMaybe().flatMap { _ in cold.asMaybe() }.asObservable() }, "disposed ")
            log.subscriptions(hot, "hot")
            log.subscriptions(cold, "cold")
        },
        Scenario("traits/andThenSecondAsynchronous") { log in
            let trigger = PublishSubject<Int>()
            let second = PublishSubject<Int>()
            let subscription = logSubscribe(
                log,
                trigger.ignoreElements().asCompletable().do(onDispose: { log("first disposed") })
                    .andThen(second.do(onSubscribe: { log("second subscribe") }, onDispose: { log("second disposed") })
                        .asMaybe())
            )
            trigger.onCompleted()
            log("second hasObservers", second.hasObservers)
            subscription.dispose()
            log("after dispose, second hasObservers", second.hasObservers)
            second.onNext(1)
            second.onCompleted()
        },
        Scenario("traits/andThenDisposedBeforeFirstCompletes") { log in
            let trigger = PublishSubject<Int>()
            var secondSubscriptions = 0
            let second = Observable<Int>.deferred {
                secondSubscriptions += 1
                return .just(1)
            }
            let subscription = trigger.ignoreElements().asCompletable().do(onDispose: { log("first disposed") })
                .andThen(second)
                .subscribe(onNext: { log("next", $0) }, onCompleted: { log("completed") }, onDisposed: { log("disposed") })
            log("hasObservers", trigger.hasObservers)
            subscription.dispose()
            log("after dispose, hasObservers", trigger.hasObservers)
            trigger.onCompleted()
            log("second subscriptions", secondSubscriptions)
        },
        Scenario("traits/andThenDisposedFromSecondHandler") { log in
            let second = PublishSubject<Int>()
            var subscription: Disposable?
            subscription = Completable.empty().andThen(second.asObservable()).subscribe(
                onNext: { value in
                    log("next", value)
                    subscription?.dispose()
                },
                onCompleted: { log("completed") },
                onDisposed: { log("disposed") }
            )
            second.onNext(1)
            second.onNext(2)
            log("hasObservers", second.hasObservers)
        },
        Scenario("traits/andThenFirstFailsAsynchronously") { log in
            let trigger = PublishSubject<Int>()
            let second = Single<Int>.create { observer in
                log("second subscribed")
                observer(.success(1))
                return Disposables.create()
            }
            _ = logSubscribe(log, trigger.ignoreElements().asCompletable().andThen(second))
            trigger.onError(TestError.a)
            trigger.onCompleted()
        },
        Scenario("traits/singleCreateReentrantSuccess") { log in
            var report: ((SingleEvent<Int>) -> Void)?
            let single = Single<Int>.create { observer in
                report = observer
                return Disposables.create { log("disposed") }
            }
            _ = single.map { $0 * 10 }.asObservable().subscribe(
                onNext: { value in
                    log("next", value)
                    if value < 30 { report?(.success(value / 10 + 1)) }
                },
                onError: { log("error", describe($0)) },
                onCompleted: { log("completed") }
            )
            report?(.success(1))
            report?(.failure(TestError.a))
            report = nil  // the handler keeps `report`, which keeps the subscription: break the scenario's cycle
        },
        Scenario("traits/maybeCreateReentrantReports") { log in
            var report: ((MaybeEvent<Int>) -> Void)?
            _ = Maybe<Int>.create { observer in
                report = observer
                return Disposables.create { log("disposed") }
            }.asObservable().subscribe(
                onNext: { value in
                    log("next", value)
                    report?(.completed)
                    report?(.success(value + 1))
                },
                onError: { log("error", describe($0)) },
                onCompleted: { log("completed") }
            )
            report?(.success(1))
            report = nil  // the handler keeps `report`, which keeps the subscription: break the scenario's cycle
        },
        Scenario("traits/completableCreateReentrantReports") { log in
            var report: ((CompletableEvent) -> Void)?
            _ = Completable.create { observer in
                report = observer
                return Disposables.create { log("disposed") }
            }.subscribe(
                onCompleted: {
                    log("completed")
                    report?(.error(TestError.a))
                    report?(.completed)
                },
                onError: { log("error", describe($0)) },
                onDisposed: { log("onDisposed") }
            )
            report?(.completed)
            report?(.error(TestError.b))
            report = nil  // the handler keeps `report`, which keeps the subscription: break the scenario's cycle
        },
        Scenario("traits/infallibleCreateReentrantReports") { log in
            var report: ((InfallibleEvent<Int>) -> Void)?
            _ = Infallible<Int>.create { observer in
                report = observer
                return Disposables.create { log("disposed") }
            }.subscribe(
                onNext: { value in
                    log("next", value)
                    if value == 1 {
                        report?(.next(2))
                        report?(.completed)
                        report?(.next(3))
                    }
                },
                onCompleted: { log("completed") },
                onDisposed: { log("onDisposed") }
            )
            report?(.next(1))
            report?(.next(4))
            report = nil  // the handler keeps `report`, which keeps the subscription: break the scenario's cycle
        },
        Scenario("traits/subscribeCallbackOrderWithDo") { log in
            _ = Single.just(1).do(
                onSuccess: { log("do onSuccess", $0) },
                afterSuccess: { log("do afterSuccess", $0) },
                onDispose: { log("do onDispose") }
            ).subscribe(onSuccess: { log("success", $0) }, onDisposed: { log("disposed") })
            _ = Maybe<Int>.empty().do(
                onCompleted: { log("do onCompleted") },
                afterCompleted: { log("do afterCompleted") },
                onDispose: { log("do onDispose") }
            ).subscribe(onCompleted: { log("maybe completed") }, onDisposed: { log("maybe disposed") })
            _ = Completable.error(TestError.a).do(
                onError: { log("do onError", describe($0)) },
                afterError: { log("do afterError", describe($0)) },
                onDispose: { log("do onDispose") }
            ).subscribe(onError: { log("completable error", describe($0)) }, onDisposed: { log("completable disposed") })
        },
        Scenario("traits/subscribeDisposedFromHandlerAndTwice") { log in
            let subject = PublishSubject<Int>()
            var subscription: Disposable?
            subscription = subject.asSingle().subscribe(
                onSuccess: { value in
                    log("success", value)
                    subscription?.dispose()
                },
                onFailure: { log("failure", describe($0)) },
                onDisposed: { log("disposed") }
            )
            subject.onNext(5)
            subject.onCompleted()
            subscription?.dispose()
            subscription?.dispose()
            log("hasObservers", subject.hasObservers)
        },
        Scenario("traits/resultSubscribeForms") { log in
            let subject = PublishSubject<Int>()
            _ = subject.asSingle().subscribe { result in
                switch result {
                case .success(let value): log("single success", value)
                case .failure(let error): log("single failure", describe(error))
                }
            }
            _ = subject.asMaybe().subscribe { event in
                switch event {
                case .success(let value): log("maybe success", value)
                case .error(let error): log("maybe error", describe(error))
                case .completed: log("maybe completed")
                }
            }
            _ = subject.ignoreElements().asCompletable().subscribe { event in
                switch event {
                case .error(let error): log("completable error", describe(error))
                case .completed: log("completable completed")
                }
            }
            subject.onNext(1)
            subject.onNext(2)
            subject.onCompleted()
        },
        Scenario("traits/asSingleAsMaybeFirstOfStringsAndErrors") { log in
            _ = logSubscribe(log, Observable.just("one").asSingle(), "single ")
            _ = logSubscribe(log, Observable.just("one").asMaybe(), "maybe ")
            _ = logSubscribe(log, Observable<String>.empty().asMaybe(), "empty maybe ")
            _ = logSubscribe(log, Observable<String>.empty().asSingle(), "empty single ")
            _ = logSubscribe(log, Observable.of("a", "b").asSingle(), "two ")
            _ = logSubscribe(log, Observable<String>.error(TestError.c).asMaybe(), "error ")
            _ = Observable.of("a", "b").first().subscribe(onSuccess: { log("first", $0 ?? "nil") })
            _ = Observable<String>.empty().first().subscribe(onSuccess: { log("first of empty", $0 ?? "nil") })
        },
    ]
}
