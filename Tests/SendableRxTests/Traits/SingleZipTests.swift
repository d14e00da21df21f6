// SendableRx tests — `Single.zip` with 2, 3, 8 and 9 sources, with and without a selector, and of collections.

import SendableRx
import SendableRxTest
import XCTest

final class SingleZipTests: RxTestCase {
    func testZip2Tuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, xs) = scheduler.coldSingle(1, after: 10)
        let (b, ys) = scheduler.coldSingle("b", after: 30)
        let res = scheduler.start { Single.zip(a, b).map { "\($0.0)\($0.1)" } }
        XCTAssertEqual(res.events, [.next(230, "1b"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testZip2Selector() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, _) = scheduler.coldSingle(1, after: 30)
        let (b, _) = scheduler.coldSingle(2, after: 10)
        let res = scheduler.start { Single.zip(a, b) { $0 * 10 + $1 } }
        XCTAssertEqual(res.events, [.next(230, 12), .completed(230)])
    }

    func testZip2SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, _) = scheduler.coldSingle(1, after: 30)
        let (b, _) = scheduler.coldSingle(2, after: 10)
        let res = scheduler.start { Single.zip(a, b) { (_: Int, _: Int) -> Int in throw traitError } }
        XCTAssertEqual(res.events, [.error(230, traitError)])
    }

    func testZip2FailsAsSoonAsOneFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, xs) = scheduler.coldSingle(1, after: 30)
        let (b, ys) = scheduler.coldFailingSingle(traitError, after: 10, Int.self)
        let res = scheduler.start { Single.zip(a, b) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(210, traitError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testZip3TupleAndSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, _) = scheduler.coldSingle(1, after: 10)
        let (b, _) = scheduler.coldSingle(2, after: 20)
        let (c, zs) = scheduler.coldSingle(3, after: 15)
        let res = scheduler.start { Single.zip(a, b, c).map { $0.0 * 100 + $0.1 * 10 + $0.2 } }
        XCTAssertEqual(res.events, [.next(220, 123), .completed(220)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 215)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let (d, _) = scheduler2.coldSingle(1, after: 10)
        let (e, _) = scheduler2.coldSingle(2, after: 20)
        let (f, _) = scheduler2.coldSingle(3, after: 15)
        let res2 = scheduler2.start { Single.zip(d, e, f) { [$0, $1, $2] } }
        XCTAssertEqual(res2.events, [.next(220, [1, 2, 3]), .completed(220)])
    }

    func testZip8TupleAndSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = (1...8).map { scheduler.coldSingle($0, after: 10 * $0).0 }
        let res = scheduler.start {
            Single.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
                .map { (tuple: (Int, Int, Int, Int, Int, Int, Int, Int)) -> [Int] in
                    [tuple.0, tuple.1, tuple.2, tuple.3, tuple.4, tuple.5, tuple.6, tuple.7]
                }
        }
        XCTAssertEqual(res.events, [.next(280, [1, 2, 3, 4, 5, 6, 7, 8]), .completed(280)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let t = (1...8).map { scheduler2.coldSingle($0, after: 10 * $0).0 }
        let res2 = scheduler2.start {
            Single.zip(t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7]) {
                (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) -> Int in
                [a, b, c, d, e, f, g, h].reduce(0, +)
            }
        }
        XCTAssertEqual(res2.events, [.next(280, 36), .completed(280)])
    }

    func testZip9TupleAndSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = (1...9).map { scheduler.coldSingle($0, after: 10 * $0).0 }
        let res = scheduler.start {
            Single.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8])
                .map { (tuple: (Int, Int, Int, Int, Int, Int, Int, Int, Int)) -> [Int] in
                    [tuple.0, tuple.1, tuple.2, tuple.3, tuple.4, tuple.5, tuple.6, tuple.7, tuple.8]
                }
        }
        XCTAssertEqual(res.events, [.next(290, [1, 2, 3, 4, 5, 6, 7, 8, 9]), .completed(290)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let t = (1...9).map { scheduler2.coldSingle($0, after: 10 * $0).0 }
        let res2 = scheduler2.start {
            Single.zip(t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7], t[8]) {
                (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int) -> Int in
                [a, b, c, d, e, f, g, h, i].reduce(0, +)
            }
        }
        XCTAssertEqual(res2.events, [.next(290, 45), .completed(290)])
    }

    func testZipMixedElementTypes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single.zip(Single.just(1), Single.just("a"), Single.just(true)) { "\($0)\($1)\($2)" }
        }
        XCTAssertEqual(res.events, [.next(200, "1atrue"), .completed(200)])
    }

    func testZipCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = [scheduler.coldSingle(1, after: 30), scheduler.coldSingle(2, after: 10), scheduler.coldSingle(3, after: 20)]
        let res = scheduler.start { Single.zip(sources.map(\.0)) }
        XCTAssertEqual(res.events, [.next(230, [1, 2, 3]), .completed(230)])
        XCTAssertEqual(sources.map(\.1.subscriptions), [[Subscription(200, 230)], [Subscription(200, 210)], [Subscription(200, 220)]])
    }

    func testZipCollectionSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = [scheduler.coldSingle(1, after: 30).0, scheduler.coldSingle(2, after: 10).0]
        let res = scheduler.start { Single.zip(sources) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.next(230, 3), .completed(230)])
    }

    func testZipCollectionFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, xs) = scheduler.coldSingle(1, after: 30)
        let (b, _) = scheduler.coldFailingSingle(traitError, after: 10, Int.self)
        let res = scheduler.start { Single.zip([a, b]) }
        XCTAssertEqual(res.events, [.error(210, traitError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testZipEmptyCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.zip([Single<Int>]()) }
        XCTAssertEqual(res.events, [.next(200, []), .completed(200)])
    }

    func testZipEmptyCollectionSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls: [[Int]] = []
        let res = scheduler.start {
            Single.zip([Single<Int>]()) { (elements: [Int]) -> Int in
                calls.append(elements)
                return elements.count + 5
            }
        }
        XCTAssertEqual(res.events, [.next(200, 5), .completed(200)])
        XCTAssertEqual(calls, [[]])
    }

    /// As in RxSwift, the trait's `Element` in the collection forms is the sources' element, so it can be
    /// written out: `Single<Int>.zip(singles)` is a `Single<[Int]>`, and with a selector of any result type.
    func testZipCollectionWithTheSourcesElementWrittenOut() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, xs) = scheduler.coldSingle(1, after: 10)
        let (b, ys) = scheduler.coldSingle(2, after: 20)
        let res = scheduler.start { Single<Int>.zip([a, b]) { "\($0)" } }
        XCTAssertEqual(res.events, [.next(220, "[1, 2]"), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let (c, _) = scheduler2.coldSingle(3, after: 10)
        let (d, _) = scheduler2.coldSingle(4, after: 5)
        let plain = scheduler2.start { Single<Int>.zip([c, d][...]).map { $0.reduce(0, +) } }
        XCTAssertEqual(plain.events, [.next(210, 7), .completed(210)])
    }
}
