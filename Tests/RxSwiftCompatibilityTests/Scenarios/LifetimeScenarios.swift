// SendableRx compatibility scenarios — lifetimes: whether an object is released when the closures of a pipeline and
// its handlers capture it strongly and the subscription sits in that object's own bag. Every operator family runs
// five ways: a synchronous source that completes, a source on virtual time that completes, one that errors (the
// subscription stays in the bag), a source that never ends whose owner then replaces its bag, and a finite
// subscription whose disposable is dropped. The owner's fate is logged once its last strong reference is gone.
// More forms (sharing, traits, relays, sources that outlive their subscriber) are in LifetimeScenarios2.swift.

#if RXSWIFT
import RxRelay
import RxSwift
import RxTest
#else
import SendableRx
import SendableRxRelay
import SendableRxTest
#endif
import Foundation

func lifetimeScenarios() -> [Scenario] {
    operatorLifetimeScenarios() + timeLifetimeScenarios() + sharingLifetimeScenarios() + traitLifetimeScenarios()
        + bindingLifetimeScenarios() + outlivingLifetimeScenarios() + subscribeFormLifetimeScenarios()
        + longLivedOtherLifetimeScenarios()
}

/// The object whose release the scenarios check: it keeps its subscriptions in its own bag, and the closures of the
/// pipelines capture it (`owner.k`, `owner.scale`) as a view model's do.
final class LifetimeOwner {
    var bag = DisposeBag()
    var values: [String] = []
    let k = 10

    func note(_ value: Any) { values.append("\(value)") }
    func scale(_ value: Int) -> Int { value * k }
}

/// Runs `body` with a new owner, logs what the owner noted, drops it and logs whether it was released. An owner that
/// is still alive then has its bag replaced (so that no scenario leaks) and is checked again. Returns whether the
/// owner has been released, to check again later.
@discardableResult
func lifetime(_ log: Log, _ label: String, _ body: (LifetimeOwner) -> Void) -> () -> Bool {
    weak var weakOwner: LifetimeOwner?
    do {
        let owner = LifetimeOwner()
        weakOwner = owner
        body(owner)
        log(label, "saw:", owner.values.joined(separator: " "))
    }
    log(label, "released", weakOwner == nil)
    if weakOwner != nil {
        weakOwner?.bag = DisposeBag()
        log(label, "released once its bag was replaced", weakOwner == nil)
    }
    return { weakOwner == nil }
}

/// Subscribes with handlers that note on the owner.
func observeNoting<Source: ObservableType>(_ owner: LifetimeOwner, _ source: Source) -> Disposable {
    source.subscribe(
        onNext: { owner.note($0) }, onError: { owner.note("error(\(describe($0)))") },
        onCompleted: { owner.note("completed") }, onDisposed: { owner.note("disposed") })
}

/// One operator family's scenario: `pipeline` (whose closures capture the owner) over the five sources.
func lifetimeFamily<Result>(
    _ name: String, main: Bool = false,
    _ pipeline: @escaping (LifetimeOwner, Observable<Int>, TestScheduler) -> Observable<Result>
) -> Scenario {
    lifetimeFamily(name, main: main, context: {}, end: { _ in }) { owner, xs, scheduler, _ in
        pipeline(owner, xs, scheduler)
    }
}

