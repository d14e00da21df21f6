import SendableRx
import SendableRxTest
import XCTest

final class SmokeTests: RxTestCase {
    func testOfOrderAndTrampoline() {
        var log: [String] = []
        let d = Observable.of(1, 2, 3).subscribe(
            onNext: { log.append("next \($0)") }, onError: { _ in }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        log.append("returned")
        d.dispose()
        XCTAssertEqual(log, ["next 1", "next 2", "next 3", "completed", "disposed", "returned"])
    }

    func testColdHot() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        let ys = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let res2 = scheduler.start(disposed: 2000) { ys }
        _ = res2
    }

    func testJustScheduled() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
        let res2 = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { Observable<Int>.interval(.seconds(10), scheduler: scheduler).map2 }
        XCTAssertEqual(res2.events.prefix(3).map(\.time), [1210, 1220, 1230])
        XCTAssertEqual(res2.events.last?.time, 2000 - 0 - (2000 - 1990))
    }

    func testRange300k() {
        var count = 0
        _ = Observable.range(start: 0, count: 300_000).subscribe(onNext: { _ in count += 1 })
        XCTAssertEqual(count, 300_000)
    }
}

extension Observable {
    var map2: Observable<Element> { self }
}
