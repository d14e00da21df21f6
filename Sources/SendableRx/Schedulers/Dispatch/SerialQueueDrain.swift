// SendableRx — the work a serial dispatch scheduler has submitted to its own queue, run a batch per block.

import Dispatch

// @unchecked Sendable: `pending`, `spare` and `submitted` are read and written only under `lock`; the jobs run
// outside it, on the queue, one batch at a time (the queue is serial).
/// The jobs a ``SerialDispatchQueueScheduler`` has submitted to its own serial queue and not yet run, run by one
/// block per batch instead of one block per job.
///
/// A job joins the batch of the block already submitted if that block has not started yet; otherwise it submits a
/// new block. A block runs exactly the jobs it took when it started, in submission order, so a job submitted while
/// a batch runs waits for the next block, behind whatever else reached the queue meanwhile, as it would with a block
/// of its own. Jobs keep their submission order because every submission of the scheduler — scheduled actions and
/// `observe(on:)` deliveries — goes through here, and the queue is the scheduler's own (a timer's handler still
/// runs when its deadline comes). A burst of submissions from another thread then costs one dispatch block and one
/// wake-up of the queue instead of one per job.
final class SerialQueueDrain: @unchecked Sendable {
    private let queue: DispatchQueue
    private let lock = Lock()
    private var pending: [@Sendable () -> Void] = []
    /// The emptied buffer of the last batch, reused for the next one.
    private var spare: [@Sendable () -> Void] = []
    /// Whether a block has been submitted that has not taken its batch yet.
    private var submitted = false

    /// Buffers above this capacity are not kept for reuse after a batch.
    private static var retainedCapacity: Int { 1_024 }

    init(queue: DispatchQueue) {
        self.queue = queue
    }

    /// Runs `job` on the queue after every job submitted before it.
    func submit(_ job: @escaping @Sendable () -> Void) {
        let mustSubmit = lock.withLock { () -> Bool in
            pending.append(job)
            if submitted { return false }
            submitted = true
            return true
        }
        if mustSubmit {
            queue.async { self.runBatch() }
        }
    }

    private func runBatch() {
        var batch = lock.withLock { () -> [@Sendable () -> Void] in
            submitted = false
            let batch = pending
            pending = spare
            spare = []
            return batch
        }
        for job in batch {
            job()
        }
        guard batch.capacity <= SerialQueueDrain.retainedCapacity else { return }
        batch.removeAll(keepingCapacity: true)
        lock.withLock {
            spare = batch
        }
    }
}
