// SendableRx tests — Recorded and Subscription values: equality, factories and descriptions.

import SendableRx
import SendableRxTest
import XCTest

final class RecordedTests: RxTestCase {
    func testRecordedEquality() {
        XCTAssertEqual(Recorded<Event<Int>>.next(210, 2), Recorded(time: 210, value: .next(2)))
        XCTAssertNotEqual(Recorded<Event<Int>>.next(210, 2), .next(211, 2))
        XCTAssertNotEqual(Recorded<Event<Int>>.next(210, 2), .next(210, 3))
        XCTAssertEqual(Recorded<Event<Int>>.completed(300), Recorded(time: 300, value: .completed))
        XCTAssertNotEqual(Recorded<Event<Int>>.completed(300), .completed(301))
        XCTAssertEqual(Recorded<Event<Int>>.error(230, TestError("e")), .error(230, TestError("e")))
        XCTAssertNotEqual(Recorded<Event<Int>>.error(230, TestError("e")), .error(230, EquatableError.first))
    }

    func testRecordedOfPlainValues() {
        let value = Recorded(time: 5, value: "x")
        XCTAssertEqual(value.time, 5)
        XCTAssertEqual(value.value, "x")
        XCTAssertEqual(value, Recorded(time: 5, value: "x"))
        XCTAssertEqual(Set([value, Recorded(time: 5, value: "x"), Recorded(time: 6, value: "x")]).count, 2)
    }

    func testRecordedDebugDescription() {
        XCTAssertEqual(Recorded(time: 5, value: "x").debugDescription, "x @ 5")
        XCTAssertEqual(Recorded<Event<Int>>.next(210, 2).debugDescription, "next(2) @ 210")
        XCTAssertEqual(Recorded<Event<Int>>.completed(300).debugDescription, "completed @ 300")
        XCTAssertEqual(Recorded<Event<Int>>.error(230, TestError("e")).debugDescription, "error(TestError(e)) @ 230")
    }

    func testFactoriesWithExplicitTypes() {
        let completed = Recorded.completed(300, Int.self)
        XCTAssertEqual(completed, Recorded<Event<Int>>(time: 300, value: .completed))
        let error = Recorded.error(230, EquatableError.second, String.self)
        XCTAssertEqual(error, Recorded<Event<String>>(time: 230, value: .error(EquatableError.second)))
    }

    func testEventsVariadic() {
        let events = Recorded.events(.next(210, 1), .next(220, 2), .completed(230))
        XCTAssertEqual(events, [.next(210, 1), .next(220, 2), .completed(230)])
    }

    func testEventsArray() {
        let array: [Recorded<Event<String>>] = [.next(10, "a"), .error(20, EquatableError.first)]
        XCTAssertEqual(Recorded.events(array), array)
    }

    func testEventsUsableToCreateObservables() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Recorded.events(.next(210, 1), .next(220, 2)))
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, Recorded.events(.next(210, 1), .next(220, 2)))
    }

    func testSubscriptionValues() {
        let active = Subscription(200)
        XCTAssertEqual(active.subscribe, 200)
        XCTAssertEqual(active.unsubscribe, Int.max)
        let ended = Subscription(200, 1000)
        XCTAssertEqual(ended.subscribe, 200)
        XCTAssertEqual(ended.unsubscribe, 1000)
        XCTAssertEqual(ended, Subscription(200, 1000))
        XCTAssertNotEqual(ended, Subscription(200, 999))
        XCTAssertNotEqual(active, ended)
        XCTAssertEqual(Set([ended, Subscription(200, 1000), active]).count, 2)
    }

    func testSubscriptionDebugDescription() {
        XCTAssertEqual(Subscription(200, 1000).debugDescription, "(200 : 1000)")
        XCTAssertEqual(Subscription(200).debugDescription, "(200 : Infinity)")
    }
}
