// SendableRxTest — XCTest assertions as RxTest provides them.

#if canImport(XCTest)
import SendableRx
import XCTest

/// Asserts that two arrays of events are equal; when they differ, the failure lists both and names the first
/// difference.
///
/// Errors compare by the rule of `errorsAreEqual(_:_:)`. Inside a Swift Testing test the failure is recorded as an
/// issue.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Event<Element>],
    _ rhs: [Event<Element>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if lhs == rhs { return }
    fail(mismatchDescription(lhs, rhs), file: file, line: line)
}

/// Asserts that two arrays of recorded events are equal — same times, same events; when they differ, the failure
/// draws both as marble timelines on one time axis and names the first differing event:
///
/// ```
/// Recorded events are not equal.
///        first column at tick 200, one column per 10 ticks
///   lhs: ^a-b---|
///   rhs: ^a---b-|
///   first difference, at index 1: lhs has next(2) @ 220, rhs has next(2) @ 240
/// ```
///
/// Inside a Swift Testing test the failure is recorded as an issue.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>],
    _ rhs: [Recorded<Event<Element>>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if lhs == rhs { return }
    let message = TimelineComparison.message("Recorded events are not equal.", ("lhs", lhs), ("rhs", rhs))
    fail(message, file: file, line: line)
}

/// Asserts that two arrays of subscriptions are equal; when they differ, the failure draws each subscription as a
/// timeline (`^` subscribed, `!` unsubscribed) on one time axis and names the first difference.
public func XCTAssertEqual(
    _ lhs: [Subscription],
    _ rhs: [Subscription],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if lhs == rhs { return }
    fail(TimelineComparison.message(("lhs", lhs), ("rhs", rhs)), file: file, line: line)
}

/// Asserts that two arrays of `Single` events are equal; errors compare by
/// `errorsAreEqual(_:_:)`.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>],
    _ rhs: [SingleEvent<Element>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if lhs == rhs { return }
    let index = TimelineComparison.firstDifference(lhs, rhs, by: ==)
    fail(mismatchDescription(lhs, rhs, firstDifference: index), file: file, line: line)
}

/// Asserts that two arrays of `Maybe` events are equal.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [MaybeEvent<Element>],
    _ rhs: [MaybeEvent<Element>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if lhs == rhs { return }
    fail(mismatchDescription(lhs, rhs), file: file, line: line)
}

/// Asserts that two arrays of `Completable` events are equal.
public func XCTAssertEqual(
    _ lhs: [CompletableEvent],
    _ rhs: [CompletableEvent],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if lhs == rhs { return }
    fail(mismatchDescription(lhs, rhs), file: file, line: line)
}

/// Asserts that a recorded stream consists of exactly `elements` followed by `completed`, ignoring times.
///
/// - Parameters:
///   - stream: The recorded events.
///   - elements: The expected elements, in order.
///   - file: The file to report a failure in; the caller's by default.
///   - line: The line to report a failure at; the caller's by default.
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>],
    _ elements: [Element],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let streamElements = stream.compactMap { $0.value.element }
    let completed = stream.filter { $0.value.isCompleted }
    let errors = stream.filter { $0.value.error != nil }
    if !errors.isEmpty {
        XCTFail("Stream contains an error: \(errors)", file: file, line: line)
    } else if completed.count != 1 || stream.last?.value.isCompleted != true {
        XCTFail("Stream is not completed exactly once, at its end: \(stream)", file: file, line: line)
    } else if streamElements != elements {
        fail(mismatchDescription(streamElements, elements), file: file, line: line)
    }
}

private func mismatchDescription<Value: Equatable>(_ lhs: [Value], _ rhs: [Value]) -> String {
    mismatchDescription(lhs, rhs, firstDifference: TimelineComparison.firstDifference(lhs, rhs))
}

private func mismatchDescription<Value>(_ lhs: [Value], _ rhs: [Value], firstDifference: Int) -> String {
    TimelineComparison.message("Events are not equal.", ("lhs", lhs), ("rhs", rhs), firstDifference: firstDifference)
}

/// Reports through XCTest, or as a Swift Testing issue inside a Swift Testing test.
private func fail(_ message: String, file: StaticString, line: UInt) {
    recordTestFailure(message, at: FailureLocation(fileID: "\(file)", filePath: file, line: line, column: 1))
}
#endif
