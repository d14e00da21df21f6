// SendableRx tests — failures reported through XCTest (outside Swift Testing): malformed marble diagrams and the
// aligned timelines of the XCTAssertEqual overloads reach XCTFail with their full message. The test case captures
// its own failures (swift-corelibs-xctest has no XCTExpectFailure) by overriding recordFailure.

import SendableRx
import SendableRxTest
import XCTest

final class XCTestFailureMessageTests: RxTestCase {
    private var captured: [String]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if captured != nil {
            captured?.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// Runs `body` and returns the failures it reported instead of failing the test.
    private func failures(of body: () -> Void) -> [String] {
        captured = []
        body()
        defer { captured = nil }
        return captured ?? []
    }

    func testMalformedColdDiagramIsReportedThroughXCTFail() {
        let scheduler = TestScheduler(initialClock: 0)
        var xs: TestableObservable<Int>?
        let reported = failures {
            xs = scheduler.createColdObservable("-a-(b", values: ["a": 1, "b": 2], errors: [:])
        }
        XCTAssertEqual(reported.count, 1)
        XCTAssertTrue(
            reported.first?.hasSuffix(
                """
                Malformed marble diagram "-a-(b": group '(' at position 3 is never closed
                    -a-(b
                       ^
                """) == true, "\(reported)")
        let res = scheduler.start { xs! }
        XCTAssertEqual(res.events, [.error(200, MarbleSyntaxError(diagram: "-a-(b", position: 3, reason: .unclosedGroup))])
    }

    func testMalformedHotDiagramAndExpectedTimelineAreReportedThroughXCTFail() {
        let scheduler = TestScheduler(initialClock: 0)
        let reported = failures {
            let _: TestableObservable<String> = scheduler.createHotObservable("a 0.5 b")
            let _: [Recorded<Event<String>>] = scheduler.events("(a")
            _ = scheduler.subscription("^^")
        }
        XCTAssertEqual(reported.count, 3)
        XCTAssertTrue(reported[0].contains("time progression '0.5' at position 2 is not a whole number of ticks"))
        XCTAssertTrue(reported[1].contains("group '(' at position 0 is never closed"))
        XCTAssertTrue(reported[2].contains("a second '^' at position 1"))
    }

    func testRecordedEventsFailureDrawsBothTimelines() {
        let actual: [Recorded<Event<String>>] = [.next(210, "a"), .completed(250)]
        let expected: [Recorded<Event<String>>] = [.next(210, "a"), .next(230, "b"), .completed(250)]
        let reported = failures { XCTAssertEqual(actual, expected) }
        XCTAssertEqual(reported.count, 1)
        XCTAssertTrue(
            reported.first?.hasSuffix(
                """
                Recorded events are not equal.
                       first column at tick 210, one column per 20 ticks
                  lhs: a-|
                  rhs: ab|
                  first difference, at index 1: lhs has completed @ 250, rhs has next("b") @ 230
                """) == true, "\(reported)")
    }

    func testSubscriptionsAndTraitEventsFailures() {
        let reported = failures {
            XCTAssertEqual([Subscription(200, 300)], [Subscription(200, 400)])
            XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(2)])
            XCTAssertEqual([CompletableEvent.completed], [])
            XCTAssertRecordedElements([.next(210, 1), .completed(220)], [2])
        }
        XCTAssertEqual(reported.count, 4)
        XCTAssertTrue(reported[0].contains("  lhs: ^!-\n  rhs: ^-!\n"), reported[0])
        XCTAssertTrue(reported[1].contains("first difference, at index 0: lhs has success(1), rhs has success(2)"), reported[1])
        XCTAssertTrue(reported[2].contains("lhs has completed, rhs has nothing (0 in all)"), reported[2])
        XCTAssertTrue(reported[3].contains("lhs: [1]\n  rhs: [2]"), reported[3])
    }

    func testEqualValuesReportNothing() {
        let reported = failures {
            XCTAssertEqual([Recorded<Event<Int>>.next(1, 1)], [.next(1, 1)])
            XCTAssertEqual([SingleEvent<Int>.failure(TestError("x"))], [.failure(TestError("x"))])
        }
        XCTAssertEqual(reported, [])
    }
}
