// SendableRx — SendableRxDiff

/// A wrapper that makes any `Hashable` value identifiable by itself.
public struct IdentifiableValue<Value: Hashable>: IdentifiableType, Hashable, CustomStringConvertible,
    CustomDebugStringConvertible
{
    /// The wrapped value; it is also the identity.
    public let value: Value

    /// Wraps a value.
    ///
    /// - Parameter value: The value to wrap; it becomes the identity.
    public init(value: Value) {
        self.value = value
    }

    /// The identity of the wrapper: the wrapped value itself.
    public var identity: Value { value }

    /// A textual representation of the wrapped value.
    public var description: String { "\(value)" }

    /// A textual representation of the wrapped value, for debugging.
    public var debugDescription: String { "\(value)" }
}

extension IdentifiableValue: Sendable where Value: Sendable {}

/// Strings are identified by their own value.
extension String: IdentifiableType {
    /// The string itself.
    public var identity: String { self }
}

/// Substrings are identified by their own value.
extension Substring: IdentifiableType {
    /// The substring itself.
    public var identity: Substring { self }
}

/// Characters are identified by their own value.
extension Character: IdentifiableType {
    /// The character itself.
    public var identity: Character { self }
}

/// Booleans are identified by their own value.
extension Bool: IdentifiableType {
    /// The Boolean value itself.
    public var identity: Bool { self }
}

/// Integers are identified by their own value.
extension Int: IdentifiableType {
    /// The integer itself.
    public var identity: Int { self }
}

/// Integers are identified by their own value.
extension Int8: IdentifiableType {
    /// The integer itself.
    public var identity: Int8 { self }
}

/// Integers are identified by their own value.
extension Int16: IdentifiableType {
    /// The integer itself.
    public var identity: Int16 { self }
}

/// Integers are identified by their own value.
extension Int32: IdentifiableType {
    /// The integer itself.
    public var identity: Int32 { self }
}

/// Integers are identified by their own value.
extension Int64: IdentifiableType {
    /// The integer itself.
    public var identity: Int64 { self }
}

/// Integers are identified by their own value.
extension UInt: IdentifiableType {
    /// The integer itself.
    public var identity: UInt { self }
}

/// Integers are identified by their own value.
extension UInt8: IdentifiableType {
    /// The integer itself.
    public var identity: UInt8 { self }
}

/// Integers are identified by their own value.
extension UInt16: IdentifiableType {
    /// The integer itself.
    public var identity: UInt16 { self }
}

/// Integers are identified by their own value.
extension UInt32: IdentifiableType {
    /// The integer itself.
    public var identity: UInt32 { self }
}

/// Integers are identified by their own value.
extension UInt64: IdentifiableType {
    /// The integer itself.
    public var identity: UInt64 { self }
}

/// Floating-point numbers are identified by their own value.
extension Float: IdentifiableType {
    /// The number itself.
    public var identity: Float { self }
}

/// Floating-point numbers are identified by their own value.
extension Double: IdentifiableType {
    /// The number itself.
    public var identity: Double { self }
}
