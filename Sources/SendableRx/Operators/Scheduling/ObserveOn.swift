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
    @inlinable
    public func observe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        if let serialScheduler = scheduler as? SerialDispatchQueueScheduler {
            return .producer { observer, cancel in
                let sink = ObserveOnSerialDispatchQueueSink(
                    scheduler: serialScheduler, observer: observer, cancel: cancel
                )
                return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
            }
        }
        return .producer { observer, cancel in
            let sink = ObserveOnSink(scheduler: scheduler, observer: observer, cancel: cancel)
            return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
        }
    }

    /// Delivers the sequence's events to the observer on `scheduler`.
    ///
    /// - Parameter scheduler: The scheduler to deliver events on.
    /// - Returns: The same sequence, observed on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    @inlinable
    public func observeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

/// The serial-queue fast path: the queue itself keeps the events in order and one at a time.
@usableFromInline
// @unchecked Sendable: restated from Sink; this subclass adds only the Sendable scheduler.
final class ObserveOnSerialDispatchQueueSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let scheduler: SerialDispatchQueueScheduler

    @inlinable
    init(scheduler: SerialDispatchQueueScheduler, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        // Upstream sends the events one at a time, and the serial queue runs the actions in submission order,
        // so the observer receives them in order and never concurrently. Nothing can cancel a delivery but the
        // sink's own disposal, so the delivery is submitted without a disposable of its own. When the scheduler
        // would run it at once anyway (the main scheduler, on the main thread), it runs here, without a closure
        // to allocate.
        if scheduler.performInline({ deliver(event) }) { return }
        // UncheckedBox: the event is handed over to the queue, which delivers it exactly once.
        let delivery = UncheckedBox((self, event))
        scheduler.perform {
            let (sink, event) = delivery.value
            sink.deliver(event)
        }
    }

    @inlinable
    func deliver(_ event: Event<Element>) {
        if isDisposed { return }
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}

/// The general path: events are queued under a lock and delivered by actions that reschedule themselves, one
/// event per action.
// The observer is called only by the single active drain (started by whoever flips `running` to true), unlocked.
@usableFromInline
// @unchecked Sendable: restated from Sink; `queue` and `running` are touched only under `lock`.
final class ObserveOnSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let scheduler: any ImmediateSchedulerType
    /// How many events one scheduled action delivers at most: 1 (RxSwift's rhythm, which deterministic schedulers
    /// such as virtual time and the trampoline make observable), or a few dozen on an ``OperationQueueScheduler``,
    /// where an action is an `Operation` costing microseconds and the order of operations is the queue's to choose.
    @usableFromInline let batchLimit: Int
    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var queue = Queue<Event<Element>>(capacity: 4)
    @usableFromInline @exclusivity(unchecked) var running = false
    @usableFromInline let drainSlot = ScheduledActionSlot()

    @inlinable
    init(scheduler: any ImmediateSchedulerType, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.scheduler = scheduler
        self.batchLimit = scheduler is OperationQueueScheduler ? 32 : 1
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        let mustStart = lock.withLock { () -> Bool in
            queue.enqueue(event)
            if running { return false }
            running = true
            return true
        }
        if mustStart {
            scheduleDrain()
        }
    }

    /// Schedules the next delivery. Only the running drain (or whoever set `running`) calls it, so one delivery
    /// at most is pending.
    @inlinable
    func scheduleDrain() {
        let ticket = drainSlot.begin()
        let scheduled = scheduler.schedule(self) { sink in
            sink.drain()
            return Disposables.create()
        }
        drainSlot.keep(scheduled, ticket: ticket)
    }

    /// Delivers the oldest queued events, up to `batchLimit`, then schedules itself again while events remain.
    @inlinable
    func drain() {
        for _ in 0..<batchLimit {
            let next = lock.withLock { () -> Event<Element>? in
                if let event = queue.dequeue() { return event }
                running = false
                return nil
            }
            guard let event = next, !isDisposed else { return }
            forwardOn(event)
            if event.isStopEvent {
                dispose()
                return
            }
        }
        let more = lock.withLock { () -> Bool in
            if queue.isEmpty {
                running = false
                return false
            }
            return true
        }
        if more {
            scheduleDrain()
        }
    }

    @usableFromInline
    override func dispose() {
        super.dispose()
        drainSlot.dispose()
        // Release queued elements now rather than when the last scheduled action lets go of the sink.
        let dropped = lock.withLock { () -> Queue<Event<Element>> in
            let dropped = queue
            queue = Queue(capacity: 1)
            return dropped
        }
        _ = dropped
    }
}
