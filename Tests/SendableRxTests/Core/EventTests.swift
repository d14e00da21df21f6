// SendableRx tests — Event: accessors, map, description and the equality rule for errors.

import SendableRx
import SendableRxTest
import XCTest

private struct DescribedErrorA: Error, CustomDebugStringConvertible {
    var debugDescription: String { "same description" }
}

private struct DescribedErrorB: Error, CustomDebugStringConvertible {
    var debugDescription: String { "same description" }
}

final class EventTests: RxTestCase {
    func testIsStopEvent() {
        XCTAssertFalse(Event<Int>.next(1).isStopEvent)
        XCTAssertTrue(Event<Int>.error(TestError()).isStopEvent)
        XCTAssertTrue(Event<Int>.completed.isStopEvent)
    }

    func testElement() {
        XCTAssertEqual(Event<Int>.next(42).element, 42)
        XCTAssertNil(Event<Int>.error(TestError()).element)
        XCTAssertNil(Event<Int>.completed.element)
    }

    func testError() {
        let error = Event<Int>.error(TestError("boom")).error
        XCTAssertEqual((error as? TestError)?.tag, "boom")
        XCTAssertNil(Event<Int>.next(1).error)
        XCTAssertNil(Event<Int>.completed.error)
    }

    func testIsCompleted() {
        XCTAssertTrue(Event<Int>.completed.isCompleted)
        XCTAssertFalse(Event<Int>.next(1).isCompleted)
        XCTAssertFalse(Event<Int>.error(TestError()).isCompleted)
    }

    func testMapTransformsNext() {
        XCTAssertEqual(Event<Int>.next(2).map { "\($0 * 10)" }, .next("20"))
    }

    func testMapPassesTerminalEventsThrough() {
        XCTAssertEqual(Event<Int>.completed.map { "\($0)" }, .completed)
        XCTAssertEqual(Event<Int>.error(EquatableError.first).map { "\($0)" }, .error(EquatableError.first))
    }

    func testMapThrowingTransformBecomesError() {
        let mapped: Event<String> = Event<Int>.next(1).map { _ in throw EquatableError.second }
        XCTAssertEqual(mapped, .error(EquatableError.second))
    }

    func testMapTransformIsNotCalledForTerminalEvents() {
        var calls = 0
        _ = Event<Int>.completed.map { value -> Int in calls += 1; return value }
        _ = Event<Int>.error(TestError()).map { value -> Int in calls += 1; return value }
        XCTAssertEqual(calls, 0)
    }

    func testEqualityOfNextAndCompleted() {
        XCTAssertEqual(Event<Int>.next(1), .next(1))
        XCTAssertNotEqual(Event<Int>.next(1), .next(2))
        XCTAssertEqual(Event<Int>.completed, .completed)
        XCTAssertNotEqual(Event<Int>.next(1), .completed)
        XCTAssertNotEqual(Event<Int>.completed, .error(TestError()))
        XCTAssertNotEqual(Event<Int>.next(1), .error(TestError()))
    }

    func testEqualityOfEquatableErrorsUsesEquals() {
        XCTAssertEqual(Event<Int>.error(EquatableError.first), .error(EquatableError.first))
        XCTAssertNotEqual(Event<Int>.error(EquatableError.first), .error(EquatableError.second))
    }

    func testEqualityOfNonEquatableErrorsUsesDescription() {
        XCTAssertEqual(Event<Int>.error(TestError("a")), .error(TestError("a")))
        XCTAssertNotEqual(Event<Int>.error(TestError("a")), .error(TestError("b")))
    }

    func testErrorsOfDifferentTypesAreNeverEqual() {
        XCTAssertNotEqual(Event<Int>.error(TestError()), .error(EquatableError.first))
        // Same description, different dynamic type.
        XCTAssertNotEqual(Event<Int>.error(DescribedErrorA()), .error(DescribedErrorB()))
    }

    func testErrorsAreEqualFunction() {
        XCTAssertTrue(errorsAreEqual(EquatableError.first, EquatableError.first))
        XCTAssertFalse(errorsAreEqual(EquatableError.first, EquatableError.second))
        XCTAssertTrue(errorsAreEqual(TestError("x"), TestError("x")))
        XCTAssertFalse(errorsAreEqual(TestError("x"), TestError("y")))
        XCTAssertFalse(errorsAreEqual(DescribedErrorA(), DescribedErrorB()))
        XCTAssertTrue(errorsAreEqual(RxError.argumentOutOfRange, RxError.argumentOutOfRange))
        XCTAssertFalse(errorsAreEqual(RxError.argumentOutOfRange, RxError.noElements))
    }

    func testDebugDescription() {
        XCTAssertEqual(Event<Int>.next(1).debugDescription, "next(1)")
        XCTAssertEqual(Event<Int>.completed.debugDescription, "completed")
        XCTAssertEqual(Event<Int>.error(TestError("e")).debugDescription, "error(TestError(e))")
    }

    func testEventConvertible() {
        let event: Event<Int> = .next(3)
        XCTAssertEqual(event.event, .next(3))
    }

    func testEventArrayAssertionOverload() {
        XCTAssertEqual([Event<Int>.next(1), .completed], [.next(1), .completed])
    }
}
