// SendableRx compatibility scenarios — the order of disposals and terminal events on one tick: sources that end the
// result while an operator is still subscribing its sources (the operator's disposals wait until it has subscribed
// them all, as RxSwift's do), and the trait operators whose disposal order the traitFuzz group found different. Each
// source writes when it is subscribed and when its subscription is disposed.

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

/// A source named `name` that sends `elements` and then, when `ending` is given, that terminal event — all while it
/// is being subscribed — and writes its subscription and its disposal.
private func endingSource(_ log: Log, _ name: String, _ elements: [Int] = [], _ ending: Event<Int>? = nil) -> Observable<Int> {
    Observable<Int>.create { observer in
        log(name, "subscribed")
        for element in elements { observer.onNext(element) }
        if let ending { observer.on(ending) }
        return Disposables.create { log(name, "disposed") }
    }
}

/// Subscribes `source` with handlers that write what they get.
private func watch(_ log: Log, _ source: Observable<Int>) {
    _ = source.subscribe(
        onNext: { log("next", $0) },
        onError: { log("error", $0) },
        onCompleted: { log("completed") },
        onDisposed: { log("subscription disposed") }
    )
}

/// A `Single` that succeeds with `value` 20 ticks after it is subscribed on `scheduler` (or, with `nil`, a `Maybe`
/// that completes empty then), writing its subscription and its disposal with the clock.
private func laterSource(_ log: Log, _ scheduler: TestScheduler, _ name: String, _ value: Int?) -> Observable<Int> {
    Observable<Int>.create { observer in
        log(name, "subscribed @\(scheduler.clock)")
        let timer = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
            if let value { observer.onNext(value) }
            observer.onCompleted()
            return Disposables.create()
        }
        return Disposables.create(timer, Disposables.create { log(name, "disposed @\(scheduler.clock)") })
    }
}

