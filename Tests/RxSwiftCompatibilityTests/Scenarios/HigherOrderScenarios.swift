// SendableRx compatibility scenarios — higher-order operators: flatMap, flatMapFirst, flatMapLatest, concatMap,
// switchLatest, merge(), merge(maxConcurrent:) and concat() of an observable of observables.

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

/// A hot outer sequence of indices into `inners` (cold test observables): runs `make` on both, subscribed at 200 and
/// disposed at `disposed`, and writes the result, the outer subscriptions and each inner's subscriptions.
private func runHigherOrder<R>(
    _ log: Log, outer: [Recorded<Event<Int>>], inners: [[Recorded<Event<Int>>]], disposed: Int = 1000,
    hotInners: Bool = false,
    _ make: @escaping (TestableObservable<Int>, [TestableObservable<Int>]) -> Observable<R>
) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(outer)
    let ys = inners.map { hotInners ? scheduler.createHotObservable($0) : scheduler.createColdObservable($0) }
    let res = scheduler.start(disposed: disposed) { make(xs, ys) }
    log.events(res)
    log.subscriptions(xs, "outer")
    for (index, inner) in ys.enumerated() {
        log.subscriptions(inner, "inner\(index)")
    }
}

/// Logs every event of `source` as it arrives, with `label`.
private func logEvents<O: ObservableType>(_ log: Log, _ label: String, _ source: O) -> Disposable {
    source.subscribe(
        onNext: { log(label, "next", $0) },
        onError: { log(label, "error", describe($0)) },
        onCompleted: { log(label, "completed") },
        onDisposed: { log(label, "disposed") }
    )
}

private let outerThree: [Recorded<Event<Int>>] = [.next(210, 0), .next(220, 1), .next(250, 2), .completed(300)]
private let outerEarlyEnd: [Recorded<Event<Int>>] = [.next(210, 0), .next(220, 1), .completed(230)]
private let innersThree: [[Recorded<Event<Int>>]] = [
    [.next(5, 1), .next(15, 2), .next(25, 3), .completed(30)],
    [.next(5, 10), .next(20, 20), .completed(40)],
    [.next(10, 100), .completed(20)],
]

func higherOrderScenarios() -> [Scenario] {
    flatMapScenarios() + flatMapFirstLatestScenarios() + subjectInnerScenarios()
}

// MARK: - flatMap, concatMap, merge

