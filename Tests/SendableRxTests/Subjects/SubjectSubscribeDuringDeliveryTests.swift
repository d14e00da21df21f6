// SendableRx tests — subjects: subscriptions made during a delivery are replayed to at once, observers are served in
// RxSwift's order, and RxSwift's quirks around termination and disposal (each case checked against RxSwift 6.10.2
// with the compatibility harness, scenarios named in the comments).

import SendableRx
import SendableRxTest
import XCTest

final class SubjectSubscribeDuringDeliveryTests: RxTestCase {
    /// A subscriber added from inside an element's delivery is replayed to at once, inside `subscribe`, before the
    /// remaining observers get that element (subjects/replay3.subscribeFromNextHandler).
    func testSubscribeFromNextHandlerIsReplayedToAtOnce() {
        let cases: [(String, () -> (any ObserverType<Int>, Observable<Int>), [String])] = [
            ("behavior", { let s = BehaviorSubject(value: 0); return (s, s.asObservable()) }, ["C2"]),
            ("replay1", { let s = ReplaySubject<Int>.create(bufferSize: 1); return (s, s.asObservable()) }, ["C2"]),
            ("replay3", { let s = ReplaySubject<Int>.create(bufferSize: 3); return (s, s.asObservable()) }, ["C1", "C2"]),
            ("publish", { let s = PublishSubject<Int>(); return (s, s.asObservable()) }, []),
        ]
        for (name, make, replayed) in cases {
            let (observer, observable) = make()
            var log: [String] = []
            var bag: [any Disposable] = []
            bag.append(observable.subscribe(onNext: { value in
                log.append("A\(value)")
                if value == 2 {
                    bag.append(observable.subscribe(onNext: { log.append("C\($0)") }))
                    log.append("C subscribed")
                }
            }))
            bag.append(observable.subscribe(onNext: { log.append("B\($0)") }))
            log.removeAll()
            observer.onNext(1)
            observer.onNext(2)
            observer.onNext(3)
            XCTAssertEqual(log, ["A1", "B1", "A2"] + replayed + ["C subscribed", "B2", "A3", "B3", "C3"], name)
            bag.forEach { $0.dispose() }
        }
    }

