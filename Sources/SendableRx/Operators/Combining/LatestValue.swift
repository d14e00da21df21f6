// SendableRx — a remembered element whose storage tears down without generic metadata lookups.

/// One remembered element (the latest of a `combineLatest` source, `withLatestFrom`'s second sequence, `sample`'s
/// pending element), kept so that the owning object's deinit — which always runs unspecialised — looks up no
/// metadata.
///
/// A `Value?` field would cost a lookup of the `Optional<Value>` metadata on every teardown (a third of a
/// microsecond). Plain values of up to 16 bytes are kept in `inlineBits` instead; others in a one-element
/// allocation. The layout does not depend on `Value`. The owner calls ``release()`` from its deinit.
@usableFromInline
struct LatestValue<Value> {
    @usableFromInline var inlineBits: (UInt64, UInt64) = (0, 0)
    @usableFromInline let storage: UnsafeMutablePointer<Value>?
    @usableFromInline var hasValue = false

    /// An empty slot.
    @inlinable
    init() {
        storage = Self.storesInline ? nil : .allocate(capacity: 1)
    }

    /// A slot holding `value`, or an empty one when it is `nil`.
    @inlinable
    init(_ value: Value?) {
        self.init()
        if let value {
            store(value)
        }
    }

    /// Whether elements are kept in `inlineBits`: plain (trivially copyable) values that fit.
    @inlinable
    static var storesInline: Bool {
        _isPOD(Value.self) && MemoryLayout<Value>.size <= 16 && MemoryLayout<Value>.alignment <= 8
    }

    /// The element, if one is stored.
    @inlinable
    var value: Value? {
        guard hasValue else { return nil }
        if let storage { return storage.pointee }
        return withUnsafeBytes(of: inlineBits) { $0.load(as: Value.self) }
    }

    /// The element, which must be stored.
    @inlinable
    var stored: Value {
        if let storage { return storage.pointee }
        return withUnsafeBytes(of: inlineBits) { $0.load(as: Value.self) }
    }

    /// Keeps `value`, replacing the stored element.
    @inlinable
    mutating func store(_ value: Value) {
        if let storage {
            if hasValue {
                storage.pointee = value
            } else {
                storage.initialize(to: value)
            }
        } else {
            withUnsafeMutableBytes(of: &inlineBits) { $0.storeBytes(of: value, as: Value.self) }
        }
        hasValue = true
    }

    /// Removes and returns the stored element, if any.
    @inlinable
    mutating func take() -> Value? {
        guard hasValue else { return nil }
        hasValue = false
        if let storage { return storage.move() }
        return withUnsafeBytes(of: inlineBits) { $0.load(as: Value.self) }
    }

    /// Destroys the stored element and frees the storage; call once, from the owner's deinit.
    @inlinable
    func release() {
        if let storage {
            if hasValue {
                storage.deinitialize(count: 1)
            }
            storage.deallocate()
        }
    }
}
