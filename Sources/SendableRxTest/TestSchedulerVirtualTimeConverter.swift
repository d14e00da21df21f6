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

    /// A date to ticks, rounded as RxTest rounds: `Int(x + 0.5)`; saturated to `Int.max` or `Int.min` for a date
    /// beyond them (RxTest stops the program there).
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        saturatedTicks(ticks(at: time))
    }

    /// Ticks to seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    /// Seconds to ticks, rounded as RxTest rounds: `Int(x + 0.5)`; saturated to `Int.max` or `Int.min` beyond them.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        saturatedTicks(timeInterval / resolution + 0.5)
    }

    /// `time + offset`, saturated to `Int.max` or `Int.min` instead of overflowing.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        let (sum, overflow) = time.addingReportingOverflow(offset)
        return overflow ? (offset < 0 ? .min : .max) : sum
    }

    /// Orders two tick counts.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }

    /// The ticks of `time`, before truncation.
    private func ticks(at time: RxTime) -> Double {
        time.timeIntervalSince1970 / resolution + 0.5
    }

    /// Truncates `ticks` to an `Int`, saturated to `Int.max` or `Int.min` instead of overflowing, whatever the width
    /// of `Int` (32 bits on watchOS's arm64_32).
    private func saturatedTicks(_ ticks: Double) -> Int {
        if ticks >= Self.firstTickBeyondInt { return .max }
        if ticks <= -Self.firstTickBeyondInt { return .min }
        return Int(ticks)
    }

    /// 2^(Int.bitWidth - 1): the first whole number of ticks that `Int` cannot hold (exact as a `Double`, unlike
    /// `Double(Int.max)`, which rounds up to it on 64-bit platforms).
    static var firstTickBeyondInt: Double {
        -Double(Int.min)
    }
}

extension TestSchedulerVirtualTimeConverter: VirtualTimeOrderKeyed {
    /// A tick is its own order key.
    package func orderKey(of time: Int) -> Int64 { Int64(time) }
}

extension TestSchedulerVirtualTimeConverter: VirtualTimeBounded {
    /// Whether `time` falls after tick `Int.max`: a due time there (`.seconds(Int.max)`) never comes.
    package func isBeyondLastVirtualTime(_ time: RxTime) -> Bool {
        ticks(at: time) >= Self.firstTickBeyondInt
    }
}
