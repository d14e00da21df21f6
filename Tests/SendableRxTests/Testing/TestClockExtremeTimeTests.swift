// SendableRx tests — TestClock at the ends of virtual time. Its instant-to-tick conversion clamped at `1 << 61`, which
// is 0 where Int has 32 bits (so every sleep there ended at tick 0); it now saturates at Int.max and Int.min whatever
// the width. A sleep past the last tick never ends but by cancellation, as a sleep that long on a real clock (where
// `.seconds(Int64.max)` stops the program); instants of ticks near Int.max no longer overflow Duration.

import SendableRx
import SendableRxTest
import Synchronization
import XCTest

private final class Log: Sendable {
    private let lines = Mutex<[String]>([])

    func callAsFunction(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    var all: [String] {
        lines.withLock { $0 }
    }
}

final class TestClockExtremeTimeTests: RxTestCase {
    func testTicksOfInstantsBeyond2To31AreExactAndSaturateAtTheEndsOfInt() {
        let clock = TestScheduler(initialClock: 0).asyncClock
        XCTAssertEqual(clock.tick(of: .init(offset: .seconds(3_000_000_000))), 3_000_000_000)
        XCTAssertEqual(clock.tick(of: .init(offset: .seconds(1 << 40) + .milliseconds(1))), (1 << 40) + 1)
        XCTAssertEqual(clock.tick(of: .init(offset: .seconds(-3_000_000_000))), -3_000_000_000)
        XCTAssertEqual(clock.tick(of: .init(offset: .seconds(1 << 61) * 2)), 1 << 62, "no longer clamped at 2^61")
        XCTAssertEqual(clock.tick(of: .init(offset: .seconds(Int64.max))), Int.max)
        XCTAssertEqual(clock.tick(of: .init(offset: .seconds(1e20))), Int.max)
        XCTAssertEqual(clock.tick(of: .init(offset: .seconds(-1e20))), Int.min)
        let fine = TestScheduler(initialClock: 0, resolution: 1e-9).asyncClock
        XCTAssertEqual(fine.tick(of: .init(offset: .seconds(5))), 5_000_000_000)
        XCTAssertEqual(fine.tick(of: .init(offset: .seconds(10_000_000_000))), Int.max)
    }

    func testInstantsOfTheLastTicksDoNotOverflow() {
        XCTAssertEqual(TestScheduler(initialClock: 0).asyncClock.instant(at: Int.max).offset, .seconds(Int.max))
        XCTAssertEqual(TestScheduler(initialClock: 0).asyncClock.instant(at: 1 << 40).offset, .seconds(1 << 40))
        // With minute-long ticks, tick Int.max is 5.5e20 s: more than Duration holds, so it saturates at 1e20 s.
        let minutes = TestScheduler(initialClock: 0, resolution: 60)
        minutes.advanceTo(Int.max)
        XCTAssertEqual(minutes.asyncClock.now.offset, .seconds(1e20))
        XCTAssertEqual(minutes.asyncClock.instant(at: Int.min).offset, .seconds(-1e20))
        XCTAssertEqual(minutes.asyncClock.instant(at: 1 << 40).offset, .seconds(60 << 40))
        XCTAssertEqual(minutes.asyncClock.now.advanced(by: .seconds(Int64.max)).offset, .seconds(1e20) + .seconds(Int64.max))
    }

    func testASleepBeyond2To31TicksEndsAtItsExactTick() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let tick = try scheduler.runTask { () async throws -> Int in
            try await Task.sleep(for: .seconds(1 << 40), clock: scheduler.clock)
            try await Task.sleep(for: .seconds(3_000_000_000), clock: scheduler.clock)
            return scheduler.clock
        }
        XCTAssertEqual(tick, (1 << 40) + 3_000_000_000)
    }

    func testASleepPastTheLastTickEndsOnlyByCancellation() {
        // From tick 100, Int64.max seconds end 100 ticks after the last one.
        let scheduler = TestScheduler(initialClock: 100)
        let log = Log()
        let task = scheduler.task {
            do {
                try await Task.sleep(for: .seconds(Int64.max), clock: scheduler.clock)
                log("woke at \(scheduler.clock)")
            } catch is CancellationError {
                log("cancelled at \(scheduler.clock)")
            }
        }
        scheduler.scheduleAt(500) { log("rx at 500") }
        scheduler.start()
        XCTAssertEqual(log.all, ["rx at 500"], "the scheduler ran out of actions with the task still asleep")
        XCTAssertEqual(scheduler.clock, 500)
        task.cancel()
        scheduler.start()
        XCTAssertEqual(log.all, ["rx at 500", "cancelled at 500"])
    }

    func testASleepUntilAHugeTickThatFitsEndsThere() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let clock = scheduler.asyncClock
        _ = scheduler.task {
            try await clock.sleep(until: clock.instant(at: 1 << 62))
            log("woke at \(scheduler.clock)")
        }
        scheduler.start()
        XCTAssertEqual(log.all, ["woke at \(1 << 62)"])
    }
}
