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
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            let lock = Lock()
            var id: UInt64 = 0
            var switched = false
            let subscription = SerialDisposable()
            let timer = SerialDisposable()

            func createTimer() {
                if timer.isDisposed { return }
                let nextTimer = SingleAssignmentDisposable()
                timer.disposable = nextTimer
                let currentId = lock.withLock { id }
                nextTimer.setDisposable(scheduler.scheduleRelative(currentId, dueTime: dueTime) { firingId in
                    let timerWins = lock.withLock { () -> Bool in
                        switched = firingId == id
                        return switched
                    }
                    if timerWins {
                        subscription.disposable = other.subscribe(AnyObserver<Element> { event in
                            sink.forwardOn(event)
                            if event.isStopEvent {
                                sink.dispose()
                            }
                        })
                    }
                    return Disposables.create()
                })
            }

            let original = SingleAssignmentDisposable()
            subscription.disposable = original
            createTimer()
            original.setDisposable(source.subscribe(AnyObserver<Element> { event in
                let wins = lock.withLock { () -> Bool in
                    if switched { return false }
                    id &+= 1
                    return true
                }
                guard wins else { return }
                sink.forwardOn(event)
                if event.isStopEvent {
                    sink.dispose()
                } else {
                    createTimer()
                }
            }))
            return (sink, Disposables.create(subscription, timer))
        }
    }
}
