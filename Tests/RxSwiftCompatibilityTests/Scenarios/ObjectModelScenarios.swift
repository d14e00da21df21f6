// SendableRx compatibility scenarios — the object model: an Observable is an object (identity, weak references,
// ObjectIdentifier, AnyObject constraints), and every subject and connectable observable is an Observable, so it goes
// wherever an `Observable<Int>` is written out — stored properties, parameters, returns, array literals, ternaries
// and closures that return one on one path and an operator chain on another — and a `replay(1)` kept as an Observable
// is connected later.

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

/// The four subject kinds, each fed the same way by `feed`.
private enum SubjectKind: CaseIterable {
    case publish, behavior, replay, async

    var label: String { "\(self)" }
}

/// A subject of `kind` as the two things RxSwift code holds it as: its observer side and itself as an Observable.
private func makeSubject(_ kind: SubjectKind) -> (observer: AnyObserver<Int>, observable: Observable<Int>) {
    switch kind {
    case .publish:
        let subject = PublishSubject<Int>()
        return (subject.asObserver(), subject)
    case .behavior:
        let subject = BehaviorSubject(value: 0)
        return (subject.asObserver(), subject)
    case .replay:
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        return (subject.asObserver(), subject)
    case .async:
        let subject = AsyncSubject<Int>()
        return (subject.asObserver(), subject)
    }
}

/// Sends 1 at 210, 2 at 220 and completion at 230 to `observer`.
private func feed(_ scheduler: TestScheduler, _ observer: AnyObserver<Int>) {
    scheduler.scheduleAt(210) { observer.onNext(1) }
    scheduler.scheduleAt(220) { observer.onNext(2) }
    scheduler.scheduleAt(230) { observer.onCompleted() }
}

/// A parameter written out as `Observable<Int>`.
private func doubled(_ source: Observable<Int>) -> Observable<Int> {
    source.map { $0 * 2 }
}

/// A generic function constrained to objects.
private func identifier<Object: AnyObject>(of object: Object) -> ObjectIdentifier {
    ObjectIdentifier(object)
}

/// A view model that keeps its output as an `Observable<Int>` stored property and a computed one.
private final class Model {
    let output: Observable<Int>
    private let subject: PublishSubject<Int>

    init(subject: PublishSubject<Int>) {
        self.subject = subject
        output = subject
    }

    var changes: Observable<Int> { subject }
}

/// The connectable kinds, each made from `source`.
private let connectableKinds: [(String, @Sendable (Observable<Int>) -> ConnectableObservable<Int>)] = [
    ("publish", { $0.publish() }),
    ("replay1", { $0.replay(1) }),
    ("replayAll", { $0.replayAll() }),
    ("multicastPublishSubject", { $0.multicast(PublishSubject<Int>()) }),
    ("multicastMakeReplaySubject", { $0.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 2) }) }),
]