/// One operator family's scenario whose pipeline also uses sources made for the scenario (`context`) that outlive
/// each owner; `end` ends them after the five runs, and the owners still alive then are checked again.
func lifetimeFamily<Result, Context>(
    _ name: String, main: Bool = false, context makeContext: @escaping () -> Context,
    end: @escaping (Context) -> Void,
    _ pipelineWithContext: @escaping (LifetimeOwner, Observable<Int>, TestScheduler, Context) -> Observable<Result>
) -> Scenario {
    Scenario("lifetimes/" + name) { log in
        let context = makeContext()
        var later: [(String, () -> Bool)] = []
        func track(_ label: String, _ body: (LifetimeOwner) -> Void) {
            let released = lifetime(log, label, body)
            if !released() { later.append((label, released)) }
        }
        func pipeline(_ owner: LifetimeOwner, _ xs: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Result> {
            pipelineWithContext(owner, xs, scheduler, context)
        }
        func settle(_ scheduler: TestScheduler) {
            scheduler.start()
            if main { drainMainQueue() }
        }
        do {
            let scheduler = TestScheduler(initialClock: 0)
            track("synchronous completed") { owner in
                observeNoting(owner, pipeline(owner, Observable.of(1, 2, 3), scheduler)).disposed(by: owner.bag)
                settle(scheduler)
            }
        }
        let timedSources: [(String, [Recorded<Event<Int>>])] = [
            ("timed completed", [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)]),
            ("timed error", [.next(210, 1), .next(220, 2), .error(230, TestError.a)]),
        ]
        for (label, events) in timedSources {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(events)
            track(label) { owner in
                observeNoting(owner, pipeline(owner, xs.asObservable(), scheduler)).disposed(by: owner.bag)
                settle(scheduler)
            }
            log.subscriptions(xs)
        }
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let subject = PublishSubject<Int>()
            track("never ends, bag replaced") { owner in
                observeNoting(owner, pipeline(owner, subject.asObservable(), scheduler)).disposed(by: owner.bag)
                scheduler.scheduleAt(210) { subject.onNext(1) }
                scheduler.scheduleAt(220) { subject.onNext(2) }
                scheduler.advanceTo(300)
                if main { drainMainQueue() }
                owner.bag = DisposeBag()
                settle(scheduler)
            }
            log("subject has observers", subject.hasObservers)
        }
        do {
            let scheduler = TestScheduler(initialClock: 0)
            track("dropped") { owner in
                _ = observeNoting(owner, pipeline(owner, Observable.of(1, 2, 3), scheduler))
                settle(scheduler)
            }
        }
        end(context)
        for (label, released) in later {
            log(label, "released once the scenario's sources ended", released())
        }
    }
}

/// A disposable resource for `using` that captures the owner.
final class LifetimeResource: Disposable, @unchecked Sendable {
    let owner: LifetimeOwner
    init(_ owner: LifetimeOwner) { self.owner = owner }
    func dispose() { owner.note("resource disposed") }
}

