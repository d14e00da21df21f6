// SendableRx compatibility scenarios — the signatures of every API that takes observables, in the call forms RxSwift
// code writes: a subject of each kind and a connectable observable where an observable is expected, array literals
// and variadic lists mixing subjects with operator chains, implicit member expressions (`.just(0)`, `.empty()`,
// `.error(e)`) in closure results, arguments and ternaries, and closures that return a subject on one path and an
// operator chain on another. Each form must compile against both libraries without ambiguity and behave the same.

#if RXSWIFT
import RxBlocking
import RxCocoa
import RxRelay
import RxSwift
import RxTest
#else
import SendableRx
import SendableRxBlocking
import SendableRxCocoa
import SendableRxRelay
import SendableRxTest
#endif

/// The sources of one scenario, on one virtual-time scheduler.
///
/// Each subject is sent `base + 1` at 205, `base + 2` at 240, `base + 3` at 260 and completes at 280 (bases: publish
/// 10, publish2 60, behavior 20 with initial value 20, replay 30, async 40). `connectable` publishes `shared` and is
/// connected at 210.
private final class SignatureFixture {
    let scheduler = TestScheduler(initialClock: 0)
    let publish = PublishSubject<Int>()
    let publish2 = PublishSubject<Int>()
    let behavior = BehaviorSubject(value: 20)
    let replay = ReplaySubject<Int>.create(bufferSize: 1)
    let async = AsyncSubject<Int>()
    /// 1 at 210, 2 at 220, completed at 230.
    let completing: TestableObservable<Int>
    /// 1 at 210, 2 at 220, `TestError.a` at 230.
    let failing: TestableObservable<Int>
    /// Completed at 230.
    let empty: TestableObservable<Int>
    /// 51 at 215, 52 at 245, 53 at 265, completed at 285; the source of `connectable`.
    let shared: TestableObservable<Int>
    let connectable: ConnectableObservable<Int>
    /// Runtime conditions for the ternaries.
    let yes = true
    let no = false

    init() {
        completing = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        failing = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.a)])
        empty = scheduler.createHotObservable([.completed(230)])
        shared = scheduler.createHotObservable([.next(215, 51), .next(245, 52), .next(265, 53), .completed(285)])
        connectable = shared.publish()
        feedSubject(scheduler, publish.asObserver(), 10)
        feedSubject(scheduler, publish2.asObserver(), 60)
        feedSubject(scheduler, behavior.asObserver(), 20)
        feedSubject(scheduler, replay.asObserver(), 30)
        feedSubject(scheduler, async.asObserver(), 40)
        let connectable = self.connectable
        scheduler.scheduleAt(210) { _ = connectable.connect() }
    }

    /// `scheduler.start` (created 100, subscribed 200, disposed 1000).
    func start<Source: ObservableConvertibleType>(
        _ create: @escaping () -> Source
    ) -> TestableObserver<Source.Element> {
        scheduler.start(create)
    }

    /// Writes the subscriptions of the hot sources that were subscribed.
    func logSubscriptions(_ log: Log) {
        for (label, source) in [("completing", completing), ("failing", failing), ("empty", empty), ("shared", shared)]
        where !source.subscriptions.isEmpty {
            log.subscriptions(source, label)
        }
    }
}

/// Sends `base + 1` at 205, `base + 2` at 240, `base + 3` at 260 and completion at 280 to `observer`.
private func feedSubject(_ scheduler: TestScheduler, _ observer: AnyObserver<Int>, _ base: Int) {
    scheduler.scheduleAt(205) { observer.onNext(base + 1) }
    scheduler.scheduleAt(240) { observer.onNext(base + 2) }
    scheduler.scheduleAt(260) { observer.onNext(base + 3) }
    scheduler.scheduleAt(280) { observer.onCompleted() }
}

/// A scenario on a fresh fixture: `body` runs the form under test and returns its observer; its events and the hot
/// sources' subscriptions are written.
private func signature<Element>(
    _ name: String,
    _ body: @escaping (SignatureFixture) -> TestableObserver<Element>
) -> Scenario {
    Scenario("signatures/\(name)") { log in
        let f = SignatureFixture()
        let res = body(f)
        log.events(res)
        f.logSubscriptions(log)
    }
}

/// A `signature` scenario for `using`: `body` gets a resource factory, and whether each resource it made was
/// disposed is written at the end.
private func usingSignature(
    _ name: String,
    _ body: @escaping (SignatureFixture, @escaping () -> BooleanDisposable) -> TestableObserver<Int>
) -> Scenario {
    Scenario("signatures/\(name)") { log in
        let f = SignatureFixture()
        var resources: [BooleanDisposable] = []
        let res = body(f) {
            let resource = BooleanDisposable()
            resources.append(resource)
            return resource
        }
        log.events(res)
        f.logSubscriptions(log)
        log("resources disposed:", resources.map(\.isDisposed))
    }
}

/// A parameter written out as `Observable<Int>`, for forms that pass what an API returns on.
private func tenfold(_ source: Observable<Int>) -> Observable<Int> {
    source.map { $0 * 10 }
}

func signatureScenarios() -> [Scenario] {
    catchSignatureScenarios() + creationSignatureScenarios() + combiningSignatureScenarios()
        + higherOrderSignatureScenarios() + timingSignatureScenarios()
        + traitSignatureScenarios() + testSchedulerSignatureScenarios() + bindingSignatureScenarios()
        + contextSignatureScenarios() + cocoaSignatureScenarios()
        + deprecatedSignatureScenarios(DeprecatedSignatures.self)
}

// MARK: - catch, ifEmpty(switchTo:)

