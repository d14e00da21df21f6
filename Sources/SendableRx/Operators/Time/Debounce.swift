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
        return .producer { observer, cancel in
            let sink = SerializingSink(observer: observer, cancel: cancel)
            let timer = SerialDisposable()
            var id: UInt64 = 0
            var pending: Element?
            let subscription = source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let element):
                    let currentId = sink.locked { () -> UInt64 in
                        id &+= 1
                        pending = element
                        return id
                    }
                    let scheduled = SingleAssignmentDisposable()
                    timer.disposable = scheduled
                    scheduled.setDisposable(scheduler.scheduleRelative(currentId, dueTime: dueTime) { firingId in
                        sink.locked {
                            if let value = pending, id == firingId {
                                pending = nil
                                sink.enqueue(.next(value))
                            }
                        }
                        return Disposables.create()
                    })
                case .error(let error):
                    sink.locked {
                        pending = nil
                        sink.enqueue(.error(error))
                    }
                case .completed:
                    sink.locked {
                        if let value = pending {
                            pending = nil
                            sink.enqueue(.next(value))
                        }
                        sink.enqueue(.completed)
                    }
                }
            })
            return (sink, Disposables.create(subscription, timer))
        }
    }
}
