// SendableRx tests — `from(optional:)`, with and without a scheduler.

import SendableRx
import SendableRxTest
import XCTest

final class FromOptionalTests: RxTestCase {
    func testSomeIsSynchronous() {
        var log: [String] = []
        _ = Observable.from(optional: 5).subscribe(
            onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") }
        )
        log.append("returned")
        XCTAssertEqual(log, ["5", "completed", "returned"])
    }

    func testNoneCompletesSynchronously() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.from(optional: nil) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testSomeOnTestSchedulerWithoutScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: 5) }
        XCTAssertEqual(res.events, [.next(200, 5), .completed(200)])
    }

    func testSomeWithScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: 5, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 5), .completed(202)])
    }

    func testNoneWithScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.from(optional: nil, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func testSomeWithSchedulerDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 202) { Observable.from(optional: 5, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 5)])
    }
}