private func catchSignatureScenarios() -> [Scenario] {
    [
        signature("catch.publishSubject") { f in f.start { f.failing.catch { _ in f.publish } } },
        signature("catch.behaviorSubject") { f in f.start { f.failing.catch { _ in f.behavior } } },
        signature("catch.replaySubject") { f in f.start { f.failing.catch { _ in f.replay } } },
        signature("catch.asyncSubject") { f in f.start { f.failing.catch { _ in f.async } } },
        signature("catch.connectable") { f in f.start { f.failing.catch { _ in f.connectable } } },
        signature("catch.testableAsObservable") { f in f.start { f.failing.catch { _ in f.shared.asObservable() } } },
        signature("catch.implicitJust") { f in f.start { f.failing.catch { _ in .just(-1) } } },
        signature("catch.implicitEmpty") { f in f.start { f.failing.catch { _ in .empty() } } },
        signature("catch.implicitError") { f in f.start { f.failing.catch { _ in .error(TestError.b) } } },
        signature("catch.implicitNever") { f in f.start { f.failing.catch { _ in .never() } } },
        signature("catch.ternarySubjectOrImplicit") { f in
            f.start { f.failing.catch { error in error is TestError ? f.publish : .just(-1) } }
        },
        signature("catch.ternaryImplicitOrSubject") { f in
            f.start { f.failing.catch { _ in f.no ? .empty() : f.behavior } }
        },
        signature("catch.ternarySubjectOrChain") { f in
            f.start { f.failing.catch { _ in f.yes ? f.replay : f.completing.map { $0 * 100 } } }
        },
        signature("catch.ternaryTwoSubjectKinds") { f in
            f.start { f.failing.catch { _ in f.no ? f.publish : f.behavior } }
        },
        signature("catch.multiPathSubjectFirst") { f in
            f.start {
                f.failing.catch { error in
                    if case TestError.a = error {
                        return f.publish
                    }
                    return Observable.just(-1).map { $0 * 2 }
                }
            }
        },
        signature("catch.multiPathChainFirst") { f in
            f.start {
                f.failing.catch { error in
                    guard case TestError.a = error else {
                        return Observable.just(-1).map { $0 * 2 }
                    }
                    return f.async
                }
            }
        },
        signature("catch.multiPathImplicitFirst") { f in
            f.start {
                f.failing.catch { error in
                    guard case TestError.a = error else {
                        return .empty()
                    }
                    return f.replay
                }
            }
        },
        signature("catch.multiPathConnectable") { f in
            f.start {
                f.failing.catch { error in
                    if case TestError.b = error {
                        return .error(error)
                    }
                    return f.connectable
                }
            }
        },
        signature("catch.onSubject") { f in
            f.start { f.publish.map { $0 + 1 }.concat(Observable.error(TestError.a)).catch { _ in f.behavior } }
        },
        signature("catch.passedOn") { f in f.start { tenfold(f.failing.catch { _ in f.publish }) } },
        signature("catchSequence.subjects") { f in
            f.start { Observable.catch(sequence: [f.publish, f.behavior]) }
        },
        signature("catchSequence.failingThenSubject") { f in
            f.start { Observable.catch(sequence: [f.failing.asObservable(), f.replay]) }
        },
        signature("catchSequence.implicitMembers") { f in
            f.start { Observable.catch(sequence: [f.failing.asObservable(), .error(TestError.b), .just(7)]) }
        },
        signature("catchSequence.subjectAndImplicit") { f in
            f.start { Observable.catch(sequence: [.error(TestError.b), f.async]) }
        },
        signature("catchSequence.connectable") { f in
            f.start { Observable.catch(sequence: [f.failing.asObservable(), f.connectable]) }
        },
        signature("catchSequence.arrayOfSubjects") { f in
            let sources: [Observable<Int>] = [f.publish, f.publish2]
            return f.start { Observable.catch(sequence: sources) }
        },
        signature("ifEmpty.publishSubject") { f in f.start { f.empty.ifEmpty(switchTo: f.publish) } },
        signature("ifEmpty.behaviorSubject") { f in f.start { f.empty.ifEmpty(switchTo: f.behavior) } },
        signature("ifEmpty.replaySubject") { f in f.start { f.empty.ifEmpty(switchTo: f.replay) } },
        signature("ifEmpty.asyncSubject") { f in f.start { f.empty.ifEmpty(switchTo: f.async) } },
        signature("ifEmpty.connectable") { f in f.start { f.empty.ifEmpty(switchTo: f.connectable) } },
        signature("ifEmpty.notEmpty") { f in f.start { f.completing.ifEmpty(switchTo: f.publish) } },
        signature("ifEmpty.implicitJust") { f in f.start { f.empty.ifEmpty(switchTo: .just(9)) } },
        signature("ifEmpty.implicitError") { f in f.start { f.empty.ifEmpty(switchTo: .error(TestError.c)) } },
        signature("ifEmpty.ternary") { f in f.start { f.empty.ifEmpty(switchTo: f.yes ? f.replay : .empty()) } },
        signature("ifEmpty.ternaryImplicitFirst") { f in
            f.start { f.empty.ifEmpty(switchTo: f.no ? .just(9) : f.publish) }
        },
        signature("ifEmpty.onSubject") { f in f.start { f.async.ifEmpty(switchTo: f.behavior) } },
    ]
}

// MARK: - deferred, using