private func flatMapScenarios() -> [Scenario] {
    [
        Scenario("higherOrder/flatMapBasic") { log in
            runHigherOrder(log, outer: outerThree, inners: innersThree) { xs, ys in xs.flatMap { ys[$0] } }
        },
        Scenario("higherOrder/flatMapOuterEndsFirst") { log in
            runHigherOrder(log, outer: outerEarlyEnd, inners: innersThree) { xs, ys in xs.flatMap { ys[$0] } }
        },
        Scenario("higherOrder/flatMapInnerError") { log in
            runHigherOrder(log, outer: outerThree, inners: [innersThree[0], [.next(5, 10), .error(10, TestError.a)], innersThree[2]]) {
                xs, ys in xs.flatMap { ys[$0] }
            }
        },
        Scenario("higherOrder/flatMapOuterError") { log in
            runHigherOrder(log, outer: [.next(210, 0), .error(220, TestError.b)], inners: innersThree) { xs, ys in
                xs.flatMap { ys[$0] }
            }
        },
        Scenario("higherOrder/flatMapSelectorThrows") { log in
            runHigherOrder(log, outer: outerThree, inners: innersThree) { xs, ys in
                xs.flatMap { (index: Int) throws -> TestableObservable<Int> in
                    if index == 1 { throw TestError.c }
                    return ys[index]
                }
            }
        },
        Scenario("higherOrder/flatMapDisposedEarly") { log in
            runHigherOrder(log, outer: outerThree, inners: innersThree, disposed: 225) { xs, ys in xs.flatMap { ys[$0] } }
        },
        Scenario("higherOrder/flatMapHotInnersMisbehaving") { log in
            runHigherOrder(log, outer: [.next(205, 0), .next(215, 1), .completed(400)], inners: [
                [.next(210, 1), .completed(220), .next(230, 2)],
                [.next(225, 10), .next(240, 20), .completed(250)],
            ], hotInners: true) { xs, ys in xs.flatMap { ys[$0] } }
        },
        Scenario("higherOrder/flatMapJustInference") { log in
            runHigherOrder(log, outer: outerThree, inners: []) { xs, _ in xs.flatMap { Observable.just($0 * 2) } }
        },
        Scenario("higherOrder/flatMapSynchronousInners") { log in
            _ = logEvents(log, "flatMap", Observable.of(1, 2, 3).flatMap { Observable.of($0, $0 * 10) })
        },
        Scenario("higherOrder/flatMapCallbackOrder") { log in
            let result = Observable.of(1, 2)
                .do(onCompleted: { log("outer completed") }, onDispose: { log("outer disposed") })
                .flatMap { value in
                    Observable.just(value).do(onCompleted: { log("inner", value, "completed") }, onDispose: { log("inner", value, "disposed") })
                }
            _ = logEvents(log, "flatMap", result)
        },
        Scenario("higherOrder/concatMapBasic") { log in
            runHigherOrder(log, outer: outerThree, inners: innersThree) { xs, ys in xs.concatMap { ys[$0] } }
        },
        Scenario("higherOrder/concatMapOuterEndsFirst") { log in
            runHigherOrder(log, outer: outerEarlyEnd, inners: innersThree) { xs, ys in xs.concatMap { ys[$0] } }
        },
        Scenario("higherOrder/concatMapInnerError") { log in
            runHigherOrder(log, outer: outerThree, inners: [[.next(5, 1), .error(15, TestError.a)], innersThree[1], innersThree[2]]) {
                xs, ys in xs.concatMap { ys[$0] }
            }
        },
        Scenario("higherOrder/concatMapSelectorThrows") { log in
            runHigherOrder(log, outer: outerThree, inners: innersThree) { xs, ys in
                xs.concatMap { (index: Int) throws -> TestableObservable<Int> in
                    if index == 2 { throw TestError.c }
                    return ys[index]
                }
            }
        },
        Scenario("higherOrder/concatMapDisposedEarly") { log in
            runHigherOrder(log, outer: outerThree, inners: innersThree, disposed: 245) { xs, ys in xs.concatMap { ys[$0] } }
        },
        Scenario("higherOrder/mergeOfObservables") { log in
            runHigherOrder(log, outer: outerThree, inners: innersThree) { xs, ys in xs.map { ys[$0] }.merge() }
        },
        Scenario("higherOrder/mergeMaxConcurrent2") { log in
            runHigherOrder(log, outer: outerThree, inners: innersThree) { xs, ys in xs.map { ys[$0] }.merge(maxConcurrent: 2) }
        },
        Scenario("higherOrder/mergeMaxConcurrent1") { log in
            runHigherOrder(log, outer: outerThree, inners: innersThree) { xs, ys in xs.map { ys[$0] }.merge(maxConcurrent: 1) }
        },
        Scenario("higherOrder/mergeMaxConcurrentOuterEndsFirst") { log in
            runHigherOrder(log, outer: outerEarlyEnd, inners: innersThree) { xs, ys in
                xs.map { ys[$0] }.merge(maxConcurrent: 1)
            }
        },
        Scenario("higherOrder/mergeMaxConcurrentError") { log in
            runHigherOrder(log, outer: [.next(210, 0), .next(215, 1), .error(222, TestError.a)], inners: innersThree) { xs, ys in
                xs.map { ys[$0] }.merge(maxConcurrent: 1)
            }
        },
        Scenario("higherOrder/flatMapDisposeInsideHandler") { log in
            let outer = PublishSubject<Int>()
            let inner = PublishSubject<Int>()
            var subscription: Disposable?
            subscription = outer.flatMap { _ in inner.do(onDispose: { log("inner disposed") }) }
                .do(onDispose: { log("result disposed") })
                .subscribe(onNext: { value in
                    log("next", value)
                    if value == 2 { subscription?.dispose() }
                })
            outer.onNext(1)
            inner.onNext(1)
            inner.onNext(2)
            inner.onNext(3)
            log("outer has observers", outer.hasObservers, "inner has observers", inner.hasObservers)
        },
        Scenario("higherOrder/flatMapFirstToSubject") { log in
            let outer = PublishSubject<Int>()
            let inner = PublishSubject<Int>()
            _ = logEvents(log, "flatMapFirst", outer.flatMapFirst { value -> PublishSubject<Int> in
                log("selector", value)
                return inner
            })
            outer.onNext(1)
            outer.onNext(2)
            inner.onNext(10)
            inner.onCompleted()
            outer.onNext(3)
            outer.onCompleted()
        },
        Scenario("higherOrder/concatOfObservables") { log in
            runHigherOrder(log, outer: outerThree, inners: innersThree) { xs, ys in xs.map { ys[$0] }.concat() }
        },
        Scenario("higherOrder/mergeMaxConcurrentSynchronous") { log in
            let result = Observable.of(1, 2, 3).map { Observable.of($0, $0 * 10) }.merge(maxConcurrent: 2)
            _ = logEvents(log, "merge", result)
        },
    ]
}

