// SendableRx — functions that operators pass as closures.

// In code compiled once for every element type, a closure literal written in an `ObservableType` extension that
// uses `Element` looks up the associated type `Self.Element` at every call. These functions are generic over the
// element type itself: a reference to one captures its metadata once, when the operator is built.

/// Returns its argument.
func identity<Value>(_ value: Value) -> Value {
    value
}

/// Whether two values are equal.
func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
    lhs == rhs
}

/// A function that reads `keyPath` of its argument.
func reading<Root, Property>(_ keyPath: KeyPath<Root, Property>) -> (Root) -> Property {
    { $0[keyPath: keyPath] }
}
