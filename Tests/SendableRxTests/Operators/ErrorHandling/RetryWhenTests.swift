// SendableRx tests — `retry(when:)` (typed-error and `any Error` forms): RxSwift's Observable+RetryWhenTests.

import SendableRx
import SendableRxTest
import XCTest

final class RetryWhenTests: RxTestCase {
    func testTriggerCompletesBeforeAnyErrorSourceCompletesNormally() {
        // RxSwift `testRetryWhen_Never`: the trigger's completion matters only once the source has failed.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start(disposed: 300) { xs.retry { (_: Observable<OpsError>) in empty.asObservable() } }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTriggerNeverSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let never = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.retry { (_: Observable<OpsError>) in never.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testImmediatelyEmptyTriggerDoesNotEndAHealthySource() {
        // RxSwift `testRetryWhen_ObservableEmpty`.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .completed(250)])
        let res = scheduler.start { xs.retry { (_: Observable<OpsError>) in Observable<Int>.empty() } }
        XCTAssertEqual(res.events, [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    func testTriggerCompleteAfterErrorCompletes() {
        // RxSwift `testRetryWhen_ObservableComplete`, with the trigger completing only after the failure.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .error(30, OpsError.first), .completed(40),
        ])
        let res = scheduler.start {
            xs.retry { (errors: Observable<OpsError>) in errors.take(1).filter { _ in false } }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTriggerEmitsResubscribesThenTriggerErrors() {
        // RxSwift `testRetryWhen_ObservableNextError`.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .error(30, OpsError.first), .completed(40),
        ])
        let res = scheduler.start(disposed: 300) {
            xs.retry { (errors: Observable<OpsError>) in
                errors.scan(0) { count, _ in
                    if count + 1 == 2 { throw OpsError.second }
                    return count + 1
                }
            }
        }
        XCTAssertEqual(res.events, [
            .next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .error(260, OpsError.second),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    func testTriggerEmitsResubscribesThenTriggerCompletes() {
        // RxSwift `testRetryWhen_ObservableNextComplete`.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .error(30, OpsError.first), .completed(40),
        ])
        let res = scheduler.start(disposed: 300) {
            xs.retry { (errors: Observable<OpsError>) in
                errors.scan(0) { count, _ in count + 1 }.take(while: { $0 < 2 })
            }
        }
        XCTAssertEqual(res.events, [
            .next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .completed(260),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    func testInfiniteRetriesAnyErrorForm() {
        // RxSwift `testRetryWhen_ObservableInfinite`.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .error(30, OpsError.first), .completed(40),
        ])
        let res = scheduler.start(disposed: 300) { xs.retry { (errors: Observable<any Error>) in errors } }
        XCTAssertEqual(res.events, [
            .next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .next(270, 1), .next(280, 2),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 230), Subscription(230, 260), Subscription(260, 290), Subscription(290, 300),
        ])
    }

    func testIncrementalBackOff() {
        // RxSwift `testRetryWhen_Incremental_BackOff`: the failed subscription ends at the failure, not at the retry.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, OpsError.first)])
        let maxAttempts = 4
        let res = scheduler.start(disposed: 800) {
            xs.retry { (errors: Observable<any Error>) in
                errors.enumerated().flatMap { pair -> Observable<Int> in
                    if pair.index >= maxAttempts - 1 {
                        return Observable.error(pair.element)
                    }
                    return Observable<Int>.timer(.seconds((pair.index + 1) * 50), scheduler: scheduler)
                }
            }
        }
        XCTAssertEqual(res.events, [
            .next(205, 1), .next(265, 1), .next(375, 1), .next(535, 1), .error(540, OpsError.first),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 210), Subscription(260, 270), Subscription(370, 380), Subscription(530, 540),
        ])
    }

    func testErrorOfAnotherTypeFailsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(30, OpsError.first)])
        let res = scheduler.start { xs.retry { (errors: Observable<TestError>) in errors } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, OpsError.first)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTriggerElementWhileSourceIsHealthyIsIgnored() {
        // In RxSwift the trigger is listened to only between a failure and the resubscription it causes.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(150)])
        let trigger = scheduler.createHotObservable([.next(250, 0), .next(260, 0)])
        let res = scheduler.start { xs.retry { (_: Observable<OpsError>) in trigger.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(300, 2), .completed(350)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
    }

    @available(*, deprecated)
    func testDeprecatedRetryWhen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, OpsError.first)])
        let res = scheduler.start(disposed: 251) { xs.retryWhen { (errors: Observable<OpsError>) in errors } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 251)])
    }

    // Harness scenario errorHandling/retryWhenTriggerCompletesBeforeFailure: as in RxSwift, the trigger is converted
    // with asObservable(), so a test observable's subscription ends at its completion, not at disposal.
    func testTriggerSubscriptionEndsAtItsTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .error(50, OpsError.first)])
        let trigger = scheduler.createHotObservable([.completed(220, Int.self)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<OpsError>) in trigger }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
    }

    func testTriggerSubscriptionEndsAtItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, OpsError.first)])
        let trigger = scheduler.createHotObservable([.next(240, 0), .error(260, OpsError.second)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<OpsError>) in trigger }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(250, 1), .error(260, OpsError.second)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(240, 260)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 260)])
    }
}
