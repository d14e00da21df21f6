// SendableRxTest — a Swift Clock whose time is the virtual time of a TestScheduler.

import SendableRx

/// A Swift `Clock` whose time is a ``TestScheduler``'s virtual time, so that async code written against a clock runs
/// on the same timeline as the Rx pipelines the scheduler drives.
///
/// Get it as `scheduler.clock` wherever a `Clock` is expected (`Task.sleep(for:clock:)`, a parameter of type
/// `some Clock<Duration>`), or as ``TestScheduler/asyncClock`` anywhere. Its `Duration` is Swift's `Duration`;
/// one tick is `resolution` seconds (one second by default, as in RxTest), and ``Instant`` counts from tick 0.
///
/// ```swift
/// func poll(clock: some Clock<Duration>) async throws -> Int {
///     try await Task.sleep(for: .seconds(5), clock: clock)
///     return 42
/// }
///
/// let scheduler = TestScheduler(initialClock: 0)
/// let value = try scheduler.runTask { try await poll(clock: scheduler.clock) }   // at tick 5, instantly
/// ```
///
/// A sleep ends when the scheduler reaches the first tick at or after its deadline (a deadline between two ticks is
/// rounded up: a sleep never ends early), in deadline order and, at one tick, in the order the sleeps began; a
/// deadline that has passed ends the sleep at once. Cancelling a sleeping task ends its sleep with
/// `CancellationError` at once, and the task goes on at the current tick. A task is *deterministic* on this clock
/// when it runs on the scheduler's ``TestScheduler/executor`` (see ``TestSchedulerExecutor``); a sleep from a task on
/// another executor also ends at its virtual deadline, but what that task does next runs in parallel with the
/// scheduler. A task still asleep when a test ends keeps the scheduler alive through what it captured: let the
/// scheduler run to the end, or cancel the task and run the scheduler, before the test ends.
public struct TestClock: Clock, Sendable {
    /// A virtual time: the time since tick 0.
    public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
        /// The time since tick 0.
        public let offset: Swift.Duration

        /// Creates an instant.
        ///
        /// - Parameter offset: The time since tick 0.
        public init(offset: Swift.Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        ///
        /// - Parameter duration: The time to add.
        /// - Returns: The later (or, for a negative duration, earlier) instant.
        public func advanced(by duration: Swift.Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        ///
        /// - Parameter other: The other instant.
        /// - Returns: `other` minus this instant.
        public func duration(to other: Instant) -> Swift.Duration {
            other.offset - offset
        }

        /// Whether `lhs` is earlier than `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// `"virtual time 1.5 seconds"`.
        public var description: String {
            "virtual time \(offset)"
        }
    }

    /// The scheduler whose virtual time this clock tells.
    public let scheduler: TestScheduler

    /// Whether tasks that do not run on the scheduler's executor may sleep without a test failure.
    public let allowsOtherExecutors: Bool

    /// Creates the clock of a scheduler; the same as `scheduler.asyncClock`.
    ///
    /// - Parameter scheduler: The scheduler.
    public init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        self.allowsOtherExecutors = false
    }

    private init(scheduler: TestScheduler, allowsOtherExecutors: Bool) {
        self.scheduler = scheduler
        self.allowsOtherExecutors = allowsOtherExecutors
    }

    /// This clock, accepting sleeps from tasks on other executors without recording a test failure: for code whose
    /// tasks you cannot start on the scheduler's executor and whose timing the test does not depend on.
    ///
    /// - Returns: The clock.
    public func allowingOtherExecutors() -> TestClock {
        TestClock(scheduler: scheduler, allowsOtherExecutors: true)
    }

    /// The scheduler's current virtual time.
    public var now: Instant {
        instant(at: scheduler.clock)
    }

    /// One tick.
    public var minimumResolution: Swift.Duration {
        scheduler.tickDuration
    }

    /// The instant of a tick.
    ///
    /// - Parameter tick: The tick.
    /// - Returns: Its instant; saturated at ±10^20 seconds from tick 0 (beyond what `Duration` arithmetic can hold
    ///   without overflowing; reached only by ticks near `Int.max` with ticks longer than ten seconds).
    public func instant(at tick: TestTime) -> Instant {
        let tickDuration = scheduler.tickDuration
        let seconds = Double(tick) * (tickDuration / .seconds(1))
        if abs(seconds) < Self.farthestOffsetSeconds {
            return Instant(offset: tickDuration * tick)
        }
        return Instant(offset: .seconds(seconds < 0 ? -Self.farthestOffsetSeconds : Self.farthestOffsetSeconds))
    }

    /// The largest distance from tick 0, in seconds, of an ``instant(at:)``: 10^20 s, below the 1.7 × 10^20 s that
    /// `Duration` holds, so that adding a span as long as `.seconds(Int64.max)` to it cannot overflow either.
    private static var farthestOffsetSeconds: Double { 1e20 }

