// SendableRx compatibility scenarios — blocking: `toBlocking()` and `toBlocking(timeout:)` with `first()`, `last()`,
// `single()`, `single(_:)`, `toArray()` and `materialize()`; their results, their errors, and how much of the
// source they consume before they stop listening.

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

/// Writes a materialized result: `completed [1, 2]` or `failed [1] TestError.a`.
func describe<Element>(_ result: MaterializedSequenceResult<Element>) -> String {
    switch result {
    case .completed(let elements): return "completed \(elements)"
    case .failed(let elements, let error): return "failed \(elements) \(describe(error))"
    }
}

/// A cold source that logs what it emits, what it is asked and when it is disposed.
func loggedSource(_ log: Log, _ elements: [Int], error: TestError? = nil) -> Observable<Int> {
    Observable<Int>.create { observer in
        log("source subscribed")
        for element in elements {
            log("source sends", element)
            observer.onNext(element)
        }
        if let error {
            log("source fails")
            observer.onError(error)
        } else {
            log("source completes")
            observer.onCompleted()
        }
        return Disposables.create { log("source disposed") }
    }
}

/// Hands an observer to a background queue, which is then its only user.
struct HandedOverObserver: @unchecked Sendable {
    // @unchecked Sendable: after the hand-over only the background queue calls the observer.
    let observer: AnyObserver<Int>
}

/// A source that emits `elements` from a background queue after a short pause.
func backgroundSource(_ elements: [Int], error: TestError? = nil, delay: TimeInterval = 0.02) -> Observable<Int> {
    Observable<Int>.create { observer in
        let target = HandedOverObserver(observer: observer)
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
            for element in elements { target.observer.onNext(element) }
            if let error { target.observer.onError(error) } else { target.observer.onCompleted() }
        }
        return Disposables.create()
    }
}

func blockingScenarios() -> [Scenario] {
    blockingResultScenarios() + blockingConsumptionScenarios() + blockingTimeoutScenarios()
}

func blockingResultScenarios() -> [Scenario] {
    [
        Scenario("blocking/firstCases") { log in
            attempt(log, "of") { try Observable.of(1, 2, 3).toBlocking().first() as Any }
            attempt(log, "empty") { try Observable<Int>.empty().toBlocking().first() as Any }
            attempt(log, "error") { try Observable<Int>.error(TestError.a).toBlocking().first() as Any }
            attempt(log, "elementThenError") {
                try Observable.just(1).concat(Observable.error(TestError.a)).toBlocking().first() as Any
            }
        },
        Scenario("blocking/lastCases") { log in
            attempt(log, "of") { try Observable.of(1, 2, 3).toBlocking().last() as Any }
            attempt(log, "empty") { try Observable<Int>.empty().toBlocking().last() as Any }
            attempt(log, "error") { try Observable<Int>.error(TestError.a).toBlocking().last() as Any }
            attempt(log, "elementsThenError") {
                try Observable.of(1, 2).concat(Observable.error(TestError.b)).toBlocking().last() as Any
            }
        },
        Scenario("blocking/toArrayCases") { log in
            attempt(log, "of") { try Observable.of(1, 2, 3).toBlocking().toArray() }
            attempt(log, "empty") { try Observable<Int>.empty().toBlocking().toArray() }
            attempt(log, "error") { try Observable<Int>.error(TestError.a).toBlocking().toArray() }
            attempt(log, "elementsThenError") {
                try Observable.of(1, 2).concat(Observable.error(TestError.b)).toBlocking().toArray()
            }
        },
        Scenario("blocking/singleCases") { log in
            attempt(log, "one") { try Observable.just(1).toBlocking().single() }
            attempt(log, "empty") { try Observable<Int>.empty().toBlocking().single() }
            attempt(log, "two") { try Observable.of(1, 2).toBlocking().single() }
            attempt(log, "error") { try Observable<Int>.error(TestError.a).toBlocking().single() }
            attempt(log, "oneThenError") {
                try Observable.just(1).concat(Observable.error(TestError.b)).toBlocking().single()
            }
            attempt(log, "twoThenError") {
                try Observable.of(1, 2).concat(Observable.error(TestError.b)).toBlocking().single()
            }
        },
        Scenario("blocking/singlePredicateCases") { log in
            attempt(log, "oneMatch") { try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 } }
            attempt(log, "noMatch") { try Observable.of(1, 2, 3).toBlocking().single { $0 > 5 } }
            attempt(log, "twoMatches") { try Observable.of(1, 2, 3).toBlocking().single { $0 > 1 } }
            attempt(log, "throws") { try Observable.of(1, 2, 3).toBlocking().single { _ in throw TestError.c } }
            attempt(log, "error") { try Observable<Int>.error(TestError.a).toBlocking().single { $0 > 1 } }
            attempt(log, "matchThenError") {
                try Observable.of(1, 2).concat(Observable.error(TestError.b)).toBlocking().single { $0 == 2 }
            }
        },
        Scenario("blocking/materializeCases") { log in
            log("of", describe(Observable.of(1, 2, 3).toBlocking().materialize()))
            log("empty", describe(Observable<Int>.empty().toBlocking().materialize()))
            log("error", describe(Observable<Int>.error(TestError.a).toBlocking().materialize()))
            log("elementsThenError", describe(
                Observable.of(1, 2).concat(Observable.error(TestError.b)).toBlocking().materialize()
            ))
        },
        Scenario("blocking/traits") { log in
            attempt(log, "single") { try Single.just(1).toBlocking().single() }
            attempt(log, "singleError") { try Single<Int>.error(TestError.a).toBlocking().single() }
            attempt(log, "maybeEmpty") { try Maybe<Int>.empty().toBlocking().first() as Any }
            attempt(log, "maybeJust") { try Maybe.just(2).toBlocking().last() as Any }
            attempt(log, "completable") { try Completable.empty().toBlocking().toArray().count }
            attempt(log, "completableError") { try Completable.error(TestError.b).toBlocking().first() as Any }
            attempt(log, "infallible") { try Infallible.of(1, 2).toBlocking().toArray() }
            log("subject", describe(BehaviorSubject(value: 3).take(1).toBlocking().materialize()))
        },
        Scenario("blocking/backgroundSource") { log in
            attempt(log, "toArray") { try backgroundSource([1, 2, 3]).toBlocking().toArray() }
            attempt(log, "first") { try backgroundSource([4, 5]).toBlocking().first() as Any }
            attempt(log, "last") { try backgroundSource([4, 5]).toBlocking().last() as Any }
            attempt(log, "single") { try backgroundSource([6]).toBlocking().single() }
            attempt(log, "error") { try backgroundSource([1], error: .a).toBlocking().toArray() }
            log("materialize", describe(backgroundSource([7, 8], error: .b).toBlocking().materialize()))
        },
        Scenario("blocking/schedulerSources") { log in
            let background = ConcurrentDispatchQueueScheduler(qos: .default)
            attempt(log, "delayed") {
                try Observable.of(1, 2).delay(.milliseconds(20), scheduler: background).toBlocking().toArray()
            }
            attempt(log, "subscribeOn") {
                try Observable.of(3, 4).subscribe(on: background).toBlocking().toArray()
            }
            attempt(log, "timer") {
                try Observable<Int>.timer(.milliseconds(10), scheduler: background).toBlocking().first() as Any
            }
            attempt(log, "mainScheduler") {
                try Observable.of(5, 6).observe(on: MainScheduler.instance).toBlocking().toArray()
            }
            attempt(log, "mainAsync") {
                try Observable.of(7).observe(on: MainScheduler.asyncInstance).toBlocking().toArray()
            }
        },
    ]
}

