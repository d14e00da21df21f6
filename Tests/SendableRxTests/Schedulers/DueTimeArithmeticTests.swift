// SendableRx tests — the due-time arithmetic the real-time schedulers share (SchedulerType.swift): a time span in
// nanoseconds, computed in Int64 whatever the width of Int and saturated instead of overflowing, and the longest wait
// a real-time scheduler counts down (2^62 ns); anything longer never comes.

import Dispatch
import SendableRx
import XCTest

final class DueTimeArithmeticTests: RxTestCase {
    func testSaturatingNanosecondsIsExactWithinInt64() {
        XCTAssertEqual(RxTimeInterval.seconds(1).saturatingNanoseconds, 1_000_000_000)
        XCTAssertEqual(RxTimeInterval.milliseconds(-250).saturatingNanoseconds, -250_000_000)
        XCTAssertEqual(RxTimeInterval.microseconds(3).saturatingNanoseconds, 3_000, "no rounding through Double")
        XCTAssertEqual(RxTimeInterval.nanoseconds(0).saturatingNanoseconds, 0)
        // Beyond what a 32-bit Int counts, in nanoseconds and in seconds.
        XCTAssertEqual(RxTimeInterval.nanoseconds(3_000_000_000).saturatingNanoseconds, 3_000_000_000)
        XCTAssertEqual(RxTimeInterval.seconds(5_000_000_000).saturatingNanoseconds, 5_000_000_000_000_000_000)
        XCTAssertEqual(RxTimeInterval.seconds(9_223_372_036).saturatingNanoseconds, 9_223_372_036_000_000_000)
        XCTAssertEqual(RxTimeInterval.nanoseconds(Int.max).saturatingNanoseconds, Int64.max)
        XCTAssertEqual(RxTimeInterval.nanoseconds(Int.min).saturatingNanoseconds, Int64.min)
    }

    func testSaturatingNanosecondsSaturatesInsteadOfOverflowing() {
        XCTAssertEqual(RxTimeInterval.seconds(Int.max).saturatingNanoseconds, Int64.max)
        XCTAssertEqual(RxTimeInterval.milliseconds(Int.max).saturatingNanoseconds, Int64.max)
        XCTAssertEqual(RxTimeInterval.microseconds(Int.max).saturatingNanoseconds, Int64.max)
        XCTAssertEqual(RxTimeInterval.seconds(9_223_372_037).saturatingNanoseconds, Int64.max, "just past Int64.max ns")
        XCTAssertEqual(RxTimeInterval.seconds(Int.min).saturatingNanoseconds, Int64.min)
        XCTAssertEqual(RxTimeInterval.milliseconds(Int.min).saturatingNanoseconds, Int64.min)
        XCTAssertEqual(RxTimeInterval.never.saturatingNanoseconds, Int64.max)
    }

    func testARealTimeWaitOf2To62NanosecondsOrMoreNeverComes() {
        XCTAssertEqual(RxTimeInterval.longestRealTimeWait, 4_611_686_018_427_387_904)
        XCTAssertEqual(RxTimeInterval.seconds(2).realTimeWait, 2_000_000_000)
        XCTAssertEqual(RxTimeInterval.seconds(0).realTimeWait, 0)
        XCTAssertEqual(RxTimeInterval.seconds(-5).realTimeWait, -5_000_000_000, "due now: not 'never'")
        XCTAssertEqual(RxTimeInterval.seconds(Int.min).realTimeWait, Int64.min, "due now: not 'never'")
        // 146 years less a nanosecond is still counted down; 2^62 ns and more are not.
        XCTAssertEqual(
            RxTimeInterval.nanoseconds(Int(RxTimeInterval.longestRealTimeWait) - 1).realTimeWait,
            RxTimeInterval.longestRealTimeWait - 1
        )
        XCTAssertNil(RxTimeInterval.nanoseconds(Int(RxTimeInterval.longestRealTimeWait)).realTimeWait)
        let nevers: [RxTimeInterval] = [.never, .seconds(Int.max), .milliseconds(Int.max), .microseconds(Int.max), .nanoseconds(Int.max)]
        for never in nevers {
            XCTAssertNil(never.realTimeWait, "\(never)")
        }
    }
}
