// SendableRx tests — ReplaySubject: marble tests on virtual time (after RxSwift's ReplaySubjectTest) for buffer
// sizes 0, 1, 3 and unbounded, terminal events to late subscribers, disposal and re-entrant delivery.

import SendableRx
import SendableRxTest
import Testing
import XCTest

private let replayError = TestError("replay")

final class ReplaySubjectTests: RxTestCase {
    /// Sends 1…5 at 110…150, subscribes `early` at 200 and `late` at 400 (after completion or an error at 300,
    /// preceded by 6 at 250), and returns what both recorded.
    private func run(
        _ subject: ReplaySubject<Int>,
        terminal: Event<Int> = .completed
    ) -> (early: [Recorded<Event<Int>>], late: [Recorded<Event<Int>>]) {
        let scheduler = TestScheduler(initialClock: 0)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [any Disposable] = []
        for (offset, value) in (1...5).enumerated() {
            scheduler.scheduleAt(110 + offset * 10) { subject.onNext(value) }
        }
        scheduler.scheduleAt(200) { subscriptions.append(subject.subscribe(early)) }
        scheduler.scheduleAt(250) { subject.onNext(6) }
        scheduler.scheduleAt(300) { subject.on(terminal) }
        scheduler.scheduleAt(310) { subject.onNext(7) }
        scheduler.scheduleAt(400) { subscriptions.append(subject.subscribe(late)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        return (early.events, late.events)
    }

    func testBufferSizeOne() {
        let (early, late) = run(ReplaySubject.create(bufferSize: 1))
        XCTAssertEqual(early, [.next(200, 5), .next(250, 6), .completed(300)])
        XCTAssertEqual(late, [.next(400, 6), .completed(400)])
    }

    /// A full buffer overwrites its oldest slot in place: after many wraps, and while a subscriber that joined
    /// from inside a handler still holds a replay snapshot, every subscriber gets exactly the latest three.
    func testFullBufferWrapsAroundManyTimesAndKeepsTheLatestElements() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createObserver(Int.self)
        let inner = scheduler.createObserver(Int.self)
        let last = scheduler.createObserver(Int.self)
        var subscriptions: [any Disposable] = []
        scheduler.scheduleAt(100) {
            for value in 1...10 { subject.onNext(value) }
        }
        scheduler.scheduleAt(200) {
            subscriptions.append(subject.subscribe(onNext: { value in
                first.onNext(value)
                if value == 11 {
                    // Joins during a delivery: replayed 9, 10, 11 at once; 12 (sent meanwhile) follows.
                    subscriptions.append(subject.subscribe(inner))
                    subject.onNext(12)
                }
            }))
        }
        scheduler.scheduleAt(300) { subject.onNext(11) }
        scheduler.scheduleAt(400) {
            for value in 13...20 { subject.onNext(value) }
            subscriptions.append(subject.subscribe(last))
        }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(
            first.events,
            [.next(200, 8), .next(200, 9), .next(200, 10), .next(300, 11), .next(300, 12)]
                + (13...20).map { .next(400, $0) }
        )
        XCTAssertEqual(
            inner.events,
            [.next(300, 9), .next(300, 10), .next(300, 11), .next(300, 12)] + (13...20).map { .next(400, $0) }
        )
        XCTAssertEqual(last.events, [.next(400, 18), .next(400, 19), .next(400, 20)])
    }

    func testBufferSizeThree() {
        let (early, late) = run(ReplaySubject.create(bufferSize: 3))
        XCTAssertEqual(early, [.next(200, 3), .next(200, 4), .next(200, 5), .next(250, 6), .completed(300)])
        XCTAssertEqual(late, [.next(400, 4), .next(400, 5), .next(400, 6), .completed(400)])
    }

    func testUnbounded() {
        let (early, late) = run(ReplaySubject.createUnbounded())
        XCTAssertEqual(early, [
            .next(200, 1), .next(200, 2), .next(200, 3), .next(200, 4), .next(200, 5), .next(250, 6), .completed(300),
        ])
        XCTAssertEqual(late, [
            .next(400, 1), .next(400, 2), .next(400, 3), .next(400, 4), .next(400, 5), .next(400, 6), .completed(400),
        ])
    }

    func testBufferSizeZeroReplaysOnlyTheTerminalEvent() {
        let (early, late) = run(ReplaySubject.create(bufferSize: 0))
        XCTAssertEqual(early, [.next(250, 6), .completed(300)])
        XCTAssertEqual(late, [.completed(400)])
    }

    func testErrorIsReplayedAfterTheBuffer() {
        let (early, late) = run(ReplaySubject.create(bufferSize: 2), terminal: .error(replayError))
        XCTAssertEqual(early, [.next(200, 4), .next(200, 5), .next(250, 6), .error(300, replayError)])
        XCTAssertEqual(late, [.next(400, 5), .next(400, 6), .error(400, replayError)])
    }

    func testRingBufferKeepsTheLatestElementsAfterWrappingAround() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        for value in 1...1000 { subject.onNext(value) }
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [998, 999, 1000])
        subscription.dispose()
    }

    func testStartWithSubjectAsSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(120) { subject.onNext(2) }
        scheduler.scheduleAt(130) { subject.onNext(3) }
        scheduler.scheduleAt(250) { subject.onNext(4) }
        scheduler.scheduleAt(1100) { subject.onNext(5) }
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.next(200, 2), .next(200, 3), .next(250, 4)])
    }

    func testHasObserversAndIsDisposed() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        XCTAssertFalse(subject.hasObservers)
        let first = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(subject.hasObservers)
        first.dispose()
        XCTAssertFalse(subject.hasObservers)
        XCTAssertFalse(subject.isDisposed)
        _ = subject.subscribe(onNext: { _ in })
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
    }

    func testSubscribingToADisposedSubjectFailsWithoutReplay() {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        subject.onNext(2)
        subject.dispose()
        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        guard case .error(let error)? = late.first, late.count == 1 else {
            return XCTFail("expected only an error, got \(late)")
        }
        guard case RxError.disposed(let object) = error else {
            return XCTFail("expected RxError.disposed, got \(error)")
        }
        XCTAssertTrue(object === subject)
    }

    func testAsObserverFeedsTheSubject() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        let observer: ReplaySubject<Int> = subject.asObserver()
        observer.onNext(1)
        observer.onNext(2)
        var received: [Event<Int>] = []
        _ = subject.asObservable().subscribe { received.append($0) }
        observer.onCompleted()
        XCTAssertEqual(received, [.next(2), .completed])
    }

    /// An element sent from inside an observer while the buffer is replayed to it waits until that replay is done.
    func testReentrantOnNextDuringReplay() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        subject.onNext(1)
        subject.onNext(2)
        var log: [Int] = []
        let subscription = subject.subscribe(onNext: { value in
            log.append(value)
            if value == 1 { subject.onNext(3) }
        })
        XCTAssertEqual(log, [1, 2, 3])
        var late: [Int] = []
        _ = subject.subscribe(onNext: { late.append($0) })
        XCTAssertEqual(late, [1, 2, 3])
        subscription.dispose()
    }

    /// A new subscriber added while a broadcast is in progress is replayed to at once, inside `subscribe` (as in
    /// RxSwift): it gets the buffer (which already holds the element being broadcast) and nothing twice.
    func testSubscribeDuringDeliveryGetsEachElementOnce() {
        let subject = ReplaySubject<Int>.createUnbounded()
        var inner: [Int] = []
        var innerSubscription: (any Disposable)?
        let outer = subject.subscribe(onNext: { value in
            if value == 2 {
                innerSubscription = subject.subscribe(onNext: { inner.append($0) })
                XCTAssertEqual(inner, [1, 2], "replayed inside subscribe")
            }
        })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(inner, [1, 2, 3])
        outer.dispose()
        innerSubscription?.dispose()
    }

    /// An element accepted (queued) before a subscription must reach the new subscriber once, in buffer order —
    /// not also through the broadcast that was still queued when it subscribed.
    func testSubscriberAddedWhileAnElementIsQueuedGetsEachElementOnceInOrder() {
        let subject = ReplaySubject<Int>.createUnbounded()
        var late: [Int] = []
        var lateSubscription: (any Disposable)?
        let outer = subject.subscribe(onNext: { value in
            guard value == 1 else { return }
            subject.onNext(2)
            lateSubscription = subject.subscribe(onNext: { late.append($0) })
        })
        subject.onNext(1)
        subject.onNext(3)
        XCTAssertEqual(late, [1, 2, 3])
        outer.dispose()
        lateSubscription?.dispose()
    }

    /// Subscribing and at once disposing from inside a delivery: nothing may arrive after the dispose.
    func testSubscribeAndDisposeDuringDeliveryGetsNothingAfterDispose() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        var disposed = false
        var afterDispose: [Event<Int>] = []
        let outer = subject.subscribe(onNext: { value in
            guard value == 1 else { return }
            let inner = subject.subscribe { event in
                if disposed { afterDispose.append(event) }
            }
            inner.dispose()
            disposed = true
        })
        subject.onNext(1)
        XCTAssertEqual(afterDispose, [], "events delivered after the subscription was disposed")
        outer.dispose()
    }
}

#if os(macOS) || os(Linux)  // exit tests: Swift Testing has none on iOS, tvOS, watchOS or visionOS
@Suite struct ReplaySubjectPreconditionTests {
    @Test func negativeBufferSizeIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            _ = ReplaySubject<Int>.create(bufferSize: -1)
        }
    }
}
#endif
