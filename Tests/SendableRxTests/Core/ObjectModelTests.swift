// SendableRx tests — the object model, as RxSwift code relies on it: an Observable is an object (identity after
// asObservable(), weak references, ObjectIdentifier keys, AnyObject constraints, an Equatable conformance by identity
// written in a test file as RxSwift's own test support writes it), and every subject and connectable observable is an
// Observable, converting implicitly wherever an `Observable<Int>` is written out.

import SendableRx
import SendableRxTest
import XCTest

// RxSwift's test support compares observables by identity; the same conformance, written here, compiles.
extension Observable: Equatable {
    public static func == (lhs: Observable<Element>, rhs: Observable<Element>) -> Bool {
        lhs === rhs
    }
}

/// A parameter written out as `Observable<Int>`.
private func tenfold(_ source: Observable<Int>) -> Observable<Int> {
    source.map { $0 * 10 }
}

/// A generic function constrained to objects.
private func sameObject<Object: AnyObject>(_ lhs: Object, _ rhs: Object) -> Bool {
    lhs === rhs
}

/// A cache that keeps an observable weakly, as architecture code keeps the latest built state stream.
private final class StateCache {
    weak var cached: Observable<Int>?
}

/// A store that keeps a `replay(1)` as its state and connects it when started, as architecture frameworks do.
private final class Store {
    let state: Observable<Int>
    private let connectable: ConnectableObservable<Int>
    private var connection: Disposable?

    init(actions: Observable<Int>) {
        connectable = actions.scan(0, accumulator: +).replay(1)
        state = connectable
    }

    func start() {
        connection = connectable.connect()
    }

    func stop() {
        connection?.dispose()
    }
}

/// Outputs of every subject kind, held as RxSwift code holds them.
private struct Outputs {
    let publish: Observable<Int>
    let behavior: Observable<Int>
    let replay: Observable<Int>
    let async: Observable<Int>
}

final class ObjectModelTests: RxTestCase {
    // MARK: Identity

    func testAsObservableOfAnObservableIsTheSameObject() {
        let just = Observable.just(1)
        let chain = just.map { $0 + 1 }.filter { $0 > 0 }
        XCTAssertTrue(just.asObservable() === just)
        XCTAssertTrue(chain.asObservable() === chain)
        XCTAssertTrue(chain.asObservable().asObservable() === chain)
        XCTAssertFalse(just.map { $0 } === just.map { $0 }, "each operator call makes a new observable")
    }

