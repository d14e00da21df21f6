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
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval,
        other: Source,
        scheduler: any SchedulerType
    ) -> Observable<Element> where Source.Element == Element {
        let source = asObservable()
        let other = other.asObservable()
        return OperatorProducer { downstream, cancel in
            let sink = TimeoutSink(
                dueTime: dueTime, other: other, scheduler: scheduler, downstream: downstream, cancel: cancel
            )
            let original = SingleAssignmentDisposable()
            sink.subscription.disposable = original
            sink.createTimer()
            original.setDisposable(source.subscribe(downstream: sink))
            return (sink, Disposables.create(sink.subscription, sink.timer))
        }
    }
}

/// The sink of `timeout`: each event restarts the timer; the timer that fires first switches to `other` (whose
/// downstream is a ``MirroringDownstream``).
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; `id` and `switched` are touched
// only under `lock`, and the disposables are thread-safe.
final class TimeoutSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    let dueTime: RxTimeInterval
    let other: Observable<Element>
    let scheduler: any SchedulerType
    let lock = Lock()
    @exclusivity(unchecked) var id: UInt64 = 0
    @exclusivity(unchecked) var switched = false
    let subscription = SerialDisposable()
    let timer = SerialDisposable()

    init(
        dueTime: RxTimeInterval,
        other: Observable<Element>,
        scheduler: any SchedulerType,
        downstream: Downstream<Element>,
        cancel: SinkDisposer
    ) {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(downstream: downstream, cancel: cancel)
    }

    /// Whether the source's event beats the timer (it then restarts the timer's count).
    func sourceWins() -> Bool {
        lock.withLock { () -> Bool in
            if switched { return false }
            id &+= 1
            return true
        }
    }

    override func next(_ element: Element) {
        guard sourceWins() else { return }
        forwardNext(element)
        createTimer()
    }

    override func error(_ error: any Error) {
        guard sourceWins() else { return }
        forwardErrorAndDispose(error)
    }

    override func completed() {
        guard sourceWins() else { return }
        forwardCompletedAndDispose()
    }

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

    func timerFired(_ firingId: UInt64) {
        let timerWins = lock.withLock { () -> Bool in
            switched = firingId == id
            return switched
        }
        if timerWins {
            subscription.disposable = other.subscribe(downstream: MirroringDownstream(sink: self))
        }
    }
}
