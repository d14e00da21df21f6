// SendableRx — `observe(on:)`.

extension ObservableType {
    /// Delivers the sequence's events to the observer on `scheduler`.
    ///
    /// ```
    /// source (any thread):       -1-2-3-|
    /// observe(on: scheduler):    --1-2-3-|   (each event re-scheduled on `scheduler`)
    /// ```
    ///
    /// Events keep their order and reach the observer one at a time, whatever the scheduler: with a
    /// ``SerialDispatchQueueScheduler`` (and so ``MainScheduler``) each event is dispatched straight to its serial
    /// queue; with any other scheduler the operator queues the events and drains the queue with recursive
    /// scheduling, one event per scheduled action (on an ``OperationQueueScheduler``, up to 32 queued events per
    /// operation, since each operation costs microseconds), so even a concurrent scheduler never runs two
    /// deliveries at once. An error or completion arrives after every element received before it. Disposing the
    /// subscription stops delivery of events still queued.
    ///
    /// On a virtual-time test scheduler each event therefore arrives one tick after the source sent it.
    ///
    /// ```swift
    /// heavyComputation()
    ///     .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
    ///     .observe(on: MainScheduler.instance)
    ///     .subscribe(onNext: { label.text = $0 })
    /// ```
    ///
    /// - Parameter scheduler: The scheduler to deliver events on.
    /// - Returns: The same sequence, observed on `scheduler`.
    public func observe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        if let serialScheduler = scheduler as? SerialDispatchQueueScheduler {
            return OperatorProducer { downstream, cancel in
                let sink = ObserveOnSerialDispatchQueueSink(
                    scheduler: serialScheduler, downstream: downstream, cancel: cancel
                )
                return (sink, source.subscribe(downstream: sink))
            }
        }
        return OperatorProducer { downstream, cancel in
            let sink = ObserveOnSink(scheduler: scheduler, downstream: downstream, cancel: cancel)
            return (sink, source.subscribe(downstream: sink))
        }
    }

    /// Delivers the sequence's events to the observer on `scheduler`.
    ///
    /// - Parameter scheduler: The scheduler to deliver events on.
    /// - Returns: The same sequence, observed on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

/// The serial-queue fast path: the queue itself keeps the events in order and one at a time.
// @unchecked Sendable: restated from OperatorSink; this subclass adds only the Sendable scheduler.
final class ObserveOnSerialDispatchQueueSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    let scheduler: SerialDispatchQueueScheduler

    init(scheduler: SerialDispatchQueueScheduler, downstream: Downstream<Element>, cancel: SinkDisposer) {
        self.scheduler = scheduler
        super.init(downstream: downstream, cancel: cancel)
    }

    // Upstream sends the events one at a time, and the serial queue runs the actions in submission order, so the
    // observer receives them in order and never concurrently. Nothing can cancel a delivery but the sink's own
    // disposal, so the delivery is submitted without a disposable of its own. When the scheduler would run it at
    // once anyway (the main scheduler, on the main thread), it runs here, without a closure to allocate.

    override func next(_ element: Element) {
        if scheduler.performInline({ deliverNext(element) }) { return }
        // nonisolated(unsafe): the element is handed over to the queue, which delivers it exactly once.
        nonisolated(unsafe) let element = element
        scheduler.perform {
            self.deliverNext(element)
        }
    }

    override func error(_ error: any Error) {
        if scheduler.performInline({ deliverError(error) }) { return }
        scheduler.perform {
            self.deliverError(error)
        }
    }

    override func completed() {
        if scheduler.performInline({ deliverCompleted() }) { return }
        scheduler.perform {
            self.deliverCompleted()
        }
    }

    func deliverNext(_ element: Element) {
        if isDisposed { return }
        forwardNext(element)
    }

    func deliverError(_ error: any Error) {
        if isDisposed { return }
        forwardErrorAndDispose(error)
    }

    func deliverCompleted() {
        if isDisposed { return }
        forwardCompletedAndDispose()
    }
}

/// What one step of `observe(on:)`'s drain took from the queue.
private enum ObserveOnStep {
    /// The oldest element, moved to the memory the drain gave.
    case element
    case error(any Error)
    case completed
    /// Nothing is queued.
    case idle
}

