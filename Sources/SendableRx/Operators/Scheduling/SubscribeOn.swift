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
    /// disposal of the source subscription on `scheduler` (a ``ScheduledDisposable``). A source that ends while
    /// being subscribed is disposed at once, inside the action that subscribed it (on `scheduler` too).
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
                // `cancel` rather than only `disposeEverything`: this action may run before `subscribe(on:)` has
                // returned on the subscribing thread (a dispatch worker of higher priority preempts it), so before
                // `disposeEverything` is handed to `cancel`, and a sequence that ended meanwhile has marked only
                // `cancel`.
                if cancel.isDisposed || disposeEverything.isDisposed {
                    // The sequence ended (or was disposed) while subscribing: this action already runs on
                    // `scheduler`, so dispose here instead of scheduling one more action that would do the same.
                    subscription.dispose()
                } else {
                    disposeEverything.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
                }
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
