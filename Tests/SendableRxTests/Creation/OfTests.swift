// SendableRx tests — `of`, on the default trampoline and on a TestScheduler.

import SendableRx
import SendableRxTest
import XCTest

final class OfTests: RxTestCase {
    func testOfIsSynchronousAndOrdered() {
        var log: [String] = []
        _ = Observable.of(1, 2, 3).subscribe(
            onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") }
        )
        log.append("returned")
        XCTAssertEqual(log, ["1", "2", "3", "completed", "returned"])
    }

    func testOfOnTestSchedulerWithDefaultScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    func testOfWithTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testOfWithTestSchedulerDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2)])
    }

    func testOfNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.of(scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func testOfSubscribedTwice() {
        let source = Observable.of("a", "b")
        var values: [String] = []
        _ = source.subscribe(onNext: { values.append($0) })
        _ = source.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, ["a", "b", "a", "b"])
    }
}
