// SendableRx compatibility scenarios — combining: zip, combineLatest (every arity and the collection forms),
// withLatestFrom, merge and concat (static forms), amb, sample and startWith.

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

/// Hot test observables from the given recordings, on `scheduler`.
private func hotSources(_ scheduler: TestScheduler, _ recordings: [[Recorded<Event<Int>>]]) -> [TestableObservable<Int>] {
    recordings.map { scheduler.createHotObservable($0) }
}

/// Runs `make` over hot sources built from `recordings` (subscribed at 200, disposed at `disposed`) and writes the
/// result's events and every source's subscriptions (labelled a, b, c, …).
private func runCombining<R>(
    _ log: Log, _ recordings: [[Recorded<Event<Int>>]], disposed: Int = 1000,
    _ make: @escaping ([TestableObservable<Int>]) -> Observable<R>
) {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = hotSources(scheduler, recordings)
    let res = scheduler.start(disposed: disposed) { make(sources) }
    log.events(res)
    for (index, source) in sources.enumerated() {
        log.subscriptions(source, String(UnicodeScalar(UInt8(97 + index))))
    }
}

/// Logs every event of `source` as it arrives, with `label`.
private func logging<O: ObservableType>(_ log: Log, _ label: String, _ source: O) -> Disposable {
    source.subscribe(
        onNext: { log(label, "next", $0) },
        onError: { log(label, "error", describe($0)) },
        onCompleted: { log(label, "completed") },
        onDisposed: { log(label, "disposed") }
    )
}

/// `a = next(210,5) completed(220)`, `b = next(210,5) next(220,6) completed(230)` (issue 16, item 2).
private let zipIssueA: [Recorded<Event<Int>>] = [.next(150, 1), .next(210, 5), .completed(220)]
private let zipIssueB: [Recorded<Event<Int>>] = [.next(150, 1), .next(210, 5), .next(220, 6), .completed(230)]
/// An empty source and a one-element source (issue 16, item 2).
private let emptyAt210: [Recorded<Event<Int>>] = [.next(150, 1), .completed(210)]
private let oneAt215: [Recorded<Event<Int>>] = [.next(150, 1), .next(215, 2), .completed(220)]
/// A completed source with queued elements and a longer one.
private let queuedThenDone: [Recorded<Event<Int>>] = [.next(210, 1), .next(215, 2), .completed(220)]
private let longer: [Recorded<Event<Int>>] = [.next(230, 10), .next(240, 20), .next(250, 30), .completed(300)]

func combiningScenarios() -> [Scenario] {
    zipScenarios() + combineLatestScenarios() + withLatestFromScenarios() + mergeConcatScenarios()
        + ambSampleStartWithScenarios() + traitCombiningScenarios()
}

// MARK: - zip

