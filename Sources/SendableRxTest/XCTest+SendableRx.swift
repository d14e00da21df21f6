// SendableRxTest — XCTest assertions as RxTest provides them.

#if canImport(XCTest)
import SendableRx
import XCTest

/// Asserts that two arrays of events are equal, printing both in full when they differ.
///
/// Errors compare by the rule of `errorsAreEqual(_:_:)`.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Event<Element>],
    _ rhs: [Event<Element>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if lhs == rhs { return }
    XCTFail(mismatchDescription(lhs, rhs), file: file, line: line)
}

/// Asserts that two arrays of recorded events are equal — same times, same events — printing both in full
/// when they differ.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>],
    _ rhs: [Recorded<Event<Element>>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if lhs == rhs { return }
    XCTFail(mismatchDescription(lhs, rhs), file: file, line: line)
}

/// Asserts that two arrays of subscriptions are equal, printing both in full when they differ.
public func XCTAssertEqual(
    _ lhs: [Subscription],
    _ rhs: [Subscription],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if lhs == rhs { return }
    XCTFail(mismatchDescription(lhs, rhs), file: file, line: line)
}

/// Asserts that two arrays of `Single` events are equal; errors compare by
/// `errorsAreEqual(_:_:)`.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>],
    _ rhs: [SingleEvent<Element>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let equal = lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { left, right in
        switch (left, right) {
        case (.success(let l), .success(let r)): return l == r
        case (.failure(let l), .failure(let r)): return errorsAreEqual(l, r)
        default: return false
        }
    }
    if equal { return }
    XCTFail(mismatchDescription(lhs, rhs), file: file, line: line)
}

/// Asserts that two arrays of `Maybe` events are equal.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [MaybeEvent<Element>],
    _ rhs: [MaybeEvent<Element>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if lhs == rhs { return }
    XCTFail(mismatchDescription(lhs, rhs), file: file, line: line)
}

/// Asserts that two arrays of `Completable` events are equal.
public func XCTAssertEqual(
    _ lhs: [CompletableEvent],
    _ rhs: [CompletableEvent],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if lhs == rhs { return }
    XCTFail(mismatchDescription(lhs, rhs), file: file, line: line)
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
        XCTFail(mismatchDescription(streamElements, elements), file: file, line: line)
    }
}

private func mismatchDescription<Value>(_ lhs: [Value], _ rhs: [Value]) -> String {
    func render(_ values: [Value]) -> String {
        values.map { "    \(String(reflecting: $0))" }.joined(separator: "\n")
    }
    return "Events are not equal.\nlhs:\n\(render(lhs))\nrhs:\n\(render(rhs))"
}
#endif
