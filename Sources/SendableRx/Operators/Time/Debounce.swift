// SendableRx — `debounce`.

extension ObservableType {
    /// Emits an element only after `dueTime` has passed without another element.
    ///
    /// ```
    /// source:          -1-2-----3--|
    /// debounce(2):     -----2-----3|
    /// ```
    ///
    /// On completion the pending element, if any, is emitted at once before completing; on error it is dropped.
    /// A zero `dueTime` emits each element when the scheduler runs its timer (one tick later on a
    /// `TestScheduler`), unless another element arrives first.
    ///
    /// - Parameters:
    ///   - dueTime: The quiet time an element must be followed by.
    ///   - scheduler: The scheduler that times the quiet period.
    /// - Returns: The debounced sequence. As in RxSwift, a negative `dueTime` counts as zero.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return OperatorProducer { downstream, cancel in
            let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, downstream: downstream, cancel: cancel)
            let subscription = source.subscribe(downstream: sink)
            return (sink, Disposables.create(subscription, sink.timer))
        }
    }
}

/// The sink of `debounce`: each element replaces the pending one and restarts the timer.
// @unchecked Sendable: restated from SerializingOperatorSink, whose comment names the invariant; `id` and `pending`
// are touched only under the lock, and `timer` is a thread-safe disposable.
final class DebounceSink<Element>: SerializingOperatorSink<Element, Element>, @unchecked Sendable {
    let dueTime: RxTimeInterval
    let scheduler: any SchedulerType
    let timer = SerialDisposable()
    @exclusivity(unchecked) var id: UInt64 = 0
    @exclusivity(unchecked) var pending = ElementSlot<Element>()

    init(dueTime: RxTimeInterval, scheduler: any SchedulerType, downstream: Downstream<Element>, cancel: SinkDisposer) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(downstream: downstream, cancel: cancel)
    }

    deinit {
        pending.destroy()
    }

    override func next(_ element: Element) {
        // Nothing is queued here, so the lock alone serializes.
        let currentId = lock.withLock { () -> UInt64 in
            id &+= 1
            pending.store(element)
            return id
        }
        let scheduled = SingleAssignmentDisposable()
        timer.disposable = scheduled
        scheduled.setDisposable(scheduler.scheduleRelative((self, currentId), dueTime: dueTime) { state in
            state.0.timerFired(state.1)
            return Disposables.create()
        })
    }

    override func error(_ error: any Error) {
        sendError(error, if: {
            pending.clear()
            return true
        })
    }

    override func completed() {
        send(producedBy: { element in
            guard pending.isFull else { return .completion }
            element.initialize(to: pending.take())
            return .elementAndCompletion
        })
    }

    func timerFired(_ firingId: UInt64) {
        sendNext(producedBy: { element in
            guard id == firingId, pending.isFull else { return false }
            element.initialize(to: pending.take())
            return true
        })
    }
}