func operatorLifetimeScenarios() -> [Scenario] {
    [
        lifetimeFamily("map") { owner, xs, _ in xs.map { $0 * owner.k } },
        lifetimeFamily("filter") { owner, xs, _ in xs.filter { $0 != owner.k } },
        lifetimeFamily("compactMap") { owner, xs, _ in xs.compactMap { $0 == 2 ? nil : owner.scale($0) } },
        lifetimeFamily("scan") { owner, xs, _ in xs.scan(0) { $0 + owner.scale($1) } },
        lifetimeFamily("reduce") { owner, xs, _ in xs.reduce(0) { $0 + owner.scale($1) } },
        lifetimeFamily("toArray") { owner, xs, _ in xs.map(owner.scale).toArray().asObservable() },
        lifetimeFamily("distinctUntilChanged") { owner, xs, _ in xs.distinctUntilChanged { $0 * owner.k == $1 } },
        lifetimeFamily("take") { owner, xs, _ in xs.map(owner.scale).take(2) },
        lifetimeFamily("skip") { owner, xs, _ in xs.map(owner.scale).skip(1) },
        lifetimeFamily("takeUntilOther") { owner, xs, _ in
            xs.map(owner.scale).take(until: xs.filter { $0 * owner.k == 20 })
        },
        lifetimeFamily("takeUntilNever") { owner, xs, _ in xs.map(owner.scale).take(until: Observable<Int>.never()) },
        lifetimeFamily("takeUntilPredicate") { owner, xs, _ in xs.take(until: { $0 * owner.k == 20 }) },
        lifetimeFamily("skipUntil") { owner, xs, _ in xs.map(owner.scale).skip(until: xs.filter { $0 >= 2 }) },
        lifetimeFamily("takeWhile") { owner, xs, _ in xs.take(while: { $0 * owner.k < 30 }) },
        lifetimeFamily("skipWhile") { owner, xs, _ in xs.skip(while: { $0 * owner.k < 20 }) },
        lifetimeFamily("startWith") { owner, xs, _ in xs.map(owner.scale).startWith(0) },
        lifetimeFamily("concat") { owner, xs, _ in xs.map(owner.scale).concat(Observable.just(owner.k)) },
        lifetimeFamily("merge") { owner, xs, _ in Observable.merge(xs.map(owner.scale), Observable.just(owner.k)) },
        lifetimeFamily("zip") { owner, xs, _ in Observable.zip(xs, xs.skip(1)) { $0 * owner.k + $1 } },
        lifetimeFamily("combineLatest") { owner, xs, _ in
            Observable.combineLatest(xs, Observable.just(1)) { $0 * owner.k + $1 }
        },
        lifetimeFamily("withLatestFrom") { owner, xs, _ in
            xs.withLatestFrom(Observable.just(5)) { $0 * owner.k + $1 }
        },
        lifetimeFamily("sample") { owner, xs, _ in xs.map(owner.scale).sample(xs) },
        lifetimeFamily("amb") { owner, xs, _ in xs.map(owner.scale).amb(Observable<Int>.never()) },
        lifetimeFamily("switchLatest") { owner, xs, _ in xs.map { Observable.just(owner.scale($0)) }.switchLatest() },
        lifetimeFamily("flatMap") { owner, xs, _ in xs.flatMap { Observable.of($0, owner.scale($0)) } },
        lifetimeFamily("flatMapLatest") { owner, xs, _ in xs.flatMapLatest { Observable.of($0, owner.scale($0)) } },
        lifetimeFamily("flatMapFirst") { owner, xs, _ in xs.flatMapFirst { Observable.of($0, owner.scale($0)) } },
        lifetimeFamily("concatMap") { owner, xs, _ in xs.concatMap { Observable.of($0, owner.scale($0)) } },
        lifetimeFamily("catch") { owner, xs, _ in xs.catch { _ in Observable.just(owner.k) } },
        lifetimeFamily("catchAndReturn") { owner, xs, _ in xs.map(owner.scale).catchAndReturn(-1) },
        lifetimeFamily("retry") { owner, xs, _ in
            xs.map(owner.scale).concat(Observable<Int>.error(TestError.b)).retry(2)
        },
        lifetimeFamily("retryWhen") { owner, xs, _ in
            xs.concat(Observable<Int>.error(TestError.b)).retry(when: { (errors: Observable<Error>) in
                errors.enumerated().flatMap { index, error -> Observable<Int> in
                    index < 1 ? Observable.just(owner.k) : Observable.error(error)
                }
            })
        },
        lifetimeFamily("materialize") { owner, xs, _ in xs.map(owner.scale).materialize().map { describe($0) } },
        lifetimeFamily("dematerialize") { owner, xs, _ in
            xs.materialize().map { event in event.map { owner.scale($0) } }.dematerialize()
        },
        lifetimeFamily("groupBy") { owner, xs, _ in
            xs.groupBy { $0 % 2 }.flatMap { group in group.map { "\(group.key):\(owner.scale($0))" } }
        },
        lifetimeFamily("do") { owner, xs, _ in
            xs.do(
                onNext: { owner.note("do \($0)") }, onCompleted: { owner.note("do completed") },
                onSubscribe: { owner.note("do subscribe") }, onDispose: { owner.note("do dispose") })
        },
        lifetimeFamily("enumerated") { owner, xs, _ in xs.enumerated().map { $0.index + owner.scale($0.element) } },
        lifetimeFamily("ignoreElements") { owner, xs, _ in
            xs.do(onNext: { owner.note("do \($0)") }).ignoreElements().asObservable()
        },
        lifetimeFamily("using") { owner, xs, _ in
            Observable.using({ LifetimeResource(owner) }, observableFactory: { _ in xs.map(owner.scale) })
        },
        lifetimeFamily("deferred") { owner, xs, _ in Observable.deferred { xs.map(owner.scale) } },
        lifetimeFamily("create") { owner, xs, _ in
            Observable.create { observer in xs.map(owner.scale).subscribe(observer) }
        },
        lifetimeFamily("createDisposableCapturesOwner") { owner, xs, _ in
            Observable.create { observer in
                let subscription = xs.subscribe(observer)
                return Disposables.create {
                    owner.note("create's disposable")
                    subscription.dispose()
                }
            }
        },
        lifetimeFamily("withUnretained") { owner, xs, _ in xs.withUnretained(owner).map { $0.scale($1) } },
    ]
}