func blockingConsumptionScenarios() -> [Scenario] {
    [
        Scenario("blocking/singlePredicateStopsAtSecondMatch") { log in
            var seen: [Int] = []
            attempt(log, "single") {
                try Observable.of(42, 43, 44, 45).toBlocking().single { element in
                    seen.append(element)
                    return element >= 43
                }
            }
            log("predicate saw", seen)
        },
        Scenario("blocking/singlePredicateThrowingStops") { log in
            var seen: [Int] = []
            attempt(log, "single") {
                try Observable.of(42, 43, 44, 45).toBlocking().single { element in
                    seen.append(element)
                    if element == 43 { throw TestError.b }
                    return false
                }
            }
            log("predicate saw", seen)
        },
        Scenario("blocking/singlePredicateSeesEverythingWhenUnique") { log in
            var seen: [Int] = []
            attempt(log, "single") {
                try Observable.of(1, 2, 3, 4).toBlocking().single { element in
                    seen.append(element)
                    return element == 2
                }
            }
            log("predicate saw", seen)
        },
        Scenario("blocking/singlePredicateOnLoggedSource") { log in
            attempt(log, "single") { try loggedSource(log, [1, 2, 3, 4]).toBlocking().single { $0 > 1 } }
        },
        Scenario("blocking/singleStopsAtSecondElement") { log in
            attempt(log, "single") { try loggedSource(log, [1, 2, 3]).toBlocking().single() }
        },
        Scenario("blocking/firstOnLoggedSource") { log in
            attempt(log, "first") { try loggedSource(log, [1, 2, 3]).toBlocking().first() as Any }
        },
        Scenario("blocking/lastOnLoggedSource") { log in
            attempt(log, "last") { try loggedSource(log, [1, 2, 3]).toBlocking().last() as Any }
        },
        Scenario("blocking/toArrayOnLoggedSource") { log in
            attempt(log, "toArray") { try loggedSource(log, [1, 2], error: .a).toBlocking().toArray() }
        },
        Scenario("blocking/materializeOnLoggedSource") { log in
            log("result", describe(loggedSource(log, [1, 2]).toBlocking().materialize()))
        },
        Scenario("blocking/firstOnScheduledOf") { log in
            let source = Observable.of(1, 2, 3).do(
                onNext: { log("do onNext", $0) },
                onCompleted: { log("do onCompleted") },
                onSubscribe: { log("do onSubscribe") },
                onSubscribed: { log("do onSubscribed") },
                onDispose: { log("do onDispose") }
            )
            attempt(log, "first") { try source.toBlocking().first() as Any }
        },
        Scenario("blocking/singleOnScheduledOf") { log in
            let source = Observable.of(1, 2, 3).do(onNext: { log("do onNext", $0) }, onDispose: { log("do onDispose") })
            attempt(log, "single") { try source.toBlocking().single() }
        },
        Scenario("blocking/singlePredicateOnScheduledOf") { log in
            let source = Observable.of(42, 43, 44, 45).do(onNext: { log("do onNext", $0) })
            attempt(log, "single") { try source.toBlocking().single { $0 >= 43 } }
        },
        Scenario("blocking/firstOnRange") { log in
            let source = Observable.range(start: 1, count: 5).do(onNext: { log("do onNext", $0) })
            attempt(log, "first") { try source.toBlocking().first() as Any }
        },
        Scenario("blocking/firstOnTakeAndConcat") { log in
            let source = Observable.concat([Observable.of(1, 2), Observable.of(3)]).do(onNext: { log("do onNext", $0) })
            attempt(log, "first") { try source.toBlocking().first() as Any }
        },
        Scenario("blocking/subjectAfterFirst") { log in
            let subject = BehaviorSubject(value: 1)
            attempt(log, "first") { try subject.toBlocking().first() as Any }
            log("hasObservers", subject.hasObservers)
        },
        Scenario("blocking/scheduledFromOnABackgroundScheduler") { log in
            let background = ConcurrentDispatchQueueScheduler(qos: .default)
            attempt(log, "toArray") { try Observable.from([1, 2, 3], scheduler: background).toBlocking().toArray() }
            attempt(log, "first") { try Observable.of(4, 5, scheduler: background).toBlocking().first() as Any }
            attempt(log, "single") { try Observable.of(6, 7, scheduler: background).toBlocking().single() }
        },
        Scenario("blocking/misbehavingSource") { log in
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                observer.onNext(2)
                observer.onError(TestError.a)
                return Disposables.create()
            }
            attempt(log, "toArray") { try source.toBlocking().toArray() }
            log("materialize", describe(source.toBlocking().materialize()))
        },
        Scenario("blocking/lastAndToArrayOnTrait") { log in
            attempt(log, "singleToArray") { try Single.just(3).toBlocking().toArray() }
            attempt(log, "maybeEmptyLast") { try Maybe<Int>.empty().toBlocking().last() as Any }
            attempt(log, "asSingleOfTwo") { try Observable.of(1, 2).asSingle().toBlocking().first() as Any }
            log("completableMaterialize", describe(Completable.error(TestError.c).toBlocking().materialize()))
        },
        Scenario("blocking/deferredCountsSubscriptions") { log in
            var subscriptions = 0
            let source = Observable<Int>.deferred {
                subscriptions += 1
                return .of(subscriptions, subscriptions + 1)
            }
            let blocking = source.toBlocking()
            attempt(log, "first") { try blocking.first() as Any }
            attempt(log, "toArray") { try blocking.toArray() }
            attempt(log, "last") { try blocking.last() as Any }
            log("subscriptions", subscriptions)
        },
    ]
}

