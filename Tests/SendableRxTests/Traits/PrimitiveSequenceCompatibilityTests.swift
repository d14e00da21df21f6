// SendableRx tests — what RxSwift code expects of Single, Maybe and Completable beyond the basics: tuple `zip`s
// that infer inside a chain, `andThen` to a subject, negative times counting as zero.

import SendableRx
import SendableRxTest
import XCTest

final class PrimitiveSequenceCompatibilityTests: RxTestCase {
    // MARK: zip of two to four, written out

    func testSingleZipTupleInfersInsideAChain() {
        var received: [String] = []
        _ = Single.zip(Single.just(1), Single.just("a")).subscribe(onSuccess: { received.append("\($0.0)\($0.1)") })
        _ = Single.zip(Single.just(1), Single.just(2), Single.just(3))
            .subscribe(onSuccess: { received.append("\($0.0 + $0.1 + $0.2)") })
        _ = Single.zip(Single.just(1), Single.just(2), Single.just(3), Single.just(4))
            .subscribe(onSuccess: { received.append("\($0.0 * $0.3)") })
        XCTAssertEqual(received, ["1a", "6", "4"])
    }

    func testSingleZip4SelectorTimesAndSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, xs) = scheduler.coldSingle(1, after: 10)
        let (b, _) = scheduler.coldSingle(2, after: 40)
        let (c, _) = scheduler.coldSingle(3, after: 20)
        let (d, ws) = scheduler.coldSingle(4, after: 30)
        let res = scheduler.start { Single.zip(a, b, c, d) { $0 * 1000 + $1 * 100 + $2 * 10 + $3 } }
        XCTAssertEqual(res.events, [.next(240, 1234), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ws.subscriptions, [Subscription(200, 230)])
    }

    func testSingleZip3FailsAtTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, xs) = scheduler.coldSingle(1, after: 50)
        let (b, ys) = scheduler.coldFailingSingle(traitError, after: 20, Int.self)
        let (c, zs) = scheduler.coldSingle(3, after: 10)
        let res = scheduler.start { Single.zip(a, b, c) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.error(220, traitError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 210)])
    }

    func testMaybeZipTupleInfersInsideAChainAndEndsEmptyWithAnEmptySource() {
        var received: [String] = []
        _ = Maybe.zip(Maybe.just(1), Maybe.just("b")).subscribe(
            onSuccess: { received.append("\($0.0)\($0.1)") },
            onCompleted: { received.append("completed") }
        )
        _ = Maybe.zip(Maybe.just(1), Maybe<Int>.empty(), Maybe.just(3)).subscribe(
            onSuccess: { received.append("\($0.0)") },
            onCompleted: { received.append("empty") }
        )
        XCTAssertEqual(received, ["1b", "empty"])

        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let ys = scheduler.createHotObservable([.completed(230, Int.self)])
        let zs = scheduler.createHotObservable([.next(250, 3), .completed(250)])
        let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe(), zs.asMaybe()) { $0 + $1 + $2 } }
        // As RxSwift's zip does, the result completes once every other source is done when a source emits.
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 250)])
    }

    func testMaybeZip4Selector() {
        let res = TestScheduler(initialClock: 0).start {
            Maybe.zip(Maybe.just(1), Maybe.just(2), Maybe.just(3), Maybe.just(4)) { $0 + $1 + $2 + $3 }
        }
        XCTAssertEqual(res.events, [.next(200, 10), .completed(200)])
    }

    // MARK: andThen to any observable

    func testAndThenASubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220, Never.self)])
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(230) { subject.onNext(2) }
        scheduler.scheduleAt(240) { subject.onCompleted() }
        let res = scheduler.start { xs.asCompletable().andThen(subject) }
        XCTAssertEqual(res.events, [.next(230, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertFalse(subject.hasObservers)
    }

    func testAndThenABehaviorSubjectSubscribesOnlyAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220, Never.self)])
        let subject = BehaviorSubject(value: 5)
        scheduler.scheduleAt(210) { subject.onNext(6) }
        let res = scheduler.start(disposed: 300) { xs.asCompletable().andThen(subject) }
        XCTAssertEqual(res.events, [.next(220, 6)])
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: negative times count as zero, as in RxSwift

    func testNegativeDelayCountsAsZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let res = scheduler.start { xs.asSingle().delay(.seconds(-5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(212)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testNegativeTimeoutTimesOutAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(-5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(201, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .completed(210)])
        let (other, zs) = scheduler2.coldSingle(2, after: 10)
        let switched = scheduler2.start { ys.asSingle().timeout(.seconds(-1), other: other, scheduler: scheduler2) }
        XCTAssertEqual(switched.events, [.next(211, 2), .completed(211)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 201)])
        XCTAssertEqual(zs.subscriptions, [Subscription(201, 211)])
    }

    func testNegativeDelaySubscriptionCountsAsZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let (single, xs) = scheduler.coldSingle(1, after: 10)
        let res = scheduler.start { single.delaySubscription(.seconds(-5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(211)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 211)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.completed(230, Never.self)])
        let completable = scheduler2.start { ys.asCompletable().delay(.seconds(-1), scheduler: scheduler2) }
        XCTAssertEqual(completable.events, [.completed(231)])
    }

    // MARK: operators reachable from PrimitiveSequenceType extensions, as in RxSwift

    func testOperatorsAreAvailableInExtensionsOfPrimitiveSequenceType() {
        let scheduler = TestScheduler(initialClock: 0)
        let (single, xs) = scheduler.coldSingle(4, after: 10)
        let res = scheduler.start { single.doubledThenLabelled() }
        XCTAssertEqual(res.events, [.next(210, "8"), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])

        let maybe = TestScheduler(initialClock: 0).start { Maybe<Int>.empty().orZero() }
        XCTAssertEqual(maybe.events, [.next(200, 0), .completed(200)])

        let completable = TestScheduler(initialClock: 0).start { Completable.empty().thenOne() }
        XCTAssertEqual(completable.events, [.next(200, 1), .completed(200)])
    }
}

// Custom operators written the way RxSwift code writes them: in extensions of `PrimitiveSequenceType`, calling
// the trait operators on `self`.
extension PrimitiveSequenceType where Trait == SingleTrait, Element == Int {
    fileprivate func doubledThenLabelled() -> Single<String> {
        map { $0 * 2 }.flatMap { .just("\($0)") }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element == Int {
    fileprivate func orZero() -> Single<Int> {
        filter { _ in true }.ifEmpty(default: 0)
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    fileprivate func thenOne() -> Single<Int> {
        andThen(Single.just(1))
    }
}
