// SendableRx tests — `catch`, `catchAndReturn`, static `catch` over a sequence, deprecated names: RxSwift's CatchTests.

import SendableRx
import SendableRxTest
import XCTest

final class CatchTests: RxTestCase {
    func testCatchNoErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])
        let o2 = scheduler.createHotObservable([.next(240, 5), .completed(250)])
        let res = scheduler.start { o1.catch { _ in o2.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(230)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [])
    }

    func testCatchErrorContinuesWithHandlerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .error(230, OpsError.first)])
        let o2 = scheduler.createHotObservable([.next(225, 9), .next(240, 4), .completed(250)])
        var handled: [OpsError] = []
        let res = scheduler.start {
            o1.catch { error in
                handled.append(error as! OpsError)
                return o2.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(240, 4), .completed(250)])
        XCTAssertEqual(handled, [.first])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(230, 250)])
    }

    func testCatchHandlerSequenceErrorsAndDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 2), .error(230, OpsError.first)])
        let o2 = scheduler.createHotObservable([.next(240, 4), .error(250, OpsError.second)])
        let res = scheduler.start { o1.catch { _ in o2.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 4), .error(250, OpsError.second)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(230, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let p1 = scheduler2.createHotObservable([.next(210, 2), .error(230, OpsError.first)])
        let p2 = scheduler2.createHotObservable([.next(240, 4), .next(300, 5)])
        let res2 = scheduler2.start(disposed: 260) { p1.catch { _ in p2.asObservable() } }
        XCTAssertEqual(res2.events, [.next(210, 2), .next(240, 4)])
        XCTAssertEqual(p1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(p2.subscriptions, [Subscription(230, 260)])
    }

    func testCatchHandlerThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 2), .error(230, OpsError.first)])
        let res = scheduler.start { o1.catch { _ -> Observable<Int> in throw OpsError.second } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(230, OpsError.second)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
    }

    func testCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 2), .error(230, OpsError.first)])
        let res = scheduler.start { o1.catchAndReturn(99) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 99), .completed(230)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let o2 = scheduler2.createHotObservable([.next(210, 2), .completed(230)])
        let res2 = scheduler2.start { o2.catchAndReturn(99) }
        XCTAssertEqual(res2.events, [.next(210, 2), .completed(230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 230)])
    }

    @available(*, deprecated)
    func testDeprecatedCatchErrorAndCatchErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 2), .error(230, OpsError.first)])
        let o2 = scheduler.createHotObservable([.next(240, 4), .completed(250)])
        let res = scheduler.start { o1.catchError { _ in o2.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 4), .completed(250)])
        XCTAssertEqual(o2.subscriptions, [Subscription(230, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let p1 = scheduler2.createHotObservable([.next(210, 2), .error(230, OpsError.first)])
        let res2 = scheduler2.start { p1.catchErrorJustReturn(7) }
        XCTAssertEqual(res2.events, [.next(210, 2), .next(230, 7), .completed(230)])
    }

    // MARK: static catch over a sequence

    func testCatchSequenceMovesOnWhileSourcesFail() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(220, OpsError.first)])
        let xs2 = scheduler.createHotObservable([.next(215, 9), .next(230, 3), .error(240, OpsError.second)])
        let xs3 = scheduler.createHotObservable([.next(250, 4), .completed(260)])
        let xs4 = scheduler.createHotObservable([.next(270, 5), .completed(280)])
        let res = scheduler.start {
            Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable(), xs3.asObservable(), xs4.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 3), .next(250, 4), .completed(260)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(xs3.subscriptions, [Subscription(240, 260)])
        XCTAssertEqual(xs4.subscriptions, [])
    }

    func testCatchSequenceAllFailEndsWithLastError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 2), .error(220, OpsError.first)])
        let xs2 = scheduler.createHotObservable([.next(230, 3), .error(240, OpsError.second)])
        let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 3), .error(240, OpsError.second)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(220, 240)])
    }

    func testCatchSequenceEmptyAndDispose() {
        let empty = TestScheduler(initialClock: 0).start { Observable<Int>.catch(sequence: [Observable<Int>]()) }
        XCTAssertEqual(empty.events, [.completed(200)])

        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 2), .error(220, OpsError.first)])
        let xs2 = scheduler.createHotObservable([.next(230, 3), .next(400, 4)])
        let res = scheduler.start(disposed: 300) { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 3)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(220, 300)])
    }

    func testCatchSequenceIsLazy() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .error(20, OpsError.first)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        var pulled = 0
        let sources = [xs1.asObservable(), xs2.asObservable(), Observable<Int>.never()]
        let res = scheduler.start {
            Observable.catch(sequence: sequence(state: 0) { (index: inout Int) -> Observable<Int>? in
                pulled += 1
                index += 1
                return sources[index - 1]
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(pulled, 2)
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(220, 240)])
    }

    // Harness scenario errorHandling/catchCallbackOrder: as in RxSwift, the handler's sequence is subscribed before
    // the failed subscription is released.
    func testContinuationIsSubscribedBeforeTheFailedSourceIsReleased() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, OpsError.first)])
        let ys = scheduler.createColdObservable([.next(10, 9), .completed(20)])
        var order: [String] = []
        let res = scheduler.start {
            xs.asObservable()
                .do(onDispose: { order.append("source disposed at \(scheduler.clock)") })
                .catch { _ in
                    ys.asObservable().do(onSubscribe: { order.append("continuation subscribed at \(scheduler.clock)") })
                }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 9), .completed(250)])
        XCTAssertEqual(order, ["continuation subscribed at 230", "source disposed at 230"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testSynchronousContinuationIsReleasedAfterTheFailedSource() {
        let subject = PublishSubject<Int>()
        var order: [String] = []
        let observer = TestScheduler(initialClock: 0).createObserver(Int.self)
        _ = subject.asObservable()
            .do(onDispose: { order.append("source disposed") })
            .catch { _ in
                Observable.just(9).do(onSubscribe: { order.append("continuation subscribed") },
                                      onDispose: { order.append("continuation disposed") })
            }
            .subscribe(observer)
        subject.onNext(1)
        subject.onError(OpsError.first)
        XCTAssertEqual(observer.events, [.next(0, 1), .next(0, 9), .completed(0)])
        XCTAssertEqual(order, ["continuation subscribed", "source disposed", "continuation disposed"])
        XCTAssertFalse(subject.hasObservers)
    }

    // Issue 16, item 10: the handler may return a subject, which is an Observable, and a test observable through
    // `asObservable()`, as in RxSwift.
    func testHandlerMayReturnASubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, OpsError.first)])
        let fallback = PublishSubject<Int>()
        scheduler.scheduleAt(215) { fallback.onNext(-1) }
        scheduler.scheduleAt(230) { fallback.onNext(5) }
        scheduler.scheduleAt(240) { fallback.onCompleted() }
        let res = scheduler.start { xs.catch { _ in fallback } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 5), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertFalse(fallback.hasObservers)
    }

    func testHandlerMayReturnATestObservableThroughAsObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, OpsError.first)])
        let ys = scheduler.createHotObservable([.next(230, 2), .completed(240), .next(250, 3)])
        let res = scheduler.start(disposed: 300) { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
    }

    func testHandlerMayReturnAnImplicitMember() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, OpsError.first)])
        let res = scheduler.start { xs.catch { _ in .just(7) } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 7), .completed(220)])
    }

    func testCatchSequenceOfSubjects() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        scheduler.scheduleAt(210) { first.onNext(1) }
        scheduler.scheduleAt(215) { second.onNext(-1) }
        scheduler.scheduleAt(220) { first.onError(OpsError.first) }
        scheduler.scheduleAt(230) { second.onNext(11) }
        scheduler.scheduleAt(240) { second.onCompleted() }
        let res = scheduler.start { Observable.catch(sequence: [first, second]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 11), .completed(240)])
        XCTAssertFalse(first.hasObservers)
        XCTAssertFalse(second.hasObservers)
    }
}
