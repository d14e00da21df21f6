// SendableRx tests — static and instance `concat`: RxSwift's Observable+ConcatTests scenarios.

import SendableRx
import SendableRxTest
import XCTest

final class ConcatTests: RxTestCase {
    func testConcatVariadicColdSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let o2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { Observable.concat(o1.asObservable(), o2.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(220, 240)])
    }

    func testConcatArrayHotSourcesSecondErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(230)])
        let o2 = scheduler.createHotObservable([.next(220, 9), .next(240, 3), .error(250, OpsError.first)])
        let res = scheduler.start { Observable.concat([o1.asObservable(), o2.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 3), .error(250, OpsError.first)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(230, 250)])
    }

    func testConcatFirstErrorNeverSubscribesSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 2), .error(230, OpsError.first)])
        let o2 = scheduler.createHotObservable([.next(240, 3), .completed(250)])
        let res = scheduler.start { o1.concat(o2) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(230, OpsError.first)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [])
    }

    func testConcatInstanceAndDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 2), .completed(230)])
        let o2 = scheduler.createHotObservable([.next(240, 3), .next(320, 4), .completed(350)])
        let res = scheduler.start(disposed: 300) { o1.concat(o2) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 3)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(230, 300)])
    }

    func testConcatCollectionAndEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createColdObservable([.next(5, 1), .completed(10)])
        let o2 = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let res = scheduler.start { Observable.concat([o1.asObservable(), o2.asObservable(), o1.asObservable()][...]) }
        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 2), .next(225, 1), .completed(230)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 210), Subscription(220, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(210, 220)])

        let empty = TestScheduler(initialClock: 0).start { Observable<Int>.concat([Observable<Int>]()) }
        XCTAssertEqual(empty.events, [.completed(200)])
    }

    func testConcatLazySequenceIsIteratedOnDemand() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = [
            scheduler.createColdObservable([.next(10, 1), .completed(20)]),
            scheduler.createColdObservable([.next(10, 2), .completed(20)]),
        ]
        var generated = 0
        var generatedAt215 = -1
        scheduler.scheduleAt(215) { generatedAt215 = generated }
        let res = scheduler.start {
            Observable.concat(sequence(state: 0) { (index: inout Int) -> Observable<Int>? in
                guard index < sources.count else { return nil }
                generated += 1
                index += 1
                return sources[index - 1].asObservable()
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(generatedAt215, 1)
        XCTAssertEqual(generated, 2)
        XCTAssertEqual(sources[0].subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(sources[1].subscriptions, [Subscription(220, 240)])
    }

    func testConcatSynchronousSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.concat(.just(1), .of(2, 3), .empty(), .just(4)) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .next(200, 4), .completed(200)])
    }
}
