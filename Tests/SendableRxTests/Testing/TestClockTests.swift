// SendableRx tests — TestClock and TestSchedulerExecutor: async code on the virtual timeline of a TestScheduler,
// deterministic sleeps, deadline order, cancellation, and the two meanings of `scheduler.clock`.

import SendableRx
import SendableRxTest
import Synchronization
import XCTest

/// A log that tasks and the scheduler thread append to.
private final class Log: Sendable {
    private let lines = Mutex<[String]>([])

    func callAsFunction(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    var all: [String] {
        lines.withLock { $0 }
    }
}

private func takesInt(_ value: Int) -> Int { value }
private func typeName(_ value: Any) -> String { "\(type(of: value))" }
private func sleepFor<C: Clock>(_ duration: C.Duration, on clock: C) async throws {
    try await clock.sleep(for: duration)
}

final class TestClockTests: RxTestCase {
    func testClockIsStillTheIntTickWhereverNoClockIsNeeded() {
        let scheduler = TestScheduler(initialClock: 7)
        let tick = scheduler.clock
        let typed: Int = scheduler.clock
        XCTAssertEqual(tick, 7)
        XCTAssertEqual(typed, 7)
        XCTAssertEqual(scheduler.clock + 10, 17)
        XCTAssertEqual("\(scheduler.clock)", "7")
        XCTAssertEqual(takesInt(scheduler.clock), 7)
        XCTAssertEqual(typeName(scheduler.clock), "Int")
        XCTAssertEqual(Subscription(scheduler.clock), Subscription(7))
        _ = scheduler.clock
        print("clock", scheduler.clock)
        XCTAssertEqual([scheduler.clock], [7])
        XCTAssertEqual(Optional(scheduler.clock), 7)
        XCTAssertEqual(String(scheduler.clock), "7")
        XCTAssertEqual(Double(scheduler.clock), 7)
        XCTAssertTrue(scheduler.clock == 7)
        XCTAssertTrue(scheduler.clock > 5)
        XCTAssertEqual(max(scheduler.clock, 3), 7)
        XCTAssertEqual((scheduler.clock...10).count, 4)
        XCTAssertEqual(scheduler.clock.description, "7")
        let tuple = (scheduler.clock, 1)
        XCTAssertEqual(tuple.0, 7)
        var stored = 0
        stored = scheduler.clock
        XCTAssertEqual(stored, 7)
        XCTAssertEqual(scheduler.asyncClock.now, scheduler.asyncClock.instant(at: 7))
    }

    func testClockIsTheSwiftClockWhereAClockIsNeeded() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let finished = try scheduler.runTask {
            try await Task.sleep(for: .seconds(5), clock: scheduler.clock)
            log("slept to \(scheduler.clock)")
            try await scheduler.clock.sleep(until: scheduler.asyncClock.now.advanced(by: .seconds(3)))
            log("slept to \(scheduler.clock)")
            try await sleepFor(.seconds(2), on: scheduler.asyncClock)
            return scheduler.clock
        }
        XCTAssertEqual(finished, 10)
        XCTAssertEqual(log.all, ["slept to 5", "slept to 8"])
        XCTAssertEqual(scheduler.clock, 10)
    }

