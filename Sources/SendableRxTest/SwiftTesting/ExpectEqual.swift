// SendableRxTest — Swift Testing comparisons whose failures draw the timelines.

#if canImport(Testing)
import SendableRx
import Testing

/// Expects recorded events to equal the expected ones; on a difference, records one issue that draws both as marble
/// timelines on one time axis and names the first differing event.
///
/// `#expect(res.events == expected)` works too, and prints both arrays; this reads better for timelines:
///
/// ```
/// Recorded events are not equal.
///             first column at tick 210, one column per 10 ticks
///   expected: a-b---|
///   actual:   a---b-|
///   first difference, at index 1: expected has next(2) @ 230, actual has next(2) @ 250
/// ```
///
/// - Parameters:
///   - actual: The recorded events.
///   - expected: The expected events, for example from
///     ``TestScheduler/events(_:values:errors:offset:fileID:filePath:line:column:)``.
///   - comment: A comment to add to the issue.
///   - sourceLocation: Where to record the issue; the caller's by default.
/// - Returns: Whether they are equal.
@discardableResult
public func expectEqual<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>],
    _ expected: [Recorded<Event<Element>>],
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    if actual == expected { return true }
    let message = TimelineComparison.message(
        "Recorded events are not equal.", ("expected", expected), ("actual", actual))
    Issue.record(issueComment(message, comment), sourceLocation: sourceLocation)
    return false
}

/// Expects subscriptions to equal the expected ones; on a difference, records an issue that draws every
/// subscription (`^` subscribed, `!` unsubscribed) on one time axis and names the first difference.
///
/// - Parameters:
///   - actual: The recorded subscriptions, such as `xs.subscriptions`.
///   - expected: The expected subscriptions, for example from
///     ``TestScheduler/subscriptions(_:offset:fileID:filePath:line:column:)``.
///   - comment: A comment to add to the issue.
///   - sourceLocation: Where to record the issue; the caller's by default.
/// - Returns: Whether they are equal.
@discardableResult
public func expectEqual(
    _ actual: [Subscription],
    _ expected: [Subscription],
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    if actual == expected { return true }
    let message = TimelineComparison.message(("expected", expected), ("actual", actual))
    Issue.record(issueComment(message, comment), sourceLocation: sourceLocation)
    return false
}

/// Expects events (without times) to equal the expected ones; on a difference, records an issue that lists both
/// and names the first difference.
///
/// - Parameters:
///   - actual: The events.
///   - expected: The expected events.
///   - comment: A comment to add to the issue.
///   - sourceLocation: Where to record the issue; the caller's by default.
/// - Returns: Whether they are equal.
@discardableResult
public func expectEqual<Element: Equatable>(
    _ actual: [Event<Element>],
    _ expected: [Event<Element>],
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    if actual == expected { return true }
    record(expected, actual, TimelineComparison.firstDifference(expected, actual), comment, sourceLocation)
    return false
}

/// Expects `Single` events to equal the expected ones (errors compare by `errorsAreEqual(_:_:)`); on a difference,
/// records an issue that lists both and names the first difference.
///
/// - Parameters:
///   - actual: The events.
///   - expected: The expected events.
///   - comment: A comment to add to the issue.
///   - sourceLocation: Where to record the issue; the caller's by default.
/// - Returns: Whether they are equal.
@discardableResult
public func expectEqual<Element: Equatable>(
    _ actual: [SingleEvent<Element>],
    _ expected: [SingleEvent<Element>],
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    if actual == expected { return true }
    record(expected, actual, TimelineComparison.firstDifference(actual, expected, by: ==), comment, sourceLocation)
    return false
}

/// Expects `Maybe` events to equal the expected ones; on a difference, records an issue that lists both and names
/// the first difference.
///
/// - Parameters:
///   - actual: The events.
///   - expected: The expected events.
///   - comment: A comment to add to the issue.
///   - sourceLocation: Where to record the issue; the caller's by default.
/// - Returns: Whether they are equal.
@discardableResult
public func expectEqual<Element: Equatable>(
    _ actual: [MaybeEvent<Element>],
    _ expected: [MaybeEvent<Element>],
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    if actual == expected { return true }
    record(expected, actual, TimelineComparison.firstDifference(expected, actual), comment, sourceLocation)
    return false
}

/// Expects `Completable` events to equal the expected ones; on a difference, records an issue that lists both and
/// names the first difference.
///
/// - Parameters:
///   - actual: The events.
///   - expected: The expected events.
///   - comment: A comment to add to the issue.
///   - sourceLocation: Where to record the issue; the caller's by default.
/// - Returns: Whether they are equal.
@discardableResult
public func expectEqual(
    _ actual: [CompletableEvent],
    _ expected: [CompletableEvent],
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    if actual == expected { return true }
    record(expected, actual, TimelineComparison.firstDifference(expected, actual), comment, sourceLocation)
    return false
}

private func record<Value>(
    _ expected: [Value],
    _ actual: [Value],
    _ index: Int,
    _ comment: Comment?,
    _ sourceLocation: SourceLocation
) {
    let message = TimelineComparison.message(
        "Events are not equal.", ("expected", expected), ("actual", actual), firstDifference: index)
    Issue.record(issueComment(message, comment), sourceLocation: sourceLocation)
}

private func issueComment(_ message: String, _ comment: Comment?) -> Comment {
    Comment(rawValue: comment.map { "\($0.rawValue)\n\(message)" } ?? message)
}
#endif
