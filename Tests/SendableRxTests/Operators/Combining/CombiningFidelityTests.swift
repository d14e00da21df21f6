// SendableRx tests — what the RxSwift compatibility harness established for `zip`, `combineLatest`,
// `withLatestFrom`, static `merge`/`concat`/`amb` (issue 16, items 2, 4 and 10): completion rules of every arity and
// of the collection forms, the result selector outside the lock, callback order on errors, subjects where RxSwift
// takes an `Observable`, and the intended difference for re-entrant events sent from an observer.

import SendableRx
import SendableRxTest
import XCTest

final class CombiningFidelityTests: RxTestCase {
    // MARK: zip completion (item 2)

    func testZipOfTwoCompletesWhenEverySourceHasCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 5), .completed(220)])
        let b = scheduler.createHotObservable([.next(210, 5), .next(220, 6), .completed(230)])
        let res = scheduler.start { Observable.zip(a, b, resultSelector: +) }
        XCTAssertEqual(res.events, [.next(210, 10), .completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    func testZipOfAnEmptySourceCompletesWithTheOtherInEitherOrder() {
        for emptyFirst in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start {
                emptyFirst ? Observable.zip(e, o, resultSelector: +) : Observable.zip(o, e, resultSelector: +)
            }
            XCTAssertEqual(res.events, [.completed(220)])
            XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
            XCTAssertEqual(o.subscriptions, [Subscription(200, 220)])
        }
    }

    func testZipCollectionOfAnEmptySourceCompletesAtTheUnpairableElement() {
        // RxSwift's Zip+Collection completes as soon as an element arrives that can never be paired.
        for emptyFirst in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start { Observable.zip(emptyFirst ? [e, o] : [o, e]) { $0.reduce(0, +) } }
            XCTAssertEqual(res.events, [.completed(215)])
            XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
            XCTAssertEqual(o.subscriptions, [Subscription(200, 215)])
        }
    }

    func testZipOfFiveToEightSourcesWaitsForTheLastCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let done = (0..<8).map { _ in scheduler.createHotObservable([.next(210, 1), .completed(220)]) }
        let late = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let res5 = scheduler.start { Observable.zip(done[0], done[1], done[2], done[3], late) { $0 + $1 + $2 + $3 + $4 } }
        XCTAssertEqual(res5.events, [.next(210, 5), .completed(300)])
        XCTAssertEqual(late.subscriptions, [Subscription(200, 300)])

        let scheduler8 = TestScheduler(initialClock: 0)
        let done8 = (0..<7).map { _ in scheduler8.createHotObservable([.next(210, 1), .completed(220)]) }
        let late8 = scheduler8.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let res8 = scheduler8.start {
            Observable.zip(done8[0], done8[1], done8[2], done8[3], done8[4], done8[5], done8[6], late8) {
                $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
            }
        }
        XCTAssertEqual(res8.events, [.next(210, 8), .completed(300)])
        XCTAssertEqual(done8[0].subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(late8.subscriptions, [Subscription(200, 300)])
    }

    func testZipOfTraitsAndInfalliblesFollowsTheWrittenOutRule() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let b = scheduler.createHotObservable([.next(215, 2), .next(225, 3), .completed(230)])
        let res = scheduler.start {
            Infallible.zip(a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }
                .asObservable()
        }
        XCTAssertEqual(res.events, [.next(215, 3), .completed(230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    // MARK: combineLatest of an empty collection (item 4)

    func testCombineLatestOfAnEmptyCollectionEmitsTheSelectorsValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])

        let infallible = TestScheduler(initialClock: 0).start {
            Infallible.combineLatest([Infallible<Int>]()) { $0.count + 7 }.asObservable()
        }
        XCTAssertEqual(infallible.events, [.next(200, 7), .completed(200)])
    }

    func testZipOfAnEmptyCollectionOnlyCompletes() {
        var calls = 0
        let res = TestScheduler(initialClock: 0).start {
            Observable.zip([Observable<Int>]()) { (values: [Int]) -> Int in
                calls += 1
                return values.count
            }
        }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(calls, 0)
    }

    // MARK: the result selector runs outside the lock

    func testCombineLatestSelectorMaySendIntoASourceAndTheNestedResultComesFirst() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var log: [String] = []
        let subscription = Observable.combineLatest(a, b) { (x: Int, y: Int) -> Int in
            log.append("selector \(x) \(y)")
            if x == 1 && y == 1 { a.onNext(5) }
            return x + y
        }.subscribe(onNext: { log.append("next \($0)") })
        a.onNext(1)
        b.onNext(1)
        XCTAssertEqual(log, ["selector 1 1", "selector 5 1", "next 6", "next 2"])
        subscription.dispose()
    }

    func testZipSelectorMaySendIntoASource() {
        // Sources made with `create`, so that sending from the selector reaches zip at once (a subject queues an
        // event sent while it is delivering one, see the migration guide).
        var a: AnyObserver<Int>?
        var b: AnyObserver<Int>?
        let left = Observable<Int>.create { observer in
            a = observer
            return Disposables.create()
        }
        let right = Observable<Int>.create { observer in
            b = observer
            return Disposables.create()
        }
        var log: [String] = []
        let subscription = Observable.zip(left, right) { (x: Int, y: Int) -> Int in
            log.append("selector \(x) \(y)")
            if x == 1 {
                a?.onNext(2)
                b?.onNext(20)
            }
            return x + y
        }.subscribe(onNext: { log.append("next \($0)") })
        a?.onNext(1)
        b?.onNext(10)
        XCTAssertEqual(log, ["selector 1 10", "selector 2 20", "next 22", "next 11"])
        subscription.dispose()
        a = nil
        b = nil
    }

    func testCompletionDecidedWhileASelectorRunsComesAfterItsResult() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var log: [String] = []
        _ = Observable.combineLatest(a, b) { (x: Int, y: Int) -> Int in
            if x == 1 {
                a.onCompleted()
                b.onCompleted()
            }
            return x + y
        }.subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        a.onNext(1)
        b.onNext(1)
        XCTAssertEqual(log, ["next 2", "completed"])
    }

    func testErrorDecidedWhileASelectorRunsComesAfterItsResult() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var log: [String] = []
        _ = Observable.zip(a, b) { (x: Int, y: Int) -> Int in
            if x == 1 { b.onError(OpsError.first) }
            return x + y
        }.subscribe(onNext: { log.append("next \($0)") }, onError: { log.append("error \($0)") })
        a.onNext(1)
        b.onNext(1)
        XCTAssertEqual(log, ["next 2", "error first"])
        XCTAssertFalse(a.hasObservers)
    }

    func testWithLatestFromSelectorMaySendIntoEitherSource() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var log: [String] = []
        let subscription = first.withLatestFrom(second) { (x: Int, y: Int) -> Int in
            if x == 1 { second.onNext(100) }
            return x + y
        }.subscribe(onNext: { log.append("next \($0)") })
        second.onNext(10)
        first.onNext(1)
        first.onNext(2)
        XCTAssertEqual(log, ["next 11", "next 102"])
        subscription.dispose()
    }

    // MARK: callback order on errors

    func testAFailingSourceIsDisposedBeforeTheErrorIsForwarded() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var log: [String] = []
        let zipped = Observable.zip(
            a.do(onDispose: { log.append("a disposed") }), b.do(onDispose: { log.append("b disposed") }),
            resultSelector: +
        )
        _ = zipped.subscribe(onError: { _ in log.append("error") })
        a.onNext(1)
        b.onError(OpsError.first)
        XCTAssertEqual(log, ["b disposed", "error", "a disposed"])

        log = []
        let c = PublishSubject<Int>()
        let d = PublishSubject<Int>()
        _ = Observable.combineLatest(
            c.do(onDispose: { log.append("c disposed") }), d.do(onDispose: { log.append("d disposed") }),
            resultSelector: +
        ).subscribe(onError: { _ in log.append("error") })
        c.onError(OpsError.second)
        XCTAssertEqual(log, ["c disposed", "error", "d disposed"])
    }

    // MARK: subjects where RxSwift takes an Observable (item 10)

    func testStaticMergeConcatAndAmbTakeSubjects() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        scheduler.scheduleAt(210) { a.onNext(1) }
        scheduler.scheduleAt(220) { b.onNext(2) }
        scheduler.scheduleAt(230) { a.onCompleted() }
        scheduler.scheduleAt(240) { b.onNext(3) }
        scheduler.scheduleAt(250) { b.onCompleted() }
        let merged = scheduler.createObserver(Int.self)
        let concatenated = scheduler.createObserver(Int.self)
        let raced = scheduler.createObserver(Int.self)
        let mergedVariadic = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = Observable.merge([a, b]).subscribe(merged)
            _ = Observable.concat([a, b]).subscribe(concatenated)
            _ = Observable.amb([b, a]).subscribe(raced)
            _ = Observable.merge(a, b).subscribe(mergedVariadic)
        }
        scheduler.start()
        XCTAssertEqual(merged.events, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(mergedVariadic.events, merged.events)
        XCTAssertEqual(concatenated.events, [.next(210, 1), .next(240, 3), .completed(250)])
        XCTAssertEqual(raced.events, [.next(210, 1), .completed(230)])
    }

    func testStaticConcatTakesVariadicSubjectsAndASequenceOfTraitsAsObservables() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = ReplaySubject<Int>.create(bufferSize: 1)
        let b = ReplaySubject<Int>.create(bufferSize: 1)
        a.onNext(1)
        a.onCompleted()
        b.onNext(2)
        b.onCompleted()
        let res = scheduler.start { Observable.concat(a, b) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])

        let singles = TestScheduler(initialClock: 0).start {
            Observable.concat(AnySequence([Single.just(3).asObservable(), Single.just(4).asObservable()]))
        }
        XCTAssertEqual(singles.events, [.next(200, 3), .next(200, 4), .completed(200)])
    }

    func testStaticMergeSkipsSourcesAfterASynchronousError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { Observable.merge(Observable<Int>.error(OpsError.first), xs.asObservable()) }
        XCTAssertEqual(res.events, [.error(200, OpsError.first)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    // MARK: intended difference: events sent from inside an observer are queued, not nested

    func testAnEventSentFromTheObserverIsDeliveredAfterTheCurrentOne() {
        // RxSwift delivers the nested combination while the observer is still handling the outer one (and prints a
        // re-entrancy warning); SendableRx queues it, as its subjects do (see the migration guide).
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var log: [String] = []
        let subscription = Observable.combineLatest(a, b, resultSelector: +).subscribe(onNext: { value in
            log.append("start \(value)")
            if value == 2 { a.onNext(10) }
            log.append("end \(value)")
        })
        a.onNext(1)
        b.onNext(1)
        XCTAssertEqual(log, ["start 2", "end 2", "start 11", "end 11"])
        subscription.dispose()

        var zipLog: [String] = []
        let c = PublishSubject<Int>()
        let d = PublishSubject<Int>()
        let zipSubscription = Observable.zip([c, d]).subscribe(onNext: { values in
            zipLog.append("start \(values)")
            if values == [1, 1] {
                c.onNext(10)
                d.onNext(20)
            }
            zipLog.append("end \(values)")
        })
        c.onNext(1)
        d.onNext(1)
        XCTAssertEqual(zipLog, ["start [1, 1]", "end [1, 1]", "start [10, 20]", "end [10, 20]"])
        zipSubscription.dispose()
    }
}
