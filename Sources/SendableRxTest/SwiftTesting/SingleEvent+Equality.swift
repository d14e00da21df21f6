// SendableRxTest — `Single` events compared with `==`, so that `#expect` takes them.

import SendableRx

/// Whether two `Single` events are equal: two successes with equal elements, or two failures whose errors are equal
/// by the rule of `errorsAreEqual(_:_:)`.
///
/// `SingleEvent` is `Result<Element, any Error>`, which is not `Equatable`; this operator (and the one for arrays) lets
/// Swift Testing compare recordings of a `Single`: `#expect(events == [.success(1)])`.
///
/// - Parameters:
///   - lhs: An event.
///   - rhs: Another event.
/// - Returns: Whether they are equal.
public func == <Element: Equatable>(lhs: SingleEvent<Element>, rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): return left == right
    case (.failure(let left), .failure(let right)): return errorsAreEqual(left, right)
    default: return false
    }
}

/// Whether two `Single` events differ; the negation of ``==(_:_:)-(SingleEvent<Element>,SingleEvent<Element>)``.
///
/// - Parameters:
///   - lhs: An event.
///   - rhs: Another event.
/// - Returns: Whether they differ.
public func != <Element: Equatable>(lhs: SingleEvent<Element>, rhs: SingleEvent<Element>) -> Bool {
    !(lhs == rhs)
}

/// Whether two arrays of `Single` events are equal, element by element.
///
/// - Parameters:
///   - lhs: Events.
///   - rhs: Other events.
/// - Returns: Whether they have the same count and equal events in the same order.
public func == <Element: Equatable>(lhs: [SingleEvent<Element>], rhs: [SingleEvent<Element>]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 }
}

/// Whether two arrays of `Single` events differ.
///
/// - Parameters:
///   - lhs: Events.
///   - rhs: Other events.
/// - Returns: Whether they differ.
public func != <Element: Equatable>(lhs: [SingleEvent<Element>], rhs: [SingleEvent<Element>]) -> Bool {
    !(lhs == rhs)
}