func objectModelScenarios() -> [Scenario] {
    var scenarios: [Scenario] = []

    scenarios.append(Scenario("objectModel/identity") { log in
        let scheduler = TestScheduler(initialClock: 0)
        let just = Observable.just(1)
        let mapped = just.map { $0 + 1 }
        log("asObservable of an Observable is itself:", just.asObservable() === just, mapped.asObservable() === mapped)
        log("an operator makes a new object each time:", just.map { $0 } !== just.map { $0 })
        let xs = scheduler.createHotObservable([.next(210, 1)])
        log("a test observable is wrapped:", xs.asObservable() !== xs, xs.asObservable() !== xs.asObservable())
        for kind in SubjectKind.allCases {
            let subject = makeSubject(kind).observable
            log(kind.label, "asObservable is the subject:", subject.asObservable() === subject)
        }
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject(value: 0)
        let replay = ReplaySubject<Int>.createUnbounded()
        let async = AsyncSubject<Int>()
        log("subjects:", publish.asObservable() === publish, behavior.asObservable() === behavior,
            replay.asObservable() === replay, async.asObservable() === async)
        for (label, make) in connectableKinds {
            let connectable = make(just)
            log(label, "asObservable is the connectable:", connectable.asObservable() === connectable)
        }
        let relay = PublishRelay<Int>()
        log("a relay's observable is one object:", relay.asObservable() === relay.asObservable())
    })

    scenarios.append(Scenario("objectModel/downcasts") { log in
        let publish = PublishSubject<Int>()
        let erased: Observable<Int> = publish
        log("is PublishSubject:", erased is PublishSubject<Int>, "is BehaviorSubject:", erased is BehaviorSubject<Int>)
        let any: Any = publish
        log("Any is Observable<Int>:", any is Observable<Int>)
        if let back = erased as? PublishSubject<Int> {
            log("downcast is the same object:", back === publish)
        }
        let connectable: Observable<Int> = Observable.just(1).publish()
        log("is ConnectableObservable:", connectable is ConnectableObservable<Int>)
        let relay = BehaviorRelay(value: 1)
        log("a relay's observable is a BehaviorSubject:", relay.asObservable() is BehaviorSubject<Int>)
    })

    scenarios.append(Scenario("objectModel/weakReferences") { log in
        weak var cached: Observable<Int>?
        weak var cachedSubject: PublishSubject<Int>?
        var strong: Observable<Int>? = Observable.of(1, 2).map { $0 * 10 }
        cached = strong
        log("while held:", cached != nil)
        if let cached {
            _ = cached.subscribe(onNext: { log("next", $0) })
        }
        strong = nil
        log("after release:", cached == nil)
        do {
            let subject = PublishSubject<Int>()
            cachedSubject = subject
            let subscription = subject.subscribe(onNext: { log("subject next", $0) })
            subject.onNext(3)
            subscription.dispose()
            log("subject while held:", cachedSubject != nil)
        }
        log("subject after release:", cachedSubject == nil)
    })

    scenarios.append(Scenario("objectModel/objectIdentifierKeys") { log in
        let publish = PublishSubject<Int>()
        let chain = publish.filter { $0 > 0 }
        var names: [ObjectIdentifier: String] = [:]
        names[ObjectIdentifier(publish)] = "publish"
        names[ObjectIdentifier(chain)] = "chain"
        log("count:", names.count)
        log("publish through asObservable:", names[ObjectIdentifier(publish.asObservable())] ?? "missing")
        log("chain:", names[ObjectIdentifier(chain.asObservable())] ?? "missing")
        log("a new chain:", names[ObjectIdentifier(publish.filter { $0 > 0 })] ?? "missing")
        log("AnyObject generic:", identifier(of: publish) == ObjectIdentifier(publish),
            identifier(of: chain) == identifier(of: chain.asObservable()))
    })

    // Every subject kind as a parameter, a stored property, an array literal element, a ternary branch, and the
    // result of a closure whose other path returns an operator chain.
    for kind in SubjectKind.allCases {
        scenarios.append(Scenario("objectModel/\(kind.label).asParameter") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let (observer, subject) = makeSubject(kind)
            feed(scheduler, observer)
            let res = scheduler.start { doubled(subject) }
            log.events(res)
        })
        scenarios.append(Scenario("objectModel/\(kind.label).inArrayLiterals") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let (observer, subject) = makeSubject(kind)
            feed(scheduler, observer)
            let merged = scheduler.start { Observable.merge([subject, Observable.just(100), subject.map { $0 + 1 }]) }
            log.events(merged, "merged")
            let scheduler2 = TestScheduler(initialClock: 0)
            let (observer2, subject2) = makeSubject(kind)
            feed(scheduler2, observer2)
            let concatenated = scheduler2.start { Observable.concat([Observable.just(-1), subject2]) }
            log.events(concatenated, "concatenated")
        })
        scenarios.append(Scenario("objectModel/\(kind.label).ternaryAndMultiPathClosures") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let (observer, subject) = makeSubject(kind)
            feed(scheduler, observer)
            let xs = scheduler.createHotObservable([.next(205, 1), .error(215, TestError.a)])
            let res = scheduler.start {
                xs.catch { error in
                    if case TestError.a = error {
                        return subject
                    }
                    return Observable.just(-1).map { $0 * 2 }
                }
            }
            log.events(res, "catch")
            let pick: (Bool) -> Observable<Int> = { useSubject in
                if useSubject {
                    return subject
                }
                return Observable.of(7, 8).filter { $0 > 7 }
            }
            let scheduler2 = TestScheduler(initialClock: 0)
            let res2 = scheduler2.start { pick(false) }
            log.events(res2, "other path")
            let flag = kind != .async
            let chosen: Observable<Int> = flag ? subject : .empty()
            log("ternary picked the subject:", chosen === subject)
        })
    }

    scenarios.append(Scenario("objectModel/storedAndComputedProperties") { log in
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let model = Model(subject: subject)
        let output = scheduler.createObserver(Int.self)
        let changes = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = model.output.subscribe(output)
            _ = model.changes.map { $0 * 3 }.subscribe(changes)
        }
        feed(scheduler, subject.asObserver())
        scheduler.start()
        log.events(output, "output")
        log.events(changes, "changes")
        log("stored output is the subject:", model.output === subject)
    })

    // Each connectable kind kept as an `Observable<Int>`, subscribed, and connected later through the connectable.
    for (label, make) in connectableKinds {
        scenarios.append(Scenario("objectModel/connectable.\(label).keptAsObservable") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(230, 2), .next(260, 3), .next(290, 4), .completed(320),
            ])
            let connectable = make(xs.asObservable())
            let state: Observable<Int> = connectable
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            var connection: Disposable?
            scheduler.scheduleAt(200) { _ = state.subscribe(early) }
            scheduler.scheduleAt(225) { connection = connectable.connect() }
            scheduler.scheduleAt(270) { _ = doubled(state).subscribe(late) }
            scheduler.scheduleAt(400) { connection?.dispose() }
            scheduler.start()
            log.events(early, "early")
            log.events(late, "late")
            log.subscriptions(xs)
        })
        scenarios.append(Scenario("objectModel/connectable.\(label).connectedThroughADowncast") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let stored: Observable<Int> = make(xs.asObservable())
            let observer = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = stored.subscribe(observer) }
            scheduler.scheduleAt(250) { _ = (stored as? ConnectableObservable<Int>)?.connect() }
            scheduler.start()
            log.events(observer)
            log.subscriptions(xs)
        })
    }

    scenarios.append(Scenario("objectModel/connectablesInArrayLiterals") { log in
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let published = xs.publish()
        let replayed = xs.replay(1)
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(205) {
            _ = published.connect()
            _ = replayed.connect()
        }
        scheduler.scheduleAt(250) { subject.onNext(50) }
        scheduler.scheduleAt(260) { subject.onCompleted() }
        let res = scheduler.start { Observable.merge([published, replayed, subject, Observable.never()]) }
        log.events(res)
        log.subscriptions(xs)
    })

    return scenarios
}
