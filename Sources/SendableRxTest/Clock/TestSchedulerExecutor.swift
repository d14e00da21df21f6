// SendableRxTest — a task executor whose jobs run on the virtual clock, on the thread that drives the scheduler.

import Dispatch
import SendableRx

/// The task executor of a ``TestScheduler``: jobs of tasks that prefer it run on the thread that drives the scheduler,
/// at the current virtual time, while the scheduler runs (`start()`, `advanceTo(_:)`,
/// ``TestScheduler/runTask(_:)``).
///
/// This is what makes async code deterministic on the virtual clock. A task started on this executor
/// (``TestScheduler/task(_:)``, `Task(executorPreference: scheduler.executor)`, or code inside
/// `withTaskExecutorPreference(scheduler.executor)`, and the `async let` and task-group children of such a task)
/// never runs in parallel with the scheduler: each step it takes is an action of the scheduler at the current tick.
/// When a ``TestClock`` sleep ends, the scheduler runs the woken task at once, up to its next suspension, before it
/// runs any other action; so the clock never moves while a woken task still has work to do at the current tick, and
/// no real-time waiting or timeout is involved.
///
/// Jobs that arrive while the scheduler is not running wait for it to run. If the scheduler is gone, they run on a
/// global dispatch queue, in real time.
public final class TestSchedulerExecutor: TaskExecutor, Sendable {
    private struct State {
        weak var scheduler: TestScheduler?
        var jobs: [UnownedJob] = []
        var drainScheduled = false
        var draining = false
        var reportedForeignSleep = false
    }

    private let state = RxMutex(State())

    init() {}

    func attach(_ scheduler: TestScheduler) {
        state.withLock { $0.scheduler = scheduler }
    }

    /// Queues a job; the scheduler runs it at the current virtual time.
    ///
    /// - Parameter job: The job.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let (scheduler, schedule) = state.withLock { state -> (TestScheduler?, Bool) in
            state.jobs.append(job)
            let schedule = state.scheduler != nil && !state.drainScheduled && !state.draining
            if schedule { state.drainScheduled = true }
            return (state.scheduler, schedule)
        }
        guard let scheduler else {
            DispatchQueue.global().async { self.drain() }
            return
        }
        if schedule {
            _ = scheduler.scheduleAbsoluteVirtual(self, time: scheduler.clock) { executor in
                executor.drain()
                return Disposables.create()
            }
        }
    }

    /// Runs queued jobs, and the jobs they queue, until none is left. Called on the thread that drives the scheduler.
    func drain() {
        let began = state.withLock { state -> Bool in
            state.drainScheduled = false
            if state.draining { return false }
            state.draining = true
            return true
        }
        guard began else { return }
        // The queue is taken a batch at a time (jobs queued meanwhile form the next batch): first in, first out,
        // without shifting the array once per job.
        while let batch = state.withLock({ state -> [UnownedJob]? in
            if state.jobs.isEmpty {
                state.draining = false
                return nil
            }
            defer { state.jobs = [] }
            return state.jobs
        }) {
            for job in batch {
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
        }
    }

    /// `true` the first time it is asked: a sleep from another executor is reported once per scheduler.
    func firstForeignSleep() -> Bool {
        state.withLock { state in
            defer { state.reportedForeignSleep = true }
            return !state.reportedForeignSleep
        }
    }

    /// Whether the calling task prefers this executor.
    var isCurrentTaskExecutor: Bool {
        withUnsafeCurrentTask { task in task?.unownedTaskExecutor == asUnownedTaskExecutor() }
    }
}
