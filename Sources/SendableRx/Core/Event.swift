// SendableRx — the event grammar.

/// A sequence event: an element, an error, or completion.
///
/// Sequences follow the grammar `next* (error | completed)?`: any number of elements, then at most one
/// terminal event, after which nothing more is delivered.
@frozen
public enum Event<Element> {
    /// The next element.
    case next(Element)
    /// The sequence failed with an error. Terminal.
    case error(any Swift.Error)
    /// The sequence completed. Terminal.
    case completed
}

extension Event: Sendable where Element: Sendable {}

extension Event: CustomDebugStringConvertible {
    /// A description of the event: `next(value)`, `error(error)` or `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let value):
            return "next(\(value))"
        case .error(let error):
            return "error(\(error))"
        case .completed:
            return "completed"
        }
    }
}

extension Event {
    /// Whether this is a terminal event (`error` or `completed`).
    @inlinable
    public var isStopEvent: Bool {
        switch self {
        case .next: return false
        case .error, .completed: return true
        }
    }

    /// The element of a `next` event, otherwise `nil`.
    @inlinable
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event, otherwise `nil`.
    @inlinable
    public var error: (any Swift.Error)? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this is a `completed` event.
    @inlinable
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `next` event; a thrown error becomes an `error` event.
    ///
    /// - Parameter transform: The transform applied to the element.
    /// - Returns: The transformed event; terminal events pass through unchanged.
    @inlinable
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element):
                return .next(try transform(element))
            case .error(let error):
                return .error(error)
            case .completed:
                return .completed
            }
        } catch {
            return .error(error)
        }
    }
}

/// A type that can be converted to an ``Event``.
public protocol EventConvertible {
    /// The element type of the event.
    associatedtype Element

    /// The event this value stands for.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}

extension Event: Equatable where Element: Equatable {
    /// Two events are equal when they are the same case with equal payloads.
    ///
    /// Errors are compared by ``errorsAreEqual(_:_:)``: equal when both have the same dynamic type and are
    /// `==` (for `Equatable` error types), or have the same description (for the others). This makes
    /// `.error(SomeError())` comparable in tests without making every error type `Equatable`.
    @inlinable
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)):
            return left == right
        case (.error(let left), .error(let right)):
            return errorsAreEqual(left, right)
        case (.completed, .completed):
            return true
        default:
            return false
        }
    }
}

/// Whether two errors are equal by the rule SendableRx uses for events in tests.
///
/// Two errors are equal when they have the same dynamic type and either the type is `Equatable` and the
/// values are `==`, or the type is not `Equatable` and their `String(reflecting:)` descriptions match.
///
/// - Returns: `true` when the errors count as equal.
public func errorsAreEqual(_ lhs: any Swift.Error, _ rhs: any Swift.Error) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    if let equatable = (lhs as Any) as? any Equatable {
        return equalsOpened(equatable, rhs)
    }
    return String(reflecting: lhs) == String(reflecting: rhs)
}

private func equalsOpened<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? Value else { return false }
    return lhs == rhs
}