private func creationSignatureScenarios() -> [Scenario] {
    [
        signature("deferred.publishSubject") { f in f.start { Observable.deferred { f.publish } } },
        signature("deferred.behaviorSubject") { f in f.start { Observable.deferred { f.behavior } } },
        signature("deferred.replaySubject") { f in f.start { Observable<Int>.deferred { f.replay } } },
        signature("deferred.asyncSubject") { f in f.start { Observable<Int>.deferred { f.async } } },
        signature("deferred.connectable") { f in f.start { Observable.deferred { f.connectable } } },
        signature("deferred.implicitJust") { f in f.start { Observable<Int>.deferred { .just(3) } } },
        signature("deferred.implicitError") { f in f.start { Observable<Int>.deferred { .error(TestError.a) } } },
        signature("deferred.typedResult") { f in
            f.start { () -> Observable<Int> in
                let deferred: Observable<Int> = .deferred { .from([1, 2]) }
                return deferred
            }
        },
        signature("deferred.ternary") { f in f.start { Observable<Int>.deferred { f.yes ? f.publish : .empty() } } },
        signature("deferred.multiPath") { f in
            f.start {
                Observable<Int>.deferred {
                    if f.yes {
                        return f.behavior
                    }
                    return Observable.just(5).map { $0 + 1 }
                }
            }
        },
        signature("deferred.multiPathImplicitFirst") { f in
            f.start {
                Observable<Int>.deferred {
                    guard f.yes else {
                        return .empty()
                    }
                    return f.replay
                }
            }
        },
        signature("deferred.throws") { f in
            f.start {
                Observable<Int>.deferred {
                    if f.yes {
                        throw TestError.b
                    }
                    return f.publish
                }
            }
        },
        usingSignature("using.publishSubject") { f, resource in
            f.start { Observable.using(resource, observableFactory: { _ in f.publish }) }
        },
        usingSignature("using.behaviorSubject") { f, resource in
            f.start { Observable.using(resource, observableFactory: { _ in f.behavior }) }
        },
        usingSignature("using.connectable") { f, resource in
            f.start { Observable.using(resource, observableFactory: { _ in f.connectable }) }
        },
        usingSignature("using.implicitJust") { f, resource in
            f.start { Observable<Int>.using(resource, observableFactory: { _ in .just(1) }) }
        },
        usingSignature("using.ternary") { f, resource in
            f.start { Observable<Int>.using(resource) { _ in f.yes ? f.async : .empty() } }
        },
        usingSignature("using.multiPath") { f, resource in
            f.start {
                Observable<Int>.using(resource) { resource in
                    if resource.isDisposed {
                        return Observable.just(4).map { $0 * 2 }
                    }
                    return f.replay
                }
            }
        },
    ]
}

// MARK: - concat, merge, amb, zip, combineLatest, withLatestFrom, sample, take/skip(until:), startWith

private func combiningSignatureScenarios() -> [Scenario] {
    [
        signature("concat.instancePublishSubject") { f in f.start { f.completing.concat(f.publish) } },
        signature("concat.instanceBehaviorSubject") { f in f.start { f.completing.concat(f.behavior) } },
        signature("concat.instanceConnectable") { f in f.start { f.completing.concat(f.connectable) } },
        signature("concat.instanceOnSubject") { f in f.start { f.async.concat(f.replay) } },
        signature("concat.arrayOfSubjects") { f in f.start { Observable.concat([f.publish, f.behavior]) } },
        signature("concat.arrayMixed") { f in
            f.start { Observable.concat([f.completing.asObservable(), f.replay, f.async.map { $0 + 1 }]) }
        },
        signature("concat.arrayImplicit") { f in f.start { Observable.concat([.just(0), f.behavior]) } },
        signature("concat.arraySubjectThenImplicit") { f in f.start { Observable.concat([f.async, .just(99)]) } },
        signature("concat.arrayConnectable") { f in
            f.start { Observable.concat([f.completing.asObservable(), f.connectable]) }
        },
        signature("concat.variadicSameKind") { f in f.start { Observable.concat(f.publish, f.publish2) } },
        signature("concat.variadicMixed") { f in
            f.start { Observable.concat(f.completing.asObservable(), f.replay, f.async) }
        },
        signature("concat.variadicImplicit") { f in f.start { Observable.concat(.just(0), f.behavior, .just(100)) } },
        signature("concat.typedArray") { f in
            let sources: [Observable<Int>] = [f.publish, f.behavior]
            return f.start { Observable.concat(sources) }
        },
        signature("concat.ofSubjects") { f in f.start { Observable.of(f.publish, f.publish2).concat() } },
        signature("merge.arrayOfSubjects") { f in f.start { Observable.merge([f.publish, f.behavior, f.replay]) } },
        signature("merge.arrayMixed") { f in
            f.start { Observable.merge([f.completing.asObservable(), f.async, f.publish.map { $0 * 2 }]) }
        },
        signature("merge.arrayImplicit") { f in f.start { Observable.merge([f.publish, .just(0)]) } },
        signature("merge.arrayImplicitFirst") { f in f.start { Observable.merge([.just(0), f.behavior]) } },
        signature("merge.arrayConnectable") { f in f.start { Observable.merge([f.connectable, f.publish]) } },
        signature("merge.variadicSameKind") { f in f.start { Observable.merge(f.publish, f.publish2) } },
        signature("merge.variadicMixed") { f in f.start { Observable.merge(f.replay, f.async, f.connectable) } },
        signature("merge.variadicImplicit") { f in f.start { Observable.merge(f.publish, .just(0), .empty()) } },
        signature("merge.arrayOfOneKind") { f in
            let subjects = [f.publish, f.publish2]
            return f.start { Observable.merge(subjects) }
        },
        signature("merge.typedArray") { f in
            let sources: [Observable<Int>] = [f.publish, f.behavior]
            return f.start { Observable.merge(sources) }
        },
        signature("merge.ofSubjects") { f in f.start { Observable.of(f.publish, f.publish2).merge() } },
        signature("merge.ofMixed") { f in
            f.start { Observable<Observable<Int>>.of(f.publish, f.behavior, f.connectable).merge(maxConcurrent: 2) }
        },
        signature("amb.instanceSubject") { f in f.start { f.shared.amb(f.publish) } },
        signature("amb.instanceConnectable") { f in f.start { f.publish2.amb(f.connectable) } },
        signature("amb.arrayOfSubjects") { f in f.start { Observable.amb([f.behavior, f.publish]) } },
        signature("amb.arrayMixed") { f in f.start { Observable.amb([f.completing.asObservable(), f.replay]) } },
        signature("amb.arrayImplicit") { f in f.start { Observable.amb([.never(), f.async]) } },
        signature("zip.subjects") { f in f.start { Observable.zip(f.publish, f.behavior).map { $0 * 100 + $1 } } },
        signature("zip.subjectsResultSelector") { f in
            f.start { Observable.zip(f.replay, f.publish2, f.connectable) { $0 + $1 + $2 } }
        },
        signature("zip.testableAndSubject") { f in
            f.start { Observable.zip(f.completing, f.publish) { $0 * 100 + $1 } }
        },
        signature("zip.arrayOfSubjects") { f in f.start { Observable.zip([f.publish, f.publish2]) } },
        signature("zip.arrayMixed") { f in
            f.start { Observable.zip([f.publish, f.behavior, f.completing.map { $0 }]) }
        },
        signature("zip.arrayResultSelector") { f in
            f.start { Observable.zip([f.replay, f.connectable]) { $0.reduce(0, +) } }
        },
        signature("combineLatest.subjects") { f in
            f.start { Observable.combineLatest(f.publish, f.behavior).map { $0 * 100 + $1 } }
        },
        signature("combineLatest.subjectsResultSelector") { f in
            f.start { Observable.combineLatest(f.replay, f.async, f.connectable) { $0 + $1 + $2 } }
        },
        signature("combineLatest.arrayOfSubjects") { f in
            f.start { Observable.combineLatest([f.publish, f.publish2]) }
        },
        signature("combineLatest.arrayMixed") { f in
            f.start { Observable.combineLatest([f.behavior, f.connectable, f.completing.map { $0 }]) }
        },
        signature("combineLatest.arrayResultSelector") { f in
            f.start { Observable.combineLatest([f.replay, f.behavior]) { $0.reduce(0, +) } }
        },
        signature("withLatestFrom.subject") { f in f.start { f.completing.withLatestFrom(f.behavior) } },
        signature("withLatestFrom.subjectResultSelector") { f in
            f.start { f.shared.withLatestFrom(f.publish) { $0 * 100 + $1 } }
        },
        signature("withLatestFrom.connectable") { f in f.start { f.publish.withLatestFrom(f.connectable) } },
        signature("withLatestFrom.onSubject") { f in f.start { f.replay.withLatestFrom(f.completing) { $0 + $1 } } },
        signature("sample.subjectSampler") { f in f.start { f.shared.sample(f.publish) } },
        signature("sample.connectableSampler") { f in f.start { f.behavior.sample(f.connectable) } },
        signature("sample.defaultValue") { f in f.start { f.publish2.sample(f.replay, defaultValue: -1) } },
        signature("takeUntil.subject") { f in f.start { f.shared.take(until: f.publish) } },
        signature("takeUntil.connectable") { f in f.start { f.behavior.take(until: f.connectable) } },
        signature("takeUntil.asyncSubject") { f in f.start { f.publish.take(until: f.async) } },
        signature("skipUntil.subject") { f in f.start { f.shared.skip(until: f.publish) } },
        signature("skipUntil.connectable") { f in f.start { f.replay.skip(until: f.connectable) } },
        signature("startWith.subject") { f in f.start { f.publish.startWith(-2, -1) } },
        signature("startWith.connectable") { f in f.start { f.connectable.startWith(0) } },
    ]
}

