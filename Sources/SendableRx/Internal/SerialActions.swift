// SendableRx — serialized side effects for operators that feed several observers.

/// Runs state changes under a lock and the side effects they produce — calls into observers or subjects —
/// afterwards, one thread at a time, in the order they were produced.
///
/// ``locked(_:)`` runs a state change; inside it, ``later(_:)`` queues a side effect. After the state change,
/// the caller delivers the queue unless another thread is already delivering it.
// @unchecked Sendable: `queue` and `delivering` are touched only under `lock`; the queued actions run one at a
// time, outside the lock, by whichever thread is delivering.
final class SerialActions: @unchecked Sendable {
    private let lock = Lock()
    private var queue = Queue<() -> Void>(capacity: 4)
    private var delivering = false

    /// Runs `body` under the lock, then runs the queued actions.
    @discardableResult
    func locked<Result>(_ body: () -> Result) -> Result {
        var mustDeliver = false
        let result = lock.withLock { () -> Result in
            let result = body()
            if !delivering && !queue.isEmpty {
                delivering = true
                mustDeliver = true
            }
            return result
        }
        if mustDeliver {
            deliver()
        }
        return result
    }

    /// Queues a side effect. Call only inside ``locked(_:)``.
    func later(_ action: @escaping () -> Void) {
        queue.enqueue(action)
    }

    private func deliver() {
        while true {
            let next: (() -> Void)? = lock.withLock {
                if let action = queue.dequeue() { return action }
                delivering = false
                return nil
            }
            guard let action = next else { return }
            action()
        }
    }
}
