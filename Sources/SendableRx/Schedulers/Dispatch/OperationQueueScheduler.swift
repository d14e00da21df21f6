// SendableRx — a scheduler on an OperationQueue.

import Foundation

/// Runs actions as operations on an `OperationQueue`, with a given queue priority.
///
/// How many actions run at once is the queue's `maxConcurrentOperationCount`; with `1` the actions run one at a
/// time in priority and submission order.
///
/// ```swift
/// let queue = OperationQueue()
/// queue.maxConcurrentOperationCount = 2
/// let scheduler = OperationQueueScheduler(operationQueue: queue)
/// ```
public final class OperationQueueScheduler: ImmediateSchedulerType {
    /// The queue that runs the actions.
    public let operationQueue: OperationQueue
    /// The priority given to each operation.
    public let queuePriority: Operation.QueuePriority

    /// Creates a scheduler on `operationQueue`.
    ///
    /// - Parameters:
    ///   - operationQueue: The queue that runs the actions.
    ///   - queuePriority: The priority given to each operation.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs the action.
    ///
    /// - Parameters:
    ///   - state: The value passed to the action.
    ///   - action: The action; it runs once, on the queue.
    /// - Returns: A disposable that cancels the operation if it has not started yet.
    public func schedule<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        // The action and its state, carried by an operation that is also its disposable.
        let operation = QueuedOperation(QueuedAction.job(state, action))
        // A new operation's priority is already `.normal`; setting it takes Foundation's locks and key-value
        // notifications for nothing.
        if queuePriority != .normal {
            operation.queuePriority = queuePriority
        }
        operationQueue.addOperation(operation)
        return operation
    }
}

// @unchecked Sendable: its own state is the `QueuedAction` (Sendable), the job, which only `main()` uses (the queue
// calls it once), and `Operation`'s, which Foundation makes safe to cancel from any thread.
/// The operation an ``OperationQueueScheduler`` adds: it runs one queued action, and disposing it both skips the
/// action and cancels the operation, so that the queue can drop it before its turn.
final class QueuedOperation: Operation, Cancelable, @unchecked Sendable {
    private let action: QueuedAction
    /// Let go once run, so that the disposable a caller keeps does not keep the action's state alive.
    @exclusivity(unchecked) private var job: (@Sendable () -> Void)?

    init(_ queued: (queued: QueuedAction, job: @Sendable () -> Void)) {
        self.action = queued.queued
        self.job = queued.job
        super.init()
    }

    override func main() {
        job.take()?()
    }

    var isDisposed: Bool { action.isDisposed }

    func dispose() {
        action.dispose()
        cancel()
    }
}
