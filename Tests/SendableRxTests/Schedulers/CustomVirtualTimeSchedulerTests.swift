// SendableRx tests — a user-defined VirtualTimeScheduler subclass with its own VirtualTimeConverterType, written
// the way RxSwift users write them (plus the `@unchecked Sendable` restatement Swift 6 asks for).

import Foundation
import SendableRx
import XCTest

/// Virtual time in whole milliseconds since 1970.
struct MillisecondTimeConverter: VirtualTimeConverterType {
    typealias VirtualTimeUnit = Int
    typealias VirtualTimeIntervalUnit = Int

    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) / 1_000)
    }

    func convertToVirtualTime(_ time: RxTime) -> Int {
        Int((time.timeIntervalSince1970 * 1_000).rounded())
    }

    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        TimeInterval(virtualTimeInterval) / 1_000
    }

    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        Int((timeInterval * 1_000).rounded())
    }

    func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        time + offset
    }

    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}

/// A millisecond scheduler whose timer only fires on multiples of `quantum` ms: relative schedules are rounded up.
// @unchecked Sendable: restated from VirtualTimeScheduler (Swift 6 requires the restatement on a subclass); this
// subclass adds only the immutable `quantum`.
class QuantizedMillisecondScheduler: VirtualTimeScheduler<MillisecondTimeConverter>, @unchecked Sendable {
    let quantum: Int

    init(initialClock: Int = 0, quantum: Int) {
        self.quantum = quantum
        super.init(initialClock: initialClock, converter: MillisecondTimeConverter())
    }

    override func adjustScheduledTime(_ time: Int) -> Int {
        (time + quantum - 1) / quantum * quantum
    }
}

/// A further subclass, to show that the hierarchy stays open.
// @unchecked Sendable: restated from QuantizedMillisecondScheduler; adds no state.
final class TenMillisecondScheduler: QuantizedMillisecondScheduler, @unchecked Sendable {
    init() {
        super.init(quantum: 10)
    }
}

final class CustomVirtualTimeSchedulerTests: RxTestCase {
    func testClockAndNowUseTheCustomConverter() {
        let scheduler = QuantizedMillisecondScheduler(initialClock: 1_500, quantum: 10)
        XCTAssertEqual(scheduler.clock, 1_500)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 1.5))
    }

    func testAdjustScheduledTimeOverrideQuantizesRelativeSchedules() {
        let scheduler = TenMillisecondScheduler()
        var ranAt: [Int] = []
        for delay in [3, 10, 11, 0] {
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(delay)) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [0, 10, 10, 20])
    }

    func testVirtualSchedulingBypassesTheAdjustment() {
        let scheduler = TenMillisecondScheduler()
        var ranAt: [Int] = []
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 7) { _ in
            ranAt.append(scheduler.clock)
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 13) { _ in
            ranAt.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [7, 13])
    }

    func testAdvanceToAndSleepUseVirtualUnits() {
        let scheduler = QuantizedMillisecondScheduler(quantum: 1)
        var ranAt: [Int] = []
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(40)) { _ in
            ranAt.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.sleep(25)
        XCTAssertEqual(scheduler.clock, 25)
        scheduler.advanceTo(39)
        XCTAssertEqual(ranAt, [])
        scheduler.advanceTo(40)
        XCTAssertEqual(ranAt, [40])
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 0.04))
    }

    func testIntervalRunsOnTheCustomScheduler() {
        let scheduler = TenMillisecondScheduler()
        var received: [String] = []
        let subscription = Observable<Int>.interval(.milliseconds(25), scheduler: scheduler)
            .subscribe(onNext: { received.append("\($0)@\(scheduler.clock)") })
        scheduler.advanceTo(100)
        subscription.dispose()
        scheduler.start()
        XCTAssertEqual(received, ["0@30", "1@60", "2@90"])
    }

    func testTheSubclassCanBeSharedWithAnotherThread() {
        let scheduler = TenMillisecondScheduler()
        let log = EventLog<Int>()
        runOnNewThread {
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
                log.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(log.values, [20])
    }

    func testTheQueueFollowsTheConvertersOwnOrder() {
        // A converter whose later times count down: the scheduler must order by `compareVirtualTime`, not by the
        // integers themselves.
        let scheduler = VirtualTimeScheduler(initialClock: 1_000, converter: CountdownTimeConverter())
        var ran: [Int] = []
        for time in [900, 950, 800, 950, 999] {
            _ = scheduler.scheduleAbsoluteVirtual(time, time: time) { time in
                ran.append(time)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ran, [999, 950, 950, 900, 800])
        XCTAssertEqual(scheduler.clock, 800)
    }
}

/// Virtual time as seconds left on a countdown: a smaller number is a later time.
struct CountdownTimeConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: TimeInterval(-virtualTime)) }
    func convertToVirtualTime(_ time: RxTime) -> Int { -Int(time.timeIntervalSince1970) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { TimeInterval(virtualTimeInterval) }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval) }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time - offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs > rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}

