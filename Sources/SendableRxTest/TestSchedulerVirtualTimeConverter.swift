// SendableRxTest — the time converter of TestScheduler.

import Foundation
import SendableRx

/// Converts ``TestScheduler`` ticks to real time: one tick is `resolution` seconds.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
    /// Virtual time is a tick count.
    public typealias VirtualTimeUnit = Int
    /// Virtual time intervals are tick counts.
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    /// Creates a converter.
    ///
    /// - Parameter resolution: Seconds per tick.
    public init(resolution: Double) {
        self.resolution = resolution
    }

    /// Ticks to a date after 1970.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
    }

    /// A date to ticks, rounded as RxTest rounds: `Int(x + 0.5)`.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        clampedTicks(time.timeIntervalSince1970 / resolution + 0.5)
    }

    /// Ticks to seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    /// Seconds to ticks, rounded as RxTest rounds: `Int(x + 0.5)`.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        clampedTicks(timeInterval / resolution + 0.5)
    }

    /// `time + offset`.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time + offset
    }

    /// Orders two tick counts.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }

    /// Truncates `ticks` to an `Int`, clamped to ±2^61 so that a huge time span (`.seconds(Int.max)`) means "never
    /// within a test" instead of overflowing, and adding a clock value to it cannot overflow either.
    private func clampedTicks(_ ticks: Double) -> Int {
        let limit = Double(1 << 61)
        if ticks >= limit { return 1 << 61 }
        if ticks <= -limit { return -(1 << 61) }
        return Int(ticks)
    }
}

extension TestSchedulerVirtualTimeConverter: VirtualTimeOrderKeyed {
    /// A tick is its own order key.
    package func orderKey(of time: Int) -> Int { time }
}
