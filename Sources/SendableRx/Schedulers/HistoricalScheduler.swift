// SendableRx — a virtual-time scheduler on real dates.

import Foundation

/// A virtual-time scheduler whose clock is a `Date`, for replaying historical data.
open class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
    /// Creates a scheduler starting at `initialClock`.
    ///
    /// - Parameter initialClock: The starting time; 1970-01-01 by default.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}

/// The converter of ``HistoricalScheduler``: virtual time is real time.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
    /// Virtual time is a `Date`.
    public typealias VirtualTimeUnit = RxTime
    /// Virtual time intervals are seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// Creates the converter.
    public init() {}

    /// Returns `virtualTime`.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime { virtualTime }
    /// Returns `time`.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit { time }
    /// Returns `virtualTimeInterval`.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        virtualTimeInterval
    }
    /// Returns `timeInterval`.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        timeInterval
    }
    /// Returns `time` moved by `offset` seconds.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time.addingTimeInterval(offset)
    }
    /// Orders two dates.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}
