// SendableRx — conversion between virtual and real time.

import Foundation

/// Converts between a virtual-time scheduler's time units and real time.
///
/// Unlike RxSwift, the converter and its time units are `Sendable`, because the scheduler that holds them is.
public protocol VirtualTimeConverterType: Sendable {
    /// The virtual time type.
    associatedtype VirtualTimeUnit: Sendable
    /// The virtual time interval type.
    associatedtype VirtualTimeIntervalUnit: Sendable

    /// Converts virtual time to real time.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    /// Converts real time to virtual time.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    /// Converts a virtual time interval to seconds.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    /// Converts seconds to a virtual time interval.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    /// Moves a virtual time by an interval.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    /// Orders two virtual times.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two virtual times.
public enum VirtualTimeComparison: Sendable {
    /// The left time is earlier.
    case lessThan
    /// The times are equal.
    case equal
    /// The left time is later.
    case greaterThan
}
