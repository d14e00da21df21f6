// SendableRx — `subscribe(on:)`.

extension ObservableType {
    /// Subscribes to the source, and disposes that subscription, on `scheduler`.
    ///
    /// Use it to move the work a sequence does when subscribed — opening a file, starting a request — off the
    /// calling thread. It does not change where later events are delivered; use ``observe(on:)`` for that.
    ///
    /// ```swift
    /// Observable.deferred { Observable.just(try loadLargeFile()) }
    ///     .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .background))
    ///     .observe(on: MainScheduler.instance)
    ///     .subscribe(onNext: show)
    /// ```
    ///
    /// Disposing before the scheduled subscription has run cancels it; disposing afterwards schedules the
    /// disposal of the source subscription on `scheduler` (a ``ScheduledDisposable``). So does a sequence that ends
    /// while the source is being subscribed, as in RxSwift: that disposal runs in a second action on `scheduler`.
    ///
    /// - Parameter scheduler: The scheduler to subscribe and dispose on.
    /// - Returns: The same sequence, subscribed to on `scheduler`.
    @inlinable
    public func subscribe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        // As in RxSwift, the source itself is subscribed, not its `asObservable()` wrapper.
        let source = self
        return .producer { observer, cancel in
            let sink = ForwardingSink(observer: observer, cancel: cancel)
            let disposeEverything = SerialDisposable()
            let cancelSchedule = SingleAssignmentDisposable()
            disposeEverything.disposable = cancelSchedule
            // The scheduler runs this action once; `source` and `sink` are handed over to it and used there only.
            let scheduled = scheduler.schedule(()) { _ in
                let subscription = source.subscribe(AnyObserver(eventHandler: sink.on))
                // Always through a ScheduledDisposable, as in RxSwift: if the sequence ended while subscribing,
                // `disposeEverything` (already disposed, or disposed when `cancel` gets it) disposes it at once,
                // which schedules the source's disposal as one more action on `scheduler`.
                disposeEverything.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
                return Disposables.create()
            }
            cancelSchedule.setDisposable(scheduled)
            return (sink, disposeEverything)
        }
    }

    /// Subscribes to the source, and disposes that subscription, on `scheduler`.
    ///
    /// - Parameter scheduler: The scheduler to subscribe and dispose on.
    /// - Returns: The same sequence, subscribed to on `scheduler`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    @inlinable
    public func subscribeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}
