// SendableRx tests — the sinks behind `asSingle()`, `asMaybe()` and `first()`: the element is kept until completion
// (inline for small plain values, in an allocation otherwise) and released exactly once.

import SendableRx
import SendableRxTest
import XCTest

/// A class element whose instances are counted, to prove the sink releases what it keeps.
private final class Tracked: Equatable {
    nonisolated(unsafe) static var live = 0
    let id: Int
    init(_ id: Int) {
        self.id = id
        Tracked.live += 1
    }
    deinit { Tracked.live -= 1 }
    static func == (lhs: Tracked, rhs: Tracked) -> Bool { lhs.id == rhs.id }
}

/// A plain value larger than the sink's inline storage.
private struct Large: Equatable {
    var a = 1, b = 2, c = 3
}

final class TraitElementSinkTests: RxTestCase {
    func testAsSingleKeepsTheElementUntilCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .completed(250)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [.next(250, "a"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsSingleSecondElementFailsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Large()), .next(220, Large(a: 9)), .completed(250)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsSingleOfAnEmptySourceFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Int.self)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [.error(230, RxError.noElements)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAsMaybeOfALargeElementAndOfNone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Large(c: 7)), .completed(240)])
        let res = scheduler.start { xs.asMaybe().asObservable() }
        XCTAssertEqual(res.events, [.next(240, Large(c: 7)), .completed(240)])
        let emptyScheduler = TestScheduler(initialClock: 0)
        let ys = emptyScheduler.createHotObservable([.completed(240, Large.self)])
        let empty = emptyScheduler.start { ys.asMaybe().asObservable() }
        XCTAssertEqual(empty.events, [.completed(240)])
    }

    func testAsMaybeErrorAfterAnElementDropsTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, traitError)])
        let res = scheduler.start { xs.asMaybe().asObservable() }
        XCTAssertEqual(res.events, [.error(220, traitError)])
    }

    func testKeptClassElementsAreReleased() {
        XCTAssertEqual(Tracked.live, 0)
        do {
            let subject = PublishSubject<Tracked>()
            var received: [Int] = []
            let kept = subject.asSingle().subscribe(onSuccess: { received.append($0.id) })
            subject.onNext(Tracked(1))
            XCTAssertEqual(Tracked.live, 1, "the element is kept until completion")
            subject.onCompleted()
            XCTAssertEqual(received, [1])
            kept.dispose()

            let disposedEarly = subject.asMaybe().subscribe()
            let other = PublishSubject<Tracked>()
            let pending = other.asMaybe().subscribe()
            other.onNext(Tracked(2))
            XCTAssertEqual(Tracked.live, 1)
            pending.dispose()
            disposedEarly.dispose()
        }
        XCTAssertEqual(Tracked.live, 0, "an element kept by a disposed subscription is released with it")
    }

    func testFirstOfElementsEmptyAndError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(scheduler.start { xs.first().asObservable() }.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        let emptyScheduler = TestScheduler(initialClock: 0)
        let ys = emptyScheduler.createHotObservable([.completed(230, Int.self)])
        XCTAssertEqual(emptyScheduler.start { ys.first().asObservable() }.events, [.next(230, nil), .completed(230)])
        let errorScheduler = TestScheduler(initialClock: 0)
        let zs = errorScheduler.createHotObservable([.error(230, traitError, Int.self)])
        XCTAssertEqual(errorScheduler.start { zs.first().asObservable() }.events, [.error(230, traitError)])
    }
}