    func testInstantsDurationsAndResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let clock = scheduler.asyncClock
        XCTAssertEqual(clock.minimumResolution, .milliseconds(1))
        XCTAssertEqual(clock.instant(at: 1_500).offset, .milliseconds(1_500))
        XCTAssertEqual(clock.tick(of: clock.instant(at: 42)), 42)
        XCTAssertEqual(clock.tick(of: TestClock.Instant(offset: .microseconds(1_500))), 2, "between ticks: rounded up")
        XCTAssertEqual(clock.now.duration(to: clock.instant(at: 250)), .milliseconds(250))
        XCTAssertLessThan(clock.instant(at: 1), clock.instant(at: 2))
        XCTAssertEqual(TestClock(scheduler: scheduler).now, clock.now)
        XCTAssertEqual(TestScheduler(initialClock: 0).asyncClock.minimumResolution, .seconds(1))
    }

    func testSleepsEndInDeadlineOrderInterleavedWithRxActions() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        for (name, seconds) in [("c", 30), ("a", 10), ("b", 20), ("a2", 10)] {
            scheduler.task {
                try await Task.sleep(for: .seconds(seconds), clock: scheduler.clock)
                log("\(name) at \(scheduler.clock)")
            }
        }
        scheduler.scheduleAt(15) { log("rx at \(scheduler.clock)") }
        scheduler.scheduleAt(20) { log("rx at \(scheduler.clock)") }
        scheduler.start()
        // At one tick, actions run in the order they were scheduled: the tasks began (and scheduled their wake-ups)
        // only when the scheduler started, after the scheduleAt actions were scheduled.
        XCTAssertEqual(log.all, ["a at 10", "a2 at 10", "rx at 15", "rx at 20", "b at 20", "c at 30"])
    }

    func testAdvanceToRunsWokenTasksToTheirNextSuspensionBeforeMovingOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        scheduler.task {
            for step in 1...3 {
                try await Task.sleep(for: .seconds(10), clock: scheduler.clock)
                log("step \(step) at \(scheduler.clock)")
            }
        }
        scheduler.advanceTo(0)
        XCTAssertEqual(log.all, [])
        scheduler.advanceTo(10)
        XCTAssertEqual(log.all, ["step 1 at 10"])
        scheduler.advanceTo(25)
        XCTAssertEqual(log.all, ["step 1 at 10", "step 2 at 20"])
        scheduler.advanceTo(30)
        XCTAssertEqual(log.all, ["step 1 at 10", "step 2 at 20", "step 3 at 30"])
    }

    func testAsyncCodeFeedsAnRxPipelineOnTheSameTimeline() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let res = scheduler.createObserver(Int.self)
        let subscription = subject.debounce(.seconds(5), scheduler: scheduler).subscribe(res)
        scheduler.task {
            for value in [1, 2, 3] {
                subject.onNext(value)
                try await Task.sleep(for: .seconds(value == 2 ? 10 : 2), clock: scheduler.clock)
            }
            subject.onCompleted()
        }
        scheduler.start()
        // 1 at 0 and 2 at 2 (debounced: 2 at 7), 3 at 12, completion at 14 (which flushes 3).
        XCTAssertEqual(res.events, [.next(7, 2), .next(14, 3), .completed(14)])
        subscription.dispose()
    }

    func testPastDeadlineEndsTheSleepAtOnce() throws {
        let scheduler = TestScheduler(initialClock: 100)
        let tick = try scheduler.runTask {
            try await scheduler.clock.sleep(until: scheduler.asyncClock.instant(at: 50))
            try await Task.sleep(for: .zero, clock: scheduler.clock)
            return scheduler.clock
        }
        XCTAssertEqual(tick, 100)
    }

    func testCancellingASleepingTaskEndsItsSleepWithCancellationErrorAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let task = scheduler.task {
            do {
                try await Task.sleep(for: .seconds(100), clock: scheduler.clock)
                log("woke")
            } catch is CancellationError {
                log("cancelled at \(scheduler.clock)")
            }
        }
        scheduler.scheduleAt(30) { task.cancel() }
        scheduler.scheduleAt(40) { log("rx at 40") }
        scheduler.start()
        XCTAssertEqual(log.all, ["cancelled at 30", "rx at 40"])
        XCTAssertEqual(scheduler.clock, 40, "the cancelled sleep's wake-up at 100 no longer runs")
    }

    func testCancelledBeforeSleepingThrowsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let task = scheduler.task {
            withUnsafeCurrentTask { $0?.cancel() }
            do {
                try await Task.sleep(for: .seconds(1), clock: scheduler.clock)
            } catch {
                log("\(type(of: error)) at \(scheduler.clock)")
            }
        }
        _ = task
        scheduler.start()
        XCTAssertEqual(log.all, ["CancellationError at 0"])
    }

    func testRunTaskRethrowsAndReportsAnUnfinishedTask() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertThrowsError(try scheduler.runTask { () async throws -> Int in
            try await Task.sleep(for: .seconds(1), clock: scheduler.clock)
            throw TestError("late")
        }) { error in
            XCTAssertEqual(String(describing: error), "TestError(late)")
        }
        let gate = AsyncStream<Int>.makeStream()
        XCTAssertThrowsError(try scheduler.runTask { () async -> Int in
            for await value in gate.stream { return value }
            return 0
        }) { error in
            XCTAssertEqual(error as? TestSchedulerTaskError, .unfinished)
        }
        gate.continuation.finish()
        scheduler.start()
    }

    func testChildTasksInheritTheExecutor() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let ticks = try scheduler.runTask { () async throws -> [Int] in
            async let first: Int = {
                try await Task.sleep(for: .seconds(3), clock: scheduler.clock)
                return scheduler.clock
            }()
            let rest = try await withThrowingTaskGroup(of: Int.self) { group in
                for seconds in [5, 1] {
                    group.addTask {
                        try await Task.sleep(for: .seconds(seconds), clock: scheduler.clock)
                        return scheduler.clock
                    }
                }
                var ticks: [Int] = []
                for try await tick in group { ticks.append(tick) }
                return ticks
            }
            return [try await first] + rest
        }
        XCTAssertEqual(ticks, [3, 1, 5])
    }

    func testATimeoutRaceEndsAtTheTimeoutAndCancelsTheSlowWork() throws {
        struct TimedOut: Error {}
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let outcome = try scheduler.runTask { () async -> String in
            do {
                return try await withThrowingTaskGroup(of: String.self) { group in
                    group.addTask {
                        do {
                            try await Task.sleep(for: .seconds(10), clock: scheduler.clock)
                            return "work done"
                        } catch {
                            log("work \(type(of: error)) at \(scheduler.clock)")
                            throw error
                        }
                    }
                    group.addTask {
                        try await Task.sleep(for: .seconds(5), clock: scheduler.clock)
                        throw TimedOut()
                    }
                    defer { group.cancelAll() }
                    return try await group.next()!
                }
            } catch {
                return "\(type(of: error)) at \(scheduler.clock)"
            }
        }
        XCTAssertEqual(outcome, "TimedOut at 5")
        XCTAssertEqual(log.all, ["work CancellationError at 5"])
        XCTAssertEqual(scheduler.clock, 5, "the cancelled work's wake-up at 10 never runs")
    }

    func testWithTaskExecutorPreferenceRunsOnTheVirtualTimeline() async throws {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let task = Task(executorPreference: scheduler.executor) {
            try await Task.sleep(for: .seconds(4), clock: scheduler.clock)
            log("at \(scheduler.clock)")
        }
        scheduler.start()
        try await task.value
        XCTAssertEqual(log.all, ["at 4"])
    }

    func testRxTestBehaviourIsUnchangedByTheClock() {
        // Nothing asynchronous: the scheduler behaves exactly as RxTest's.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(250, 3), .completed(300)])
        let res = scheduler.start { xs.delay(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(215, 2), .next(255, 3), .completed(305)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
