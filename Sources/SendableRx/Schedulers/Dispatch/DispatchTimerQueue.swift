// SendableRx — one dispatch timer for all of a dispatch scheduler's one-shot deadlines.

import Dispatch
import Synchronization

/// The one-shot deadlines of a dispatch-based scheduler, served by a single dispatch timer source.
///
/// Creating, arming and cancelling a timer source for each `scheduleRelative` costs microseconds, and operators such
/// as `debounce`, `timeout` and `throttle` schedule a deadline per element and cancel the one before. Here a
/// deadline is an entry in a min-heap (by deadline, then by scheduling order); the queue's one timer is armed for
/// the earliest entry and re-armed only when an earlier one arrives. When the timer fires, its handler takes the
/// entries that are due, re-arms for the next one and runs them — one after the other on a serial queue, each as
/// its own block on a concurrent queue, so actions due together may still run in parallel there.
///
/// Disposing an entry before it runs releases its action at once; the entry leaves the heap when it reaches the top,
/// when every entry is cancelled, or when cancelled entries are more than half of the heap.
///
/// Lifetime: while entries are pending the queue keeps itself alive (as dispatch keeps an armed timer source alive),
/// so a pending action still runs after its scheduler is gone; with nothing pending it lives as long as its scheduler
/// and cancels the timer source when it goes.
// @unchecked Sendable: `state` is only used under its mutex; `queue`, `leeway` and `runsInline` are immutable.
final class DispatchTimerQueue: @unchecked Sendable {
    private let queue: DispatchQueue
    private let leeway: DispatchTimeInterval
    private let runsInline: Bool
    private let state = RxMutex(State())

    private struct State {
        /// A binary min-heap of the pending entries.
        var heap: [DispatchTimerEntry] = []
        /// How many entries in `heap` have reported their cancellation (see ``DispatchTimerEntry/countedCancelled``).
        var cancelledCount = 0
        var nextSequence: UInt64 = 0
        var timer: (any DispatchSourceTimer)?
        /// The deadline the timer is armed for, `UInt64.max` when it is not armed.
        var armedDeadline = UInt64.max
        /// The queue itself while entries are pending.
        var keepAlive: DispatchTimerQueue?

        mutating func push(_ entry: DispatchTimerEntry) {
            entry.inHeap = true
            heap.append(entry)
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard heap[child].comesBefore(heap[parent]) else { break }
                heap.swapAt(child, parent)
                child = parent
            }
        }

        mutating func popTop() -> DispatchTimerEntry {
            let top = heap[0]
            let last = heap.removeLast()
            if !heap.isEmpty {
                heap[0] = last
                var parent = 0
                let count = heap.count
                while true {
                    let left = 2 * parent + 1
                    if left >= count { break }
                    let right = left + 1
                    var first = left
                    if right < count && heap[right].comesBefore(heap[left]) { first = right }
                    guard heap[first].comesBefore(heap[parent]) else { break }
                    heap.swapAt(first, parent)
                    parent = first
                }
            }
            top.inHeap = false
            if top.countedCancelled { cancelledCount -= 1 }
            return top
        }

