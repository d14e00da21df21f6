// SendableRxTest — values stamped with the virtual time they happened at.

import SendableRx

/// Virtual time in ``TestScheduler`` ticks.
public typealias TestTime = Int

/// A value recorded at a virtual time: an event an observer received, or an event a test observable sends.
///
/// `Recorded` is `Equatable` when its value is, so arrays of recorded events can be compared with
/// `XCTAssertEqual` or with Swift Testing's `#expect(observer.events == expected)`.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// The virtual time.
    public let time: TestTime

    /// The recorded value.
    public let value: Value

    /// Creates a recorded value.
    ///
    /// - Parameters:
    ///   - time: The virtual time.
    ///   - value: The value.
    @inlinable
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// `value @ time`.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {
    /// Equal when both the times and the values are.
    @inlinable
    public static func == (lhs: Recorded<Value>, rhs: Recorded<Value>) -> Bool {
        lhs.time == rhs.time && lhs.value == rhs.value
    }
}
extension Recorded: Hashable where Value: Hashable {}
extension Recorded: Sendable where Value: Sendable {}

extension Recorded {
    /// A `next` event at `time`.
    ///
    /// - Parameters:
    ///   - time: The virtual time.
    ///   - element: The element.
    /// - Returns: The recorded event.
    @inlinable
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at `time`.
    ///
    /// - Parameters:
    ///   - time: The virtual time.
    ///   - type: The element type, when it cannot be inferred.
    /// - Returns: The recorded event.
    @inlinable
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event at `time`.
    ///
    /// - Parameters:
    ///   - time: The virtual time.
    ///   - error: The error.
    ///   - type: The element type, when it cannot be inferred.
    /// - Returns: The recorded event.
    @inlinable
    public static func error<T>(_ time: TestTime, _ error: any Swift.Error, _ type: T.Type = T.self)
        -> Recorded<Event<T>> where Value == Event<T>
    {
        Recorded(time: time, value: .error(error))
    }

    /// Collects recorded events into an array.
    ///
    /// - Parameter recordedEvents: The events.
    /// - Returns: The events as an array.
    @inlinable
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }

    /// Returns the array of recorded events.
    ///
    /// - Parameter recordedEvents: The events.
    /// - Returns: The same array.
    @inlinable
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }
}
