// SendableRx — the work a serial dispatch scheduler has submitted to its own queue, run a batch per block.

import Dispatch

// @unchecked Sendable: `pending`, `spare` and `submitted` are read and written only under `lock`; the jobs run
// outside it, on the queue, one batch at a time (the queue is serial).
/// The jobs a ``SerialDispatchQueueScheduler`` has submitted to its own serial queue and not yet run, run by one
/// block per batch instead of one block per job.
///
/// A job joins the batch of the block already submitted if that block has not started yet. A job submitted while a
/// batch runs (from the queue itself, as a recursive schedule or the disposal `subscribe(on:)` schedules, or from
/// another thread) runs after that batch in the same block, as the next batch: after every job submitted before
/// it, which is where a block of its own would have run it too, since nothing but the scheduler submits to the
/// queue. Jobs keep their submission order because every submission of the scheduler — scheduled actions and
/// `observe(on:)` deliveries — goes through here (a timer's handler still runs when its deadline comes, between
/// blocks). After ``maximumBatchesPerBlock`` batches the block hands the queue back and submits a new one, so that
/// a job that keeps rescheduling itself does not hold a worker thread forever. A burst of submissions then costs
/// one dispatch block and one wake-up of the queue instead of one per job.
final class SerialQueueDrain: @unchecked Sendable {
    private let queue: DispatchQueue
    private let lock = Lock()
    // Not checked for exclusive access at run time (nor `spare` and `submitted`): all three are used under `lock`.
    @exclusivity(unchecked) private var pending: [@Sendable () -> Void] = []
    /// The emptied buffer of the last batch, reused for the next one.
    @exclusivity(unchecked) private var spare: [@Sendable () -> Void] = []
    /// Whether a block has been submitted that will take the pending jobs: one not started yet, or one running a
    /// batch, which looks for more when that batch is done.
    @exclusivity(unchecked) private var submitted = false

    /// Buffers above this capacity are not kept for reuse after a batch.
    private static var retainedCapacity: Int { 1_024 }

    /// How many batches one block runs before it submits a new block for the rest.
    private static var maximumBatchesPerBlock: Int { 64 }

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
            queue.async { self.runBatches() }
        }
    }

    private func runBatches() {
        var batch = takeBatch()
        var batchesRun = 0
        while true {
            for job in batch {
                job()
            }
            batchesRun += 1
            batch.removeAll(keepingCapacity: true)
            let next = lock.withLock { () -> NextStep in
                let reusable = batch.capacity <= SerialQueueDrain.retainedCapacity
                if pending.isEmpty {
                    submitted = false
                    if reusable { spare = batch }
                    return .stop
                }
                if batchesRun == SerialQueueDrain.maximumBatchesPerBlock {
                    // `submitted` stays set: the new block takes what is pending.
                    if reusable, spare.capacity == 0 { spare = batch }
                    return .newBlock
                }
                if reusable {
                    swap(&batch, &pending)
                } else {
                    batch = pending
                    pending = []
                }
                return .runNextBatch
            }
            switch next {
            case .stop:
                return
            case .newBlock:
                queue.async { self.runBatches() }
                return
            case .runNextBatch:
                continue
            }
        }
    }

    private enum NextStep {
        case stop, newBlock, runNextBatch
    }

    /// The jobs pending when a block starts.
    private func takeBatch() -> [@Sendable () -> Void] {
        lock.withLock {
            let batch = pending
            pending = spare
            spare = []
            return batch
        }
    }
}
