//  StoreTests.swift
//  RxStoreTests — written as RxSwift libraries write their tests: XCTest, RxTest's TestScheduler, RxBlocking.

import RxBlocking
import RxRelay
import RxStore
import RxSwift
import RxTest
import XCTest

private enum Counter {
    enum Action { case increment, decrement, reset }

    static func reduce(_ state: Int, _ action: Action) -> Int {
        switch action {
        case .increment: return state + 1
        case .decrement: return state - 1
        case .reset: return 0
        }
    }
}

private struct Failure: Error, Equatable {}

final class StoreTests: XCTestCase {
    func testStoreReducesActionsAndReplaysTheLatestState() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = Store<Int, Counter.Action>(initialState: 0, reduce: Counter.reduce)
        scheduler.scheduleAt(210) { store.send(.increment) }
        scheduler.scheduleAt(220) { store.send(.increment) }
        scheduler.scheduleAt(230) { store.send(.decrement) }
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(225) { _ = store.state.subscribe(late) }

        let res = scheduler.start { store.state }

        XCTAssertEqual(res.events, [.next(200, 0), .next(210, 1), .next(220, 2), .next(230, 1)])
        XCTAssertEqual(late.events, [.next(225, 2), .next(230, 1)])
        XCTAssertEqual(store.currentState.value, 1)
    }

    func testStateIsAConnectableObservableKeptAsAnObservable() {
        let store = Store<Int, Counter.Action>(initialState: 5, reduce: Counter.reduce)
        XCTAssertTrue(store.state is ConnectableObservable<Int>)
        XCTAssertTrue(store.state.asObservable() === store.state)
    }

    func testReactiveExtensionDrivesAndBinds() {
        let store = Store<Int, Counter.Action>(initialState: 0, reduce: Counter.reduce)
        var seen: [Int] = []
        let subscription = store.rx.state.drive(onNext: { seen.append($0) })
        Observable.of(.increment, .increment, .reset).bind(to: store.rx.action).dispose()
        XCTAssertEqual(seen, [0, 1, 2, 0])
        subscription.dispose()
    }

    func testCustomOperators() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).mapTo("x").toBlocking().toArray(), ["x", "x", "x"])
        XCTAssertEqual(try Observable<Int?>.of(1, nil, 3).unwrap().toBlocking().toArray(), [1, 3])
        let pairs = try Observable.of(1, 2, 4).pairwise().map { $0.1 - $0.0 }.toBlocking().toArray()
        XCTAssertEqual(pairs, [1, 2])
    }

    func testRetryWithDelayOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, Failure())])
        let res = scheduler.start {
            xs.asObservable().retry(maxAttempts: 3, delay: .seconds(5), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(235, 1), .next(260, 1), .error(270, Failure())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(225, 245), Subscription(250, 270)])
    }

    func testCachedLoadsOnce() {
        var loads = 0
        let value = cached { () -> Observable<String> in
            loads += 1
            return .just("loaded")
        }
        XCTAssertEqual(try value.toBlocking().first(), "loaded")
        XCTAssertEqual(try value.toBlocking().first(), "loaded")
        XCTAssertEqual(loads, 1)
    }

    func testBehaviorRelayGivesItsLatestValue() {
        let relay = BehaviorRelay(value: "a")
        relay.accept("b")
        XCTAssertEqual(try relay.asObservable().take(1).toBlocking().toArray(), ["b"])
    }
}
