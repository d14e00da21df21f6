// SendableRx tests — PublishSubject: marble tests on virtual time (after RxSwift's PublishSubjectTest), disposal,
// re-entrant delivery and unsubscribing during delivery.

import SendableRx
import SendableRxTest
import XCTest

private let publishError = TestError("publish")

final class PublishSubjectTests: RxTestCase {
    func testLateSubscribersSeeOnlyLaterEventsAndTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        var s1: (any Disposable)?
        var s2: (any Disposable)?
        var s3: (any Disposable)?

        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(200) { s1 = subject.subscribe(o1) }
        scheduler.scheduleAt(210) { subject.onNext(2) }
        scheduler.scheduleAt(300) { s2 = subject.subscribe(o2) }
        scheduler.scheduleAt(310) { subject.onNext(3) }
        scheduler.scheduleAt(410) { subject.onNext(4) }
        scheduler.scheduleAt(450) { s1?.dispose() }
        scheduler.scheduleAt(510) { subject.onNext(5) }
        scheduler.scheduleAt(610) { subject.onCompleted() }
        scheduler.scheduleAt(620) { subject.onNext(6) }
        scheduler.scheduleAt(650) { s3 = subject.subscribe(o3) }
        scheduler.scheduleAt(1000) {
            s2?.dispose()
            s3?.dispose()
        }
        scheduler.start()