    /// Subscribing from inside a terminal handler: the new observer gets the replay and the terminal event at once,
    /// before the other observers get the terminal event (subjects/replay3.subscribeFromCompletedHandler).
    func testSubscribeFromTerminalHandlerGetsTheTerminalEventAtOnce() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        subject.onNext(1)
        subject.onNext(2)
        var log: [String] = []
        _ = subject.subscribe(onError: { _ in
            log.append("A error")
            _ = subject.subscribe(onNext: { log.append("C\($0)") }, onError: { _ in log.append("C error") })
            log.append("C subscribed")
        })
        _ = subject.subscribe(onError: { _ in log.append("B error") })
        subject.onError(OpsError.first)
        XCTAssertEqual(log, ["A error", "C1", "C2", "C error", "C subscribed", "B error"])
    }

    /// `AsyncSubject`: subscribing from inside the delivery of the last element gets it and the completion at once
    /// (subjects/async.subscribeFromNextOfLast).
    func testAsyncSubscribeFromNextOfLastGetsItAtOnce() {
        let subject = AsyncSubject<Int>()
        var log: [String] = []
        _ = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            _ = subject.subscribe(onNext: { log.append("C\($0)") }, onCompleted: { log.append("C completed") })
        }, onCompleted: { log.append("A completed") })
        _ = subject.subscribe(onNext: { log.append("B\($0)") }, onCompleted: { log.append("B completed") })
        subject.onNext(7)
        subject.onCompleted()
        XCTAssertEqual(log, ["A7", "C7", "C completed", "B7", "A completed", "B completed"])
    }

    /// Subscribing from inside a replay: the nested subscriber is replayed to at once, depth first
    /// (subjects/replay.replayHandlerSubscribesAgain).
    func testSubscribeFromInsideAReplayIsReplayedToAtOnce() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        subject.onNext(1)
        subject.onNext(2)
        var log: [String] = []
        var bag: [any Disposable] = []
        bag.append(subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 {
                bag.append(subject.subscribe(onNext: { log.append("B\($0)") }))
            }
        }))
        subject.onNext(3)
        XCTAssertEqual(log, ["A1", "B1", "B2", "A2", "A3", "B3"])
        bag.forEach { $0.dispose() }
    }

    /// An element sent from inside a replay reaches the other observers at once and the replaying observer right
    /// after its replay, in order.
    func testElementSentDuringAReplayWaitsForTheReplay() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        var log: [String] = []
        let a = subject.subscribe(onNext: { log.append("A\($0)") })
        let b = subject.subscribe(onNext: { value in
            log.append("B\(value)")
            if value == 1 { subject.onNext(3) }
        })
        XCTAssertEqual(log, ["A1", "A2", "B1", "A3", "B2", "B3"])
        a.dispose()
        b.dispose()
    }

    /// A marble view of the rule: an observer subscribed at 230 from inside the delivery of 3 gets the replay at
    /// 230, then 4 and the completion.
    func testMarbleSubscribeDuringDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.subscribe(subject)
            _ = subject.subscribe(onNext: { if $0 == 3 { _ = subject.subscribe(late) } })
        }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(230, 2), .next(230, 3), .next(240, 4), .completed(250)])
        // Subscribed directly (not through `asObservable()`), a test observable's subscription lasts until disposed.
        XCTAssertEqual(xs.subscriptions, [Subscription(200)])
    }

    /// Observers are served in RxSwift's bag order: the first slot is reused by the next subscriber after its
    /// occupant leaves (subjects/behavior.observerOrderAfterFirstLeaves, subjects/publish.manyObserversOrder).
    func testObserverOrderReusesTheFirstSlot() {
        let subject = BehaviorSubject(value: 0)
        var log: [String] = []
        let a = subject.subscribe(onNext: { log.append("A\($0)") })
        let b = subject.subscribe(onNext: { log.append("B\($0)") })
        let c = subject.subscribe(onNext: { log.append("C\($0)") })
        a.dispose()
        let d = subject.subscribe(onNext: { log.append("D\($0)") })
        let e = subject.subscribe(onNext: { log.append("E\($0)") })
        log.removeAll()
        subject.onNext(1)
        XCTAssertEqual(log, ["D1", "B1", "C1", "E1"])
        b.dispose()
        log.removeAll()
        subject.onNext(2)
        XCTAssertEqual(log, ["D2", "C2", "E2"])
        [c, d, e].forEach { $0.dispose() }
        XCTAssertFalse(subject.hasObservers)
    }

    /// `PublishSubject` remembers a terminal event sent after `dispose()` and gives it to later subscribers, as
    /// RxSwift's does; the other subjects ignore it (subjects/publish.disposeSubject, subjects/behavior.disposeSubject).
    func testTerminalEventAfterDispose() {
        let publish = PublishSubject<Int>()
        publish.dispose()
        publish.onError(OpsError.second)
        publish.onCompleted()
        var events: [Event<Int>] = []
        _ = publish.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(OpsError.second)])
        XCTAssertTrue(publish.isDisposed)

        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        replay.dispose()
        replay.onCompleted()
        events = []
        _ = replay.subscribe { events.append($0) }
        guard case .error(RxError.disposed)? = events.first, events.count == 1 else {
            return XCTFail("expected RxError.disposed, got \(events)")
        }
    }

    /// `BehaviorSubject` keeps counting the observers it had when it terminated for `hasObservers` until their
    /// subscriptions are disposed, as RxSwift's does; `dispose()` clears them (subjects/behavior.hasObservers).
    func testBehaviorHasObserversAfterTermination() {
        let subject = BehaviorSubject(value: 0)
        let a = subject.subscribe(onNext: { _ in })
        let b = subject.subscribe(onNext: { _ in })
        subject.onCompleted()
        XCTAssertTrue(subject.hasObservers)
        a.dispose()
        a.dispose()
        XCTAssertTrue(subject.hasObservers)
        _ = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(subject.hasObservers)
        b.dispose()
        XCTAssertFalse(subject.hasObservers)

        let other = BehaviorSubject(value: 0)
        let c = other.subscribe(onNext: { _ in }, onError: { _ in })
        other.onError(OpsError.first)
        XCTAssertTrue(other.hasObservers)
        other.dispose()
        XCTAssertFalse(other.hasObservers)
        c.dispose()
        XCTAssertFalse(other.hasObservers)

        for subject in [PublishSubject<Int>().asObserverAndHasObservers, ReplaySubject<Int>.create(bufferSize: 1)
            .asObserverAndHasObservers, AsyncSubject<Int>().asObserverAndHasObservers]
        {
            let subscription = subject.subscribe()
            subject.complete()
            XCTAssertFalse(subject.hasObservers())
            subscription.dispose()
        }
    }

    /// A subscription that captures itself in its observer and is never disposed does not keep the observer alive
    /// once the subject terminated or was disposed.
    func testFinishedSubscriptionReleasesItsObserver() {
        final class Token {}
        for terminate in ["completed", "error", "dispose"] {
            weak var weakToken: Token?
            let subject = ReplaySubject<Int>.create(bufferSize: 1)
            do {
                let token = Token()
                weakToken = token
                var own: (any Disposable)?
                own = subject.subscribe(onNext: { _ in _ = (token, own) }, onError: { _ in })
            }
            subject.onNext(1)
            XCTAssertNotNil(weakToken)
            switch terminate {
            case "completed": subject.onCompleted()
            case "error": subject.onError(OpsError.first)
            default: subject.dispose()
            }
            XCTAssertNil(weakToken, "\(terminate): the finished subscription still holds its observer")
        }
    }

    /// Disposing the subject from inside a delivery: the observers are released once that delivery ends.
    func testDisposeDuringDeliveryReleasesObserversAfterTheDelivery() {
        final class Token {}
        weak var weakToken: Token?
        let subject = PublishSubject<Int>()
        var log: [String] = []
        do {
            let token = Token()
            weakToken = token
            var own: (any Disposable)?
            own = subject.subscribe(onNext: { value in
                _ = (token, own)
                log.append("A\(value)")
                subject.dispose()
                XCTAssertNotNil(weakToken, "released while its handler runs")
            })
        }
        _ = subject.subscribe(onNext: { log.append("B\($0)") }, onError: { _ in log.append("B error") })
        subject.onNext(1)
        XCTAssertEqual(log, ["A1"])
        XCTAssertNil(weakToken, "the disposed subject's subscription still holds its observer")
    }
}

/// The observer side and `hasObservers` of a subject, for tests that run the same steps on several kinds.
private struct SubjectProbe {
    let subscribe: () -> any Disposable
    let complete: () -> Void
    let hasObservers: () -> Bool
}

extension PublishSubject {
    fileprivate var asObserverAndHasObservers: SubjectProbe {
        SubjectProbe(subscribe: { self.subscribe { _ in } }, complete: { self.onCompleted() }, hasObservers: { self.hasObservers })
    }
}

extension ReplaySubject {
    fileprivate var asObserverAndHasObservers: SubjectProbe {
        SubjectProbe(subscribe: { self.subscribe { _ in } }, complete: { self.onCompleted() }, hasObservers: { self.hasObservers })
    }
}

extension AsyncSubject {
    fileprivate var asObserverAndHasObservers: SubjectProbe {
        SubjectProbe(subscribe: { self.subscribe { _ in } }, complete: { self.onCompleted() }, hasObservers: { self.hasObservers })
    }
}
