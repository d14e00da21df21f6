// SendableRx tests — `never`.

import SendableRx
import SendableRxTest
import XCTest

final class NeverTests: RxTestCase {
    func testNeverRecordsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.never() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(scheduler.clock, 1000, "the run ends with the dispose at 1000")
    }

    func testNeverOnlyDisposes() {
        var log: [String] = []
        let subscription = Observable<Int>.never().subscribe(
            onNext: { log.append("next \($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, [])
        subscription.dispose()
        XCTAssertEqual(log, ["disposed"])
    }
}
