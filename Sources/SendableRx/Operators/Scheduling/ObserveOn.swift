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
    /// scheduling, one event per scheduled action, so even a concurrent scheduler never runs two deliveries at
    /// once. An error or completion arrives after every element received before it. Disposing the subscription
    /// stops delivery of events still queued.
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
    public func observeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

/// The serial-queue fast path: the queue itself keeps the events in order and one at a time.
// @unchecked Sendable: restated from Sink; this subclass adds only the Sendable scheduler.
final class ObserveOnSerialDispatchQueueSink<Element>: Sink<Element>, @unchecked Sendable {
    private let scheduler: SerialDispatchQueueScheduler

    init(scheduler: SerialDispatchQueueScheduler, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        // Upstream sends the events one at a time, and the serial queue runs the actions in submission order,
        // so the observer receives them in order and never concurrently.
        _ = scheduler.schedule(event) { event in
            if self.isDisposed { return Disposables.create() }
            self.forwardOn(event)
            if event.isStopEvent {
                self.dispose()
            }
            return Disposables.create()
        }
    }
}

/// The general path: events are queued under a lock and delivered by a recursive schedule, one per action.
// The observer is called only by the single active drain (started by whoever flips `running` to true), unlocked.
// @unchecked Sendable: restated from Sink; `queue` and `running` are touched only under `lock`.
final class ObserveOnSink<Element>: Sink<Element>, @unchecked Sendable {
    private let scheduler: any ImmediateSchedulerType
    private let lock = Lock()
    private var queue = Queue<Event<Element>>(capacity: 4)
    private var running = false
    private let drainDisposable = SerialDisposable()

    init(scheduler: any ImmediateSchedulerType, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        let mustStart = lock.withLock { () -> Bool in
            queue.enqueue(event)
            if running { return false }
            running = true
            return true
        }
        guard mustStart else { return }
        // Upstream calls `on` one event at a time, so these assignments never race with each other; the drain
        // this replaces has already stopped (it cleared `running`), and disposing it is harmless.
        drainDisposable.disposable = scheduler.scheduleRecursive(()) { _, recurse in
            self.drainOne(recurse)
        }
    }

    /// Delivers the oldest queued event, then schedules itself again while events remain.
    private func drainOne(_ recurse: (()) -> Void) {
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
        let more = lock.withLock { () -> Bool in
            if queue.isEmpty {
                running = false
                return false
            }
            return true
        }
        if more {
            recurse(())
        }
    }

    override func dispose() {
        super.dispose()
        drainDisposable.dispose()
        // Release queued elements now rather than when the last scheduled action lets go of the sink.
        let dropped = lock.withLock { () -> Queue<Event<Element>> in
            let dropped = queue
            queue = Queue(capacity: 1)
            return dropped
        }
        _ = dropped
    }
}
