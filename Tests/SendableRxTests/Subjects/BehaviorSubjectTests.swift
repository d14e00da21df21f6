// SendableRx tests — BehaviorSubject: marble tests on virtual time (after RxSwift's BehaviorSubjectTest), value(),
// disposal and re-entrant delivery.

import SendableRx
import SendableRxTest
import XCTest

private let behaviorError = TestError("behavior")

final class BehaviorSubjectTests: RxTestCase {
    func testSubscribersGetTheLatestValueFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 100)
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        var s1: (any Disposable)?
        var s2: (any Disposable)?
        var s3: (any Disposable)?

        scheduler.scheduleAt(100) { s1 = subject.subscribe(o1) }
        scheduler.scheduleAt(210) { subject.onNext(2) }
        scheduler.scheduleAt(220) { subject.onNext(3) }
        scheduler.scheduleAt(300) { s2 = subject.subscribe(o2) }
        scheduler.scheduleAt(310) { subject.onNext(4) }
        scheduler.scheduleAt(400) { s1?.dispose() }
        scheduler.scheduleAt(410) { subject.onNext(5) }
        scheduler.scheduleAt(500) { subject.onCompleted() }
        scheduler.scheduleAt(510) { subject.onNext(6) }
        scheduler.scheduleAt(600) { s3 = subject.subscribe(o3) }
        scheduler.scheduleAt(1000) {
            s2?.dispose()
            s3?.dispose()
        }
        scheduler.start()

        XCTAssertEqual(o1.events, [.next(100, 100), .next(210, 2), .next(220, 3), .next(310, 4)])
        XCTAssertEqual(o2.events, [.next(300, 3), .next(310, 4), .next(410, 5), .completed(500)])
        XCTAssertEqual(o3.events, [.completed(600)], "after completion a new subscriber gets only the completion")
    }

    func testErrorReachesCurrentAndLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 0)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(200) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subject.onError(behaviorError) }
        scheduler.scheduleAt(310) { subject.onNext(2) }
        scheduler.scheduleAt(400) { _ = subject.subscribe(late) }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(200, 0), .next(210, 1), .error(300, behaviorError)])
        XCTAssertEqual(late.events, [.error(400, behaviorError)])
    }

    func testStartWithSubjectAsSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: "a")
        scheduler.scheduleAt(150) { subject.onNext("b") }
        scheduler.scheduleAt(250) { subject.onNext("c") }
        scheduler.scheduleAt(1100) { subject.onNext("d") }
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.next(200, "b"), .next(250, "c")])
    }

    func testValueFollowsTheLatestElement() throws {
        let subject = BehaviorSubject(value: 1)
        XCTAssertEqual(try subject.value(), 1)
        subject.onNext(2)
        XCTAssertEqual(try subject.value(), 2)
        subject.onNext(3)
        subject.onCompleted()
        XCTAssertEqual(try subject.value(), 3, "after completion value() returns the last element")
        subject.onNext(4)
        XCTAssertEqual(try subject.value(), 3, "elements after completion are ignored")
    }

    func testValueThrowsTheErrorAfterAnError() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(EquatableError.first)
        XCTAssertThrowsError(try subject.value()) { error in
            XCTAssertEqual(error as? EquatableError, .first)
        }
    }

    func testValueThrowsDisposedAfterDispose() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        XCTAssertThrowsError(try subject.value()) { error in
            guard case RxError.disposed(let object) = error else {
                return XCTFail("expected RxError.disposed, got \(error)")
            }
            XCTAssertTrue(object === subject)
        }
    }

    func testHasObserversAndIsDisposed() {
        let subject = BehaviorSubject(value: 0)
        XCTAssertFalse(subject.hasObservers)
        XCTAssertFalse(subject.isDisposed)
        let first = subject.subscribe(onNext: { _ in })
        let second = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(subject.hasObservers)
        first.dispose()
        XCTAssertTrue(subject.hasObservers)
        second.dispose()
        XCTAssertFalse(subject.hasObservers)

        _ = subject.subscribe(onNext: { _ in })
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
    }

    func testSubscribingToADisposedSubjectFails() {
        let subject = BehaviorSubject(value: 0)
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        subject.dispose()
        subject.onNext(1)
        XCTAssertEqual(received, [.next(0)], "nothing reaches observers after dispose")

        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        guard case .error(let error)? = late.first, late.count == 1 else {
            return XCTFail("expected one error, got \(late)")
        }
        if case RxError.disposed = error {} else { XCTFail("expected RxError.disposed, got \(error)") }
    }

    func testAsObserverFeedsTheSubject() throws {
        let subject = BehaviorSubject(value: 0)
        let observer: BehaviorSubject<Int> = subject.asObserver()
        var received: [Int] = []
        let subscription = subject.asObservable().subscribe(onNext: { received.append($0) })
        observer.onNext(7)
        XCTAssertEqual(received, [0, 7])
        XCTAssertEqual(try subject.value(), 7)
        subscription.dispose()
    }

    /// An element sent while the current value is replayed to a new subscriber waits until that replay is done.
    func testReentrantOnNextDuringReplay() throws {
        let subject = BehaviorSubject(value: 0)
        var log: [Int] = []
        let subscription = subject.subscribe(onNext: { value in
            log.append(value)
            if value == 0 { subject.onNext(1) }
        })
        XCTAssertEqual(log, [0, 1])
        XCTAssertEqual(try subject.value(), 1)
        subscription.dispose()
    }

    /// Re-entrant `onNext`: queued, every observer gets the current element first. `value()` already holds the
    /// re-entrant element while the current one is still being delivered (it is updated when accepted).
    func testReentrantOnNextIsDeliveredAfterTheCurrentDelivery() throws {
        let subject = BehaviorSubject(value: 0)
        var log: [String] = []
        let a = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 { subject.onNext(2) }
        })
        let b = subject.subscribe(onNext: { value in
            log.append("B\(value) value()=\((try? subject.value()) ?? -1)")
        })
        subject.onNext(1)
        XCTAssertEqual(log, ["A0", "B0 value()=0", "A1", "B1 value()=2", "A2", "B2 value()=2"])
        a.dispose()
        b.dispose()
    }

    /// A subscription disposed during a delivery gets nothing more, not even the rest of that delivery (RxSwift
    /// would still hand it the event in progress).
    func testUnsubscribeDuringDelivery() {
        let subject = BehaviorSubject(value: 0)
        var log: [String] = []
        var bSubscription: (any Disposable)?
        let a = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 { bSubscription?.dispose() }
        })
        bSubscription = subject.subscribe(onNext: { log.append("B\($0)") })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log, ["A0", "B0", "A1", "A2"])
        a.dispose()
    }

    /// Subscribing and at once disposing from inside a delivery: as in RxSwift, the new observer gets the current
    /// value synchronously inside `subscribe`, and nothing after its subscription was disposed.
    func testSubscribeAndDisposeDuringDeliveryGetsNothingAfterDispose() {
        let subject = BehaviorSubject(value: 0)
        var disposed = false
        var beforeDispose: [Event<Int>] = []
        var afterDispose: [Event<Int>] = []
        let outer = subject.subscribe(onNext: { value in
            guard value == 1 else { return }
            let inner = subject.subscribe { event in
                if disposed { afterDispose.append(event) } else { beforeDispose.append(event) }
            }
            inner.dispose()
            disposed = true
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(beforeDispose, [.next(1)])
        XCTAssertEqual(afterDispose, [], "events delivered after the subscription was disposed")
        outer.dispose()
    }

    /// An element accepted (queued) before a subscription must reach the new subscriber once — as its current
    /// value — not a second time through the broadcast that was still queued when it subscribed.
    func testSubscriberAddedWhileAnElementIsQueuedGetsItOnce() throws {
        let subject = BehaviorSubject(value: 0)
        var late: [Int] = []
        var lateSubscription: (any Disposable)?
        let outer = subject.subscribe(onNext: { value in
            guard value == 1 else { return }
            subject.onNext(2)
            lateSubscription = subject.subscribe(onNext: { late.append($0) })
        })
        subject.onNext(1)
        XCTAssertEqual(late, [2])
        XCTAssertEqual(try subject.value(), 2)
        outer.dispose()
        lateSubscription?.dispose()
    }
}
