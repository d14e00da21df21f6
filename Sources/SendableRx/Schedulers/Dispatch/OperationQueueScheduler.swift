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
        let cancel = SingleAssignmentDisposable()
        // UncheckedBox: the state and action are handed over to the operation, which reads them exactly once; the
        // Rx contract serializes a subscription's actions.
        // The action bound to its state, as a closure of a fixed type: the box and the block then have a layout
        // known at compile time, where a `(StateType, action)` tuple costs run-time tuple-metadata lookups on
        // every call, in this unspecialised generic function.
        let work = UncheckedBox<() -> any Disposable>({ action(state) })
        let operation = BlockOperation {
            if cancel.isDisposed { return }
            cancel.setDisposable(work.value())
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return Disposables.create {
            cancel.dispose()
            operation.cancel()
        }
    }
}
