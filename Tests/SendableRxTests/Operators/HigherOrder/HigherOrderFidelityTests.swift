// SendableRx tests — what the RxSwift compatibility harness established for `flatMapLatest`/`switchLatest` (the order
// of disposal and terminal events) and for subjects and traits as inner sequences (issue 16, item 10).

import SendableRx
import SendableRxTest
import XCTest

final class HigherOrderFidelityTests: RxTestCase {
    func testFlatMapLatestEndsTheOuterSubscriptionBeforeCompleting() {
        var log: [String] = []
        _ = Observable.of(1, 2)
            .do(onCompleted: { log.append("outer completed") }, onDispose: { log.append("outer disposed") })
            .flatMapLatest { value in
                Observable.just(value).do(onDispose: { log.append("inner \(value) disposed") })
            }
            .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, [
            "next 1", "inner 1 disposed", "next 2", "inner 2 disposed", "outer completed", "outer disposed",
            "completed",
        ])
    }

    func testFlatMapLatestEndsATerminatedInnerBeforeForwarding() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        var log: [String] = []
        _ = outer.flatMapLatest { _ in inner.do(onDispose: { log.append("inner disposed") }) }
            .subscribe(onError: { _ in log.append("error") }, onCompleted: { log.append("completed") })
        outer.onNext(1)
        outer.onCompleted()
        inner.onCompleted()
        XCTAssertEqual(log, ["inner disposed", "completed"])

        log = []
        let outer2 = PublishSubject<Int>()
        let inner2 = PublishSubject<Int>()
        _ = outer2.flatMapLatest { _ in inner2.do(onDispose: { log.append("inner disposed") }) }
            .subscribe(onError: { _ in log.append("error") })
        outer2.onNext(1)
        inner2.onError(OpsError.first)
        XCTAssertEqual(log, ["inner disposed", "error"])
        XCTAssertFalse(outer2.hasObservers)
    }

    func testSwitchLatestOfSubjectsAndFlatMapToSubjects() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let outer = PublishSubject<PublishSubject<Int>>()
        scheduler.scheduleAt(210) { outer.onNext(a) }
        scheduler.scheduleAt(220) { a.onNext(1) }
        scheduler.scheduleAt(230) { outer.onNext(b) }
        scheduler.scheduleAt(240) { a.onNext(2) }
        scheduler.scheduleAt(250) { b.onNext(3) }
        scheduler.scheduleAt(260) { outer.onCompleted() }
        scheduler.scheduleAt(270) { b.onCompleted() }
        let switched = scheduler.createObserver(Int.self)
        let merged = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = outer.switchLatest().subscribe(switched)
            _ = outer.flatMap { $0 }.subscribe(merged)
        }
        scheduler.start()
        XCTAssertEqual(switched.events, [.next(220, 1), .next(250, 3), .completed(270)])
        // flatMap keeps `a`, which never completes.
        XCTAssertEqual(merged.events, [.next(220, 1), .next(240, 2), .next(250, 3)])
        a.onCompleted()
        XCTAssertEqual(merged.events.last, .completed(270))
    }

    func testTestObservableInnerEndsAtItsTerminalEvent() {
        // As in RxSwift, the inner sequence goes through asObservable(): its subscription ends at its completion
        // and later recorded events are not forwarded.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 0), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 1), .completed(230), .next(240, 2), .completed(250)])
        let res = scheduler.start { xs.flatMap { _ in ys } }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testAnEventSentFromTheObserverIsDeliveredAfterTheCurrentOne() {
        // Intended difference: RxSwift nests the delivery (and prints a re-entrancy warning); SendableRx queues it.
        let outer = PublishSubject<Int>()
        let inners = [PublishSubject<Int>(), PublishSubject<Int>()]
        var log: [String] = []
        let subscription = outer.flatMapLatest { inners[$0] }.subscribe(onNext: { value in
            log.append("start \(value)")
            if value == 1 {
                outer.onNext(1)
                inners[0].onNext(99)
                inners[1].onNext(2)
            }
            log.append("end \(value)")
        })
        outer.onNext(0)
        inners[0].onNext(1)
        XCTAssertEqual(log, ["start 1", "end 1", "start 2", "end 2"])
        subscription.dispose()
    }
}
