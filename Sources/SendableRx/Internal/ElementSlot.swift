// SendableRx — room for one value, for operators compiled once for every element type.

/// Room for at most one value of a generic type, without `Optional`.
///
/// In code compiled once for every element type, each use of a `Value?` looks up the generic metadata of
/// `Optional<Value>`; a slot reaches its value through a pointer typed with `Value` alone, whose metadata the
/// caller already has. Its methods are always inlined: called, each would look up `ElementSlot<Value>`'s own
/// metadata. The owner calls ``destroy()`` once, in its `deinit`.
struct ElementSlot<Value> {
    private let storage: UnsafeMutablePointer<Value>
    private(set) var isFull = false

    @inline(__always)
    init() {
        storage = .allocate(capacity: 1)
    }

    /// The value; only while the slot is full.
    @inline(__always)
    var value: Value {
        storage.pointee
    }

    /// Stores `value`, replacing the one held.
    @inline(__always)
    mutating func store(_ value: Value) {
        if isFull {
            storage.pointee = value
        } else {
            storage.initialize(to: value)
            isFull = true
        }
    }

    /// Empties the slot and returns its value; only while the slot is full.
    @inline(__always)
    mutating func take() -> Value {
        isFull = false
        return storage.move()
    }

    /// Empties the slot, releasing the value held.
    @inline(__always)
    mutating func clear() {
        if isFull {
            storage.deinitialize(count: 1)
            isFull = false
        }
    }

    /// Releases the value and the storage.
    @inline(__always)
    mutating func destroy() {
        clear()
        storage.deallocate()
    }
}
