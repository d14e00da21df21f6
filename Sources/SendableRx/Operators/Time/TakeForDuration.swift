// SendableRx — `take(for:scheduler:)` and `skip(_:scheduler:)`.

extension ObservableType {
    /// Passes on elements for `duration` after subscription, then completes.
    ///
    /// ```
    /// source:                 -1-2-3-4-|
    /// take(for: 5):           -1-2-|
    /// ```
    ///
    /// A zero `duration` completes as soon as the scheduler runs the timer (one tick later on a `TestScheduler`);
    /// elements sent before that still pass. With `.never` the result mirrors the source.
    ///
    /// - Parameters:
    ///   - duration: How long to pass on elements.
    ///   - scheduler: The scheduler that times the duration.
    /// - Returns: The sequence of elements within the duration. As in RxSwift, a negative `duration` counts as zero.
    public func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = SerializingSink(observer: observer, cancel: cancel)
            let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
                sink.locked { sink.enqueue(.completed) }
                return Disposables.create()
            }
            let subscription = source.subscribe(AnyObserver<Element> { event in
                sink.locked { sink.enqueue(event) }
            })
            return (sink, Disposables.create(timer, subscription))
        }
    }

    /// Passes on elements for `duration`. Renamed to ``take(for:scheduler:)``.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }

    /// Drops the elements that arrive within `duration` after subscription.
    ///
    /// ```
    /// source:         -1-2-3-4-|
    /// skip(5):        -----3-4-|
    /// ```
    ///
    /// A zero `duration` drops only the elements sent before the scheduler runs the timer (those sent during
    /// subscription, say). With `.never` every element is dropped and only the terminal event passes.
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements.
    ///   - scheduler: The scheduler that times the duration.
    /// - Returns: The sequence of elements after the duration. As in RxSwift, a negative `duration` counts as zero.
    public func skip(_ duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = SerializingSink(observer: observer, cancel: cancel)
            var open = false
            let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
                sink.locked { open = true }
                return Disposables.create()
            }
            let subscription = source.subscribe(AnyObserver<Element> { event in
                sink.locked {
                    if case .next = event, !open { return }
                    sink.enqueue(event)
                }
            })
            return (sink, Disposables.create(timer, subscription))
        }
    }
}
