// SendableRx tests — TestClock from Swift Testing: from a @MainActor test, from an async test, and parameterised over
// resolutions.

import SendableRx
import SendableRxTest
import Testing

@Suite(.serialized)
struct TestClockSwiftTestingTests {
    @MainActor
    @Test func runTaskFromAMainActorTest() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let tick = try scheduler.runTask { () async throws -> Int in
            try await Task.sleep(for: .seconds(3), clock: scheduler.clock)
            return scheduler.clock
        }
        #expect(tick == 3)
    }

    @Test func awaitingATaskAfterTheSchedulerRan() async throws {
        let scheduler = TestScheduler(initialClock: 10)
        let task = scheduler.task { () async throws -> Int in
            try await scheduler.asyncClock.sleep(for: .seconds(5))
            return scheduler.clock
        }
        scheduler.start()
        #expect(try await task.value == 15)
    }

    @Test(arguments: [(1.0, 7), (0.001, 7_000), (0.5, 14), (2.0, 4)])
    func aSleepTakesItsDurationInTicksAtEveryResolution(resolution: Double, ticks: Int) throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: resolution)
        let end = try scheduler.runTask { () async throws -> Int in
            try await Task.sleep(for: .seconds(7), clock: scheduler.clock)
            return scheduler.clock
        }
        // At 2 s per tick, 7 s ends at the first tick at or after it: 4 (8 s).
        #expect(end == ticks)
    }
}