// MARK: - flatMap family, switchLatest, multicast, window, groupBy, retry(when:)

private func higherOrderSignatureScenarios() -> [Scenario] {
    [
        signature("flatMap.subject") { f in f.start { f.completing.flatMap { _ in f.publish } } },
        signature("flatMap.connectable") { f in f.start { f.completing.take(1).flatMap { _ in f.connectable } } },
        signature("flatMap.explicitResult") { f in
            f.start {
                f.completing.flatMap { value -> Observable<Int> in
                    if value == 1 {
                        return f.behavior
                    }
                    return .just(value * 100)
                }
            }
        },
        signature("flatMap.typedTernary") { f in
            f.start { f.completing.flatMap { value -> Observable<Int> in value == 1 ? f.replay : .empty() } }
        },
        signature("flatMap.single") { f in f.start { f.completing.flatMap { Single.just($0 * 10) } } },
        signature("flatMapFirst.subject") { f in f.start { f.completing.flatMapFirst { _ in f.publish } } },
        signature("flatMapLatest.subject") { f in f.start { f.completing.flatMapLatest { _ in f.replay } } },
        signature("flatMapLatest.explicitResult") { f in
            f.start {
                f.completing.flatMapLatest { value -> Observable<Int> in
                    guard value == 2 else {
                        return .never()
                    }
                    return f.async
                }
            }
        },
        signature("concatMap.subject") { f in f.start { f.completing.concatMap { _ in f.behavior.take(2) } } },
        signature("concatMap.connectable") { f in f.start { f.completing.take(1).concatMap { _ in f.connectable } } },
        signature("switchLatest.ofSubjects") { f in
            let outer: TestableObservable<Observable<Int>> = f.scheduler.createHotObservable([
                .next(203, f.publish), .next(250, f.behavior), .next(270, f.connectable), .completed(300),
            ])
            return f.start { outer.switchLatest() }
        },
        signature("switchLatest.ofOneKind") { f in
            let outer = f.scheduler.createHotObservable([.next(203, f.publish), .next(250, f.publish2)])
            return f.start { outer.switchLatest() }
        },
        signature("merge.ofTestableSubjects") { f in
            let outer: TestableObservable<Observable<Int>> = f.scheduler.createHotObservable([
                .next(203, f.replay), .next(250, f.async), .completed(300),
            ])
            return f.start { outer.merge() }
        },
        signature("multicast.selectorSubject") { f in
            f.start { f.completing.multicast({ PublishSubject<Int>() }, selector: { _ in f.publish }) }
        },
        signature("multicast.selectorImplicit") { f in
            f.start { f.completing.multicast({ ReplaySubject<Int>.createUnbounded() }, selector: { _ in .just(8) }) }
        },
        signature("multicast.selectorChain") { f in
            f.start {
                f.completing.multicast({ PublishSubject<Int>() }, selector: { shared in
                    Observable.merge(shared, shared.map { $0 * 10 })
                })
            }
        },
        signature("multicast.selectorMultiPath") { f in
            f.start {
                f.completing.multicast({ PublishSubject<Int>() }, selector: { shared in
                    if f.no {
                        return f.behavior
                    }
                    return shared.map { $0 + 1000 }
                })
            }
        },
        signature("window.flatMap") { f in
            f.start {
                f.completing.window(timeSpan: .seconds(100), count: 1, scheduler: f.scheduler).flatMap { window in
                    window.map { $0 * 10 }
                }
            }
        },
        signature("window.concatMapToArray") { f in
            f.start {
                f.shared.window(timeSpan: .seconds(100), count: 2, scheduler: f.scheduler).concatMap { $0.toArray() }
            }
        },
        signature("groupBy.flatMap") { f in
            f.start { f.shared.groupBy { $0 % 2 }.flatMap { group in group.map { group.key * 1000 + $0 } } }
        },
        signature("groupedObservable.ofSubject") { f in
            f.start { GroupedObservable(key: 1, source: f.publish).map { $0 * 2 } }
        },
        signature("groupedObservable.ofConnectable") { f in
            f.start { GroupedObservable(key: "k", source: f.connectable).asObservable() }
        },
        signature("retryWhen.subjectTrigger") { f in
            f.start { f.failing.retry(when: { (_: Observable<TestError>) in f.publish }) }
        },
        signature("retryWhen.anyErrorSubjectTrigger") { f in
            f.start { f.failing.retry(when: { (_: Observable<Error>) in f.connectable }) }
        },
        signature("retryWhen.anyErrorChain") { f in f.start { f.failing.retry(when: { errors in errors.take(1) }) } },
        signature("retryWhen.flatMapToSubject") { f in
            f.start { f.failing.retry(when: { errors in errors.flatMap { _ in f.behavior.take(1) } }) }
        },
    ]
}

