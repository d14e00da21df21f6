// SendableRx tests — `flatMapFirst`, `flatMapLatest`, `switchLatest`: RxSwift's SwitchTests and FlatMapFirst scenarios.

import SendableRx
import SendableRxTest
import XCTest

final class SwitchTests: RxTestCase {
    // MARK: flatMapFirst

    func testFlatMapFirstComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = MergeTests.completeScenario(scheduler)
        let res = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertEqual(res.events, [
            .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
            .next(930, 401), .next(940, 402), .completed(950),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(inners[3].subscriptions, [])
        XCTAssertEqual(inners[4].subscriptions, [])
        XCTAssertEqual(inners[5].subscriptions, [])
        XCTAssertEqual(inners[6].subscriptions, [Subscription(850, 950)])
    }

    func testFlatMapFirstInnerErrorAndDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .error(20, OpsError.first)])
        let ys2 = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .next(305, ys2), .completed(400)])
        let res = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertEqual(res.events, [.next(310, 1), .error(320, OpsError.first)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 320)])
        XCTAssertEqual(ys2.subscriptions, [])

        let scheduler2 = TestScheduler(initialClock: 0)
        let zs = scheduler2.createColdObservable([.next(10, 1), .next(500, 2)])
        let xs2 = scheduler2.createHotObservable([.next(300, zs)])
        let res2 = scheduler2.start(disposed: 400) { xs2.flatMapFirst { $0 } }
        XCTAssertEqual(res2.events, [.next(310, 1)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(zs.subscriptions, [Subscription(300, 400)])
    }

    func testFlatMapFirstOuterErrorAndThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .error(350, OpsError.second)])
        let res = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertEqual(res.events, [.next(310, 1), .error(350, OpsError.second)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 350)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let xs2 = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res2 = scheduler2.start {
            xs2.flatMapFirst { x -> Observable<Int> in
                if x == 2 { throw OpsError.first }
                return .just(x)
            }
        }
        XCTAssertEqual(res2.events, [.next(210, 1), .error(220, OpsError.first)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 220)])
    }

    func testFlatMapFirstSynchronousInnersAreNotSkipped() {
        var values: [Int] = []
        var completed = 0
        _ = Observable.of(1, 2, 3).flatMapFirst { Observable.just($0) }
            .subscribe(onNext: { values.append($0) }, onCompleted: { completed += 1 })
        XCTAssertEqual(values, [1, 2, 3])
        XCTAssertEqual(completed, 1)
    }

    // MARK: switchLatest / flatMapLatest

    func testSwitchLatestData() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([
            .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105), .next(220, 106),
            .completed(230),
        ])
        let ys2 = scheduler.createColdObservable([
            .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), .completed(50),
        ])
        let ys3 = scheduler.createColdObservable([
            .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(150),
        ])
        let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .next(500, ys3), .completed(600)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [
            .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
            .next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304), .completed(650),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 400)])
        // RxSwift disposes an inner subscription as soon as the inner sequence completes.
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(ys3.subscriptions, [Subscription(500, 650)])
    }

    func testSwitchLatestInnerCompletesOuterContinues() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .completed(20)])
        let xs = scheduler.createHotObservable([.next(300, ys1)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(310, 101)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 320)])
    }

    func testSwitchLatestInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .completed(230)])
        let ys2 = scheduler.createColdObservable([
            .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), .error(50, OpsError.first),
        ])
        let ys3 = scheduler.createColdObservable([.next(10, 301), .completed(150)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .next(500, ys3), .completed(600)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [
            .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
            .error(450, OpsError.first),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(ys3.subscriptions, [])
    }

    func testSwitchLatestOuterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .next(200, 203)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .error(500, OpsError.second)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [
            .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .error(500, OpsError.second),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 500)])
    }

    func testFlatMapLatestOuterCompletesAfterInnerCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .completed(20)])
        let xs = scheduler.createHotObservable([.next(300, 1), .completed(400)])
        let res = scheduler.start { xs.flatMapLatest { _ in ys1 } }
        XCTAssertEqual(res.events, [.next(310, 101), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 320)])
    }

    func testFlatMapLatestDisposeAndThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(500, 102)])
        let xs = scheduler.createHotObservable([.next(300, 1)])
        let res = scheduler.start(disposed: 450) { xs.flatMapLatest { _ in ys1 } }
        XCTAssertEqual(res.events, [.next(310, 101)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 450)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let zs = scheduler2.createColdObservable([.next(5, 7), .next(100, 8)])
        let xs2 = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res2 = scheduler2.start {
            xs2.flatMapLatest { x -> TestableObservable<Int> in
                if x == 2 { throw OpsError.first }
                return zs
            }
        }
        XCTAssertEqual(res2.events, [.next(215, 7), .error(220, OpsError.first)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(zs.subscriptions, [Subscription(210, 220)])
    }

    func testFlatMapLatestSynchronousInners() {
        var values: [Int] = []
        var completed = 0
        _ = Observable.of(1, 2, 3).flatMapLatest { Observable.just($0 * 10) }
            .subscribe(onNext: { values.append($0) }, onCompleted: { completed += 1 })
        XCTAssertEqual(values, [10, 20, 30])
        XCTAssertEqual(completed, 1)
    }
}