// MARK: - flatMapFirst, flatMapLatest, switchLatest

private func flatMapFirstLatestScenarios() -> [Scenario] {
    [
        Scenario("higherOrder/flatMapFirstBasic") { log in
            runHigherOrder(log, outer: outerThree, inners: innersThree) { xs, ys in xs.flatMapFirst { ys[$0] } }
        },
        Scenario("higherOrder/flatMapFirstOuterEndsFirst") { log in
            runHigherOrder(log, outer: outerEarlyEnd, inners: innersThree) { xs, ys in xs.flatMapFirst { ys[$0] } }
        },
        Scenario("higherOrder/flatMapFirstInnerError") { log in
            runHigherOrder(log, outer: outerThree, inners: [[.next(5, 1), .error(15, TestError.a)], innersThree[1], innersThree[2]]) {
                xs, ys in xs.flatMapFirst { ys[$0] }
            }
        },
        Scenario("higherOrder/flatMapFirstSelectorThrows") { log in
            runHigherOrder(log, outer: outerThree, inners: innersThree) { xs, ys in
                xs.flatMapFirst { (index: Int) throws -> TestableObservable<Int> in
                    if index == 2 { throw TestError.c }
                    return ys[index]
                }
            }
        },
        Scenario("higherOrder/flatMapFirstSelectorNotCalledWhileActive") { log in
            runHigherOrder(log, outer: outerThree, inners: innersThree) { xs, ys in
                xs.flatMapFirst { index -> TestableObservable<Int> in
                    log("selector", index)
                    return ys[index]
                }
            }
        },
        Scenario("higherOrder/flatMapFirstDisposedEarly") { log in
            runHigherOrder(log, outer: outerThree, inners: innersThree, disposed: 215) { xs, ys in xs.flatMapFirst { ys[$0] } }
        },
        Scenario("higherOrder/flatMapFirstCallbackOrder") { log in
            let result = Observable.of(1, 2)
                .do(onCompleted: { log("outer completed") }, onDispose: { log("outer disposed") })
                .flatMapFirst { value in
                    Observable.just(value).do(onCompleted: { log("inner", value, "completed") }, onDispose: { log("inner", value, "disposed") })
                }
            _ = logEvents(log, "flatMapFirst", result)
        },
        Scenario("higherOrder/flatMapLatestBasic") { log in
            runHigherOrder(log, outer: outerThree, inners: innersThree) { xs, ys in xs.flatMapLatest { ys[$0] } }
        },
        Scenario("higherOrder/flatMapLatestOuterEndsFirst") { log in
            runHigherOrder(log, outer: outerEarlyEnd, inners: innersThree) { xs, ys in xs.flatMapLatest { ys[$0] } }
        },
        Scenario("higherOrder/flatMapLatestInnerError") { log in
            runHigherOrder(log, outer: outerThree, inners: [innersThree[0], [.next(5, 10), .error(10, TestError.a)], innersThree[2]]) {
                xs, ys in xs.flatMapLatest { ys[$0] }
            }
        },
        Scenario("higherOrder/flatMapLatestStaleInnerError") { log in
            runHigherOrder(log, outer: outerThree, inners: [[.next(5, 1), .error(50, TestError.a)], innersThree[1], innersThree[2]],
                           hotInners: false) { xs, ys in xs.flatMapLatest { ys[$0] } }
        },
        Scenario("higherOrder/flatMapLatestSelectorThrows") { log in
            runHigherOrder(log, outer: outerThree, inners: innersThree) { xs, ys in
                xs.flatMapLatest { (index: Int) throws -> TestableObservable<Int> in
                    if index == 2 { throw TestError.c }
                    return ys[index]
                }
            }
        },
        Scenario("higherOrder/flatMapLatestOuterError") { log in
            runHigherOrder(log, outer: [.next(210, 0), .error(220, TestError.b)], inners: innersThree) { xs, ys in
                xs.flatMapLatest { ys[$0] }
            }
        },
        Scenario("higherOrder/flatMapLatestDisposedEarly") { log in
            runHigherOrder(log, outer: outerThree, inners: innersThree, disposed: 225) { xs, ys in xs.flatMapLatest { ys[$0] } }
        },
        Scenario("higherOrder/flatMapLatestCallbackOrder") { log in
            let result = Observable.of(1, 2)
                .do(onCompleted: { log("outer completed") }, onDispose: { log("outer disposed") })
                .flatMapLatest { value in
                    Observable.just(value).do(onCompleted: { log("inner", value, "completed") }, onDispose: { log("inner", value, "disposed") })
                }
            _ = logEvents(log, "flatMapLatest", result)
        },
        Scenario("higherOrder/flatMapLatestOuterCompletesOrder") { log in
            let outer = PublishSubject<Int>()
            let inner = PublishSubject<Int>()
            let result = outer.do(onDispose: { log("outer disposed") })
                .flatMapLatest { _ in inner.do(onDispose: { log("inner disposed") }) }
            _ = logEvents(log, "flatMapLatest", result)
            outer.onNext(1)
            outer.onCompleted()
            inner.onNext(5)
            inner.onCompleted()
        },
        Scenario("higherOrder/switchLatestBasic") { log in
            runHigherOrder(log, outer: outerThree, inners: innersThree) { xs, ys in xs.map { ys[$0] }.switchLatest() }
        },
        Scenario("higherOrder/switchLatestHotInners") { log in
            runHigherOrder(log, outer: [.next(205, 0), .next(225, 1), .completed(400)], inners: [
                [.next(210, 1), .next(230, 2), .completed(240)],
                [.next(220, 10), .next(235, 20), .completed(250)],
            ], hotInners: true) { xs, ys in xs.map { ys[$0] }.switchLatest() }
        },
    ]
}

