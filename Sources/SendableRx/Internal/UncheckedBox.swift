// SendableRx — the one audited escape hatch for moving non-Sendable values between isolation regions.

/// Carries a non-`Sendable` value across a boundary the compiler cannot see through.
///
/// Every use site names the invariant that makes the transfer safe (typically: the value is handed over,
/// not shared, and used by one thread at a time under the Rx serialization contract).
@usableFromInline
// @unchecked Sendable: the box adds no sharing of its own; each use site documents why its value is safe to move.
struct UncheckedBox<Value>: @unchecked Sendable {
    @usableFromInline var value: Value

    @inlinable
    init(_ value: Value) { self.value = value }
}
