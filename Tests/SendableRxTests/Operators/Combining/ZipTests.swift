// SendableRx tests — `zip` (2, 3, 8, 9 sources, collections): RxSwift's Observable+ZipTests scenarios.

import SendableRx
import SendableRxTest
import XCTest

final class ZipTests: RxTestCase {
    func testNeverEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let n = scheduler.createHotObservable([.next(150, 1)])
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start { Observable.zip(n, e) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
    }

    func testNonEmptyNonEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
        let res = scheduler.start { Observable.zip(o1, o2) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 5), .completed(240)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 240)])
    }

    func testCompletedSourceWithEmptyQueueWaitsForTheOthersToComplete() {
        // RxSwift's written-out zip completes only when every source has (issue 16, item 2; compatibility scenario
        // combining/zip2QueuedThenDone).
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let o2 = scheduler.createHotObservable([.next(215, 4), .next(225, 5), .completed(300)])
        let res = scheduler.start { Observable.zip(o1, o2) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(215, 6), .completed(300)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 300)])
    }

    func testCollectionFormCompletesWhenAnElementCannotBePaired() {
        // RxSwift's collection form does end early: an element arrives, every other source has completed and one
        // has nothing queued (compatibility scenarios combining/zipCollection*).
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let o2 = scheduler.createHotObservable([.next(215, 4), .next(225, 5), .completed(300)])
        let res = scheduler.start { Observable.zip([o1, o2]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.next(215, 6), .completed(225)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 225)])
    }

    func testQueuedElementsArePairedInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let b = scheduler.createHotObservable([.next(250, 10), .next(260, 20), .completed(270)])
        let res = scheduler.start { Observable.zip(a, b) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(250, 11), .next(260, 22), .completed(270)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 270)])
    }

    func testTupleFormWithoutSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(250)])
        let res = scheduler.start { Observable.zip(a, b).map { "\($0.0)\($0.1)" } }
        XCTAssertEqual(res.events, [.next(220, "1a"), .next(240, "2b"), .completed(300)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
    }

    func testErrorDisposesAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .error(220, OpsError.first)])
        let b = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.zip(a, b) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(220, OpsError.first)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(400)])
        let res = scheduler.start {
            Observable.zip(a, b) { x, y -> Int in
                if x == 2 { throw OpsError.second }
                return x + y
            }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .error(240, OpsError.second)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 240)])
    }

    func testThreeSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(215, 4), .completed(400)])
        let b = scheduler.createHotObservable([.next(220, 2), .next(225, 5), .completed(410)])
        let c = scheduler.createHotObservable([.next(230, 3), .completed(420)])
        let res = scheduler.start { Observable.zip(a, b, c) { $0 * 100 + $1 * 10 + $2 } }
        XCTAssertEqual(res.events, [.next(230, 123), .completed(420)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 410)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 420)])
    }

    private func sources(_ scheduler: TestScheduler, count: Int) -> [TestableObservable<Int>] {
        (0..<count).map { i in
            scheduler.createHotObservable([.next(210 + 10 * i, i + 1), .next(400, 10 * (i + 1)), .completed(500 + i)])
        }
    }

    func testEightSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = sources(scheduler, count: 8)
        let res = scheduler.start {
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) -> Int in
                [a, b, c, d, e, f, g, h].reduce(0, +)
            }
        }
        XCTAssertEqual(res.events, [.next(280, 36), .next(400, 360), .completed(507)])
        for (i, source) in s.enumerated() {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 500 + i)])
        }

        let scheduler2 = TestScheduler(initialClock: 0)
        let t = sources(scheduler2, count: 8)
        let res2 = scheduler2.start {
            Observable.zip(t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7])
                .map { (t: (Int, Int, Int, Int, Int, Int, Int, Int)) -> [Int] in [t.0, t.1, t.2, t.3, t.4, t.5, t.6, t.7] }
        }
        XCTAssertEqual(res2.events, [
            .next(280, [1, 2, 3, 4, 5, 6, 7, 8]), .next(400, [10, 20, 30, 40, 50, 60, 70, 80]), .completed(507),
        ])
    }

    func testNineSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = sources(scheduler, count: 9)
        let res = scheduler.start {
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8]) { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int) -> Int in
                [a, b, c, d, e, f, g, h, i].reduce(0, +)
            }
        }
        XCTAssertEqual(res.events, [.next(290, 45), .next(400, 450), .completed(508)])
        for (i, source) in s.enumerated() {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 500 + i)])
        }

        let scheduler2 = TestScheduler(initialClock: 0)
        let t = sources(scheduler2, count: 9)
        let res2 = scheduler2.start {
            Observable.zip(t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7], t[8])
                .map { (t: (Int, Int, Int, Int, Int, Int, Int, Int, Int)) -> [Int] in
                    [t.0, t.1, t.2, t.3, t.4, t.5, t.6, t.7, t.8]
                }
        }
        XCTAssertEqual(res2.events, [
            .next(290, [1, 2, 3, 4, 5, 6, 7, 8, 9]), .next(400, [10, 20, 30, 40, 50, 60, 70, 80, 90]),
            .completed(508),
        ])
    }

    func testCollectionForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(400)])
        let b = scheduler.createHotObservable([.next(220, 2), .next(250, 5), .completed(410)])
        let c = scheduler.createHotObservable([.next(230, 3), .error(300, OpsError.first)])
        let res = scheduler.start { Observable.zip([a, b, c]) }
        XCTAssertEqual(res.events, [.next(230, [1, 2, 3]), .error(300, OpsError.first)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let d = scheduler2.createHotObservable([.next(210, 1), .next(215, 3), .completed(250)])
        let e = scheduler2.createHotObservable([.next(220, 2), .next(230, 5), .completed(260)])
        let res2 = scheduler2.start { Observable.zip([d, e]) { $0.reduce(0, +) } }
        XCTAssertEqual(res2.events, [.next(220, 3), .next(230, 8), .completed(260)])
        XCTAssertEqual(d.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 260)])
    }

    func testEmptyCollectionCompletesImmediately() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.zip([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testCollectionThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(410)])
        let res = scheduler.start { Observable.zip([a, b]) { (_: [Int]) -> Int in throw OpsError.second } }
        XCTAssertEqual(res.events, [.error(220, OpsError.second)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
    }

    func testZipWithItselfThroughJust() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.zip(Observable.just(1), Observable.just(2)) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
    }
}
