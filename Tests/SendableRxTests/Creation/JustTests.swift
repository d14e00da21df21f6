// SendableRx tests — `just`, synchronous and on a scheduler.

import SendableRx
import SendableRxTest
import XCTest

final class JustTests: RxTestCase {
    func testJustIsSynchronous() {
        var log: [String] = []
        _ = Observable.just(42).subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        log.append("returned")
        XCTAssertEqual(log, ["next 42", "completed", "disposed", "returned"])
    }

    func testJustOnTestSchedulerWithoutScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    func testJustWithScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
    }

    func testJustWithSchedulerDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 202) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42)])
    }

    func testJustWithSchedulerDisposedBeforeElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 201) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func testJustWithCurrentThreadScheduler() {
        var log: [String] = []
        _ = Observable.just("x", scheduler: CurrentThreadScheduler.instance).subscribe(
            onNext: { log.append($0) }, onCompleted: { log.append("completed") }
        )
        log.append("returned")
        XCTAssertEqual(log, ["x", "completed", "returned"])
    }

    func testJustSubscribedTwice() {
        var values: [Int] = []
        let source = Observable.just(3)
        _ = source.subscribe(onNext: { values.append($0) })
        _ = source.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [3, 3])
    }
}
