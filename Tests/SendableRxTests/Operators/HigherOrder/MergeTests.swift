// SendableRx tests — `merge`, `flatMap`, `concatMap`, `merge(maxConcurrent:)`: RxSwift's Observable+MergeTests scenarios.

import SendableRx
import SendableRxTest
import XCTest

final class MergeTests: RxTestCase {
    typealias Cold = TestableObservable<Int>

    /// The inner sequences of RxSwift's `testFlatMap_Complete` / `testFlatMapFirst_Complete`.
    static func completeScenario(_ scheduler: TestScheduler) -> (TestableObservable<Cold>, [Cold]) {
        let inners: [Cold] = [
            scheduler.createColdObservable([.error(1, OpsError.first)]),
            scheduler.createColdObservable([.error(1, OpsError.first)]),
            scheduler.createColdObservable([
                .next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106), .completed(460),
            ]),
            scheduler.createColdObservable([.next(180, 202), .next(190, 203), .completed(205)]),
            scheduler.createColdObservable([
                .next(10, 301), .next(50, 302), .next(70, 303), .next(260, 304), .next(310, 305), .completed(410),
            ]),
            scheduler.createColdObservable([.completed(40)]),
            scheduler.createColdObservable([.next(80, 401), .next(90, 402), .completed(100)]),
        ]
        let xs = scheduler.createHotObservable([
            .next(5, inners[0]), .next(105, inners[1]), .next(300, inners[2]), .next(400, inners[3]),
            .next(550, inners[4]), .next(750, inners[5]), .next(850, inners[6]), .completed(900),
        ])
        return (xs, inners)
    }

    // MARK: flatMap / merge()

    func testFlatMapComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = Self.completeScenario(scheduler)
        let res = scheduler.start { xs.flatMap { $0 } }
        XCTAssertEqual(res.events, [
            .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(560, 301), .next(580, 202),
            .next(590, 203), .next(600, 302), .next(620, 303), .next(740, 106), .next(810, 304), .next(860, 305),
            .next(930, 401), .next(940, 402), .completed(960),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(inners[0].subscriptions, [])
        XCTAssertEqual(inners[1].subscriptions, [])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(inners[3].subscriptions, [Subscription(400, 605)])
        XCTAssertEqual(inners[4].subscriptions, [Subscription(550, 960)])
        XCTAssertEqual(inners[5].subscriptions, [Subscription(750, 790)])
        XCTAssertEqual(inners[6].subscriptions, [Subscription(850, 950)])
    }

    func testMergeInstanceComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = Self.completeScenario(scheduler)
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(res.events.count, 15)
        XCTAssertEqual(res.events.last, .completed(960))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(inners[4].subscriptions, [Subscription(550, 960)])
    }

    func testFlatMapDisposeDisposesInnerAndOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = Self.completeScenario(scheduler)
        let res = scheduler.start(disposed: 700) { xs.flatMap { $0 } }
        XCTAssertEqual(res.events, [
            .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(560, 301), .next(580, 202),
            .next(590, 203), .next(600, 302), .next(620, 303),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 700)])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(300, 700)])
        XCTAssertEqual(inners[3].subscriptions, [Subscription(400, 605)])
        XCTAssertEqual(inners[4].subscriptions, [Subscription(550, 700)])
        XCTAssertEqual(inners[5].subscriptions, [])
    }

    func testFlatMapInnerErrorDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .error(20, OpsError.first)])
        let ys2 = scheduler.createColdObservable([.next(50, 2), .completed(100)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .next(305, ys2), .completed(400)])
        let res = scheduler.start { xs.flatMap { $0 } }
        XCTAssertEqual(res.events, [.next(310, 1), .error(320, OpsError.first)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 320)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(305, 320)])
    }

    func testFlatMapOuterErrorDisposesInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .error(350, OpsError.second)])
        let res = scheduler.start { xs.flatMap { $0 } }
        XCTAssertEqual(res.events, [.next(310, 1), .error(350, OpsError.second)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 350)])
    }

    func testFlatMapOuterCompletesFirstWaitsForInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(90, 2), .completed(100)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .completed(320)])
        let res = scheduler.start { xs.flatMap { $0 } }
        XCTAssertEqual(res.events, [.next(310, 1), .next(390, 2), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 400)])
    }

    func testFlatMapThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.flatMap { x -> Observable<Int> in
                if x == 2 { throw OpsError.first }
                return .just(x * 10)
            }
        }
        XCTAssertEqual(res.events, [.next(210, 10), .error(220, OpsError.first)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFlatMapJustReentrancy() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.flatMap { Observable.just($0 * 10) } }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])

        var values: [Int] = []
        var completed = false
        _ = Observable.of(1, 2, 3).flatMap { Observable.just($0 * 10) }
            .subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(values, [10, 20, 30])
        XCTAssertTrue(completed)
    }

    func testFlatMapEmptyOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        let res = scheduler.start { xs.flatMap { Observable.just($0) } }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: static merge

    func testMergeStaticVariadic() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(245)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .next(215, 4), .next(230, 5), .completed(250)])
        let res = scheduler.start { Observable.merge(o1.asObservable(), o2.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(215, 4), .next(230, 5), .next(240, 3), .completed(250)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 245)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 250)])
    }

    func testMergeStaticArrayErrorDisposesOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .completed(245)])
        let o2 = scheduler.createHotObservable([.next(215, 4), .error(235, OpsError.first)])
        let o3 = scheduler.createHotObservable([.next(220, 6)])
        let res = scheduler.start {
            Observable.merge([o1.asObservable(), o2.asObservable(), o3.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(215, 4), .next(220, 6), .error(235, OpsError.first)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(o3.subscriptions, [Subscription(200, 235)])
    }

    func testMergeStaticCollectionAndEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let o2 = scheduler.createHotObservable([.next(215, 4)])
        let res = scheduler.start(disposed: 300) {
            Observable.merge([o1.asObservable(), o2.asObservable()][...])
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(215, 4)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 300)])

        let empty = TestScheduler(initialClock: 0).start { Observable<Int>.merge([Observable<Int>]()) }
        XCTAssertEqual(empty.events, [.completed(200)])
    }

    func testMergeStaticSynchronousSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.merge(.just(1), .of(2, 3), .empty()) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    func testMergeStaticSynchronousErrorDoesNotSubscribeLaterSources() {
        // RxSwift's MergeSink.subscribeInner skips a source once the sink is terminating, so a source after one
        // that fails synchronously is never subscribed (checked with the compatibility harness:
        // combining/mergeSynchronousErrorThenTestObservable).
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { Observable.merge(Observable<Int>.error(OpsError.first), xs.asObservable()) }
        XCTAssertEqual(res.events, [.error(200, OpsError.first)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    // MARK: merge(maxConcurrent:)

    func testMergeMaxConcurrentZeroIsArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Observable.just(1)), .completed(300)])
        let res = scheduler.start { xs.merge(maxConcurrent: 0) }
        XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testMergeMaxConcurrentTwoQueuesTheThird() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(60, 202), .completed(100)])
        let ys3 = scheduler.createColdObservable([.next(10, 301), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .next(230, ys3), .completed(240)])
        let res = scheduler.start { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(res.events, [
            .next(220, 101), .next(230, 201), .next(270, 301), .next(280, 202), .completed(320),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 320)])
        XCTAssertEqual(ys3.subscriptions, [Subscription(260, 280)])
    }

    func testMergeMaxConcurrentOneErrorSkipsQueued() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .error(50, OpsError.first)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(240)])
        let res = scheduler.start { xs.merge(maxConcurrent: 1) }
        XCTAssertEqual(res.events, [.next(220, 101), .error(260, OpsError.first)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testMergeMaxConcurrentDisposeDropsQueued() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(200, 102)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2)])
        let res = scheduler.start(disposed: 300) { xs.merge(maxConcurrent: 1) }
        XCTAssertEqual(res.events, [.next(220, 101)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 300)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testConcatInstanceIsSequential() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(60, 202), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(240)])
        let res = scheduler.start { xs.concat() }
        XCTAssertEqual(res.events, [.next(220, 101), .next(270, 201), .next(320, 202), .completed(360)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(260, 360)])
    }

    // MARK: concatMap

    func testConcatMapSubscribesOneAtATime() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .next(20, 12), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(5, 21), .completed(10)])
        let inners = [1: ys1, 2: ys2]
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.concatMap { inners[$0]! } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 12), .next(245, 21), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(240, 250)])
    }

    func testConcatMapThrowingSelectorAndInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start {
            xs.concatMap { x -> Observable<Int> in
                if x == 2 { throw OpsError.second }
                return .just(x)
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, OpsError.second)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createColdObservable([.next(5, 1), .error(10, OpsError.first, Int.self)])
        let xs2 = scheduler2.createHotObservable([.next(210, 1), .next(212, 2), .completed(230)])
        let res2 = scheduler2.start { xs2.concatMap { _ in ys } }
        XCTAssertEqual(res2.events, [.next(215, 1), .error(220, OpsError.first)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])
    }
}