// MARK: - timeout(other:)

private func timingSignatureScenarios() -> [Scenario] {
    [
        signature("timeout.otherSubject") { f in
            f.start { f.async.timeout(.seconds(20), other: f.publish, scheduler: f.scheduler) }
        },
        signature("timeout.otherBehaviorSubject") { f in
            f.start { f.shared.timeout(.seconds(10), other: f.behavior, scheduler: f.scheduler) }
        },
        signature("timeout.otherConnectable") { f in
            f.start { f.publish.timeout(.seconds(30), other: f.connectable, scheduler: f.scheduler) }
        },
        signature("timeout.otherChain") { f in
            f.start { f.async.timeout(.seconds(20), other: f.replay.map { $0 * 3 }, scheduler: f.scheduler) }
        },
        signature("delaySubscription.subject") { f in
            f.start { f.replay.delaySubscription(.seconds(50), scheduler: f.scheduler) }
        },
    ]
}

// MARK: - Single, Maybe, Completable, Infallible

private func traitSignatureScenarios() -> [Scenario] {
    [
        signature("andThen.publishSubject") { f in
            f.start { f.completing.ignoreElements().asCompletable().andThen(f.publish) }
        },
        signature("andThen.behaviorSubject") { f in
            f.start { f.completing.ignoreElements().asCompletable().andThen(f.behavior) }
        },
        signature("andThen.connectable") { f in
            f.start { f.completing.ignoreElements().asCompletable().andThen(f.connectable) }
        },
        signature("andThen.chain") { f in
            f.start { f.completing.ignoreElements().asCompletable().andThen(f.replay.map { $0 * 2 }) }
        },
        signature("andThen.typedImplicit") { f in
            f.start { () -> Observable<Int> in
                let next: Observable<Int> = f.completing.ignoreElements().asCompletable().andThen(.from([7, 8]))
                return next
            }
        },
        signature("andThen.ternary") { f in
            f.start { () -> Observable<Int> in
                let next: Observable<Int> = f.empty.ignoreElements().asCompletable()
                    .andThen(f.yes ? f.async : .empty())
                return next
            }
        },
        signature("andThen.single") { f in
            f.start { f.completing.ignoreElements().asCompletable().andThen(Single.just(5)) }
        },
        signature("andThen.maybe") { f in
            f.start { f.completing.ignoreElements().asCompletable().andThen(Maybe<Int>.empty()) }
        },
        signature("andThen.completable") { f in
            f.start { f.completing.ignoreElements().asCompletable().andThen(Completable.empty()) }
        },
        signature("andThen.failing") { f in
            f.start { f.failing.ignoreElements().asCompletable().andThen(f.publish) }
        },
        signature("single.flatMapImplicit") { f in
            f.start { f.completing.take(1).asSingle().flatMap { .just($0 * 7) } }
        },
        signature("single.flatMapMaybeImplicit") { f in
            f.start { f.completing.take(1).asSingle().flatMapMaybe { $0 > 5 ? .just($0) : .empty() } }
        },
        signature("single.flatMapCompletableImplicit") { f in
            f.start { f.completing.take(1).asSingle().flatMapCompletable { _ in .error(TestError.c) } }
        },
        signature("single.catchImplicit") { f in f.start { f.failing.asSingle().catch { _ in .just(-1) } } },
        signature("single.catchMultiPath") { f in
            f.start {
                f.failing.asSingle().catch { error in
                    if case TestError.a = error {
                        return .just(-2)
                    }
                    return f.publish.take(1).asSingle()
                }
            }
        },
        signature("single.deferredImplicit") { f in f.start { Single<Int>.deferred { .just(f.yes ? 1 : 2) } } },
        signature("single.usingImplicit") { f in
            f.start { Single<Int>.using({ BooleanDisposable() }, primitiveSequenceFactory: { _ in .just(6) }) }
        },
        signature("single.timeoutOtherImplicit") { f in
            f.start { f.publish.take(1).asSingle().timeout(.seconds(3), other: .just(0), scheduler: f.scheduler) }
        },
        signature("single.retryWhenSubject") { f in
            f.start { f.failing.asSingle().retry(when: { (_: Observable<Error>) in f.publish }) }
        },
        signature("single.zipOfSubjects") { f in
            f.start { Single.zip(f.publish.take(1).asSingle(), f.behavior.take(1).asSingle()) { $0 * 100 + $1 } }
        },
        signature("single.zipArray") { f in
            f.start { Single.zip([f.replay.take(1).asSingle(), .just(5)]) }
        },
        signature("single.asObservableInMerge") { f in
            f.start { Observable.merge(f.publish2.take(1).asSingle().asObservable(), f.async) }
        },
        signature("maybe.flatMapImplicit") { f in
            f.start { f.completing.take(1).asMaybe().flatMap { $0 > 5 ? .just($0) : .empty() } }
        },
        signature("maybe.catchImplicit") { f in f.start { f.failing.asMaybe().catch { _ in .just(-1) } } },
        signature("maybe.ifEmptySwitchToMaybe") { f in
            f.start { f.empty.asMaybe().ifEmpty(switchTo: f.publish.take(1).asMaybe()) }
        },
        signature("maybe.ifEmptySwitchToSingle") { f in
            f.start { f.empty.asMaybe().ifEmpty(switchTo: f.behavior.take(1).asSingle()) }
        },
        signature("maybe.zipOfSubjects") { f in
            f.start { Maybe.zip(f.publish.take(1).asMaybe(), f.async.asMaybe()) { $0 * 100 + $1 } }
        },
        signature("completable.catchImplicit") { f in
            f.start { f.failing.ignoreElements().asCompletable().catch { _ in .empty() } }
        },
        signature("completable.zipVariadic") { f in
            f.start {
                Completable.zip(f.publish.ignoreElements().asCompletable(), f.empty.ignoreElements().asCompletable())
            }
        },
        signature("completable.zipArray") { f in
            f.start { Completable.zip([f.replay.ignoreElements().asCompletable(), .empty()]) }
        },
        signature("completable.concatArray") { f in
            f.start { Completable.concat([f.async.ignoreElements().asCompletable(), .empty()]) }
        },
        signature("infallible.flatMapSubject") { f in
            f.start { Infallible.just(1).flatMap { _ in f.publish } }
        },
        signature("infallible.flatMapLatestSubject") { f in
            f.start { f.completing.asInfallible(onErrorJustReturn: -1).flatMapLatest { _ in f.behavior } }
        },
        signature("infallible.concatSubject") { f in f.start { Infallible.just(0).concat(f.replay) } },
        signature("infallible.takeUntilSubject") { f in
            f.start { f.shared.asInfallible(onErrorJustReturn: -1).take(until: f.publish) }
        },
        signature("infallible.takeUntilInfallible") { f in
            f.start {
                f.shared.asInfallible(onErrorJustReturn: -1).take(until: f.publish.asInfallible(onErrorJustReturn: 0))
            }
        },
        signature("infallible.skipUntilConnectable") { f in
            f.start { f.shared.asInfallible(onErrorJustReturn: -1).skip(until: f.publish2) }
        },
        signature("infallible.mergeImplicit") { f in
            f.start { Infallible.merge(f.publish.asInfallible(onErrorJustReturn: -1), .just(0)) }
        },
        signature("infallible.deferredImplicit") { f in f.start { Infallible<Int>.deferred { .just(4) } } },
        signature("infallible.withLatestFrom") { f in
            f.start {
                f.completing.asInfallible(onErrorJustReturn: 0)
                    .withLatestFrom(f.behavior.asInfallible(onErrorJustReturn: -1))
            }
        },
        signature("infallible.asInfallibleFallbackImplicit") { f in
            f.start { f.failing.asInfallible(onErrorFallbackTo: .just(-5)) }
        },
        signature("infallible.asInfallibleRecoverImplicit") { f in
            f.start { f.failing.asInfallible(onErrorRecover: { _ in .just(-6) }) }
        },
    ]
}