func timeLifetimeScenarios() -> [Scenario] {
    [
        lifetimeFamily("buffer") { owner, xs, scheduler in
            xs.map(owner.scale).buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler).map { "\($0)" }
        },
        lifetimeFamily("window") { owner, xs, scheduler in
            xs.window(timeSpan: .seconds(100), count: 2, scheduler: scheduler)
                .flatMap { window in window.map(owner.scale).toArray().asObservable() }.map { "\($0)" }
        },
        lifetimeFamily("debounce") { owner, xs, scheduler in
            xs.debounce(.seconds(5), scheduler: scheduler).map(owner.scale)
        },
        lifetimeFamily("throttle") { owner, xs, scheduler in
            xs.throttle(.seconds(15), latest: true, scheduler: scheduler).map(owner.scale)
        },
        lifetimeFamily("delay") { owner, xs, scheduler in xs.map(owner.scale).delay(.seconds(5), scheduler: scheduler) },
        lifetimeFamily("delaySubscription") { owner, xs, scheduler in
            xs.map(owner.scale).delaySubscription(.seconds(5), scheduler: scheduler)
        },
        lifetimeFamily("timeout") { owner, xs, scheduler in
            xs.map(owner.scale).timeout(.seconds(50), scheduler: scheduler)
        },
        lifetimeFamily("timeoutOther") { owner, xs, scheduler in
            xs.map(owner.scale).timeout(.seconds(50), other: Observable.just(owner.k), scheduler: scheduler)
        },
        lifetimeFamily("takeForDuration") { owner, xs, scheduler in
            xs.map(owner.scale).take(for: .seconds(250), scheduler: scheduler)
        },
        lifetimeFamily("timer") { owner, xs, scheduler in
            xs.flatMapLatest { value in
                Observable<Int>.timer(.seconds(5), scheduler: scheduler).map { _ in owner.scale(value) }
            }
        },
        lifetimeFamily("subscribeOnTestScheduler") { owner, xs, scheduler in
            xs.map(owner.scale).subscribe(on: scheduler)
        },
        lifetimeFamily("observeOnTestScheduler") { owner, xs, scheduler in xs.map(owner.scale).observe(on: scheduler) },
        lifetimeFamily("observeOnMainScheduler", main: true) { owner, xs, _ in
            xs.map(owner.scale).observe(on: MainScheduler.instance)
        },
        lifetimeFamily("observeOnMainAsyncScheduler", main: true) { owner, xs, _ in
            xs.map(owner.scale).observe(on: MainScheduler.asyncInstance)
        },
        lifetimeFamily("subscribeOnMainScheduler", main: true) { owner, xs, _ in
            xs.map(owner.scale).subscribe(on: MainScheduler.instance)
        },
        lifetimeFamily("subscribeOnMainAsyncScheduler", main: true) { owner, xs, _ in
            xs.map(owner.scale).subscribe(on: MainScheduler.asyncInstance)
        },
    ]
}
