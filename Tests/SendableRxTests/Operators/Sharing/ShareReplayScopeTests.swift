// SendableRx tests — `share(replay:scope:)` with `.whileConnected` and `.forever`: RxSwift's ShareReplayScopeTests.

import SendableRx
import SendableRxTest
import XCTest

final class ShareReplayScopeTests: RxTestCase {
    /// A subscribes 200–300, B 250–400, C 500–600 (after everyone left).
    private func runThreeSubscribers(replay: Int, scope: SubjectLifetimeScope)
        -> (TestableObservable<Int>, [TestableObserver<Int>])
    {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(260, 3), .next(350, 4), .next(450, 5), .next(510, 6), .next(550, 7),
            .completed(700),
        ])
        let shared = xs.share(replay: replay, scope: scope)
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        var disposables: [(any Disposable)?] = [nil, nil, nil]
        scheduler.scheduleAt(200) { disposables[0] = shared.subscribe(observers[0]) }
        scheduler.scheduleAt(250) { disposables[1] = shared.subscribe(observers[1]) }
        scheduler.scheduleAt(300) { disposables[0]?.dispose() }
        scheduler.scheduleAt(400) { disposables[1]?.dispose() }
        scheduler.scheduleAt(500) { disposables[2] = shared.subscribe(observers[2]) }
        scheduler.scheduleAt(600) { disposables[2]?.dispose() }
        scheduler.start()
        return (xs, observers)
    }

    func testReplay0WhileConnected() {
        let (xs, o) = runThreeSubscribers(replay: 0, scope: .whileConnected)
        XCTAssertEqual(o[0].events, [.next(210, 1), .next(220, 2), .next(260, 3)])
        XCTAssertEqual(o[1].events, [.next(260, 3), .next(350, 4)])
        XCTAssertEqual(o[2].events, [.next(510, 6), .next(550, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
    }

    func testReplay0Forever() {
        let (xs, o) = runThreeSubscribers(replay: 0, scope: .forever)
        XCTAssertEqual(o[0].events, [.next(210, 1), .next(220, 2), .next(260, 3)])
        XCTAssertEqual(o[1].events, [.next(260, 3), .next(350, 4)])
        XCTAssertEqual(o[2].events, [.next(510, 6), .next(550, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
    }

    func testReplay1WhileConnectedGivesNoStaleReplay() {
        let (xs, o) = runThreeSubscribers(replay: 1, scope: .whileConnected)
        XCTAssertEqual(o[0].events, [.next(210, 1), .next(220, 2), .next(260, 3)])
        XCTAssertEqual(o[1].events, [.next(250, 2), .next(260, 3), .next(350, 4)])
        XCTAssertEqual(o[2].events, [.next(510, 6), .next(550, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
    }

    func testReplay1ForeverKeepsBuffer() {
        let (xs, o) = runThreeSubscribers(replay: 1, scope: .forever)
        XCTAssertEqual(o[0].events, [.next(210, 1), .next(220, 2), .next(260, 3)])
        XCTAssertEqual(o[1].events, [.next(250, 2), .next(260, 3), .next(350, 4)])
        XCTAssertEqual(o[2].events, [.next(500, 4), .next(510, 6), .next(550, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
    }

    func testReplay2WhileConnectedAndForever() {
        let (xs, o) = runThreeSubscribers(replay: 2, scope: .whileConnected)
        XCTAssertEqual(o[1].events, [.next(250, 1), .next(250, 2), .next(260, 3), .next(350, 4)])
        XCTAssertEqual(o[2].events, [.next(510, 6), .next(550, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])

        let (ys, p) = runThreeSubscribers(replay: 2, scope: .forever)
        XCTAssertEqual(p[1].events, [.next(250, 1), .next(250, 2), .next(260, 3), .next(350, 4)])
        XCTAssertEqual(p[2].events, [.next(500, 3), .next(500, 4), .next(510, 6), .next(550, 7)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
    }

    /// The source completes at 230; a subscriber arrives at 300.
    private func runAfterCompletion(replay: Int, scope: SubjectLifetimeScope, cold: Bool)
        -> (TestableObservable<Int>, TestableObserver<Int>, TestableObserver<Int>)
    {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = cold
            ? scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            : scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let shared = xs.share(replay: replay, scope: scope)
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        var d2: (any Disposable)?
        scheduler.scheduleAt(200) { _ = shared.subscribe(o1) }
        scheduler.scheduleAt(300) { d2 = shared.subscribe(o2) }
        scheduler.scheduleAt(400) { d2?.dispose() }
        scheduler.start()
        return (xs, o1, o2)
    }

    func testWhileConnectedResubscribesAfterCompletion() {
        for replay in [0, 1, 2] {
            let (xs, o1, o2) = runAfterCompletion(replay: replay, scope: .whileConnected, cold: true)
            XCTAssertEqual(o1.events, [.next(210, 1), .next(220, 2), .completed(230)], "replay \(replay)")
            XCTAssertEqual(o2.events, [.next(310, 1), .next(320, 2), .completed(330)], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)], "replay \(replay)")

            let (hot, h1, h2) = runAfterCompletion(replay: replay, scope: .whileConnected, cold: false)
            XCTAssertEqual(h1.events, [.next(210, 1), .next(220, 2), .completed(230)], "replay \(replay)")
            XCTAssertEqual(h2.events, [], "replay \(replay)")
            XCTAssertEqual(hot.subscriptions, [Subscription(200, 230), Subscription(300, 400)], "replay \(replay)")
        }
    }

    func testForeverTerminalEventPersists() {
        let (xs, o1, o2) = runAfterCompletion(replay: 0, scope: .forever, cold: true)
        XCTAssertEqual(o1.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(o2.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])

        let (ys, p1, p2) = runAfterCompletion(replay: 1, scope: .forever, cold: true)
        XCTAssertEqual(p1.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(p2.events, [.next(300, 2), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])

        let (zs, q1, q2) = runAfterCompletion(replay: 2, scope: .forever, cold: false)
        XCTAssertEqual(q1.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(q2.events, [.next(300, 1), .next(300, 2), .completed(300)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 230)])
    }

    func testForeverErrorPersistsWhileConnectedDoesNot() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, OpsError.first)])
        let forever = xs.share(replay: 1, scope: .forever)
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = forever.subscribe(o1) }
        scheduler.scheduleAt(300) { _ = forever.subscribe(o2) }
        scheduler.start()
        XCTAssertEqual(o1.events, [.next(210, 1), .error(220, OpsError.first)])
        XCTAssertEqual(o2.events, [.next(300, 1), .error(300, OpsError.first)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createColdObservable([.next(10, 1), .error(20, OpsError.first)])
        let whileConnected = ys.share(replay: 1, scope: .whileConnected)
        let p1 = scheduler2.createObserver(Int.self)
        let p2 = scheduler2.createObserver(Int.self)
        scheduler2.scheduleAt(200) { _ = whileConnected.subscribe(p1) }
        scheduler2.scheduleAt(300) { _ = whileConnected.subscribe(p2) }
        scheduler2.start()
        XCTAssertEqual(p1.events, [.next(210, 1), .error(220, OpsError.first)])
        XCTAssertEqual(p2.events, [.next(310, 1), .error(320, OpsError.first)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testShareDefaultIsReplay0WhileConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.share()
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = shared.subscribe(o1)
            _ = shared.subscribe(o2)
        }
        scheduler.scheduleAt(300) { _ = shared.subscribe(o2) }
        scheduler.start()
        XCTAssertEqual(o1.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(o2.events, [.next(210, 1), .completed(220), .next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }
}