        /// Rebuilds the heap without its disposed entries; returns them, to be released outside the lock.
        mutating func sweep() -> [DispatchTimerEntry] {
            let all = heap
            heap.removeAll(keepingCapacity: true)
            cancelledCount = 0
            var removed: [DispatchTimerEntry] = []
            for entry in all {
                if entry.isDisposed {
                    entry.inHeap = false
                    removed.append(entry)
                } else {
                    entry.inHeap = false
                    push(entry)
                }
            }
            return removed
        }
    }

    init(queue: DispatchQueue, leeway: DispatchTimeInterval, runsInline: Bool) {
        self.queue = queue
        self.leeway = leeway.asTimerLeeway
        self.runsInline = runsInline
    }

    deinit {
        state.withLock { $0.timer }?.cancel()
    }

    /// Runs `work` on the queue once `wait` nanoseconds have passed, unless the returned disposable is disposed first.
    ///
    /// - Parameter wait: A due time's ``DispatchTimeInterval/realTimeWait``: below
    ///   ``DispatchTimeInterval/longestRealTimeWait``; the caller has already released an action that never comes.
    func schedule(afterNanoseconds wait: Int64, _ work: @escaping () -> any Disposable) -> any Disposable {
        let deadline = Self.deadline(afterNanoseconds: wait)
        let entry = DispatchTimerEntry(deadline: deadline, owner: self, work: work)
        state.withLock { state in
            entry.sequence = state.nextSequence
            state.nextSequence &+= 1
            state.push(entry)
            if state.keepAlive == nil { state.keepAlive = self }
            if deadline < state.armedDeadline { arm(&state, for: deadline) }
        }
        return entry
    }

    /// The uptime, in nanoseconds, at which a wait of `wait` nanoseconds from now ends.
    ///
    /// Computed here in `UInt64` rather than through `DispatchTime + DispatchTimeInterval`: that saturates a huge
    /// span to `DispatchTime.distantFuture`, whose `uptimeNanoseconds` and the way back through
    /// `DispatchTime(uptimeNanoseconds:)` are not plain numbers on every platform (libdispatch reads a deadline with
    /// the top bit set as wall-clock time, so a deadline just below `UInt64.max` fires at once). A wait below
    /// ``DispatchTimeInterval/longestRealTimeWait`` (2^62) added to an uptime (far below 2^62) stays below 2^63.
    static func deadline(afterNanoseconds wait: Int64) -> UInt64 {
        let now = DispatchTime.now().uptimeNanoseconds
        return wait <= 0 ? now : now + UInt64(wait)
    }

    private func arm(_ state: inout State, for deadline: UInt64) {
        let timer: any DispatchSourceTimer
        if let existing = state.timer {
            timer = existing
        } else {
            timer = DispatchSource.makeTimerSource(queue: queue)
            timer.setEventHandler { [weak self] in self?.fire() }
            state.timer = timer
            timer.resume()
        }
        state.armedDeadline = deadline
        timer.schedule(deadline: DispatchTime(uptimeNanoseconds: deadline), leeway: leeway)
    }

    /// The timer's handler, on the queue: runs what is due and re-arms for what is not.
    private func fire() {
        let now = DispatchTime.now().uptimeNanoseconds
        var due: [DispatchTimerEntry] = []
        let released = state.withLock { state -> (DispatchTimerQueue?, [DispatchTimerEntry]) in
            state.armedDeadline = .max
            var dropped: [DispatchTimerEntry] = []
            while let top = state.heap.first {
                if top.isDisposed {
                    dropped.append(state.popTop())
                } else if top.deadline <= now {
                    due.append(state.popTop())
                } else {
                    arm(&state, for: top.deadline)
                    return (nil, dropped)
                }
            }
            return (state.keepAlive.take(), dropped)
        }
        if runsInline {
            for entry in due { entry.run() }
        } else {
            for entry in due { queue.async { entry.run() } }
        }
        _ = released
    }

    /// Called once by an entry disposed before it ran.
    fileprivate func cancelled(_ entry: DispatchTimerEntry) {
        let released = state.withLock { state -> (DispatchTimerQueue?, [DispatchTimerEntry]) in
            guard entry.inHeap else { return (nil, []) }
            entry.countedCancelled = true
            state.cancelledCount += 1
            if state.cancelledCount == state.heap.count {
                // Nothing left to run: the armed timer may fire into an empty heap, which is harmless.
                let removed = state.heap
                for cancelled in removed { cancelled.inHeap = false }
                state.heap.removeAll(keepingCapacity: removed.count <= 64)
                state.cancelledCount = 0
                return (state.keepAlive.take(), removed)
            }
            if state.heap.count > 32 && state.cancelledCount * 2 > state.heap.count {
                return (nil, state.sweep())
            }
            return (nil, [])
        }
        _ = released
    }
}

/// One pending deadline of a ``DispatchTimerQueue``; disposing it before it runs cancels the action, disposing it
/// after disposes what the action returned.
// @unchecked Sendable: `sequence`, `inHeap` and `countedCancelled` are used only under the owner's lock; `work` is taken by the one
// party that wins it through `status` (the runner, by setting the running bit first, or `dispose()`, by setting the
// disposed bit first); `result` is written once before the set bit is published and then taken only by the one
// call that sees both the set and disposed bits first, as in SinkDisposer.
final class DispatchTimerEntry: Cancelable, @unchecked Sendable {
    let deadline: UInt64
    var sequence: UInt64 = 0
    var inHeap = false
    /// Whether its cancellation was counted in the owner's `cancelledCount` (an entry may be disposed, and so be
    /// dropped from the heap, before its report reaches the owner).
    var countedCancelled = false
    private let owner: DispatchTimerQueue
    private let status = Atomic<Int>(0)
    @exclusivity(unchecked) private var work: (() -> any Disposable)?
    @exclusivity(unchecked) private var result: (any Disposable)?

    private static var runningBit: Int { 1 }
    private static var setBit: Int { 2 }
    private static var disposedBit: Int { 4 }

    init(deadline: UInt64, owner: DispatchTimerQueue, work: @escaping () -> any Disposable) {
        self.deadline = deadline
        self.owner = owner
        self.work = work
        // Counted while the action is held: until it runs or is cancelled.
        Resources.incrementTotal()
    }

    func comesBefore(_ other: DispatchTimerEntry) -> Bool {
        deadline < other.deadline || (deadline == other.deadline && sequence < other.sequence)
    }

    var isDisposed: Bool {
        status.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// Runs the action unless the entry was disposed first.
    func run() {
        guard status.compareExchange(expected: 0, desired: Self.runningBit, ordering: .acquiringAndReleasing).exchanged
        else { return }
        guard let work = work.take() else { return }
        Resources.decrementTotal()
        result = work()
        let previous = status.bitwiseOr(Self.setBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 {
            result.take()?.dispose()
        }
    }

    func dispose() {
        let previous = status.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 { return }
        if previous & Self.runningBit == 0 {
            work = nil
            Resources.decrementTotal()
            owner.cancelled(self)
        } else if previous & Self.setBit != 0 {
            result.take()?.dispose()
        }
    }
}
