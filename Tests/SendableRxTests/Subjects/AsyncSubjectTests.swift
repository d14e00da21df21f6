// SendableRx tests — AsyncSubject: marble tests on virtual time (after RxSwift's AsyncSubjectTests): only the last
// element, on completion; errors without an element; late subscribers; disposal.

import SendableRx
import SendableRxTest
import XCTest

private let asyncError = TestError("async")

final class AsyncSubjectTests: RxTestCase {
    func testOnlyTheLastElementArrivesOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let middle = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [any Disposable] = []

        scheduler.scheduleAt(100) { subscriptions.append(subject.subscribe(early)) }
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(210) { subject.onNext(2) }
        scheduler.scheduleAt(250) { subscriptions.append(subject.subscribe(middle)) }
        scheduler.scheduleAt(310) { subject.onNext(3) }
        scheduler.scheduleAt(400) { subject.onCompleted() }
        scheduler.scheduleAt(410) { subject.onNext(4) }
        scheduler.scheduleAt(500) { subscriptions.append(subject.subscribe(late)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(400, 3), .completed(400)])
        XCTAssertEqual(middle.events, [.next(400, 3), .completed(400)])
        XCTAssertEqual(late.events, [.next(500, 3), .completed(500)])
    }

    func testCompletionWithoutElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        scheduler.scheduleAt(400) { _ = subject.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(early.events, [.completed(300)])
        XCTAssertEqual(late.events, [.completed(400)])
    }

    func testErrorArrivesWithoutAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(120) { subject.onNext(2) }
        scheduler.scheduleAt(300) { subject.onError(asyncError) }
        scheduler.scheduleAt(310) { subject.onCompleted() }
        scheduler.scheduleAt(400) { _ = subject.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(early.events, [.error(300, asyncError)])
        XCTAssertEqual(late.events, [.error(400, asyncError)])
    }

    func testSubscriptionDisposedBeforeCompletionGetsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(1100) { subject.onCompleted() }
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [])
    }

    func testHasObserversAndIsDisposed() {
        let subject = AsyncSubject<Int>()
        XCTAssertFalse(subject.hasObservers)
        let subscription = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)

        _ = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertFalse(subject.hasObservers)
        XCTAssertFalse(subject.isDisposed)
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
    }

    func testDisposedSubjectDeliversNothingAndRefusesSubscribers() {
        let subject = AsyncSubject<Int>()
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        subject.onNext(1)
        subject.dispose()
        subject.onCompleted()
        XCTAssertEqual(received, [])

        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        guard case .error(let error)? = late.first, late.count == 1 else {
            return XCTFail("expected one error, got \(late)")
        }
        guard case RxError.disposed(let object) = error else {
            return XCTFail("expected RxError.disposed, got \(error)")
        }
        XCTAssertTrue(object === subject)
    }

    func testAsObserverFeedsTheSubject() {
        let subject = AsyncSubject<String>()
        let observer: AsyncSubject<String> = subject.asObserver()
        var received: [Event<String>] = []
        _ = subject.asObservable().subscribe { received.append($0) }
        observer.onNext("x")
        observer.onNext("y")
        XCTAssertEqual(received, [])
        observer.onCompleted()
        XCTAssertEqual(received, [.next("y"), .completed])
    }

    /// An element sent from an observer while the final element is delivered comes too late: the subject has
    /// already completed, so it is ignored and the completion follows.
    func testReentrantOnNextDuringFinalDeliveryIsIgnored() {
        let subject = AsyncSubject<Int>()
        var log: [String] = []
        _ = subject.subscribe(
            onNext: { value in
                log.append("next \(value)")
                subject.onNext(value + 1)
            },
            onCompleted: { log.append("completed") }
        )
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(log, ["next 1", "completed"])
    }
}