func disposalOrderScenarios() -> [Scenario] {
    [
        Scenario("disposalOrder/zipSecondFailsWhileSubscribing") { log in
            watch(log, Observable.zip(endingSource(log, "first"), endingSource(log, "second", [], .error(TestError.a))) { $0 + $1 })
        },
        Scenario("disposalOrder/zipArrayMiddleFailsWhileSubscribing") { log in
            watch(log, Observable.zip([
                endingSource(log, "first"), endingSource(log, "second", [], .error(TestError.a)), endingSource(log, "third"),
            ]).map { $0.count })
        },
        Scenario("disposalOrder/combineLatestSecondFailsWhileSubscribing") { log in
            watch(log, Observable.combineLatest(endingSource(log, "first", [1]), endingSource(log, "second", [], .error(TestError.a))) { $0 + $1 })
        },
        Scenario("disposalOrder/combineLatestCompletesWhileSubscribing") { log in
            watch(log, Observable.combineLatest(endingSource(log, "first", [1], .completed), endingSource(log, "second", [2], .completed)) { $0 + $1 })
        },
        Scenario("disposalOrder/withLatestFromFirstCompletesWhileSubscribing") { log in
            watch(log, endingSource(log, "first", [1], .completed).withLatestFrom(endingSource(log, "second", [2])) { $0 + $1 })
        },
        Scenario("disposalOrder/withLatestFromSecondFailsWhileSubscribing") { log in
            watch(log, endingSource(log, "first", [1]).withLatestFrom(endingSource(log, "second", [], .error(TestError.b))))
        },
        Scenario("disposalOrder/sampleSourceFailsWhileSubscribing") { log in
            watch(log, endingSource(log, "source", [1], .error(TestError.a)).sample(endingSource(log, "sampler", [0])))
        },
        Scenario("disposalOrder/ambLeftCompletesWhileSubscribing") { log in
            watch(log, endingSource(log, "left", [1], .completed).amb(endingSource(log, "right", [2])))
        },
        Scenario("disposalOrder/flatMapLatestOuterCompletesWhileSubscribing") { log in
            watch(log, endingSource(log, "outer", [1, 2], .completed).flatMapLatest { endingSource(log, "inner \($0)", [$0 * 10], .completed) })
        },
        Scenario("disposalOrder/flatMapFirstOuterFailsWhileSubscribing") { log in
            watch(log, endingSource(log, "outer", [1], .error(TestError.c)).flatMapFirst { endingSource(log, "inner \($0)", [$0]) })
        },
        Scenario("disposalOrder/flatMapOuterCompletesWhileSubscribing") { log in
            watch(log, endingSource(log, "outer", [1, 2], .completed).flatMap { endingSource(log, "inner \($0)", [$0], .completed) })
        },
        Scenario("disposalOrder/completableConcat") { log in
            let first = endingSource(log, "first", [], .completed).ignoreElements().asCompletable()
            let second = endingSource(log, "second", [], .completed).ignoreElements().asCompletable()
            _ = first.concat(second).subscribe(onCompleted: { log("completed") }, onDisposed: { log("subscription disposed") })
        },
        Scenario("disposalOrder/completableAndThen") { log in
            let first = endingSource(log, "first", [], .completed).ignoreElements().asCompletable()
            let second = endingSource(log, "second", [], .completed).ignoreElements().asCompletable()
            _ = first.andThen(second).subscribe(onCompleted: { log("completed") }, onDisposed: { log("subscription disposed") })
        },
        Scenario("disposalOrder/singleFlatMapCompletable") { log in
            let single = endingSource(log, "single", [5], .completed).asSingle()
            _ = single.flatMapCompletable { _ in endingSource(log, "inner", [], .completed).ignoreElements().asCompletable() }
                .subscribe(onCompleted: { log("completed") }, onDisposed: { log("subscription disposed") })
        },
        Scenario("disposalOrder/singleFlatMapSingle") { log in
            let single = endingSource(log, "single", [5], .completed).asSingle()
            _ = single.flatMap { value in endingSource(log, "inner", [value + 1], .completed).asSingle() }
                .subscribe(onSuccess: { log("success", $0) }, onDisposed: { log("subscription disposed") })
        },
        Scenario("disposalOrder/maybeFlatMapOfEmpty") { log in
            let maybe = endingSource(log, "maybe", [], .completed).asMaybe()
            _ = maybe.flatMap { value in Maybe.just(value) }
                .subscribe(onSuccess: { log("success", $0) }, onCompleted: { log("completed") }, onDisposed: { log("subscription disposed") })
        },
        Scenario("disposalOrder/singleZipSecondFails") { log in
            let first = endingSource(log, "first", [1], .completed).asSingle()
            let second = endingSource(log, "second", [], .error(TestError.b)).asSingle()
            _ = Single.zip(first, second) { $0 + $1 }
                .subscribe(onSuccess: { log("success", $0) }, onFailure: { log("failure", $0) }, onDisposed: { log("subscription disposed") })
        },
        Scenario("disposalOrder/singleFlatMapCompletableLater") { log in
            let scheduler = TestScheduler(initialClock: 0)
            scheduler.scheduleAt(200) {
                _ = laterSource(log, scheduler, "single", 5).asSingle()
                    .flatMapCompletable { _ in Completable.empty() }
                    .subscribe(onCompleted: { log("completed @\(scheduler.clock)") }, onDisposed: { log("subscription disposed") })
            }
            scheduler.start()
        },
        Scenario("disposalOrder/maybeFlatMapOfEmptyLater") { log in
            let scheduler = TestScheduler(initialClock: 0)
            scheduler.scheduleAt(200) {
                _ = laterSource(log, scheduler, "maybe", nil).asMaybe()
                    .flatMap { Maybe.just($0) }
                    .subscribe(onSuccess: { log("success", $0) }, onCompleted: { log("completed @\(scheduler.clock)") },
                               onDisposed: { log("subscription disposed") })
            }
            scheduler.start()
        },
    ]
}
