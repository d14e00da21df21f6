// SendableRx tests — TestScheduler and its converter at the ends of virtual time. Ticks are `Int`s: a due time beyond
// tick Int.max (`.seconds(Int.max)`) never comes, even when the scheduler runs to the end (RxTest stops the program
// there); due times that fit keep their exact tick, also beyond 2^31 (where a 32-bit Int would end, and where the old
// clamp `1 << 61` was 0 on such a platform); tick arithmetic saturates instead of overflowing.

import Foundation
import SendableRx
import SendableRxTest
import XCTest

final class TestSchedulerExtremeTimeTests: RxTestCase {
    /// Schedules `dueTimes` from tick 200, runs the scheduler to the end, and returns the tick each action ran at
    /// (`nil` for one that never ran) and the final clock.
    private func run(
        _ dueTimes: [RxTimeInterval],
        resolution: Double = 1
    ) -> (ticks: [Int?], clock: Int) {
        let scheduler = TestScheduler(initialClock: 200, resolution: resolution)
        var ticks = [Int?](repeating: nil, count: dueTimes.count)
        for (index, dueTime) in dueTimes.enumerated() {
            _ = scheduler.scheduleRelative(index, dueTime: dueTime) { index in
                ticks[index] = scheduler.clock
                return Disposables.create()
            }
        }
        scheduler.scheduleAt(300) {}
        scheduler.start()
        return (ticks, scheduler.clock)
    }

    func testADueTimeBeyondTheLastTickNeverComesEvenWhenTheSchedulerRunsToTheEnd() {
        // 2^62 seconds fit (the 200 ticks of the start are lost to Double's precision there, as in RxTest).
        let seconds = run([.seconds(Int.max), .never, .seconds(1 << 62)])
        XCTAssertEqual(seconds.ticks, [nil, nil, 1 << 62])
        XCTAssertEqual(seconds.clock, 1 << 62)
        // With a tick of a millisecond, milliseconds(Int.max) is beyond the last tick too.
        let milliseconds = run([.milliseconds(Int.max), .microseconds(Int.max)], resolution: 0.001)
        XCTAssertEqual(milliseconds.ticks, [nil, 9_223_372_036_854_974])
        XCTAssertEqual(milliseconds.clock, 9_223_372_036_854_974)
    }

    func testHugeDueTimesThatFitRunAtTheirExactTickBeyond2To31() {
        // The ticks RxTest computes as well (Int(seconds / resolution + 0.5)), where it does not stop the program.
        let result = run([
            .milliseconds(Int.max), .nanoseconds(Int.max), .seconds(1 << 40), .seconds(3_000_000_000),
            .milliseconds(5_000_000_000),
        ])
        XCTAssertEqual(
            result.ticks, [9_223_372_036_854_976, 9_223_372_237, 1_099_511_627_976, 3_000_000_200, 5_000_200]
        )
        XCTAssertEqual(result.clock, 9_223_372_036_854_976)
    }

    func testZeroAndNegativeDueTimesRunOnTheNextTickInSchedulingOrder() {
        let result = run([.seconds(0), .nanoseconds(-1), .seconds(-5), .seconds(Int.min), .milliseconds(Int.min)])
        XCTAssertEqual(result.ticks, [201, 201, 201, 201, 201])
        XCTAssertEqual(result.clock, 300)
    }

    func testTheConverterSaturatesAtTheEndsOfInt() {
        let converter = TestSchedulerVirtualTimeConverter(resolution: 1)
        XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 3e9)), 3_000_000_000)
        XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 0x1p62)), 1 << 62)
        XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 1e30)), Int.max)
        XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: -1e30)), Int.min)
        XCTAssertEqual(converter.convertToVirtualTime(.distantFuture), 64_092_211_200)
        XCTAssertEqual(converter.convertToVirtualTime(.distantPast), -62_135_769_599, "truncated, as RxTest does")
        XCTAssertEqual(converter.convertToVirtualTimeInterval(1e300), Int.max)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(-1e300), Int.min)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(4e9), 4_000_000_000)
        XCTAssertEqual(converter.offsetVirtualTime(Int.max - 1, offset: 5), Int.max)
        XCTAssertEqual(converter.offsetVirtualTime(Int.min + 1, offset: -5), Int.min)
        XCTAssertEqual(converter.offsetVirtualTime(1 << 40, offset: 1 << 40), 1 << 41)
        XCTAssertEqual(converter.orderKey(of: 1 << 40), Int64(1) << 40)
        XCTAssertEqual(converter.orderKey(of: Int.min), Int64(Int.min))
        XCTAssertTrue(converter.isBeyondLastVirtualTime(Date(timeIntervalSince1970: 0x1p63)))
        XCTAssertFalse(converter.isBeyondLastVirtualTime(Date(timeIntervalSince1970: 0x1p62)))
        XCTAssertFalse(converter.isBeyondLastVirtualTime(.distantPast))
        let fine = TestSchedulerVirtualTimeConverter(resolution: 1e-9)
        XCTAssertEqual(fine.convertToVirtualTime(Date(timeIntervalSince1970: 5)), 5_000_000_000)
        XCTAssertTrue(fine.isBeyondLastVirtualTime(Date(timeIntervalSince1970: 1e10)))
    }

    func testTheLastTickIsUsableToo() {
        let scheduler = TestScheduler(initialClock: 5)
        var log: [String] = []
        scheduler.scheduleAt(Int.max) {
            log.append("at \(scheduler.clock)")
            // Scheduled "now" at the last tick: one tick later does not exist, so it runs at the last tick.
            _ = scheduler.schedule(()) { _ in
                log.append("now at \(scheduler.clock)")
                return Disposables.create()
            }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
                log.append("a second later")
                return Disposables.create()
            }
        }
        // A virtual interval past the last tick saturates to it.
        _ = scheduler.scheduleRelativeVirtual((), dueTime: Int.max) { _ in
            log.append("relative virtual at \(scheduler.clock)")
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log, ["at \(Int.max)", "relative virtual at \(Int.max)", "now at \(Int.max)"])
        XCTAssertEqual(scheduler.clock, Int.max)
    }

    func testSleepAndAdvanceToSaturateAtTheLastTick() {
        let scheduler = TestScheduler(initialClock: 1_000)
        scheduler.sleep(1 << 40)
        XCTAssertEqual(scheduler.clock, 1_000 + 1 << 40)
        scheduler.sleep(Int.max)
        XCTAssertEqual(scheduler.clock, Int.max)
        let other = TestScheduler(initialClock: 0)
        other.advanceTo(Int.max)
        XCTAssertEqual(other.clock, Int.max)
        let res = other.start(created: Int.max, subscribed: Int.max, disposed: Int.max) { Observable.just(1) }
        XCTAssertEqual(res.events, [.next(Int.max, 1), .completed(Int.max)])
    }

    func testAColdEventPastTheLastTickArrivesAtTheLastTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(Int.max - 100, 2), .completed(Int.max)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) { subscription = xs.subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .next(Int.max, 2), .completed(Int.max)])
        XCTAssertEqual(scheduler.clock, Int.max)
        subscription?.dispose()
    }
}