private func zipScenarios() -> [Scenario] {
    [
        Scenario("combining/zip2CompletesWhenAllComplete") { log in
            runCombining(log, [zipIssueA, zipIssueB]) { Observable.zip($0[0], $0[1], resultSelector: +) }
        },
        Scenario("combining/zip2EmptyFirst") { log in
            runCombining(log, [emptyAt210, oneAt215]) { Observable.zip($0[0], $0[1], resultSelector: +) }
        },
        Scenario("combining/zip2EmptySecond") { log in
            runCombining(log, [oneAt215, emptyAt210]) { Observable.zip($0[0], $0[1], resultSelector: +) }
        },
        Scenario("combining/zip2QueuedThenDone") { log in
            runCombining(log, [queuedThenDone, longer]) { Observable.zip($0[0], $0[1], resultSelector: +) }
        },
        Scenario("combining/zip2Tuple") { log in
            runCombining(log, [queuedThenDone, longer]) { Observable.zip($0[0], $0[1]).map { "\($0.0)-\($0.1)" } }
        },
        Scenario("combining/zip3CompletesWhenAllComplete") { log in
            runCombining(log, [zipIssueA, zipIssueB, longer]) {
                Observable.zip($0[0], $0[1], $0[2]) { $0 + $1 + $2 }
            }
        },
        Scenario("combining/zip3Tuple") { log in
            runCombining(log, [zipIssueA, zipIssueB, longer]) {
                Observable.zip($0[0], $0[1], $0[2]).map { $0.0 + $0.1 + $0.2 }
            }
        },
        Scenario("combining/zip4") { log in
            runCombining(log, [zipIssueA, zipIssueB, longer, emptyAt210]) {
                Observable.zip($0[0], $0[1], $0[2], $0[3]) { $0 + $1 + $2 + $3 }
            }
        },
        Scenario("combining/zip5") { log in
            runCombining(log, [zipIssueA, zipIssueB, longer, zipIssueB, zipIssueA]) {
                Observable.zip($0[0], $0[1], $0[2], $0[3], $0[4]) { $0 + $1 + $2 + $3 + $4 }
            }
        },
        Scenario("combining/zip6Tuple") { log in
            runCombining(log, [zipIssueA, zipIssueB, longer, zipIssueB, zipIssueA, longer]) {
                Observable.zip($0[0], $0[1], $0[2], $0[3], $0[4], $0[5]).map { $0.0 + $0.1 + $0.2 + $0.3 + $0.4 + $0.5 }
            }
        },
        Scenario("combining/zip7") { log in
            runCombining(log, [zipIssueA, zipIssueB, longer, zipIssueB, zipIssueA, longer, zipIssueB]) {
                Observable.zip($0[0], $0[1], $0[2], $0[3], $0[4], $0[5], $0[6]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
            }
        },
        Scenario("combining/zip8") { log in
            runCombining(log, [zipIssueA, zipIssueB, longer, zipIssueB, zipIssueA, longer, zipIssueB, queuedThenDone]) {
                Observable.zip($0[0], $0[1], $0[2], $0[3], $0[4], $0[5], $0[6], $0[7]) {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
                }
            }
        },
        Scenario("combining/zip8Tuple") { log in
            runCombining(log, [zipIssueA, zipIssueB, longer, zipIssueB, zipIssueA, longer, zipIssueB, queuedThenDone]) {
                Observable.zip($0[0], $0[1], $0[2], $0[3], $0[4], $0[5], $0[6], $0[7])
                    .map { "\($0.0) \($0.1) \($0.2) \($0.3) \($0.4) \($0.5) \($0.6) \($0.7)" }
            }
        },
        Scenario("combining/zipCollectionCompletion") { log in
            runCombining(log, [zipIssueA, zipIssueB]) { Observable.zip([$0[0], $0[1]]) { $0.reduce(0, +) } }
        },
        Scenario("combining/zipCollectionEmptyFirst") { log in
            runCombining(log, [emptyAt210, oneAt215]) { Observable.zip([$0[0], $0[1]]) { $0.reduce(0, +) } }
        },
        Scenario("combining/zipCollectionEmptySecond") { log in
            runCombining(log, [oneAt215, emptyAt210]) { Observable.zip([$0[0], $0[1]]) { $0.reduce(0, +) } }
        },
        Scenario("combining/zipCollectionQueuedThenDone") { log in
            runCombining(log, [queuedThenDone, longer]) { Observable.zip([$0[0], $0[1]]) { $0.reduce(0, +) } }
        },
        Scenario("combining/zipCollectionThree") { log in
            runCombining(log, [zipIssueA, zipIssueB, longer]) { Observable.zip($0) { $0.reduce(0, +) } }
        },
        Scenario("combining/zipCollectionArrays") { log in
            runCombining(log, [zipIssueA, zipIssueB, longer]) { Observable.zip($0.map { $0.asObservable() }) }
        },
        Scenario("combining/zipCollectionSingle") { log in
            runCombining(log, [zipIssueB]) { Observable.zip([$0[0]]) { $0.reduce(0, +) } }
        },
        Scenario("combining/zipCollectionEmptyWithSelector") { log in
            runCombining(log, []) { _ in Observable.zip([Observable<Int>]()) { $0.reduce(0, +) } }
        },
        Scenario("combining/zipCollectionEmptyArrays") { log in
            runCombining(log, []) { _ in Observable.zip([Observable<Int>]()).map { $0.count } }
        },
        Scenario("combining/zipErrorFirst") { log in
            runCombining(log, [[.next(210, 1), .error(220, TestError.a)], longer]) {
                Observable.zip($0[0], $0[1], resultSelector: +)
            }
        },
        Scenario("combining/zipErrorAfterOtherCompleted") { log in
            runCombining(log, [emptyAt210, [.next(215, 1), .error(230, TestError.b)]]) {
                Observable.zip($0[0], $0[1], resultSelector: +)
            }
        },
        Scenario("combining/zipCollectionError") { log in
            runCombining(log, [[.next(210, 1), .error(220, TestError.a)], longer]) {
                Observable.zip($0) { $0.reduce(0, +) }
            }
        },
        Scenario("combining/zipNeverAndEmpty") { log in
            runCombining(log, [[.next(150, 1)], emptyAt210]) { Observable.zip($0[0], $0[1], resultSelector: +) }
        },
        Scenario("combining/zipCollectionNeverAndEmpty") { log in
            runCombining(log, [[.next(150, 1)], emptyAt210]) { Observable.zip($0) { $0.reduce(0, +) } }
        },
        Scenario("combining/zipSelectorThrows") { log in
            runCombining(log, [zipIssueB, longer]) {
                Observable.zip($0[0], $0[1]) { (x: Int, y: Int) throws -> Int in
                    if x == 6 { throw TestError.c }
                    return x + y
                }
            }
        },
        Scenario("combining/zipCollectionSelectorThrows") { log in
            runCombining(log, [zipIssueB, longer]) {
                Observable.zip($0) { (values: [Int]) throws -> Int in
                    if values[0] == 6 { throw TestError.c }
                    return values.reduce(0, +)
                }
            }
        },
        Scenario("combining/zipDisposedEarly") { log in
            runCombining(log, [queuedThenDone, longer], disposed: 235) { Observable.zip($0[0], $0[1], resultSelector: +) }
        },
        Scenario("combining/zipSameTick") { log in
            runCombining(log, [[.next(210, 1), .next(210, 2), .completed(210)], [.next(210, 10), .next(210, 20), .completed(210)]]) {
                Observable.zip($0[0], $0[1], resultSelector: +)
            }
        },
        Scenario("combining/zipMisbehavingHot") { log in
            runCombining(log, [[.next(210, 1), .completed(220), .next(230, 2)], [.next(215, 10), .next(235, 20), .completed(240)]]) {
                Observable.zip($0[0], $0[1], resultSelector: +)
            }
        },
        Scenario("combining/zipColdSources") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let b = scheduler.createColdObservable([.next(5, 10), .completed(15)])
            let res = scheduler.start { Observable.zip(a, b, resultSelector: +) }
            log.events(res)
            log.subscriptions(a, "a")
            log.subscriptions(b, "b")
        },
        Scenario("combining/zipSubjectsCallbackOrder") { log in
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            let zipped = Observable.zip(
                a.do(onCompleted: { log("a completed") }, onDispose: { log("a disposed") }),
                b.do(onCompleted: { log("b completed") }, onDispose: { log("b disposed") }),
                resultSelector: +
            )
            let subscription = logging(log, "zip", zipped)
            a.onNext(1)
            b.onNext(2)
            a.onCompleted()
            b.onNext(3)
            b.onCompleted()
            subscription.dispose()
        },
        Scenario("combining/zipSubjectsErrorCallbackOrder") { log in
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            let zipped = Observable.zip(
                a.do(onDispose: { log("a disposed") }), b.do(onDispose: { log("b disposed") }), resultSelector: +
            )
            _ = logging(log, "zip", zipped)
            a.onNext(1)
            b.onError(TestError.a)
            log("a has observers", a.hasObservers, "b has observers", b.hasObservers)
        },
        Scenario("combining/zipDisposeInsideHandler") { log in
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            var subscription: Disposable?
            subscription = Observable.zip(a.do(onDispose: { log("a disposed") }), b.do(onDispose: { log("b disposed") }))
                .subscribe(onNext: { pair in
                    log("next", pair.0, pair.1)
                    subscription?.dispose()
                }, onDisposed: { log("disposed") })
            a.onNext(1)
            a.onNext(2)
            b.onNext(10)
            b.onNext(20)
            log("a has observers", a.hasObservers)
        },
        Scenario("combining/zipTwoSubscribers") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .completed(400)])
            let b = scheduler.createHotObservable([.next(220, 10), .next(320, 20), .completed(410)])
            let zipped = Observable.zip(a, b, resultSelector: +)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = zipped.subscribe(first) }
            scheduler.scheduleAt(300) { _ = zipped.subscribe(second) }
            scheduler.start()
            log.events(first, "first")
            log.events(second, "second")
            log.subscriptions(a, "a")
            log.subscriptions(b, "b")
        },
    ]
}

