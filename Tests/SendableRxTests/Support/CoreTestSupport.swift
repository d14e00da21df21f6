// SendableRx tests — small helpers shared by the Core, Creation, Testing and Compatibility tests.

import Foundation
import SendableRx
import Synchronization

/// A plain error type used across the tests (not `Equatable`).
struct TestError: Error, CustomStringConvertible {
    let tag: String
    init(_ tag: String = "test") { self.tag = tag }
    var description: String { "TestError(\(tag))" }
}

/// An `Equatable` error type.
enum EquatableError: Error, Equatable {
    case first
    case second
}

/// A thread-safe box for recording values from `@Sendable` hooks and background threads.
final class LockedBox<Value: Sendable>: Sendable {
    private let storage: RxMutex<Value>

    init(_ value: Value) {
        storage = RxMutex(value)
    }

    var value: Value {
        storage.withLock { $0 }
    }

    func mutate(_ body: (inout Value) -> Void) {
        storage.withLock { body(&$0) }
    }
}

/// Hands a non-`Sendable` value to another thread whose access the test serializes itself.
struct UncheckedSendable<Value>: @unchecked Sendable {
    // @unchecked Sendable: each test using it lets only one thread touch the value at a time.
    let value: Value
    init(_ value: Value) { self.value = value }
}
