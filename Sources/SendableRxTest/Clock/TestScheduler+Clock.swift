// SendableRxTest — the Swift Clock and the async tasks of a TestScheduler.

import SendableRx

/// A scheduler that offers its virtual time as a Swift `Clock`.
///
/// ``TestScheduler`` adopts it. The protocol exists so that `scheduler.clock` can mean two things: RxTest's current
/// tick (an `Int`, the class's own property, which plain uses such as `let t = scheduler.clock`, `scheduler.clock + 10`
/// and `"\(scheduler.clock)"` keep choosing) and the ``TestClock`` (declared in an extension of this protocol, which
/// the compiler chooses only where the context needs a `Clock`, as in `Task.sleep(for: .seconds(1), clock:
/// scheduler.clock)`). In generic code, where a `Clock` is not spelled out, use ``asyncClock``.
public protocol VirtualClockProviding: AnyObject {
    /// The Swift `Clock` of the scheduler's virtual time.
    var asyncClock: TestClock { get }
}

extension TestScheduler: VirtualClockProviding {
    /// The Swift `Clock` of this scheduler's virtual time, under a name that is never the `Int` tick.
    public var asyncClock: TestClock {
        TestClock(scheduler: self)
    }
}

extension VirtualClockProviding where Self: TestScheduler {
    /// The Swift `Clock` of this scheduler's virtual time, chosen where the context needs a `Clock`; everywhere else
    /// `scheduler.clock` is the current tick, as in RxTest. The same as ``VirtualClockProviding/asyncClock``.
    public var clock: TestClock {
        asyncClock
    }
}

extension TestScheduler {
    /// Starts a task on this scheduler's ``executor``, so that it runs on virtual time, deterministically.
    ///
    /// The task does not run until the scheduler does (`start()`, `advanceTo(_:)`); then each of its steps runs at
    /// the current tick on the thread that drives the scheduler.
    ///
    /// - Parameter operation: The task's work.
    /// - Returns: The task.
    @discardableResult
    public func task<Success: Sendable>(
        _ operation: sending @escaping () async throws -> Success
    ) -> Task<Success, any Error> {
        Task(executorPreference: executor, operation: operation)
    }

    /// Runs `operation` as a task on this scheduler's ``executor``, runs the scheduler (`start()`) until no action is
    /// left, and returns what the task returned.
    ///
    /// Everything scheduled on the scheduler runs along: Rx pipelines, hot observables, `scheduleAt` actions, and
    /// other tasks on the executor. Call it from the test, not from inside one of the scheduler's actions (where the
    /// scheduler is already running, so the task would not run before this returns).
    ///
    /// - Parameter operation: The task's work.
    /// - Returns: The task's result.
    /// - Throws: What the task threw, or ``TestSchedulerTaskError/unfinished`` if the scheduler ran out of actions
    ///   while the task was still suspended (waiting for something other than the scheduler's clock).
    public func runTask<Success: Sendable>(
        _ operation: sending @escaping () async throws -> Success
    ) throws -> Success {
        let outcome = TaskOutcome<Success>()
        let body = operation
        Task(executorPreference: executor) {
            do {
                outcome.set(.success(try await body()))
            } catch {
                outcome.set(.failure(error))
            }
        }
        start()
        guard let result = outcome.get() else { throw TestSchedulerTaskError.unfinished }
        return try result.get()
    }
}

/// Why ``TestScheduler/runTask(_:)`` has no result.
public enum TestSchedulerTaskError: Error, Hashable, Sendable {
    /// The scheduler ran out of actions while the task was suspended on something other than its clock.
    case unfinished
}

/// The result of a task, handed from the task to the thread that drives the scheduler.
private final class TaskOutcome<Success: Sendable>: Sendable {
    private let result = RxMutex<Result<Success, any Error>?>(nil)

    func set(_ value: Result<Success, any Error>) {
        result.withLock { $0 = value }
    }

    func get() -> Result<Success, any Error>? {
        result.withLock { $0 }
    }
}