    func testAsObservableOfEverySubjectIsTheSubject() {
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 2)
        let unbounded = ReplaySubject<Int>.createUnbounded()
        let async = AsyncSubject<Int>()
        XCTAssertTrue(publish.asObservable() === publish)
        XCTAssertTrue(behavior.asObservable() === behavior)
        XCTAssertTrue(replay.asObservable() === replay)
        XCTAssertTrue(unbounded.asObservable() === unbounded)
        XCTAssertTrue(async.asObservable() === async)
    }

    func testAsObservableOfEveryConnectableIsTheConnectable() {
        let source = Observable.of(1, 2)
        let connectables: [ConnectableObservable<Int>] = [
            source.publish(), source.replay(1), source.replayAll(), source.multicast(PublishSubject<Int>()),
            source.multicast(makeSubject: { BehaviorSubject(value: 0) }),
        ]
        for connectable in connectables {
            XCTAssertTrue(connectable.asObservable() === connectable)
        }
    }

    func testATestObservableIsHiddenBehindANewObjectEachTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        XCTAssertTrue(xs.asObservable() !== xs)
        XCTAssertTrue(xs.asObservable() !== xs.asObservable())
        // The wrapper enforces the grammar and ends the source's subscription on the terminal event, as in RxTest.
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testEquatableByIdentityWrittenInATestFile() {
        let subject = PublishSubject<Int>()
        let erased: Observable<Int> = subject
        let chain = subject.map { $0 }
        XCTAssertEqual(erased, subject.asObservable())
        XCTAssertEqual(subject, subject)
        XCTAssertNotEqual(chain, erased)
        XCTAssertEqual([erased, chain], [subject, chain])
    }

    // MARK: Weak references, ObjectIdentifier, AnyObject

    func testWeakReferenceToAnObservableFollowsItsLifetime() {
        let cache = StateCache()
        var strong: Observable<Int>? = Observable.of(1, 2, 3).map { $0 * 2 }
        cache.cached = strong
        XCTAssertNotNil(cache.cached)
        var seen: [Int] = []
        _ = cache.cached?.subscribe(onNext: { seen.append($0) })
        XCTAssertEqual(seen, [2, 4, 6])
        strong = nil
        XCTAssertNil(cache.cached, "a completed subscription keeps nothing alive")
    }

    func testWeakReferenceToASubjectHeldOnlyByItsSubscriptionStaysNilAfterDisposal() {
        weak var weakSubject: BehaviorSubject<Int>?
        var subscription: Disposable?
        var seen: [Int] = []
        do {
            let subject = BehaviorSubject(value: 1)
            weakSubject = subject
            let erased: Observable<Int> = subject
            subscription = erased.subscribe(onNext: { seen.append($0) })
            subject.onNext(2)
        }
        XCTAssertEqual(seen, [1, 2])
        subscription?.dispose()
        XCTAssertNil(weakSubject, "as in RxSwift, a subscription holds its subject weakly")
    }

    func testObjectIdentifierKeysAndAnyObjectConstraints() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        let chain: Observable<Int> = subject.distinctUntilChanged()
        var names: [ObjectIdentifier: String] = [:]
        names[ObjectIdentifier(subject)] = "subject"
        names[ObjectIdentifier(chain)] = "chain"
        XCTAssertEqual(names[ObjectIdentifier(subject.asObservable())], "subject")
        XCTAssertEqual(names[ObjectIdentifier(chain.asObservable())], "chain")
        XCTAssertNil(names[ObjectIdentifier(subject.distinctUntilChanged())])
        XCTAssertTrue(sameObject(subject, subject))
        XCTAssertTrue(sameObject(chain, chain.asObservable()))
        XCTAssertFalse(sameObject(subject.asObservable(), chain))
        let objects: [AnyObject] = [subject, chain]
        XCTAssertEqual(objects.count, 2)
    }

    func testSubjectsDowncastFromObservable() {
        let erased: Observable<Int> = AsyncSubject<Int>()
        XCTAssertNotNil(erased as? AsyncSubject<Int>)
        XCTAssertNil(erased as? PublishSubject<Int>)
        let connectable: Observable<Int> = Observable.just(1).publish()
        XCTAssertNotNil(connectable as? ConnectableObservable<Int>)
    }

    // MARK: Implicit conversion

    func testEverySubjectKindAsAParameterAndAStoredProperty() {
        let scheduler = TestScheduler(initialClock: 0)
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        let async = AsyncSubject<Int>()
        let outputs = Outputs(publish: publish, behavior: behavior, replay: replay, async: async)
        scheduler.scheduleAt(150) { replay.onNext(-1) }
        scheduler.scheduleAt(210) {
            publish.onNext(1)
            behavior.onNext(1)
            replay.onNext(1)
            async.onNext(1)
        }
        scheduler.scheduleAt(220) {
            publish.onCompleted()
            behavior.onCompleted()
            replay.onCompleted()
            async.onCompleted()
        }
        let publishRes = scheduler.createObserver(Int.self)
        let behaviorRes = scheduler.createObserver(Int.self)
        let replayRes = scheduler.createObserver(Int.self)
        let asyncRes = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = tenfold(outputs.publish).subscribe(publishRes)
            _ = tenfold(outputs.behavior).subscribe(behaviorRes)
            _ = tenfold(outputs.replay).subscribe(replayRes)
            _ = tenfold(outputs.async).subscribe(asyncRes)
        }
        scheduler.start()
        XCTAssertEqual(publishRes.events, [.next(210, 10), .completed(220)])
        XCTAssertEqual(behaviorRes.events, [.next(200, 0), .next(210, 10), .completed(220)])
        XCTAssertEqual(replayRes.events, [.next(200, -10), .next(210, 10), .completed(220)])
        XCTAssertEqual(asyncRes.events, [.next(220, 10), .completed(220)])
        XCTAssertTrue(outputs.publish === publish)
    }

    func testSubjectsInAnArrayLiteralWithOperatorChains() {
        let scheduler = TestScheduler(initialClock: 0)
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject(value: 5)
        scheduler.scheduleAt(210) { publish.onNext(1) }
        scheduler.scheduleAt(220) { behavior.onNext(6) }
        scheduler.scheduleAt(230) {
            publish.onCompleted()
            behavior.onCompleted()
        }
        let res = scheduler.start { Observable.merge([publish, behavior, Observable.just(100).map { $0 + 1 }]) }
        XCTAssertEqual(res.events, [.next(200, 5), .next(200, 101), .next(210, 1), .next(220, 6), .completed(230)])
        let sources = [publish, behavior, Observable.never()]
        XCTAssertEqual(sources.count, 3)
    }

    func testTernaryAndClosureWithASubjectOnOnePathAndAChainOnTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let fallback = ReplaySubject<Int>.createUnbounded()
        scheduler.scheduleAt(150) { fallback.onNext(42) }
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start {
            xs.asObservable().catch { error in
                if error is TestError {
                    return fallback
                }
                return Observable.just(0).map { $0 - 1 }
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 42)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        for useSubject in [false, true] {
            let chosen: Observable<Int> = useSubject ? fallback : .empty()
            XCTAssertEqual(chosen === fallback, useSubject)
            let other = useSubject ? fallback : Observable.just(1).map { $0 }
            XCTAssertEqual(other === fallback, useSubject)
        }
    }

    // MARK: Connectable observables kept as Observables

    func testReplayKeptAsAnObservableAndConnectedLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(230, 2), .next(260, 3), .next(290, 4), .completed(320),
        ])
        let store = Store(actions: xs.asObservable())
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(store.state.subscribe(early)) }
        scheduler.scheduleAt(220) { store.start() }
        scheduler.scheduleAt(270) { subscriptions.append(store.state.subscribe(late)) }
        scheduler.scheduleAt(400) {
            store.stop()
            subscriptions.forEach { $0.dispose() }
        }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(230, 2), .next(260, 5), .next(290, 9), .completed(320)])
        XCTAssertEqual(late.events, [.next(270, 5), .next(290, 9), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(220, 320)])
    }

    func testEveryConnectableKindPassedAsAnObservableParameter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let source = xs.asObservable()
        let connectables = [
            source.publish(), source.replay(1), source.replayAll(), source.multicast(ReplaySubject.create(bufferSize: 1)),
        ]
        let observers = connectables.map { _ in scheduler.createObserver(Int.self) }
        for (connectable, observer) in zip(connectables, observers) {
            scheduler.scheduleAt(200) { _ = tenfold(connectable).subscribe(observer) }
            scheduler.scheduleAt(300) { _ = connectable.connect() }
        }
        scheduler.start()
        for observer in observers {
            XCTAssertEqual(observer.events, [.next(310, 10), .next(320, 20), .completed(330)])
        }
        XCTAssertEqual(xs.subscriptions, Array(repeating: Subscription(300, 330), count: 4))
    }

    // MARK: Re-entrancy and disposal through the Observable reference

    func testSubscribingFromInsideAHandlerThroughAnObservableReference() {
        let subject = PublishSubject<Int>()
        let erased: Observable<Int> = subject
        var inner: [Int] = []
        var outer: [Int] = []
        let bag = DisposeBag()
        erased.subscribe(onNext: { value in
            outer.append(value)
            if value == 1 {
                erased.subscribe(onNext: { inner.append($0) }).disposed(by: bag)
            }
        }).disposed(by: bag)
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(outer, [1, 2])
        XCTAssertEqual(inner, [2])
        // The handlers hold the subject and the bag: completing the subject lets go of both observers, and with them
        // of the cycle, as in RxSwift.
        subject.onCompleted()
    }

    func testDisposedSubjectAnswersThroughTheObservableReference() {
        let subject = PublishSubject<Int>()
        let erased: Observable<Int> = subject
        subject.dispose()
        var received: [Event<Int>] = []
        _ = erased.subscribe { received.append($0) }
        XCTAssertEqual(received.count, 1)
        if case .error(let error as RxError) = received.first, case .disposed(let object) = error {
            XCTAssertTrue(object === subject)
        } else {
            XCTFail("expected RxError.disposed, got \(received)")
        }
    }
}
