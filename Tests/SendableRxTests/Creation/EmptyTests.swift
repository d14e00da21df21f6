// SendableRx tests — `empty`.

import SendableRx
import SendableRxTest
import XCTest

final class EmptyTests: RxTestCase {
    func testEmptyCompletesAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.empty() }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testEmptyCallbacks() {
        var log: [String] = []
        _ = Observable<Int>.empty().subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["completed", "disposed"])
    }
}