// MARK: - combineLatest

private func combineLatestScenarios() -> [Scenario] {
    [
        Scenario("combining/combineLatest2") { log in
            runCombining(log, [zipIssueA, zipIssueB]) { Observable.combineLatest($0[0], $0[1], resultSelector: +) }
        },
        Scenario("combining/combineLatest2EmptyFirst") { log in
            runCombining(log, [emptyAt210, oneAt215]) { Observable.combineLatest($0[0], $0[1], resultSelector: +) }
        },
        Scenario("combining/combineLatest2EmptySecond") { log in
            runCombining(log, [oneAt215, emptyAt210]) { Observable.combineLatest($0[0], $0[1], resultSelector: +) }
        },
        Scenario("combining/combineLatest2Tuple") { log in
            runCombining(log, [queuedThenDone, longer]) {
                Observable.combineLatest($0[0], $0[1]).map { "\($0.0)-\($0.1)" }
            }
        },
        Scenario("combining/combineLatest3") { log in
            runCombining(log, [zipIssueA, zipIssueB, longer]) {
                Observable.combineLatest($0[0], $0[1], $0[2]) { $0 * 100 + $1 * 10 + $2 }
            }
        },
        Scenario("combining/combineLatest4Tuple") { log in
            runCombining(log, [zipIssueA, zipIssueB, longer, queuedThenDone]) {
                Observable.combineLatest($0[0], $0[1], $0[2], $0[3]).map { $0.0 + $0.1 + $0.2 + $0.3 }
            }
        },
        Scenario("combining/combineLatest5") { log in
            runCombining(log, [zipIssueA, zipIssueB, longer, queuedThenDone, zipIssueB]) {
                Observable.combineLatest($0[0], $0[1], $0[2], $0[3], $0[4]) { $0 + $1 + $2 + $3 + $4 }
            }
        },
        Scenario("combining/combineLatest6") { log in
            runCombining(log, [zipIssueA, zipIssueB, longer, queuedThenDone, zipIssueB, longer]) {
                Observable.combineLatest($0[0], $0[1], $0[2], $0[3], $0[4], $0[5]) { $0 + $1 + $2 + $3 + $4 + $5 }
            }
        },
        Scenario("combining/combineLatest7Tuple") { log in
            runCombining(log, [zipIssueA, zipIssueB, longer, queuedThenDone, zipIssueB, longer, zipIssueA]) {
                Observable.combineLatest($0[0], $0[1], $0[2], $0[3], $0[4], $0[5], $0[6])
                    .map { $0.0 + $0.1 + $0.2 + $0.3 + $0.4 + $0.5 + $0.6 }
            }
        },
        Scenario("combining/combineLatest8") { log in
            runCombining(log, [zipIssueA, zipIssueB, longer, queuedThenDone, zipIssueB, longer, zipIssueA, oneAt215]) {
                Observable.combineLatest($0[0], $0[1], $0[2], $0[3], $0[4], $0[5], $0[6], $0[7]) {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
                }
            }
        },
        Scenario("combining/combineLatest8Tuple") { log in
            runCombining(log, [zipIssueA, zipIssueB, longer, queuedThenDone, zipIssueB, longer, zipIssueA, oneAt215]) {
                Observable.combineLatest($0[0], $0[1], $0[2], $0[3], $0[4], $0[5], $0[6], $0[7])
                    .map { "\($0.0) \($0.1) \($0.2) \($0.3) \($0.4) \($0.5) \($0.6) \($0.7)" }
            }
        },
        Scenario("combining/combineLatest8WithEmpty") { log in
            runCombining(log, [zipIssueA, zipIssueB, longer, queuedThenDone, zipIssueB, longer, zipIssueA, emptyAt210]) {
                Observable.combineLatest($0[0], $0[1], $0[2], $0[3], $0[4], $0[5], $0[6], $0[7]) {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
                }
            }
        },
        Scenario("combining/combineLatestCollection") { log in
            runCombining(log, [zipIssueA, zipIssueB, longer]) { Observable.combineLatest($0) { $0.reduce(0, +) } }
        },
        Scenario("combining/combineLatestCollectionEmptyFirst") { log in
            runCombining(log, [emptyAt210, oneAt215]) { Observable.combineLatest($0) { $0.reduce(0, +) } }
        },
        Scenario("combining/combineLatestCollectionEmptySecond") { log in
            runCombining(log, [oneAt215, emptyAt210]) { Observable.combineLatest($0) { $0.reduce(0, +) } }
        },
        Scenario("combining/combineLatestCollectionArrays") { log in
            runCombining(log, [zipIssueA, longer]) { Observable.combineLatest($0.map { $0.asObservable() }) }
        },
        Scenario("combining/combineLatestCollectionEmptyWithSelector") { log in
            runCombining(log, []) { _ in Observable.combineLatest([Observable<Int>]()) { $0.reduce(0, +) } }
        },
        Scenario("combining/combineLatestCollectionEmptyArrays") { log in
            runCombining(log, []) { _ in Observable.combineLatest([Observable<Int>]()).map { $0.count } }
        },
        Scenario("combining/combineLatestCollectionEmptySelectorThrows") { log in
            runCombining(log, []) { _ in
                Observable.combineLatest([Observable<Int>]()) { (_: [Int]) throws -> Int in throw TestError.b }
            }
        },
        Scenario("combining/combineLatestCollectionSingle") { log in
            runCombining(log, [zipIssueB]) { Observable.combineLatest([$0[0]]) { $0.reduce(0, +) } }
        },
        Scenario("combining/combineLatestError") { log in
            runCombining(log, [[.next(210, 1), .error(220, TestError.a)], longer]) {
                Observable.combineLatest($0[0], $0[1], resultSelector: +)
            }
        },
        Scenario("combining/combineLatestErrorBeforeValues") { log in
            runCombining(log, [[.error(205, TestError.a)], longer]) {
                Observable.combineLatest($0[0], $0[1], resultSelector: +)
            }
        },
        Scenario("combining/combineLatestCollectionError") { log in
            runCombining(log, [[.next(210, 1), .error(235, TestError.a)], longer]) {
                Observable.combineLatest($0) { $0.reduce(0, +) }
            }
        },
        Scenario("combining/combineLatestNeverAndEmpty") { log in
            runCombining(log, [[.next(150, 1)], emptyAt210]) {
                Observable.combineLatest($0[0], $0[1], resultSelector: +)
            }
        },
        Scenario("combining/combineLatestSelectorThrows") { log in
            runCombining(log, [zipIssueB, longer]) {
                Observable.combineLatest($0[0], $0[1]) { (x: Int, y: Int) throws -> Int in
                    if y == 20 { throw TestError.c }
                    return x + y
                }
            }
        },
        Scenario("combining/combineLatestCollectionSelectorThrows") { log in
            runCombining(log, [zipIssueB, longer]) {
                Observable.combineLatest($0) { (values: [Int]) throws -> Int in
                    if values[1] == 20 { throw TestError.c }
                    return values.reduce(0, +)
                }
            }
        },
        Scenario("combining/combineLatestDisposedEarly") { log in
            runCombining(log, [queuedThenDone, longer], disposed: 245) {
                Observable.combineLatest($0[0], $0[1], resultSelector: +)
            }
        },
        Scenario("combining/combineLatestSameTick") { log in
            runCombining(log, [[.next(210, 1), .next(210, 2), .completed(210)], [.next(210, 10), .next(210, 20), .completed(210)]]) {
                Observable.combineLatest($0[0], $0[1], resultSelector: +)
            }
        },
        Scenario("combining/combineLatestMisbehavingHot") { log in
            runCombining(log, [[.next(210, 1), .completed(220), .next(230, 2)], [.next(215, 10), .next(235, 20), .completed(240)]]) {
                Observable.combineLatest($0[0], $0[1], resultSelector: +)
            }
        },
        Scenario("combining/combineLatestSubjectsCallbackOrder") { log in
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            let combined = Observable.combineLatest(
                a.do(onCompleted: { log("a completed") }, onDispose: { log("a disposed") }),
                b.do(onCompleted: { log("b completed") }, onDispose: { log("b disposed") }),
                resultSelector: { (x: Int, y: Int) -> Int in
                    log("selector", x, y)
                    return x + y
                }
            )
            let subscription = logging(log, "combineLatest", combined)
            a.onNext(1)
            b.onNext(2)
            a.onCompleted()
            b.onNext(3)
            b.onError(TestError.a)
            subscription.dispose()
        },
        Scenario("combining/combineLatestSelectorSendsReentrantly") { log in
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            let subscription = Observable.combineLatest(a, b) { (x: Int, y: Int) -> Int in
                log("selector", x, y)
                if x == 1 && y == 1 { a.onNext(5) }
                return x + y
            }.subscribe(onNext: { log("next", $0) })
            a.onNext(1)
            b.onNext(1)
            log("done")
            subscription.dispose()
        },
        Scenario("combining/combineLatestDisposeInsideHandler") { log in
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            var subscription: Disposable?
            subscription = Observable.combineLatest(a, b, resultSelector: +)
                .subscribe(onNext: { value in
                    log("next", value)
                    if value == 3 { subscription?.dispose() }
                }, onDisposed: { log("disposed") })
            a.onNext(1)
            b.onNext(1)
            b.onNext(2)
            b.onNext(3)
            log("a has observers", a.hasObservers, "b has observers", b.hasObservers)
        },
        Scenario("combining/combineLatestBehaviorSubjects") { log in
            let a = BehaviorSubject(value: 1)
            let b = BehaviorSubject(value: 10)
            let subscription = logging(log, "combined", Observable.combineLatest(a, b) { $0 + $1 })
            a.onNext(2)
            b.onNext(20)
            subscription.dispose()
        },
    ]
}

