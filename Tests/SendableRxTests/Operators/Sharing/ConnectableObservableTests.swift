// SendableRx tests — `multicast`, `publish`, `replay`, `replayAll`, `connect`, `refCount`: RxSwift's MulticastTests.

import SendableRx
import SendableRxTest
import XCTest

final class ConnectableObservableTests: RxTestCase {
    private func hotSource(_ scheduler: TestScheduler, terminal: Recorded<Event<Int>> = .completed(390))
        -> TestableObservable<Int>
    {
        scheduler.createHotObservable([
            .next(40, 0), .next(90, 1), .next(150, 2), .next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6),
            .next(340, 7), terminal,
        ])
    }

    func testMulticastHot1SubscribeBeforeConnect() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let subject = PublishSubject<Int>()
        let o = scheduler.createObserver(Int.self)
        var c: ConnectableObservable<Int>?
        var d1: (any Disposable)?
        var d2: (any Disposable)?
        scheduler.scheduleAt(50) { c = xs.multicast(subject) }
        scheduler.scheduleAt(100) { d1 = c?.subscribe(o) }
        scheduler.scheduleAt(200) { d2 = c?.connect() }
        scheduler.scheduleAt(300) { d1?.dispose() }
        scheduler.start()
        XCTAssertEqual(o.events, [.next(210, 3), .next(240, 4), .next(270, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        d2?.dispose()
    }

    func testMulticastHot2ConnectBeforeSubscribe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let o = scheduler.createObserver(Int.self)
        var c: ConnectableObservable<Int>?
        var d1: (any Disposable)?
        scheduler.scheduleAt(50) { c = xs.multicast(PublishSubject<Int>()) }
        scheduler.scheduleAt(100) { _ = c?.connect() }
        scheduler.scheduleAt(200) { d1 = c?.subscribe(o) }
        scheduler.scheduleAt(300) { d1?.dispose() }
        scheduler.start()
        XCTAssertEqual(o.events, [.next(210, 3), .next(240, 4), .next(270, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 390)])
    }

    func testMulticastDisposeConnectionAndReconnect() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let o = scheduler.createObserver(Int.self)
        var c: ConnectableObservable<Int>?
        var d1: (any Disposable)?
        var d2: (any Disposable)?
        scheduler.scheduleAt(50) { c = xs.multicast(PublishSubject<Int>()) }
        scheduler.scheduleAt(100) { d2 = c?.connect() }
        scheduler.scheduleAt(200) { d1 = c?.subscribe(o) }
        scheduler.scheduleAt(300) { d2?.dispose() }
        scheduler.scheduleAt(335) { d2 = c?.connect() }
        scheduler.scheduleAt(400) { d1?.dispose() }
        scheduler.start()
        XCTAssertEqual(o.events, [.next(210, 3), .next(240, 4), .next(270, 5), .next(340, 7), .completed(390)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 300), Subscription(335, 390)])
    }

    func testMulticastSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler, terminal: .error(390, OpsError.first))
        let o = scheduler.createObserver(Int.self)
        var c: ConnectableObservable<Int>?
        scheduler.scheduleAt(50) { c = xs.multicast(PublishSubject<Int>()) }
        scheduler.scheduleAt(100) { _ = c?.connect() }
        scheduler.scheduleAt(200) { _ = c?.subscribe(o) }
        scheduler.start()
        XCTAssertEqual(o.events, [
            .next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6), .next(340, 7), .error(390, OpsError.first),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 390)])
    }

    func testConnectTwiceReturnsTheSameConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let o = scheduler.createObserver(Int.self)
        let c = xs.publish()
        var first: (any Disposable)?
        var second: (any Disposable)?
        scheduler.scheduleAt(200) {
            _ = c.subscribe(o)
            first = c.connect()
            second = c.connect()
        }
        scheduler.scheduleAt(250) { second?.dispose() }
        scheduler.start()
        XCTAssertTrue((first! as AnyObject) === (second! as AnyObject))
        XCTAssertEqual(o.events, [.next(210, 3), .next(240, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testPublishSharesOneSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let c = xs.publish()
        var connection: (any Disposable)?
        scheduler.scheduleAt(200) { _ = c.subscribe(o1) }
        scheduler.scheduleAt(220) { connection = c.connect() }
        scheduler.scheduleAt(260) { _ = c.subscribe(o2) }
        scheduler.scheduleAt(335) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(o1.events, [.next(240, 4), .next(270, 5), .next(330, 6)])
        XCTAssertEqual(o2.events, [.next(270, 5), .next(330, 6)])
        XCTAssertEqual(xs.subscriptions, [Subscription(220, 335)])
    }

    func testReplayLateSubscriberGetsBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let c = xs.replay(2)
        scheduler.scheduleAt(200) { _ = c.connect() }
        scheduler.scheduleAt(280) { _ = c.subscribe(o1) }
        scheduler.scheduleAt(335) { _ = c.subscribe(o2) }
        scheduler.start()
        XCTAssertEqual(o1.events, [.next(280, 4), .next(280, 5), .next(330, 6), .next(340, 7), .completed(390)])
        XCTAssertEqual(o2.events, [.next(335, 5), .next(335, 6), .next(340, 7), .completed(390)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
    }

    func testReplayAllLateSubscriberGetsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let o1 = scheduler.createObserver(Int.self)
        let c = xs.replayAll()
        var connection: (any Disposable)?
        scheduler.scheduleAt(200) { connection = c.connect() }
        scheduler.scheduleAt(300) { _ = c.subscribe(o1) }
        scheduler.scheduleAt(345) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(o1.events, [.next(300, 3), .next(300, 4), .next(300, 5), .next(330, 6), .next(340, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 345)])
    }

    func testMulticastMakeSubjectFreshSubjectPerConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        var made = 0
        let c = xs.multicast(makeSubject: { () -> ReplaySubject<Int> in
            made += 1
            return ReplaySubject.create(bufferSize: 1)
        })
        scheduler.scheduleAt(200) {
            _ = c.subscribe(o1)
            _ = c.connect()
        }
        scheduler.scheduleAt(300) {
            _ = c.subscribe(o2)
            _ = c.connect()
        }
        scheduler.start()
        XCTAssertEqual(o1.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(o2.events, [.next(310, 1), .next(320, 2), .completed(330)])
        XCTAssertEqual(made, 2)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    func testMulticastWithSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { shared in
                Observable.zip(shared, shared.map { $0 * 10 }) { $0 + $1 }
            })
        }
        XCTAssertEqual(res.events, [.next(210, 11), .next(220, 22), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: refCount

    func testRefCountConnectsOnFirstAndDisconnectsOnLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        let shared = xs.publish().refCount()
        var d1: (any Disposable)?
        var d2: (any Disposable)?
        var d3: (any Disposable)?
        scheduler.scheduleAt(100) { d1 = shared.subscribe(o1) }
        scheduler.scheduleAt(200) { d2 = shared.subscribe(o2) }
        scheduler.scheduleAt(220) { d1?.dispose() }
        scheduler.scheduleAt(250) { d2?.dispose() }
        scheduler.scheduleAt(260) { d3 = shared.subscribe(o3) }
        scheduler.scheduleAt(335) { d3?.dispose() }
        scheduler.start()
        XCTAssertEqual(o1.events, [.next(150, 2), .next(210, 3)])
        XCTAssertEqual(o2.events, [.next(210, 3), .next(240, 4)])
        XCTAssertEqual(o3.events, [.next(270, 5), .next(330, 6)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 250), Subscription(260, 335)])
    }

    func testRefCountReconnectsAfterSourceCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.multicast(makeSubject: { PublishSubject<Int>() }).refCount()
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(o1) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(o2) }
        scheduler.start()
        XCTAssertEqual(o1.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(o2.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testRefCountSynchronousSource() {
        let shared = Observable.of(1, 2, 3).multicast(makeSubject: { PublishSubject<Int>() }).refCount()
        var first: [Int] = []
        var second: [Int] = []
        _ = shared.subscribe(onNext: { first.append($0) })
        _ = shared.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(first, [1, 2, 3])
        XCTAssertEqual(second, [1, 2, 3])
    }
}
