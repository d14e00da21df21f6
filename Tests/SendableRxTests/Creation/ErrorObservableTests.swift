// SendableRx tests — `Observable.error`.

import SendableRx
import SendableRxTest
import XCTest

final class ErrorObservableTests: RxTestCase {
    func testErrorAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.error(TestError("fail")) }
        XCTAssertEqual(res.events, [.error(200, TestError("fail"))])
    }

    func testErrorCallbacks() {
        var log: [String] = []
        _ = Observable<Int>.error(EquatableError.second).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["error second", "disposed"])
    }

    func testErrorIsNotEqualToAnotherError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.error(EquatableError.first) }
        XCTAssertNotEqual(res.events, [.error(200, EquatableError.second)])
        XCTAssertNotEqual(res.events, [.error(200, TestError())])
    }
}