func blockingTimeoutScenarios() -> [Scenario] {
    [
        Scenario("blocking/timeoutNever") { log in
            attempt(log, "first") { try Observable<Int>.never().toBlocking(timeout: 0.05).first() as Any }
            attempt(log, "toArray") { try Observable<Int>.never().toBlocking(timeout: 0.05).toArray() }
            attempt(log, "single") { try Observable<Int>.never().toBlocking(timeout: 0.05).single() }
            log("materialize", describe(Observable<Int>.never().toBlocking(timeout: 0.05).materialize()))
        },
        Scenario("blocking/timeoutAfterElements") { log in
            let source = Observable.of(1, 2).concat(Observable.never())
            attempt(log, "first") { try source.toBlocking(timeout: 0.05).first() as Any }
            attempt(log, "last") { try source.toBlocking(timeout: 0.05).last() as Any }
            attempt(log, "single") { try source.toBlocking(timeout: 0.05).single() }
            attempt(log, "singleOne") { try Observable.just(1).concat(Observable.never()).toBlocking(timeout: 0.05).single() }
            log("materialize", describe(source.toBlocking(timeout: 0.05).materialize()))
        },
        Scenario("blocking/timeoutDisposesTheSource") { log in
            let subject = PublishSubject<Int>()
            let source = subject.do(onDispose: { log("disposed") })
            attempt(log, "toArray") { try source.toBlocking(timeout: 0.05).toArray() }
            log("hasObservers", subject.hasObservers)
        },
        Scenario("blocking/timeoutNotReached") { log in
            attempt(log, "toArray") { try backgroundSource([1, 2]).toBlocking(timeout: 5).toArray() }
            attempt(log, "synchronous") { try Observable.of(3).toBlocking(timeout: 0.5).single() }
        },
        Scenario("blocking/zeroTimeout") { log in
            attempt(log, "synchronous") { try Observable.of(3).toBlocking(timeout: 0).toArray() }
            attempt(log, "never") { try Observable<Int>.never().toBlocking(timeout: 0).toArray() }
        },
    ]
}
