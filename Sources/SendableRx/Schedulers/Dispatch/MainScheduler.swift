// SendableRx — the main-thread scheduler.

import Dispatch
import Foundation
import Synchronization

/// The main queue, wrapped once: on Linux, each read of `DispatchQueue.main` allocates a new wrapper object, and
/// RxCocoa's `Driver` and `Signal` make a `MainScheduler()` per sequence.
private let mainDispatchQueue = DispatchQueue.main

/// The one timer queue that every ``MainScheduler`` schedules its one-shot deadlines on: they all target the main
/// queue, so one dispatch timer serves them all, and a new scheduler costs one object.
private let mainTimers = DispatchTimerQueue(queue: mainDispatchQueue, leeway: .nanoseconds(0), runsInline: true)

/// Runs actions on the main thread (the main dispatch queue).
///
/// ``instance`` runs an action at once when it is scheduled from the main queue and nothing it scheduled earlier is
/// still waiting there; otherwise it dispatches the action to the main queue, so the order of actions is always kept.
/// ``asyncInstance`` always dispatches. "On the main queue" means what it means in RxSwift: the main thread, or a
/// thread that is running a block of the main queue — on Linux, after `dispatchMain()` or the first `await` of an
/// async `main`, the main queue and the main actor run on a worker thread.
///
/// ```swift
/// model.results
///     .observe(on: MainScheduler.instance)
///     .bind(to: label.rx.text)
///     .disposed(by: disposeBag)
/// ```
///
/// As a ``SerialDispatchQueueScheduler``, it gives ``ObservableType/observe(on:)`` its serial-queue fast path:
/// events that already arrive on the main thread are delivered without a hop.
///
/// (`@unchecked Sendable` is restated from ``SerialDispatchQueueScheduler``; the state added here — the main queue
/// and the atomic count of actions dispatched and not yet run — is immutable or atomic.)
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    private let mainQueue: DispatchQueue
    private let numberEnqueued = Atomic<Int>(0)

    /// Creates a main-thread scheduler. Prefer the shared ``instance``.
    public init() {
        mainQueue = mainDispatchQueue
        super.init(configuration: DispatchQueueConfiguration(sharedSerialQueue: mainDispatchQueue, timers: mainTimers))
    }

    /// The shared scheduler: runs at once on the main thread when nothing is queued, otherwise dispatches to
    /// the main queue.
    public static let instance = MainScheduler()

    /// A scheduler that always dispatches asynchronously to the main queue, even when called on the main
    /// thread.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// Checks that the caller runs on the main queue (as RxSwift checks it); in DEBUG builds, stops the program
    /// otherwise.
    ///
    /// - Parameter errorMessage: The message to stop with; a default message when `nil`.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        #if DEBUG
        precondition(
            runsOnMainQueue(),
            errorMessage ?? "Executing on a background thread. Use `MainScheduler.instance.schedule` to run work on the main thread."
        )
        #endif
    }

    /// Checks that the caller runs on the main thread — or on the main queue, which Linux serves from a worker thread
    /// after `dispatchMain()`; in DEBUG builds, stops the program otherwise.
    ///
    /// - Parameter errorMessage: The message to stop with; a default message when `nil`.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        #if DEBUG
        precondition(runsOnMainQueue(), errorMessage ?? "Running on a background thread.")
        #endif
    }

    /// Counts one more action and, on the main queue with nothing counted before it, runs `body` at once and
    /// takes it off the count again (`true`). Otherwise returns `false` with the action still counted: the caller
    /// dispatches it to the main queue, and the block takes it off the count once it has run.
    private func countAndRunIfIdle(_ body: () -> Void) -> Bool {
        let previouslyEnqueued = numberEnqueued.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue
        guard previouslyEnqueued == 0 && runsOnMainQueue() else { return false }
        body()
        numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
        return true
    }

    override func perform(_ body: @escaping @Sendable () -> Void) {
        if countAndRunIfIdle(body) { return }
        mainQueue.async {
            body()
            self.numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
        }
    }

    override func performInline(_ body: () -> Void) -> Bool {
        // Only the main queue runs what was queued here and takes it off the count, so on the main queue a count
        // seen above zero stays above zero until `perform` counts this event again and queues it: the same decision
        // `perform` would have made. Off the main queue the count is not touched at all.
        guard runsOnMainQueue() else { return false }
        if countAndRunIfIdle(body) { return true }
        numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
        return false
    }

    override func scheduleInternal<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        var immediate: (any Disposable)?
        if countAndRunIfIdle({ immediate = action(state) }) {
            return immediate ?? Disposables.create()
        }
        // The action and its state, carried to the main queue by a job with the object that is its disposable.
        let (queued, job) = QueuedAction.job(state, action)
        mainQueue.async {
            job()
            self.numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
        }
        return queued
    }
}
