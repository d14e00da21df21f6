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
}
