// SendableRx — `throttle`.

extension ObservableType {
    /// Emits at most one element per `dueTime` window: the first element at once, then — with `latest` — the
    /// latest element of the window when it closes.
    ///
    /// ```
    /// source:                          -1-2-3-----4-|
    /// throttle(4, latest: true):       -1---3-----4-|
    /// throttle(4, latest: false):      -1---------4-|
    /// ```
    ///
    /// If the source completes while a latest element waits, the element is emitted when the window closes
    /// and completion follows it.
    ///
    /// As in RxSwift, the rest of a window is counted in `dueTime`'s own unit and rounded to a whole number of it,
    /// so with `.seconds(1)` on a clock that ticks in tenths, an element 0.7 s into the window closes it at once and
    /// one 0.3 s in waits a whole second. A zero `dueTime` passes every element on. A `.never` window never closes: with `latest`, a second element
    /// is held forever and neither it nor a later completion is ever sent (an error still is); without `latest`,
    /// only the first element and the terminal event are sent.
    ///
    /// - Parameters:
    ///   - dueTime: The window length.
    ///   - latest: Whether the latest element of a window is emitted when the window closes.
    ///   - scheduler: The scheduler that times the windows.
    /// - Returns: The throttled sequence. As in RxSwift, a negative `dueTime` counts as zero: every element passes.
    public func throttle(
        _ dueTime: RxTimeInterval,
        latest: Bool = true,
        scheduler: any SchedulerType
    ) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = SerializingSink(observer: observer, cancel: cancel)
            let timer = SerialDisposable()
            var lastSentTime: RxTime?
            var lastUnsentElement: Element?
            var completed = false

            func sendNow(_ element: Element, at now: RxTime) {
                lastUnsentElement = nil
                sink.enqueue(.next(element))
                lastSentTime = now
            }

            let subscription = source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let element):
                    let now = scheduler.now
                    let delay: RxTimeInterval? = sink.locked {
                        let remaining = lastSentTime.map { dueTime.remaining(after: now.timeIntervalSince($0)) }
                            ?? .nanoseconds(0)
                        if remaining.isNowOrPast {
                            sendNow(element, at: now)
                            return nil
                        }
                        guard latest else { return nil }
                        let alreadyWaiting = lastUnsentElement != nil
                        lastUnsentElement = element
                        return alreadyWaiting ? nil : remaining
                    }
                    guard let delay else { return }
                    let scheduled = SingleAssignmentDisposable()
                    timer.disposable = scheduled
                    scheduled.setDisposable(scheduler.scheduleRelative((), dueTime: delay) { _ in
                        let now = scheduler.now
                        sink.locked {
                            if let element = lastUnsentElement {
                                sendNow(element, at: now)
                            }
                            if completed {
                                sink.enqueue(.completed)
                            }
                        }
                        return Disposables.create()
                    })
                case .error(let error):
                    sink.locked {
                        lastUnsentElement = nil
                        sink.enqueue(.error(error))
                    }
                case .completed:
                    sink.locked {
                        if lastUnsentElement != nil {
                            completed = true
                        } else {
                            sink.enqueue(.completed)
                        }
                    }
                }
            })
            return (sink, Disposables.create(subscription, timer))
        }
    }
}