// MARK: - TestScheduler.start

private func testSchedulerSignatureScenarios() -> [Scenario] {
    [
        signature("start.subject") { f in f.scheduler.start { f.publish } },
        signature("start.connectable") { f in f.scheduler.start { f.connectable } },
        signature("start.testable") { f in f.scheduler.start { f.shared } },
        signature("start.single") { f in f.scheduler.start { f.behavior.take(1).asSingle() } },
        signature("start.disposedSubject") { f in f.scheduler.start(disposed: 250) { f.behavior } },
        signature("start.disposedConnectable") { f in f.scheduler.start(disposed: 250) { f.connectable } },
        signature("start.createdSubscribedDisposedSubject") { f in
            f.scheduler.start(created: 150, subscribed: 230, disposed: 270) { f.replay }
        },
        signature("start.createdSubscribedDisposedChain") { f in
            f.scheduler.start(created: 100, subscribed: 200, disposed: 1000, create: { f.async.map { $0 + 1 } })
        },
        signature("start.multiPath") { f in
            f.scheduler.start { () -> Observable<Int> in
                if f.yes {
                    return f.publish
                }
                return .empty()
            }
        },
    ]
}

// MARK: - bind(to:), relays, blocking

private func bindingSignatureScenarios() -> [Scenario] {
    [
        signature("bind.toSubject") { f in
            let target = PublishSubject<Int>()
            let res = f.scheduler.createObserver(Int.self)
            _ = target.subscribe(res)
            _ = f.shared.bind(to: target)
            f.scheduler.start()
            return res
        },
        signature("bind.subjectToSubjects") { f in
            let first = ReplaySubject<Int>.createUnbounded()
            let second = BehaviorSubject<Int?>(value: nil)
            let res = f.scheduler.createObserver(Int.self)
            _ = f.publish.bind(to: first)
            _ = f.behavior.bind(to: second)
            _ = Observable.merge(first, second.compactMap { $0 }).subscribe(res)
            f.scheduler.start()
            return res
        },
        signature("bind.connectableToRelays") { f in
            let publish = PublishRelay<Int>()
            let behavior = BehaviorRelay(value: 0)
            let res = f.scheduler.createObserver(Int.self)
            let subscription = Observable.merge(publish.asObservable(), behavior.asObservable()).subscribe(res)
            _ = f.connectable.bind(to: publish)
            _ = f.connectable.bind(to: behavior)
            f.scheduler.start()
            subscription.dispose()
            return res
        },
        signature("relay.asObservableInArray") { f in
            let relay = BehaviorRelay(value: 5)
            f.scheduler.scheduleAt(250) { relay.accept(6) }
            return f.start { Observable.merge([relay.asObservable(), f.publish]) }
        },
        Scenario("signatures/blocking.concatOfSubjects") { log in
            let replay = ReplaySubject<Int>.createUnbounded()
            replay.onNext(1)
            replay.onNext(2)
            replay.onCompleted()
            let behavior = BehaviorSubject(value: 3)
            behavior.onCompleted()
            attempt(log, "toArray") { try Observable.concat([replay, behavior, .just(4)]).toBlocking().toArray() }
            attempt(log, "first") { try Observable.merge(behavior, replay).toBlocking().first() }
        },
    ]
}