        XCTAssertEqual(o1.events, [.next(210, 2), .next(310, 3), .next(410, 4)])
        XCTAssertEqual(o2.events, [.next(310, 3), .next(410, 4), .next(510, 5), .completed(610)])
        XCTAssertEqual(o3.events, [.completed(650)])
    }

    func testErrorReachesCurrentAndLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(200) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subject.onError(publishError) }
        scheduler.scheduleAt(310) { subject.onNext(2) }
        scheduler.scheduleAt(320) { subject.onCompleted() }
        scheduler.scheduleAt(400) { _ = subject.subscribe(late) }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(210, 1), .error(300, publishError)])
        XCTAssertEqual(late.events, [.error(400, publishError)])
        XCTAssertFalse(subject.hasObservers)
    }

    func testStartWithSubjectAsSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(150) { subject.onNext(1) }
        scheduler.scheduleAt(250) { subject.onNext(2) }
        scheduler.scheduleAt(1100) { subject.onNext(3) }
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.next(250, 2)])
        XCTAssertFalse(subject.hasObservers)
    }

    func testHasObservers() {
        let subject = PublishSubject<Int>()
        XCTAssertFalse(subject.hasObservers)
        let first = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(subject.hasObservers)
        let second = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(subject.hasObservers)
        first.dispose()
        XCTAssertTrue(subject.hasObservers)
        second.dispose()
        XCTAssertFalse(subject.hasObservers)
        second.dispose()
        XCTAssertFalse(subject.hasObservers)

        _ = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(subject.hasObservers)
        subject.onCompleted()
        XCTAssertFalse(subject.hasObservers, "a terminal event removes every observer")
    }

    func testDisposeStopsDeliveryAndRefusesSubscribers() {
        let subject = PublishSubject<Int>()
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        subject.onNext(1)
        XCTAssertFalse(subject.isDisposed)

        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        XCTAssertEqual(received, [.next(1)])

        var late: [Event<Int>] = []
        let subscription = subject.subscribe { late.append($0) }
        XCTAssertEqual(late.count, 1)
        if case .error(let error) = late.first, case RxError.disposed(let object) = error {
            XCTAssertTrue(object === subject, "the error names the disposed subject")
        } else {
            XCTFail("expected RxError.disposed, got \(late)")
        }
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()

        // As in RxSwift, a terminal event sent after dispose() reaches no one but is remembered: later subscribers
        // get it instead of RxError.disposed (harness: subjects/publish.disposeSubject).
        subject.onCompleted()
        subject.onError(OpsError.first)
        XCTAssertEqual(received, [.next(1)])
        var afterTerminal: [Event<Int>] = []
        _ = subject.subscribe { afterTerminal.append($0) }
        XCTAssertEqual(afterTerminal, [.completed])
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposeAfterCompletionStillRefusesSubscribers() {
        let subject = PublishSubject<Int>()
        subject.onCompleted()
        subject.dispose()
        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        guard case .error(let error)? = late.first, late.count == 1 else {
            return XCTFail("expected one error, got \(late)")
        }
        if case RxError.disposed = error {} else { XCTFail("expected RxError.disposed, got \(error)") }
    }

    func testAsObserverFeedsTheSubject() {
        let subject = PublishSubject<String>()
        var received: [Event<String>] = []
        let subscription = subject.asObservable().subscribe { received.append($0) }
        let observer: PublishSubject<String> = subject.asObserver()
        observer.onNext("a")
        observer.on(.next("b"))
        AnyObserver(observer).onCompleted()
        XCTAssertEqual(received, [.next("a"), .next("b"), .completed])
        subscription.dispose()
    }

    /// An event sent from inside an observer is queued: every observer gets the current event first, then the
    /// re-entrant one. (RxSwift delivers re-entrantly, depth first — A1, A2, B2, B1 — and warns in debug builds.)
    func testReentrantOnNextIsDeliveredAfterTheCurrentDelivery() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let a = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 { subject.onNext(2) }
            log.append("A\(value) end")
        })
        let b = subject.subscribe(onNext: { log.append("B\($0)") })
        subject.onNext(1)
        XCTAssertEqual(log, ["A1", "A1 end", "B1", "A2", "A2 end", "B2"])
        a.dispose()
        b.dispose()
    }

    func testReentrantCompletionArrivesAfterTheCurrentElement() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.subscribe(
            onNext: { value in
                log.append("A\(value)")
                subject.onCompleted()
                subject.onNext(99)
            },
            onCompleted: { log.append("A done") }
        )
        _ = subject.subscribe(onNext: { log.append("B\($0)") }, onCompleted: { log.append("B done") })
        subject.onNext(1)
        XCTAssertEqual(log, ["A1", "B1", "A done", "B done"])
    }

    /// Unsubscribing an observer during a delivery: unlike RxSwift (which still hands B the event in progress), a
    /// disposed subscription gets nothing after `dispose()` returns — not even the rest of the current delivery.
    func testUnsubscribeDuringDelivery() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var bSubscription: (any Disposable)?
        let a = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            bSubscription?.dispose()
        })
        bSubscription = subject.subscribe(onNext: { log.append("B\($0)") })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log, ["A1", "A2"])
        a.dispose()
    }

    func testObserverDisposingItselfDuringDeliveryGetsNothingMore() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: (any Disposable)?
        subscription = subject.subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
    }

    /// An observer subscribed during a delivery does not get the event being delivered, only later ones.
    func testSubscribeDuringDelivery() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var inner: (any Disposable)?
        let outer = subject.subscribe(onNext: { value in
            log.append("outer\(value)")
            if inner == nil {
                inner = subject.subscribe(onNext: { log.append("inner\($0)") })
            }
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log, ["outer1", "outer2", "inner2"])
        outer.dispose()
        inner?.dispose()
    }

    /// Subscribing to the completed subject and at once disposing, from inside the completion delivery: as in
    /// RxSwift, the new observer gets `completed` synchronously inside `subscribe`, and nothing after its
    /// subscription was disposed.
    func testSubscribeAndDisposeDuringTerminalDeliveryGetsNothingAfterDispose() {
        let subject = PublishSubject<Int>()
        var disposed = false
        var beforeDispose: [Event<Int>] = []
        var afterDispose: [Event<Int>] = []
        _ = subject.subscribe(onCompleted: {
            let inner = subject.subscribe { event in
                if disposed { afterDispose.append(event) } else { beforeDispose.append(event) }
            }
            inner.dispose()
            disposed = true
        })
        subject.onCompleted()
        XCTAssertEqual(beforeDispose, [.completed])
        XCTAssertEqual(afterDispose, [], "events delivered after the subscription was disposed")
    }

    /// An element sent (and queued) before an observer subscribes must not reach that observer: in RxSwift the
    /// re-entrant `onNext(2)` is delivered before `subscribe` runs, so the late observer sees only 3.
    func testSubscriberAddedWhileAnElementIsQueuedDoesNotGetIt() {
        let subject = PublishSubject<Int>()
        var late: [Int] = []
        var lateSubscription: (any Disposable)?
        let outer = subject.subscribe(onNext: { value in
            guard value == 1 else { return }
            subject.onNext(2)
            lateSubscription = subject.subscribe(onNext: { late.append($0) })
        })
        subject.onNext(1)
        subject.onNext(3)
        XCTAssertEqual(late, [3])
        outer.dispose()
        lateSubscription?.dispose()
    }
}
