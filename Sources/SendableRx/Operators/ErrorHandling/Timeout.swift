// SendableRx — `timeout`.

extension ObservableType {
    /// Fails with ``RxError/timeout`` if no event arrives within `dueTime` of subscription or of the previous
    /// element.
    ///
    /// ```
    /// source:        -1---------2-|
    /// timeout(5):    -1-----#
    /// ```
    ///
    /// A zero `dueTime` times out as soon as the scheduler runs the timer (one tick later on a `TestScheduler`)
    /// unless the source terminates first; `.never` never times out.
    ///
    /// - Parameters:
    ///   - dueTime: The longest allowed wait.
    ///   - scheduler: The scheduler that times the wait.
    /// - Returns: The sequence, or a timeout error. As in RxSwift, a negative `dueTime` counts as zero.
    @inlinable
    public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` if no event arrives within `dueTime` of subscription or of the previous element.
    ///
    /// ```
    /// source:               -1---------2-|
    /// other:                       -7-|
    /// timeout(5, other):    -1------7-|
    /// ```
    ///
    /// A zero `dueTime` switches to `other` as soon as the scheduler runs the timer (one tick later on a
    /// `TestScheduler`) unless the source terminates first; `.never` never switches.
    ///
    /// - Parameters:
    ///   - dueTime: The longest allowed wait.
    ///   - other: The sequence to switch to on a timeout.
    ///   - scheduler: The scheduler that times the wait.
    /// - Returns: The sequence, switching to `other` on a timeout. As in RxSwift, a negative `dueTime` counts as
    ///   zero.
    @inlinable
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval,
        other: Source,
        scheduler: any SchedulerType
    ) -> Observable<Element> where Source.Element == Element {
        let source = asObservable()
        let other = other.asObservable()
        return .producer { observer, cancel in
            let sink = TimeoutSink(dueTime: dueTime, other: other, scheduler: scheduler, observer: observer, cancel: cancel)
            let original = SingleAssignmentDisposable()
            sink.subscription.disposable = original
            sink.createTimer()
            original.setDisposable(source.subscribe(AnyObserver(eventHandler: sink.on)))
            return (sink, Disposables.create(sink.subscription, sink.timer))
        }
    }
}

/// The sink of `timeout`: each event restarts the timer; the timer that fires first switches to `other`.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant; `id` and `switched` are touched only
// under `lock`, and the disposables are thread-safe.
final class TimeoutSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let other: Observable<Element>
    @usableFromInline let scheduler: any SchedulerType
    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var id: UInt64 = 0
    @usableFromInline @exclusivity(unchecked) var switched = false
    @usableFromInline let subscription = SerialDisposable()
    @usableFromInline let timer = SerialDisposable()

    @inlinable
    init(
        dueTime: RxTimeInterval,
        other: Observable<Element>,
        scheduler: any SchedulerType,
        observer: AnyObserver<Element>,
        cancel: SinkDisposer
    ) {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        let wins = lock.withLock { () -> Bool in
            if switched { return false }
            id &+= 1
            return true
        }
        guard wins else { return }
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        } else {
            createTimer()
        }
    }

    @inlinable
    func createTimer() {
        if timer.isDisposed { return }
        let nextTimer = SingleAssignmentDisposable()
        timer.disposable = nextTimer
        let currentId = lock.withLock { id }
        nextTimer.setDisposable(scheduler.scheduleRelative((self, currentId), dueTime: dueTime) { state in
            state.0.timerFired(state.1)
            return Disposables.create()
        })
    }

    @inlinable
    func timerFired(_ firingId: UInt64) {
        let timerWins = lock.withLock { () -> Bool in
            switched = firingId == id
            return switched
        }
        if timerWins {
            subscription.disposable = other.subscribe(AnyObserver(eventHandler: onOther))
        }
    }

    @inlinable
    func onOther(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