// MARK: - A contextual type: a parameter, a typed constant, a return

/// Returns `.merge` of two subjects, an implicit member in a return of a declared type.
private func mergedTwice(_ first: PublishSubject<Int>, _ second: BehaviorSubject<Int>) -> Observable<Int> {
    return .merge(first, second, first.map { $0 * 2 })
}

private func contextSignatureScenarios() -> [Scenario] {
    [
        signature("context.deferredArgument") { f in f.start { tenfold(.deferred { f.publish }) } },
        signature("context.deferredTernaryArgument") { f in
            f.start { tenfold(.deferred { f.yes ? f.behavior : .empty() }) }
        },
        signature("context.deferredTypedConstant") { f in
            f.start { () -> Observable<Int> in
                let deferred: Observable<Int> = .deferred { f.connectable }
                return deferred
            }
        },
        signature("context.mergeVariadicArgument") { f in f.start { tenfold(.merge(f.publish, f.publish2)) } },
        signature("context.mergeArrayArgument") { f in f.start { tenfold(.merge([f.replay, .just(1)])) } },
        signature("context.mergeTypedConstant") { f in
            f.start { () -> Observable<Int> in
                let merged: Observable<Int> = .merge(f.publish, f.publish2)
                return merged
            }
        },
        signature("context.mergeReturn") { f in f.start { mergedTwice(f.publish, f.behavior) } },
        signature("context.mergeOne") { f in f.start { Observable<Int>.merge(f.async) } },
        signature("context.mergeSlice") { f in
            let sources: [Observable<Int>] = [f.publish, f.behavior, f.replay]
            return f.start { Observable.merge(sources[1...]) }
        },
        signature("context.concatVariadicArgument") { f in f.start { tenfold(.concat(f.async, f.behavior)) } },
        signature("context.concatArrayArgument") { f in f.start { tenfold(.concat([f.publish, f.publish2])) } },
        signature("context.concatOne") { f in f.start { Observable.concat(f.replay) } },
        signature("context.ambArgument") { f in f.start { tenfold(.amb([f.publish, f.behavior])) } },
        signature("context.catchSequenceArgument") { f in
            f.start { tenfold(.catch(sequence: [f.failing.asObservable(), f.publish])) }
        },
        signature("context.usingArgument") { f in
            f.start { tenfold(.using({ BooleanDisposable() }, observableFactory: { _ in f.replay })) }
        },
        signature("context.ifEmptyArgument") { f in f.start { tenfold(f.empty.ifEmpty(switchTo: f.publish)) } },
        signature("context.catchArgument") { f in f.start { tenfold(f.failing.catch { _ in f.behavior }) } },
        signature("context.andThenArgument") { f in
            f.start { tenfold(f.completing.ignoreElements().asCompletable().andThen(f.publish)) }
        },
        signature("context.andThenImplicitArgument") { f in
            f.start { tenfold(f.completing.ignoreElements().asCompletable().andThen(.just(3))) }
        },
        signature("context.zipArgument") { f in f.start { tenfold(.zip(f.publish, f.publish2) { $0 + $1 }) } },
        signature("context.combineLatestArrayArgument") { f in
            f.start { tenfold(.combineLatest([f.publish, f.behavior]) { $0.reduce(0, +) }) }
        },
        signature("context.ternaryOfImplicitMembers") { f in
            f.start { () -> Observable<Int> in
                let picked: Observable<Int> = f.yes ? .deferred { f.publish } : .empty()
                return picked
            }
        },
        // Nested calls of the overloaded statics and operators: RxSwift type-checks each in milliseconds; every extra
        // overload a call has multiplies the solver's work (with generic twins of these overloads the first took
        // more than 30 s and failed as too complex).
        signature("context.nestedStaticCalls") { f in
            f.start {
                Observable.merge(
                    Observable.merge(f.publish, f.behavior, f.replay),
                    Observable.concat(f.publish, f.behavior, f.replay),
                    Observable.merge([f.publish, f.behavior, f.replay]),
                    Observable.concat([f.publish, f.behavior, f.replay]),
                    Observable.amb([f.publish, f.behavior, f.replay]),
                    Observable.catch(sequence: [f.publish, f.behavior, f.replay]),
                    Observable.merge(f.publish, f.behavior), Observable.concat(f.behavior, f.replay),
                    Observable.merge([f.publish, f.replay]), Observable.concat([f.behavior, f.publish]),
                    Observable.merge(f.replay, f.publish), Observable.concat([f.replay, f.behavior, f.publish])
                )
            }
        },
        signature("context.nestedOperatorCalls") { f in
            f.start {
                f.failing.catch { _ in f.publish }.ifEmpty(switchTo: f.behavior)
                    .catch { _ in Observable.deferred { f.replay } }
                    .ifEmpty(switchTo: Observable.deferred { f.publish }.catch { _ in f.behavior })
                    .catch { _ in f.replay.ifEmpty(switchTo: f.publish.catch { _ in f.behavior }) }
                    .ifEmpty(switchTo: Observable.using({ BooleanDisposable() }, observableFactory: { _ in f.async }))
            }
        },
        signature("context.flatMapLatestToInfallible") { f in
            f.start { () -> Infallible<Int> in
                let latest: Infallible<Int> = f.completing.flatMapLatest { Infallible.just($0 * 10) }
                return latest
            }
        },
        signature("context.flatMapLatestToSubjectAsInfallible") { f in
            f.start { () -> Infallible<Int> in
                let latest: Infallible<Int> = f.completing.flatMapLatest { _ in
                    f.publish.asInfallible(onErrorJustReturn: -1)
                }
                return latest
            }
        },
    ]
}