// MARK: - subjects and traits where RxSwift takes an Observable

private func subjectInnerScenarios() -> [Scenario] {
    [
        Scenario("higherOrder/flatMapToSubject") { log in
            let outer = PublishSubject<Int>()
            let inner = PublishSubject<Int>()
            _ = logEvents(log, "flatMap", outer.flatMap { _ in inner })
            outer.onNext(1)
            inner.onNext(10)
            outer.onNext(2)
            inner.onNext(20)
            outer.onCompleted()
            inner.onCompleted()
        },
        Scenario("higherOrder/flatMapLatestToSubjects") { log in
            let outer = PublishSubject<Int>()
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            let first = logEvents(log, "flatMapLatest", outer.flatMapLatest { $0 == 0 ? a : b })
            outer.onNext(0)
            a.onNext(1)
            outer.onNext(1)
            a.onNext(2)
            b.onNext(101)
            log("a has observers", a.hasObservers)
            let c = BehaviorSubject(value: 7)
            let second = logEvents(log, "behavior", outer.flatMapLatest { _ in c })
            outer.onNext(5)
            first.dispose()
            second.dispose()
            log("b has observers", b.hasObservers, "c has observers", c.hasObservers)
        },
        Scenario("higherOrder/concatMapToSubject") { log in
            let outer = PublishSubject<Int>()
            let inner = ReplaySubject<Int>.create(bufferSize: 2)
            inner.onNext(1)
            inner.onNext(2)
            _ = logEvents(log, "concatMap", outer.concatMap { _ in inner })
            outer.onNext(1)
            outer.onNext(2)
            inner.onCompleted()
            outer.onCompleted()
        },
        Scenario("higherOrder/switchLatestOfSubjects") { log in
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            let outer = PublishSubject<PublishSubject<Int>>()
            _ = logEvents(log, "switchLatest", outer.switchLatest())
            outer.onNext(a)
            a.onNext(1)
            outer.onNext(b)
            a.onNext(2)
            b.onNext(3)
            outer.onCompleted()
            b.onCompleted()
        },
        Scenario("higherOrder/mergeOfSubjects") { log in
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            let outer = PublishSubject<PublishSubject<Int>>()
            _ = logEvents(log, "merge", outer.merge())
            outer.onNext(a)
            outer.onNext(b)
            a.onNext(1)
            b.onNext(2)
            outer.onCompleted()
            a.onCompleted()
            b.onCompleted()
        },
        Scenario("higherOrder/flatMapToSingle") { log in
            _ = logEvents(log, "flatMap", Observable.of(1, 2).flatMap { Single.just($0 * 3) })
            _ = logEvents(log, "flatMapLatest", Observable.of(1, 2).flatMapLatest { Single.just($0 * 5) })
        },
        Scenario("higherOrder/innerTestObservableEndsAtTerminal") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 0), .completed(400)])
            let ys = scheduler.createHotObservable([.next(220, 1), .completed(230), .next(240, 2), .completed(250)])
            let res = scheduler.start { xs.flatMap { _ in ys } }
            log.events(res)
            log.subscriptions(xs, "outer")
            log.subscriptions(ys, "inner")
        },
        Scenario("higherOrder/innerTestObservableEndsAtTerminalLatest") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 0), .completed(400)])
            let ys = scheduler.createHotObservable([.next(220, 1), .error(230, TestError.a), .next(240, 2)])
            let res = scheduler.start { xs.flatMapLatest { _ in ys }.catch { _ in .just(-1) } }
            log.events(res)
            log.subscriptions(xs, "outer")
            log.subscriptions(ys, "inner")
        },
    ]
}
