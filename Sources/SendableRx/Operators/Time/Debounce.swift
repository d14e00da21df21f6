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
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
            let subscription = source.subscribe(AnyObserver(eventHandler: sink.on))
            return (sink, Disposables.create(subscription, sink.timer))
        }
    }
}

/// The sink of `debounce`: each element replaces the pending one and restarts the timer.
@usableFromInline
// @unchecked Sendable: restated from SerializingSink, whose comment names the invariant; `id` and `pending` are
// touched only under the lock, and `timer` is a thread-safe disposable.
final class DebounceSink<Element>: SerializingSink<Element>, @unchecked Sendable {
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: any SchedulerType
    @usableFromInline let timer = SerialDisposable()
    @usableFromInline @exclusivity(unchecked) var id: UInt64 = 0
    @usableFromInline @exclusivity(unchecked) var pending: Element?

    @inlinable
    init(dueTime: RxTimeInterval, scheduler: any SchedulerType, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let currentId = locked { () -> UInt64 in
                id &+= 1
                pending = element
                return id
            }
            let scheduled = SingleAssignmentDisposable()
            timer.disposable = scheduled
            scheduled.setDisposable(scheduler.scheduleRelative((self, currentId), dueTime: dueTime) { state in
                state.0.timerFired(state.1)
                return Disposables.create()
            })
        case .error:
            sendLocked {
                pending = nil
                return event
            }
        case .completed:
            locked {
                if let value = pending {
                    pending = nil
                    enqueue(.next(value))
                }
                enqueue(.completed)
            }
        }
    }

    @inlinable
    func timerFired(_ firingId: UInt64) {
        sendLocked { () -> Event<Element>? in
            guard id == firingId, let value = pending else { return nil }
            pending = nil
            return .next(value)
        }
    }
}
