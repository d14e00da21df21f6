// SendableRx tests — the edge cases of converting between observables and traits: `asMaybe()` and `asSingle()` on
// empty, one- and two-element and failing sequences, and the traits' `asObservable()`.

import SendableRx
import SendableRxTest
import XCTest

final class TraitConversionTests: RxTestCase {
    // MARK: asMaybe

    func testAsMaybeEmptyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.asMaybe() }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsMaybeOneElementSucceedsOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
        let res = scheduler.start { xs.asMaybe() }
        XCTAssertEqual(res.events, [.next(250, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsMaybeTwoElementsFail() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.asMaybe() }
        XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsMaybeError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, traitError)])
        let res = scheduler.start { xs.asMaybe() }
        XCTAssertEqual(res.events, [.error(250, traitError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsMaybeNeverAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2)])
        let res = scheduler.start(disposed: 300) { xs.asMaybe() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAsMaybeSubscribeReportsEachOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let none = scheduler.createHotObservable([.completed(210, Int.self)])
        let one = scheduler.createHotObservable([.next(215, 1), .completed(220)])
        let two = scheduler.createHotObservable([.next(225, 1), .next(230, 2), .completed(240)])
        var events: [MaybeEvent<Int>] = []
        scheduler.scheduleAt(200) {
            for source in [none, one, two] {
                _ = source.asMaybe().subscribe { (event: MaybeEvent<Int>) in events.append(event) }
            }
        }
        scheduler.start()
        XCTAssertEqual(events, [.completed, .success(1), .error(RxError.moreThanOneElement)])
    }

    // MARK: asSingle through the trait API

    func testAsSingleSubscribeReportsEachOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let none = scheduler.createHotObservable([.completed(210, Int.self)])
        let one = scheduler.createHotObservable([.next(215, 1), .completed(220)])
        let two = scheduler.createHotObservable([.next(225, 1), .next(230, 2), .completed(240)])
        let failing = scheduler.createHotObservable([.error(245, traitError, Int.self)])
        var events: [SingleEvent<Int>] = []
        scheduler.scheduleAt(200) {
            for source in [none, one, two, failing] {
                _ = source.asSingle().subscribe { (event: SingleEvent<Int>) in events.append(event) }
            }
        }
        scheduler.start()
        XCTAssertEqual(events, [
            .failure(RxError.noElements), .success(1), .failure(RxError.moreThanOneElement), .failure(traitError),
        ])
    }

    func testMaybeToSingleThroughObservable() {
        let res = TestScheduler(initialClock: 0).start { Maybe<Int>.empty().asObservable().asSingle() }
        XCTAssertEqual(res.events, [.error(200, RxError.noElements)])
        let res2 = TestScheduler(initialClock: 0).start { Maybe.just(4).asObservable().asSingle() }
        XCTAssertEqual(res2.events, [.next(200, 4), .completed(200)])
    }

    // MARK: first

    func testFirstOnTwoElementsTakesTheFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        var events: [SingleEvent<Int?>] = []
        scheduler.scheduleAt(200) { _ = xs.first().subscribe { (event: SingleEvent<Int?>) in events.append(event) } }
        scheduler.start()
        XCTAssertEqual(events, [.success(1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    // MARK: asObservable

    func testTraitsAsObservable() {
        let single: Observable<Int> = Single.just(1).asObservable()
        let maybe: Observable<Int> = Maybe<Int>.empty().asObservable()
        let completable: Observable<Never> = Completable.error(traitError).asObservable()
        let infallible: Observable<Int> = Infallible.of(1, 2).asObservable()
        XCTAssertEqual(TestScheduler(initialClock: 0).start { single }.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { maybe }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { completable }.events, [.error(200, traitError)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { infallible }.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }
}
