// SendableRx tests — `do`: when each callback runs relative to the observer's events and to subscription and
// disposal, what a throwing callback does, and re-entrant disposal from a callback.

import SendableRx
import SendableRxTest
import XCTest

/// A log of strings, for asserting callback order.
private final class DoCallLog {
    private(set) var entries: [String] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
}

final class DoTests: RxTestCase {
    private static func describe(_ event: Event<Int>) -> String {
        switch event {
        case .next(let value): return "next \(value)"
        case .error: return "error"
        case .completed: return "completed"
        }
    }

    /// Subscribes at 200 with an observer that logs what it sees, disposes at `disposed`, runs the scheduler.
    private func startLogged(
        _ scheduler: TestScheduler,
        _ log: DoCallLog,
        disposed: Int = 1000,
        _ create: @escaping () -> Observable<Int>
    ) -> TestableObserver<Int> {
        let res = scheduler.createObserver(Int.self)
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) {
            subscription = create().subscribe(AnyObserver<Int> { event in
                log("observer \(Self.describe(event)) @\(scheduler.clock)")
                res.on(event)
            })
            log("subscribe returned @\(scheduler.clock)")
        }
        scheduler.scheduleAt(disposed) {
            log("dispose @\(scheduler.clock)")
            subscription?.dispose()
        }
        scheduler.start()
        return res
    }

    private func allCallbacks(_ xs: TestableObservable<Int>, _ scheduler: TestScheduler, _ log: DoCallLog) -> Observable<Int> {
        xs.do(
            onNext: { log("onNext \($0) @\(scheduler.clock)") },
            afterNext: { log("afterNext \($0) @\(scheduler.clock)") },
            onError: { _ in log("onError @\(scheduler.clock)") },
            afterError: { _ in log("afterError @\(scheduler.clock)") },
            onCompleted: { log("onCompleted @\(scheduler.clock)") },
            afterCompleted: { log("afterCompleted @\(scheduler.clock)") },
            onSubscribe: { log("onSubscribe @\(scheduler.clock) subscriptions=\(xs.subscriptions.count)") },
            onSubscribed: { log("onSubscribed @\(scheduler.clock) subscriptions=\(xs.subscriptions.count)") },
            onDispose: { log("onDispose @\(scheduler.clock) \(xs.subscriptions)") }
        )
    }

    func testDoCallbackOrderOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(250)])
        let log = DoCallLog()
        let res = startLogged(scheduler, log) { self.allCallbacks(xs, scheduler, log) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(log.entries, [
            "onSubscribe @200 subscriptions=0",
            "onSubscribed @200 subscriptions=1",
            "subscribe returned @200",
            "onNext 1 @210", "observer next 1 @210", "afterNext 1 @210",
            "onNext 2 @220", "observer next 2 @220", "afterNext 2 @220",
            "onCompleted @250", "observer completed @250", "afterCompleted @250",
            "onDispose @250 [(200 : 250)]",
            "dispose @1000",
        ])
    }

    func testDoCallbackOrderOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, operatorError)])
        let log = DoCallLog()
        let res = startLogged(scheduler, log) { self.allCallbacks(xs, scheduler, log) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(Array(log.entries.suffix(5)), [
            "onError @250", "observer error @250", "afterError @250", "onDispose @250 [(200 : 250)]", "dispose @1000",
        ])
    }

    func testDoOnDisposeAfterUpstreamDisposedOnExternalDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let log = DoCallLog()
        let res = startLogged(scheduler, log, disposed: 250) { self.allCallbacks(xs, scheduler, log) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(Array(log.entries.suffix(2)), ["dispose @250", "onDispose @250 [(200 : 250)]"])
    }

    func testDoNeverSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let log = DoCallLog()
        let res = startLogged(scheduler, log) { self.allCallbacks(xs, scheduler, log) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(log.entries, [
            "onSubscribe @200 subscriptions=0", "onSubscribed @200 subscriptions=1", "subscribe returned @200",
            "dispose @1000", "onDispose @1000 [(200 : 1000)]",
        ])
    }

    func testDoEmptySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(250)])
        var nexts = 0
        var completions = 0
        let res = scheduler.start {
            xs.do(onNext: { _ in nexts += 1 }, onCompleted: { completions += 1 })
        }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(nexts, 0)
        XCTAssertEqual(completions, 1)
    }

    func testDoOnNextSeesEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        var sum = 0
        let res = scheduler.start { xs.do(onNext: { sum += $0 }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(sum, 2 + 3 + 4 + 5)
    }

    func testDoOnNextThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let log = DoCallLog()
        let res = startLogged(scheduler, log) {
            xs.do(
                onNext: { value in
                    log("onNext \(value)")
                    if value == 2 { throw operatorError }
                },
                afterNext: { log("afterNext \($0)") },
                onError: { _ in log("onError") },
                onDispose: { log("onDispose @\(scheduler.clock)") }
            )
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(log.entries, [
            "subscribe returned @200",
            "onNext 1", "observer next 1 @210", "afterNext 1",
            "onNext 2", "observer error @220", "onDispose @220",
            "dispose @1000",
        ])
    }

    func testDoAfterNextThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start {
            xs.do(afterNext: { if $0 == 2 { throw operatorError } })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(220, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDoOnCompletedThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.do(onCompleted: { throw operatorError }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDoOnErrorThrowsReplacesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, operatorError)])
        var seen: [String] = []
        let res = scheduler.start {
            xs.do(onError: { error in
                seen.append("\(error)")
                throw operatorError2
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, operatorError2)])
        XCTAssertEqual(seen, ["\(operatorError)"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDoDisposingFromOnNextStopsTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: (any Disposable)?
        var disposeCalls = 0
        var afterNexts: [Int] = []
        scheduler.scheduleAt(200) {
            subscription = xs.do(
                onNext: { if $0 == 2 { subscription?.dispose() } },
                afterNext: { afterNexts.append($0) },
                onDispose: { disposeCalls += 1 }
            ).subscribe(observer)
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(disposeCalls, 1)
        // afterNext still runs for the element being handled, as in RxSwift (the sink only drops the forward).
        XCTAssertEqual(afterNexts, [1, 2])
    }

    func testDoDisposingFromObserverOnNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let log = DoCallLog()
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) {
            subscription = xs.do(
                onNext: { log("onNext \($0)") },
                afterNext: { log("afterNext \($0)") },
                onDispose: { log("onDispose @\(scheduler.clock)") }
            ).subscribe(onNext: { value in
                log("observer \(value)")
                if value == 2 { subscription?.dispose() }
            })
        }
        scheduler.start()
        XCTAssertEqual(log.entries, [
            "onNext 1", "observer 1", "afterNext 1",
            "onNext 2", "observer 2", "onDispose @220", "afterNext 2",
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDoSubscribeCallbacksRunPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var subscribes = 0
        var subscribed = 0
        var disposes = 0
        let observable = xs.do(onSubscribe: { subscribes += 1 }, onSubscribed: { subscribed += 1 }, onDispose: { disposes += 1 })
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = observable.subscribe(first) }
        scheduler.scheduleAt(300) { _ = observable.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(subscribes, 2)
        XCTAssertEqual(subscribed, 2)
        XCTAssertEqual(disposes, 2)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testDoOnSubscribedSeesSynchronousEventsFirst() {
        var log: [String] = []
        _ = Observable.just(1)
            .do(
                onNext: { log.append("onNext \($0)") },
                onCompleted: { log.append("onCompleted") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") }
            )
            .subscribe(onNext: { log.append("observer \($0)") }, onCompleted: { log.append("observer completed") })
        XCTAssertEqual(log, [
            "onSubscribe", "onNext 1", "observer 1", "onCompleted", "observer completed", "onSubscribed", "onDispose",
        ])
    }
}
