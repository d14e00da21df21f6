// SendableRx tests — `withUnretained`: the object is held weakly; once it is gone the next element completes.

import SendableRx
import SendableRxTest
import XCTest

final class WithUnretainedTests: RxTestCase {
    func testWithUnretainedPassesObjectAndElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let target = UnretainedTarget("t")
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.withUnretained(target).map { "\($0.0.name)\($0.1)" } }
        XCTAssertEqual(res.events, [.next(210, "t1"), .next(220, "t2"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        withExtendedLifetime(target) {}
    }

    func testWithUnretainedResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let target = UnretainedTarget("r")
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.withUnretained(target) { object, value in object.name + String(value * 3) } }
        XCTAssertEqual(res.events, [.next(210, "r3"), .completed(300)])
        withExtendedLifetime(target) {}
    }

    func testWithUnretainedCompletesOnNextElementAfterDeallocation() {
        let scheduler = TestScheduler(initialClock: 0)
        var target: UnretainedTarget? = UnretainedTarget("gone")
        weak let weakTarget = target
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(240, 3), .next(250, 4), .completed(300),
        ])
        scheduler.scheduleAt(230) { target = nil }
        let res = scheduler.start { xs.withUnretained(target!).map { "\($0.0.name)\($0.1)" } }
        XCTAssertNil(weakTarget)
        XCTAssertEqual(res.events, [.next(210, "gone1"), .next(220, "gone2"), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testWithUnretainedDoesNotRetainObject() {
        let scheduler = TestScheduler(initialClock: 0)
        var target: UnretainedTarget? = UnretainedTarget("x")
        weak let weakTarget = target
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let observable = xs.withUnretained(target!)
        target = nil
        XCTAssertNil(weakTarget)
        let res = scheduler.start { observable.map { $0.1 } }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testWithUnretainedEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let target = UnretainedTarget("e")
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(300)])
        let res = scheduler.start { xs.withUnretained(target).map { $0.1 } }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        withExtendedLifetime(target) {}
    }

    func testWithUnretainedError() {
        let scheduler = TestScheduler(initialClock: 0)
        let target = UnretainedTarget("e")
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, operatorError)])
        let res = scheduler.start { xs.withUnretained(target).map { $0.1 } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        withExtendedLifetime(target) {}
    }

    func testWithUnretainedNeverAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let target = UnretainedTarget("n")
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) { xs.withUnretained(target).map { $0.1 } }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        withExtendedLifetime(target) {}
    }
}
