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
    /// while the source is being subscribed, as in RxSwift: that disposal runs in a second action on `scheduler`,
    /// after the actions scheduled before it (on virtual time, a tick after the subscription). On the queue of a
    /// ``ConcurrentDispatchQueueScheduler`` made with `init(qos:)`, where a second action could run at once and in
    /// parallel, the source is disposed inside the subscribing action instead, which saves a thread hop.
    ///
    /// - Parameter scheduler: The scheduler to subscribe and dispose on.
    /// - Returns: The same sequence, subscribed to on `scheduler`.
    public func subscribe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        // As in RxSwift, the source itself is subscribed, not its `asObservable()` wrapper.
        let source = subscribingItself()
        return OperatorProducer { downstream, cancel in
            let sink = ForwardingOperatorSink(downstream: downstream, cancel: cancel)
            let disposeEverything = SerialDisposable()
            let cancelSchedule = SingleAssignmentDisposable()
            disposeEverything.disposable = cancelSchedule
            // The scheduler runs this action once; `source` and `sink` are handed over to it and used there only.
            let scheduled = scheduler.schedule(()) { _ in
                let subscription = source(sink)
                // On a queue known to be concurrent, disposing here a source whose sequence ended (or was disposed)
                // while subscribing is one of the orders a separate action could run in: at once, on this queue.
                // `cancel` as well as `disposeEverything`: this action may run before `subscribe(on:)` has returned
                // on the subscribing thread, before `disposeEverything` is handed to `cancel`.
                if (cancel.isDisposed || disposeEverything.isDisposed) && disposesInline(on: scheduler) {
                    subscription.dispose()
                    return Disposables.create()
                }
                // Anywhere else through a ScheduledDisposable, as in RxSwift: if the sequence ended while
                // subscribing, `disposeEverything` (already disposed, or disposed when `cancel` gets it) disposes it
                // at once, which schedules the source's disposal as one more action on `scheduler`, after whatever
                // the action scheduled meanwhile (on virtual time: a tick later).
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
    public func subscribeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }

    /// A function that subscribes a downstream to this sequence itself: through ``Observable/subscribe(downstream:)``
    /// when it is an `Observable` (a subject, a connectable observable), otherwise through its own `subscribe(_:)`
    /// with an observer that forwards to the downstream.
    func subscribingItself() -> (Downstream<Element>) -> any Disposable {
        if let observable = self as? Observable<Element> {
            return observable.subscribe(downstream:)
        }
        return { downstream in self.subscribe(anyObserverForwarding(to: downstream)) }
    }
}

/// Whether `subscribe(on:)` may dispose a source whose sequence ended while it was being subscribed inside the
/// subscribing action rather than in one more action on `scheduler`: only on a queue known to be concurrent (a
/// ``ConcurrentDispatchQueueScheduler`` made with `init(qos:)`), where the second action could have run at once, in
/// parallel, and nothing is ordered after it. Serial, virtual-time and trampoline schedulers order it after the
/// actions scheduled before it, as RxSwift does.
func disposesInline(on scheduler: any ImmediateSchedulerType) -> Bool {
    (scheduler as? ConcurrentDispatchQueueScheduler)?.ownsConcurrentQueue ?? false
}