    /// The first tick at or after an instant.
    ///
    /// - Parameter instant: The instant.
    /// - Returns: The tick, rounded up when the instant falls between two ticks (within a billionth of a tick);
    ///   saturated to `Int.max` or `Int.min` for an instant beyond them.
    public func tick(of instant: Instant) -> TestTime {
        let ticks = ticksRoundedUp(at: instant)
        if ticks >= TestSchedulerVirtualTimeConverter.firstTickBeyondInt { return .max }
        if ticks <= -TestSchedulerVirtualTimeConverter.firstTickBeyondInt { return .min }
        return Int(ticks)
    }

    /// The ticks from tick 0 to the first tick at or after `instant`, as a whole number, not yet made an `Int`.
    private func ticksRoundedUp(at instant: Instant) -> Double {
        (instant.offset / scheduler.tickDuration - 1e-9).rounded(.up)
    }

    /// Suspends until the scheduler's virtual time reaches `deadline`.
    ///
    /// A deadline after the last tick, `Int.max` (as `.seconds(Int64.max)` from now), never comes: the sleep ends
    /// only when the task is cancelled, as a sleep of that length on a real clock would. (Ticks are counted in a
    /// `Double` here, so a deadline within about a thousand ticks of `Int.max` counts as after it too.)
    ///
    /// - Parameters:
    ///   - deadline: The instant to wake at; the sleep ends at the first tick at or after it.
    ///   - tolerance: Ignored: virtual time is exact.
    /// - Throws: `CancellationError` if the task is cancelled before or during the sleep.
    public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
        try Task.checkCancellation()
        let tick = tick(of: deadline)
        if tick <= scheduler.clock { return }
        let wakes = ticksRoundedUp(at: deadline) < TestSchedulerVirtualTimeConverter.firstTickBeyondInt
        let scheduler = self.scheduler
        if !allowsOtherExecutors, !scheduler.executor.isCurrentTaskExecutor, scheduler.executor.firstForeignSleep() {
            recordTestFailure(
                "A task that does not run on the TestScheduler's executor sleeps on its TestClock: the scheduler "
                    + "cannot know when such a task begins to sleep, nor wait for what it does after waking, so the "
                    + "test is not deterministic. Start the task with scheduler.task { }, scheduler.runTask { } or "
                    + "Task(executorPreference: scheduler.executor), or pass "
                    + "scheduler.asyncClock.allowingOtherExecutors() to accept real-time interleaving.",
                at: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            )
        }
        let sleeper = VirtualSleeper()
        // The wake-up holds the executor, not the scheduler, so that a cancelled wake-up left in the queue keeps no
        // cycle through the scheduler.
        let executor = scheduler.executor
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
                guard sleeper.begin(continuation) else { return }
                guard wakes else { return }
                let wakeUp = scheduler.scheduleAbsoluteVirtual(sleeper, time: tick) { sleeper in
                    sleeper.end(with: nil)
                    executor.drain()
                    return Disposables.create()
                }
                sleeper.setWakeUp(wakeUp)
            }
        } onCancel: {
            sleeper.end(with: CancellationError())
        }
    }
}

/// One sleep on a ``TestClock``: its continuation and the scheduled wake-up, settled exactly once by the wake-up or by
/// cancellation, whichever comes first.
final class VirtualSleeper: Sendable {
    private struct State {
        var continuation: UnsafeContinuation<Void, any Error>?
        var wakeUp: (any Disposable)?
        /// Cancelled before the continuation was installed.
        var cancelledEarly = false
        var ended = false
    }

    private let state = RxMutex(State())

    /// Installs the continuation; `false` (having resumed it with `CancellationError`) if cancelled already.
    func begin(_ continuation: UnsafeContinuation<Void, any Error>) -> Bool {
        let cancelled = state.withLock { state -> Bool in
            if state.cancelledEarly {
                state.ended = true
                return true
            }
            state.continuation = continuation
            return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
        return !cancelled
    }

    func setWakeUp(_ wakeUp: any Disposable) {
        let ended = state.withLock { state -> Bool in
            if state.ended { return true }
            state.wakeUp = wakeUp
            return false
        }
        if ended { wakeUp.dispose() }
    }

    /// Ends the sleep: normally (`nil`) at the wake-up, or with an error on cancellation.
    func end(with error: (any Error)?) {
        typealias Settled = (UnsafeContinuation<Void, any Error>?, (any Disposable)?)
        let (continuation, wakeUp) = state.withLock { state -> Settled in
            if state.ended { return (nil, nil) }
            guard let continuation = state.continuation else {
                if error != nil { state.cancelledEarly = true }
                return (nil, nil)
            }
            state.ended = true
            state.continuation = nil
            defer { state.wakeUp = nil }
            return (continuation, state.wakeUp)
        }
        guard let continuation else { return }
        if let error {
            wakeUp?.dispose()
            continuation.resume(throwing: error)
        } else {
            continuation.resume()
        }
    }
}