/// The general path: events are queued under a lock and delivered by actions that reschedule themselves, one
/// event per action.
///
/// The queued events are the elements, in a ring, followed by the terminal event once it has arrived (nothing
/// arrives after it, and a delivered terminal event ends the drain).
// The observer is called only by the single active drain (started by whoever flips `running` to true), unlocked.
// @unchecked Sendable: restated from OperatorSink; `elements`, `terminalError`, `hasTerminal`, `stopped` and `running`
// are touched only under `lock`.
final class ObserveOnSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    let scheduler: any ImmediateSchedulerType
    /// How many events one scheduled action delivers at most: 1 (RxSwift's rhythm, which deterministic schedulers
    /// such as virtual time and the trampoline make observable), or a few dozen on an ``OperationQueueScheduler``,
    /// where an action is an `Operation` costing microseconds and the order of operations is the queue's to choose.
    let batchLimit: Int
    let lock = Lock()
    @exclusivity(unchecked) var elements = ElementRing<Element>()
    /// The terminal event queued after the elements, if any: `nil` for the completion when `hasTerminal`.
    @exclusivity(unchecked) var terminalError: (any Error)?
    @exclusivity(unchecked) var hasTerminal = false
    /// Whether a terminal event has arrived; what arrives after it is dropped (the drain would never deliver it).
    @exclusivity(unchecked) var stopped = false
    @exclusivity(unchecked) var running = false
    let drainSlot = ScheduledActionSlot()

    init(scheduler: any ImmediateSchedulerType, downstream: Downstream<Element>, cancel: SinkDisposer) {
        self.scheduler = scheduler
        self.batchLimit = scheduler is OperationQueueScheduler ? 32 : 1
        super.init(downstream: downstream, cancel: cancel)
    }

    deinit {
        elements.destroy()
    }

    override func next(_ element: Element) {
        let mustStart = lock.withLock { () -> Bool in
            if stopped { return false }
            elements.append(element)
            return startRunning()
        }
        if mustStart {
            scheduleDrain()
        }
    }

    override func error(_ error: any Error) {
        queueTerminal(error)
    }

    override func completed() {
        queueTerminal(nil)
    }

    /// Queues the terminal event: `error`, or the completion when it is `nil`.
    func queueTerminal(_ error: (any Error)?) {
        let mustStart = lock.withLock { () -> Bool in
            if stopped { return false }
            stopped = true
            hasTerminal = true
            terminalError = error
            return startRunning()
        }
        if mustStart {
            scheduleDrain()
        }
    }

    /// Whether the caller must start the drain (and sets `running` if so). Call under the lock.
    func startRunning() -> Bool {
        if running { return false }
        running = true
        return true
    }

    /// Schedules the next delivery. Only the running drain (or whoever set `running`) calls it, so one delivery
    /// at most is pending.
    func scheduleDrain() {
        let ticket = drainSlot.begin()
        let scheduled = scheduler.schedule(self) { sink in
            sink.drain()
            return Disposables.create()
        }
        drainSlot.keep(scheduled, ticket: ticket)
    }

    /// Delivers the oldest queued events, up to `batchLimit`, then schedules itself again while events remain.
    func drain() {
        // An element leaves the lock through memory of this call's own.
        withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { buffer in
            let element = buffer.baseAddress.unsafelyUnwrapped
            for _ in 0..<batchLimit {
                let step = lock.withLock { () -> ObserveOnStep in
                    if !elements.isEmpty {
                        element.initialize(to: elements.removeFirst())
                        return .element
                    }
                    if hasTerminal {
                        hasTerminal = false
                        if let error = terminalError.take() {
                            return .error(error)
                        }
                        return .completed
                    }
                    running = false
                    return .idle
                }
                switch step {
                case .element:
                    let value = element.move()
                    if isDisposed { return }
                    forwardNext(value)
                case .error(let error):
                    if isDisposed { return }
                    forwardErrorAndDispose(error)
                    return
                case .completed:
                    if isDisposed { return }
                    forwardCompletedAndDispose()
                    return
                case .idle:
                    return
                }
            }
            let more = lock.withLock { () -> Bool in
                if elements.isEmpty && !hasTerminal {
                    running = false
                    return false
                }
                return true
            }
            if more {
                scheduleDrain()
            }
        }
    }

    override func dispose() {
        super.dispose()
        drainSlot.dispose()
        // Release queued elements now rather than when the last scheduled action lets go of the sink.
        var dropped = lock.withLock { () -> ElementRing<Element> in
            let dropped = elements
            elements = ElementRing()
            hasTerminal = false
            terminalError = nil
            return dropped
        }
        dropped.destroy()
    }
}
