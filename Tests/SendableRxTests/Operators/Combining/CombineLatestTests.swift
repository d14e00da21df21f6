// SendableRx tests — `combineLatest` (2, 3, 8, 9 sources, collections): RxSwift's Observable+CombineLatestTests.

import SendableRx
import SendableRxTest
import XCTest

final class CombineLatestTests: RxTestCase {
    func testNeverEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let n = scheduler.createHotObservable([.next(150, 1)])
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start { Observable.combineLatest(n, e) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
    }

    func testEmptyThenOtherEmitsCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.combineLatest(e, o) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 215)])
    }

    /// Element storage: plain values of up to 16 bytes are kept inline, others (strings, classes, wide structs) in
    /// an allocation of their own; each kind must combine, replace and release correctly.
    func testElementsOfEveryStorageKind() {
        struct Wide: Equatable { var a = 0, b = 0, c = 0 }
        final class Token: @unchecked Sendable { let id: Int; init(_ id: Int) { self.id = id } }
        let scheduler = TestScheduler(initialClock: 0)
        let ints = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let strings = scheduler.createHotObservable([.next(220, "a"), .next(250, "bb"), .completed(300)])
        let wides = scheduler.createHotObservable([.next(230, Wide(a: 1, b: 2, c: 3)), .completed(300)])
        weak var released: Token?
        let tokens = PublishSubject<Token>()
        let res = scheduler.start {
            Observable.combineLatest(ints, strings, wides, tokens.startWith(Token(7))) { int, string, wide, token in
                released = token
                return "\(int)\(string)\(wide.a + wide.b + wide.c)\(token.id)"
            }
        }
        XCTAssertEqual(res.events, [.next(230, "1a67"), .next(240, "2a67"), .next(250, "2bb67")])
        XCTAssertEqual(wides.subscriptions, [Subscription(200, 300)])
        XCTAssertNil(released, "the latest element of a disposed combineLatest is released")
    }

    func testInterleavedWithSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4), .completed(230)])
        let b = scheduler.createHotObservable([
            .next(150, 1), .next(220, 3), .next(230, 5), .next(235, 6), .next(240, 7), .completed(250),
        ])
        let res = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        XCTAssertEqual(res.events, [
            .next(220, 5), .next(225, 7), .next(230, 9), .next(235, 10), .next(240, 11), .completed(250),
        ])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
    }

    func testTupleFormWithoutSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(250)])
        let res = scheduler.start { Observable.combineLatest(a, b).map { "\($0.0)\($0.1)" } }
        XCTAssertEqual(res.events, [.next(220, "1a"), .next(230, "2a"), .next(240, "2b"), .completed(300)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
    }

    func testErrorDisposesAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .error(220, OpsError.first)])
        let b = scheduler.createHotObservable([.next(150, 1), .next(210, 3), .completed(300)])
        let res = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(215, 5), .error(220, OpsError.first)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
    }

    func testErrorAfterCompletionOfOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let b = scheduler.createHotObservable([.next(215, 3), .error(230, OpsError.second)])
        let res = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(215, 5), .error(230, OpsError.second)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    func testThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .completed(400)])
        let res = scheduler.start {
            Observable.combineLatest(a, b) { x, y -> Int in
                if x == 2 { throw OpsError.first }
                return x + y
            }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .error(230, OpsError.first)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    func testThreeSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(410)])
        let c = scheduler.createHotObservable([.next(230, 3), .next(240, 4), .completed(420)])
        let res = scheduler.start { Observable.combineLatest(a, b, c) { $0 * 100 + $1 * 10 + $2 } }
        XCTAssertEqual(res.events, [.next(230, 123), .next(240, 124), .completed(420)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 410)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 420)])
    }

    private func sources(_ scheduler: TestScheduler, count: Int) -> [TestableObservable<Int>] {
        (0..<count).map { i in
            scheduler.createHotObservable([.next(210 + 10 * i, i + 1), .completed(300 + i)])
        }
    }

    func testEightSourcesWithSelectorAndTuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = sources(scheduler, count: 8)
        let res = scheduler.start {
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) -> Int in
                [a, b, c, d, e, f, g, h].reduce(0, +)
            }
        }
        XCTAssertEqual(res.events, [.next(280, 36), .completed(307)])
        for (i, source) in s.enumerated() {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 300 + i)])
        }

        let scheduler2 = TestScheduler(initialClock: 0)
        let t = sources(scheduler2, count: 8)
        let res2 = scheduler2.start {
            Observable.combineLatest(t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7])
                .map { (t: (Int, Int, Int, Int, Int, Int, Int, Int)) -> [Int] in [t.0, t.1, t.2, t.3, t.4, t.5, t.6, t.7] }
        }
        XCTAssertEqual(res2.events, [.next(280, [1, 2, 3, 4, 5, 6, 7, 8]), .completed(307)])
    }

    func testNineSourcesWithSelectorAndTuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = sources(scheduler, count: 9)
        let res = scheduler.start {
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8]) { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int) -> Int in
                [a, b, c, d, e, f, g, h, i].reduce(0, +)
            }
        }
        XCTAssertEqual(res.events, [.next(290, 45), .completed(308)])
        for (i, source) in s.enumerated() {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 300 + i)])
        }

        let scheduler2 = TestScheduler(initialClock: 0)
        let t = sources(scheduler2, count: 9)
        let res2 = scheduler2.start {
            Observable.combineLatest(t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7], t[8])
                .map { (t: (Int, Int, Int, Int, Int, Int, Int, Int, Int)) -> [Int] in
                    [t.0, t.1, t.2, t.3, t.4, t.5, t.6, t.7, t.8]
                }
        }
        XCTAssertEqual(res2.events, [.next(290, [1, 2, 3, 4, 5, 6, 7, 8, 9]), .completed(308)])
    }

    func testCollectionForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(400)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(410)])
        let c = scheduler.createHotObservable([.next(230, 3), .error(300, OpsError.first)])
        let res = scheduler.start { Observable.combineLatest([a, b, c]) }
        XCTAssertEqual(res.events, [.next(230, [1, 2, 3]), .next(240, [4, 2, 3]), .error(300, OpsError.first)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let d = scheduler2.createHotObservable([.next(210, 1), .completed(250)])
        let e = scheduler2.createHotObservable([.next(220, 2), .next(230, 5), .completed(260)])
        let res2 = scheduler2.start { Observable.combineLatest([d, e]) { $0.reduce(0, +) } }
        XCTAssertEqual(res2.events, [.next(220, 3), .next(230, 6), .completed(260)])
        XCTAssertEqual(d.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 260)])
    }

    func testEmptyCollectionEmitsTheSelectorsValueAndCompletes() {
        // RxSwift calls the selector with [] once and completes (compatibility scenarios
        // combining/combineLatestCollectionEmpty*).
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.combineLatest([Observable<Int>]()).map { $0.count } }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])

        let sums = TestScheduler(initialClock: 0).start {
            Observable.combineLatest([Observable<Int>]()) { $0.reduce(0, +) }
        }
        XCTAssertEqual(sums.events, [.next(200, 0), .completed(200)])

        let failing = TestScheduler(initialClock: 0).start {
            Observable.combineLatest([Observable<Int>]()) { (_: [Int]) throws -> Int in throw OpsError.first }
        }
        XCTAssertEqual(failing.events, [.error(200, OpsError.first)])
    }

    func testCollectionThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(410)])
        let res = scheduler.start {
            Observable.combineLatest([a, b]) { (_: [Int]) -> Int in throw OpsError.second }
        }
        XCTAssertEqual(res.events, [.error(220, OpsError.second)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
    }

    func testSynchronousErrorStillSubscribesLaterSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { Observable.combineLatest(Observable<Int>.error(OpsError.first), xs) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(200, OpsError.first)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testSynchronousSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.combineLatest(Observable.just(1), Observable.just(10)) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(200, 11), .completed(200)])
    }
}