// MARK: - withLatestFrom

private func withLatestFromScenarios() -> [Scenario] {
    [
        Scenario("combining/withLatestFromSelector") { log in
            runCombining(log, [
                [.next(205, 1), .next(215, 2), .next(235, 3), .next(245, 4), .completed(260)],
                [.next(210, 10), .next(230, 20), .completed(240)],
            ]) { $0[0].withLatestFrom($0[1]) { $0 + $1 } }
        },
        Scenario("combining/withLatestFromPlain") { log in
            runCombining(log, [
                [.next(205, 1), .next(215, 2), .next(235, 3), .completed(260)],
                [.next(210, 10), .next(230, 20), .completed(300)],
            ]) { $0[0].withLatestFrom($0[1]) }
        },
        Scenario("combining/withLatestFromSecondErrors") { log in
            runCombining(log, [
                [.next(215, 2), .next(235, 3), .completed(260)],
                [.next(210, 10), .error(230, TestError.a)],
            ]) { $0[0].withLatestFrom($0[1]) }
        },
        Scenario("combining/withLatestFromFirstErrors") { log in
            runCombining(log, [
                [.next(215, 2), .error(225, TestError.b)],
                [.next(210, 10), .completed(230)],
            ]) { $0[0].withLatestFrom($0[1]) }
        },
        Scenario("combining/withLatestFromSecondEmpty") { log in
            runCombining(log, [
                [.next(215, 2), .next(225, 3), .completed(240)],
                [.completed(210)],
            ]) { $0[0].withLatestFrom($0[1]) }
        },
        Scenario("combining/withLatestFromSameTick") { log in
            runCombining(log, [
                [.next(210, 1), .next(220, 2), .completed(230)],
                [.next(210, 10), .next(220, 20), .completed(230)],
            ]) { $0[0].withLatestFrom($0[1]) { $0 + $1 } }
        },
        Scenario("combining/withLatestFromSelectorThrows") { log in
            runCombining(log, [
                [.next(215, 2), .next(225, 3), .completed(240)],
                [.next(210, 10), .completed(300)],
            ]) {
                $0[0].withLatestFrom($0[1]) { (x: Int, y: Int) throws -> Int in
                    if x == 3 { throw TestError.c }
                    return x + y
                }
            }
        },
        Scenario("combining/withLatestFromDisposedEarly") { log in
            runCombining(log, [
                [.next(215, 2), .next(225, 3), .completed(240)],
                [.next(210, 10), .completed(300)],
            ], disposed: 220) { $0[0].withLatestFrom($0[1]) }
        },
        Scenario("combining/withLatestFromSubjectOrder") { log in
            let first = PublishSubject<Int>()
            let second = BehaviorSubject(value: 7)
            let result = first.do(onSubscribe: { log("first subscribed") }, onDispose: { log("first disposed") })
                .withLatestFrom(second.do(onSubscribe: { log("second subscribed") }, onDispose: { log("second disposed") }))
            let subscription = logging(log, "result", result)
            first.onNext(1)
            second.onNext(8)
            first.onNext(2)
            first.onCompleted()
            subscription.dispose()
        },
    ]
}

