// SendableRx tests — `deferred`: the factory runs per subscription, at subscription time.

import SendableRx
import SendableRxTest
import XCTest

final class DeferredTests: RxTestCase {
    func testFactoryIsCalledAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var factoryTimes: [Int] = []
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start {
            Observable.deferred {
                factoryTimes.append(scheduler.clock)
                return xs.asObservable()
            }
        }
        XCTAssertEqual(factoryTimes, [200])
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFactoryIsCalledPerSubscription() {
        var calls = 0
        let source = Observable<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        XCTAssertEqual(calls, 0, "creating the observable does not call the factory")
        var values: [Int] = []
        _ = source.subscribe(onNext: { values.append($0) })
        _ = source.subscribe(onNext: { values.append($0) })
        _ = source.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(calls, 3)
        XCTAssertEqual(values, [1, 2, 3])
    }

    func testThrowingFactorySendsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.deferred { throw EquatableError.first }
        }
        XCTAssertEqual(res.events, [.error(200, EquatableError.first)])
    }

    func testThrowingFactoryCallbacks() {
        var log: [String] = []
        _ = Observable<Int>.deferred { throw TestError("factory") }.subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["error TestError(factory)", "disposed"])
    }

    func testDisposeReachesTheDeferredSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(400)])
        let res = scheduler.start(disposed: 250) {
            Observable.deferred { xs.asObservable() }
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testErrorOfTheDeferredSourceIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(30, EquatableError.second)])
        let res = scheduler.start { Observable.deferred { xs.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, EquatableError.second)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // Issue 16, item 10: the factory may return a subject, which is an Observable, and a test observable through
    // `asObservable()`, as in RxSwift.
    func testFactoryMayReturnASubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onCompleted() }
        let res = scheduler.start { Observable.deferred { subject } }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertFalse(subject.hasObservers)
    }

    func testFactoryMayReturnATestObservableThroughAsObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var calls = 0
        let res = scheduler.start {
            Observable<Int>.deferred { () -> Observable<Int> in
                calls += 1
                return xs.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(calls, 1)
    }

    func testThrowingFactoryDeclaredToReturnASubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.deferred { () throws -> PublishSubject<Int> in throw OpsError.second }
        }
        XCTAssertEqual(res.events, [.error(200, OpsError.second)])
    }

    func testImplicitMemberResultsStillInfer() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let res = scheduler.start {
            Observable<Int>.deferred {
                calls += 1
                return .just(calls)
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }
}