// MARK: - RxCocoa

private func cocoaSignatureScenarios() -> [Scenario] {
    [
        cocoaScenario("signatures/controlEvent.ofSubject") { log in
            let subject = PublishSubject<Int>()
            let event = ControlEvent(events: subject)
            let subscription = event.subscribe(onNext: { log("event", $0) })
            subject.onNext(1)
            subject.onNext(2)
            subscription.dispose()
        },
        cocoaScenario("signatures/controlEvent.ofChain") { log in
            let subject = BehaviorSubject(value: 1)
            let event = ControlEvent(events: subject.map { $0 * 10 })
            let subscription = event.asDriver().drive(onNext: { log("driven", $0) })
            subject.onNext(2)
            subscription.dispose()
        },
        cocoaScenario("signatures/controlProperty.ofSubjects") { log in
            let values = BehaviorSubject(value: "a")
            let sink = PublishSubject<String>()
            let sinkSubscription = sink.subscribe(onNext: { log("set", $0) })
            let property = ControlProperty(values: values, valueSink: sink)
            let subscription = property.subscribe(onNext: { log("value", $0) })
            values.onNext("b")
            property.onNext("c")
            _ = Observable.just("d").bind(to: property)
            subscription.dispose()
            sinkSubscription.dispose()
        },
        cocoaScenario("signatures/asDriver.forms") { log in
            let subject = PublishSubject<Int>()
            let recovered = subject.asDriver(onErrorRecover: { _ in .just(-1) })
            let drivenWith = subject.asDriver(onErrorDriveWith: .empty())
            let returned = subject.asDriver(onErrorJustReturn: -3)
            let subscriptions = [
                recovered.drive(onNext: { log("recovered", $0) }),
                drivenWith.drive(onNext: { log("drivenWith", $0) }, onCompleted: { log("drivenWith completed") }),
                returned.drive(onNext: { log("returned", $0) }),
            ]
            subject.onNext(1)
            subject.onError(TestError.a)
            subscriptions.forEach { $0.dispose() }
        },
        cocoaScenario("signatures/asSignal.forms") { log in
            let subject = ReplaySubject<Int>.createUnbounded()
            subject.onNext(1)
            let recovered = subject.asSignal(onErrorRecover: { _ in .just(-1) })
            let signalledWith = subject.asSignal(onErrorSignalWith: .empty())
            let subscriptions = [
                recovered.emit(onNext: { log("recovered", $0) }),
                signalledWith.emit(onNext: { log("signalledWith", $0) }),
            ]
            subject.onError(TestError.b)
            subscriptions.forEach { $0.dispose() }
        },
        cocoaScenario("signatures/asDriver.ofConnectable") { log in
            let subject = PublishSubject<Int>()
            let connectable = subject.replay(1)
            let connection = connectable.connect()
            subject.onNext(5)
            let subscription = connectable.asDriver(onErrorJustReturn: 0).drive(onNext: { log("driven", $0) })
            subject.onNext(6)
            subscription.dispose()
            connection.dispose()
        },
        cocoaScenario("signatures/driver.flatMapLatestImplicit") { log in
            let relay = BehaviorRelay(value: 1)
            let driver = relay.asDriver().flatMapLatest { value -> Driver<Int> in
                value > 1 ? .just(value * 10) : .empty()
            }
            let subscription = driver.drive(onNext: { log("driven", $0) })
            relay.accept(2)
            subscription.dispose()
        },
    ]
}

// MARK: - Deprecated spellings

/// A group of scenarios reached through a protocol requirement.
private protocol SignatureSection {
    static var scenarios: [Scenario] { get }
}

private func deprecatedSignatureScenarios<Section: SignatureSection>(_ section: Section.Type) -> [Scenario] {
    section.scenarios
}

/// RxSwift's deprecated spellings. They live in a deprecated context (so that using them does not warn) and are
/// reached through `SignatureSection`, whose requirement is not deprecated.
private enum DeprecatedSignatures: SignatureSection {
    @available(*, deprecated, message: "exercises RxSwift's deprecated spellings")
    static var scenarios: [Scenario] {
        [
            signature("catchError.subject") { f in f.start { f.failing.catchError { _ in f.publish } } },
            signature("catchError.connectable") { f in f.start { f.failing.catchError { _ in f.connectable } } },
            signature("catchError.implicitJust") { f in f.start { f.failing.catchError { _ in .just(-1) } } },
            signature("catchError.ternary") { f in
                f.start { f.failing.catchError { _ in f.yes ? f.behavior : .empty() } }
            },
            signature("catchError.multiPath") { f in
                f.start {
                    f.failing.catchError { error in
                        if case TestError.a = error {
                            return f.replay
                        }
                        return Observable.just(-1).map { $0 * 2 }
                    }
                }
            },
            signature("catchErrorSequence.subjects") { f in
                f.start { Observable.catchError([f.failing.asObservable(), f.publish, .just(1)]) }
            },
            signature("takeUntil.deprecatedSubject") { f in f.start { f.shared.takeUntil(f.publish) } },
            signature("skipUntil.deprecatedConnectable") { f in f.start { f.behavior.skipUntil(f.connectable) } },
            signature("retryWhen.deprecatedSubjectTrigger") { f in
                f.start { f.failing.retryWhen { (_: Observable<TestError>) in f.publish } }
            },
            signature("retryWhen.deprecatedAnyError") { f in
                f.start { f.failing.retryWhen { errors in errors.take(1) } }
            },
            signature("single.catchErrorImplicit") { f in
                f.start { f.failing.asSingle().catchError { _ in .just(-1) } }
            },
            signature("single.retryWhenDeprecated") { f in
                f.start { f.failing.asSingle().retryWhen { errors in errors.take(1) } }
            },
        ]
    }
}