// MARK: - merge and concat (static and variadic forms)

private func mergeConcatScenarios() -> [Scenario] {
    [
        Scenario("combining/mergeVariadic") { log in
            runCombining(log, [[.next(210, 1), .next(230, 3), .completed(240)], [.next(220, 2), .completed(250)]]) {
                Observable.merge($0[0].asObservable(), $0[1].asObservable())
            }
        },
        Scenario("combining/mergeArray") { log in
            runCombining(log, [[.next(210, 1), .completed(240)], [.next(220, 2), .completed(250)], [.completed(205)]]) {
                Observable.merge($0.map { $0.asObservable() })
            }
        },
        Scenario("combining/mergeError") { log in
            runCombining(log, [[.next(210, 1), .error(225, TestError.a)], [.next(220, 2), .next(230, 3), .completed(250)]]) {
                Observable.merge($0.map { $0.asObservable() })
            }
        },
        Scenario("combining/mergeEmptyArray") { log in
            runCombining(log, []) { _ in Observable<Int>.merge([Observable<Int>]()) }
        },
        Scenario("combining/mergeSynchronousSources") { log in
            runCombining(log, []) { _ in Observable.merge(.just(1), .of(2, 3), .empty()) }
        },
        Scenario("combining/mergeSynchronousErrorFirst") { log in
            let result = Observable.merge(
                Observable<Int>.error(TestError.a),
                Observable.just(1).do(onSubscribe: { log("second subscribed") }, onDispose: { log("second disposed") })
            )
            _ = logging(log, "merge", result)
        },
        Scenario("combining/mergeSynchronousErrorThenTestObservable") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start { Observable.merge(Observable<Int>.error(TestError.a), xs.asObservable()) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("combining/mergeDisposedEarly") { log in
            runCombining(log, [[.next(210, 1), .completed(240)], [.next(220, 2), .completed(250)]], disposed: 230) {
                Observable.merge($0.map { $0.asObservable() })
            }
        },
        Scenario("combining/concatVariadic") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let b = scheduler.createColdObservable([.next(5, 2), .completed(10)])
            let res = scheduler.start { Observable.concat(a.asObservable(), b.asObservable()) }
            log.events(res)
            log.subscriptions(a, "a")
            log.subscriptions(b, "b")
        },
        Scenario("combining/concatArrayHot") { log in
            runCombining(log, [[.next(210, 1), .completed(230)], [.next(220, 2), .next(240, 3), .completed(250)]]) {
                Observable.concat($0.map { $0.asObservable() })
            }
        },
        Scenario("combining/concatInstance") { log in
            runCombining(log, [[.next(210, 1), .completed(230)], [.next(220, 2), .next(240, 3), .completed(250)]]) {
                $0[0].concat($0[1])
            }
        },
        Scenario("combining/concatError") { log in
            runCombining(log, [[.next(210, 1), .error(230, TestError.a)], [.next(240, 3), .completed(250)]]) {
                Observable.concat($0.map { $0.asObservable() })
            }
        },
        Scenario("combining/concatEmptyArray") { log in
            runCombining(log, []) { _ in Observable.concat([Observable<Int>]()) }
        },
        Scenario("combining/concatSequence") { log in
            runCombining(log, []) { _ in Observable.concat(AnySequence((1...3).map { Observable.just($0) })) }
        },
        Scenario("combining/concatDisposedEarly") { log in
            runCombining(log, [[.next(210, 1), .completed(230)], [.next(240, 3), .completed(250)]], disposed: 245) {
                Observable.concat($0.map { $0.asObservable() })
            }
        },
        Scenario("combining/concatCallbackOrder") { log in
            let first = Observable.just(1)
                .do(onCompleted: { log("first completed") }, onSubscribe: { log("first subscribe") }, onDispose: { log("first disposed") })
            let second = Observable.just(2)
                .do(onCompleted: { log("second completed") }, onSubscribe: { log("second subscribe") }, onDispose: { log("second disposed") })
            _ = logging(log, "concat", Observable.concat(first, second))
        },
        Scenario("combining/concatSubjectsInstance") { log in
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            _ = logging(log, "concat", a.concat(b))
            a.onNext(1)
            b.onNext(99)
            a.onCompleted()
            log("b has observers", b.hasObservers)
            b.onNext(2)
            b.onCompleted()
        },
        Scenario("combining/mergeArrayOfSubjects") { log in
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            _ = logging(log, "merge", Observable.merge([a, b]))
            a.onNext(1)
            b.onNext(2)
            a.onCompleted()
            b.onCompleted()
        },
        Scenario("combining/mergeVariadicSubjects") { log in
            let a = BehaviorSubject(value: 0)
            let b = BehaviorSubject(value: 10)
            _ = logging(log, "merge", Observable.merge(a, b))
            a.onNext(1)
            b.onError(TestError.a)
            a.onNext(2)
        },
        Scenario("combining/concatArrayOfSubjects") { log in
            let a = ReplaySubject<Int>.create(bufferSize: 1)
            let b = ReplaySubject<Int>.create(bufferSize: 1)
            b.onNext(20)
            _ = logging(log, "concat", Observable.concat([a, b]))
            a.onNext(1)
            b.onNext(21)
            a.onCompleted()
            b.onCompleted()
        },
        Scenario("combining/concatVariadicSubjects") { log in
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            _ = logging(log, "concat", Observable.concat(a, b))
            a.onNext(1)
            a.onCompleted()
            b.onNext(2)
            b.onCompleted()
        },
        Scenario("combining/concatLongSynchronous") { log in
            var count = 0
            _ = Observable.concat((0..<20_000).map { Observable.just($0) }).subscribe(onNext: { _ in count += 1 })
            log("count", count)
        },
    ]
}

// MARK: - amb, sample, startWith

private func ambSampleStartWithScenarios() -> [Scenario] {
    [
        Scenario("combining/ambLeftWins") { log in
            runCombining(log, [[.next(210, 1), .next(230, 2), .completed(240)], [.next(220, 10), .completed(250)]]) {
                $0[0].amb($0[1])
            }
        },
        Scenario("combining/ambRightWins") { log in
            runCombining(log, [[.next(220, 1), .completed(240)], [.next(210, 10), .completed(250)]]) {
                $0[0].amb($0[1])
            }
        },
        Scenario("combining/ambErrorWins") { log in
            runCombining(log, [[.error(210, TestError.a)], [.next(220, 10), .completed(250)]]) { $0[0].amb($0[1]) }
        },
        Scenario("combining/ambCompletionWins") { log in
            runCombining(log, [[.next(220, 1)], [.completed(215)]]) { $0[0].amb($0[1]) }
        },
        Scenario("combining/ambNever") { log in
            runCombining(log, [[.next(150, 1)], [.next(150, 2)]]) { $0[0].amb($0[1]) }
        },
        Scenario("combining/ambStaticThree") { log in
            runCombining(log, [[.next(230, 1), .completed(240)], [.next(220, 10), .completed(250)], [.next(225, 5)]]) {
                Observable.amb($0.map { $0.asObservable() })
            }
        },
        Scenario("combining/ambStaticEmpty") { log in
            runCombining(log, []) { _ in Observable<Int>.amb([Observable<Int>]()) }
        },
        Scenario("combining/ambSynchronous") { log in
            _ = logging(log, "amb", Observable.just(1).amb(Observable.just(2)))
        },
        Scenario("combining/ambArrayOfSubjects") { log in
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            let c = PublishSubject<Int>()
            _ = logging(log, "amb", Observable.amb([a, b, c]))
            c.onNext(3)
            log("a", a.hasObservers, "b", b.hasObservers, "c", c.hasObservers)
            a.onNext(1)
            c.onCompleted()
        },
        Scenario("combining/ambSubjects") { log in
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            _ = logging(log, "amb", a.amb(b))
            b.onNext(1)
            log("a has observers", a.hasObservers)
            a.onNext(2)
            b.onCompleted()
        },
        Scenario("combining/sampleBasic") { log in
            runCombining(log, [
                [.next(210, 1), .next(220, 2), .next(240, 3), .completed(260)],
                [.next(215, 0), .next(230, 0), .next(250, 0), .next(270, 0), .completed(300)],
            ]) { $0[0].sample($0[1]) }
        },
        Scenario("combining/sampleDefaultValue") { log in
            runCombining(log, [
                [.next(210, 1), .next(240, 3), .completed(260)],
                [.next(215, 0), .next(230, 0), .next(250, 0), .next(270, 0), .completed(300)],
            ]) { $0[0].sample($0[1], defaultValue: -1) }
        },
        Scenario("combining/sampleSamplerCompletes") { log in
            runCombining(log, [
                [.next(210, 1), .next(240, 3), .completed(300)],
                [.next(215, 0), .completed(250)],
            ]) { $0[0].sample($0[1]) }
        },
        Scenario("combining/sampleSourceCompletesPending") { log in
            runCombining(log, [
                [.next(210, 1), .next(220, 2), .completed(225)],
                [.next(215, 0), .next(230, 0), .next(240, 0), .completed(300)],
            ]) { $0[0].sample($0[1]) }
        },
        Scenario("combining/sampleSourceCompletesDefault") { log in
            runCombining(log, [
                [.next(210, 1), .completed(220)],
                [.next(215, 0), .next(230, 0), .completed(300)],
            ]) { $0[0].sample($0[1], defaultValue: 9) }
        },
        Scenario("combining/sampleErrors") { log in
            runCombining(log, [
                [.next(210, 1), .error(220, TestError.a)],
                [.next(215, 0), .next(230, 0), .completed(300)],
            ]) { $0[0].sample($0[1]) }
        },
        Scenario("combining/sampleSamplerErrors") { log in
            runCombining(log, [
                [.next(210, 1), .completed(300)],
                [.next(215, 0), .error(230, TestError.b)],
            ]) { $0[0].sample($0[1]) }
        },
        Scenario("combining/sampleSameTick") { log in
            runCombining(log, [
                [.next(210, 1), .next(220, 2), .completed(230)],
                [.next(210, 0), .next(220, 0), .next(230, 0), .completed(240)],
            ]) { $0[0].sample($0[1]) }
        },
        Scenario("combining/sampleDisposedEarly") { log in
            runCombining(log, [
                [.next(210, 1), .next(220, 2), .completed(300)],
                [.next(215, 0), .next(230, 0), .completed(300)],
            ], disposed: 225) { $0[0].sample($0[1]) }
        },
        Scenario("combining/startWith") { log in
            runCombining(log, [[.next(210, 1), .completed(220)]]) { $0[0].startWith(7, 8) }
        },
        Scenario("combining/startWithChained") { log in
            runCombining(log, [[.next(210, 1), .error(220, TestError.a)]]) { $0[0].startWith(1).startWith(2, 3) }
        },
        Scenario("combining/startWithSubject") { log in
            let subject = PublishSubject<Int>()
            _ = logging(log, "startWith", subject.startWith(0))
            subject.onNext(1)
            subject.onCompleted()
        },
    ]
}

// MARK: - zip on traits, combineLatest and zip on Infallible

private func traitCombiningScenarios() -> [Scenario] {
    [
        Scenario("combining/singleZip2To8") { log in
            let s = (1...8).map { Single.just($0) }
            _ = Single.zip(s[0], s[1]) { $0 + $1 }.subscribe(onSuccess: { log("2", $0) })
            _ = Single.zip(s[0], s[1]).subscribe(onSuccess: { log("2 tuple", $0.0, $0.1) })
            _ = Single.zip(s[0], s[1], s[2]) { $0 + $1 + $2 }.subscribe(onSuccess: { log("3", $0) })
            _ = Single.zip(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 }.subscribe(onSuccess: { log("4", $0) })
            _ = Single.zip(s[0], s[1], s[2], s[3], s[4]) { $0 + $1 + $2 + $3 + $4 }.subscribe(onSuccess: { log("5", $0) })
            _ = Single.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { $0 + $1 + $2 + $3 + $4 + $5 }
                .subscribe(onSuccess: { log("6", $0) })
            _ = Single.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
                .subscribe(onSuccess: { log("7", $0) })
            _ = Single.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
                .subscribe(onSuccess: { log("8", $0) })
            _ = Single.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
                .subscribe(onSuccess: { log("8 tuple", $0.0, $0.7) })
        },
        Scenario("combining/singleZipError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createHotObservable([.next(210, 1), .completed(210)])
            let b = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, TestError.a)])
            let res = scheduler.start { Single.zip(a.asSingle(), b.asSingle()) { $0 + $1 }.asObservable() }
            log.events(res)
            log.subscriptions(a, "a")
            log.subscriptions(b, "b")
        },
        Scenario("combining/singleZipCollection") { log in
            _ = Single.zip([Single.just(1), Single.just(2)]).subscribe(onSuccess: { log("arrays", $0) })
            _ = Single.zip([Single<Int>]()).subscribe(onSuccess: { log("empty", $0) }, onFailure: { log("empty failed", describe($0)) })
            _ = Single.zip([Single.just(1), Single.just(2)]) { $0.reduce(0, +) }.subscribe(onSuccess: { log("sum", $0) })
        },
        Scenario("combining/maybeZip2To8") { log in
            let m = (1...8).map { Maybe.just($0) }
            _ = Maybe.zip(m[0], m[1]) { $0 + $1 }.subscribe(onSuccess: { log("2", $0) })
            _ = Maybe.zip(m[0], m[1], m[2], m[3], m[4]) { $0 + $1 + $2 + $3 + $4 }.subscribe(onSuccess: { log("5", $0) })
            _ = Maybe.zip(m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
                .subscribe(onSuccess: { log("8", $0) })
            _ = Maybe.zip(m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7]).subscribe(onSuccess: { log("8 tuple", $0.0, $0.7) })
            _ = Maybe.zip(m[0], Maybe<Int>.empty()) { $0 + $1 }
                .subscribe(onSuccess: { log("with empty", $0) }, onCompleted: { log("with empty completed") })
        },
        Scenario("combining/infallibleCombineLatest2To8") { log in
            let i = (1...8).map { Infallible.just($0) }
            _ = Infallible.combineLatest(i[0], i[1]) { $0 + $1 }.subscribe(onNext: { log("2", $0) })
            _ = Infallible.combineLatest(i[0], i[1]).subscribe(onNext: { log("2 tuple", $0.0, $0.1) })
            // RxSwift itself cannot type-check `$0 + … + $4` here in reasonable time: from five on the closures are
            // typed.
            _ = Infallible.combineLatest(i[0], i[1], i[2], i[3], i[4]) { (a: Int, b: Int, c: Int, d: Int, e: Int) -> Int in
                a + b + c + d + e
            }.subscribe(onNext: { log("5", $0) })
            _ = Infallible.combineLatest(i[0], i[1], i[2], i[3], i[4], i[5]) { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) -> Int in
                a + b + c + d + e + f
            }.subscribe(onNext: { log("6", $0) })
            _ = Infallible.combineLatest(i[0], i[1], i[2], i[3], i[4], i[5], i[6]) {
                (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int) -> Int in a + b + c + d + e + f + g
            }.subscribe(onNext: { log("7", $0) })
            _ = Infallible.combineLatest(i[0], i[1], i[2], i[3], i[4], i[5], i[6], i[7]) {
                (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) -> Int in a + b + c + d + e + f + g + h
            }.subscribe(onNext: { log("8", $0) }, onCompleted: { log("8 completed") })
            _ = Infallible.combineLatest(i[0], i[1], i[2], i[3], i[4], i[5], i[6], i[7])
                .subscribe(onNext: { log("8 tuple", $0.0, $0.7) })
        },
        Scenario("combining/infallibleCombineLatestCollection") { log in
            let i = (1...3).map { Infallible.just($0) }
            _ = Infallible.combineLatest(i).subscribe(onNext: { log("arrays", $0) }, onCompleted: { log("completed") })
            _ = Infallible.combineLatest(i) { $0.reduce(0, +) }.subscribe(onNext: { log("sum", $0) })
            _ = Infallible.combineLatest([Infallible<Int>]()) { $0.reduce(0, +) }
                .subscribe(onNext: { log("empty", $0) }, onCompleted: { log("empty completed") })
        },
        Scenario("combining/infallibleZip2To8") { log in
            let i = (1...8).map { Infallible.just($0) }
            _ = Infallible.zip(i[0], i[1]) { $0 + $1 }.subscribe(onNext: { log("2", $0) })
            // RxSwift has no tuple form of Infallible.zip.
            _ = Infallible.zip(i[0], i[1], i[2], i[3], i[4]) { $0 + $1 + $2 + $3 + $4 }.subscribe(onNext: { log("5", $0) })
            _ = Infallible.zip(i[0], i[1], i[2], i[3], i[4], i[5], i[6], i[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
                .subscribe(onNext: { log("8", $0) }, onCompleted: { log("8 completed") })
        },
        Scenario("combining/infallibleZipTiming") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let b = scheduler.createHotObservable([.next(215, 2), .next(225, 3), .completed(230)])
            let res = scheduler.start {
                Infallible.zip(a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }
                    .asObservable()
            }
            log.events(res)
            log.subscriptions(a, "a")
            log.subscriptions(b, "b")
        },
    ]
}
