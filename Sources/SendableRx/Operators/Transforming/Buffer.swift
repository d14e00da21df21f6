// SendableRx — `buffer(timeSpan:count:scheduler:)`.

extension ObservableType {
    /// Collects elements into arrays, emitted when `count` elements have arrived or `timeSpan` has passed since
    /// the last array, whichever comes first.
    ///
    /// ```
    /// source:                               -1-2-3-----4-|
    /// buffer(timeSpan: 5, count: 2):        ---[1,2]--[3]--[4]|
    /// ```
    ///
    /// Every time span produces an array, possibly empty. On completion the current array is emitted, then
    /// completion; on error the current array is dropped.
    ///
    /// A zero `timeSpan` emits an array, usually empty, each time the scheduler runs the timer: every tick on a
    /// `TestScheduler`, as fast as a real scheduler can run it (a busy loop).
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time an array collects for.
    ///   - count: The largest number of elements in an array.
    ///   - scheduler: The scheduler that times the arrays.
    /// - Returns: The sequence of arrays. As in RxSwift, a `count` below 1 sets no count limit (arrays are cut by
    ///   time only) and a negative `timeSpan` counts as zero.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType) -> Observable<[Element]> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = SerializingSink(observer: observer, cancel: cancel)
            let timer = SerialDisposable()
            var buffer: [Element] = []
            var windowId = 0

            func createTimer(_ id: Int) {
                if timer.isDisposed || sink.locked({ windowId != id }) { return }
                let nextTimer = SingleAssignmentDisposable()
                timer.disposable = nextTimer
                nextTimer.setDisposable(scheduler.scheduleRelative(id, dueTime: timeSpan) { previousId in
                    let next = sink.locked { () -> Int? in
                        guard previousId == windowId else { return nil }
                        return startNewWindowAndSendCurrent()
                    }
                    if let next {
                        createTimer(next)
                    }
                    return Disposables.create()
                })
            }

            // Call under the lock; returns the id of the new window, whose timer the caller starts.
            func startNewWindowAndSendCurrent() -> Int {
                windowId &+= 1
                let current = buffer
                buffer = []
                sink.enqueue(.next(current))
                return windowId
            }

            createTimer(windowId)
            let subscription = source.subscribe(AnyObserver<Element> { event in
                let next = sink.locked { () -> Int? in
                    switch event {
                    case .next(let element):
                        buffer.append(element)
                        return buffer.count == count ? startNewWindowAndSendCurrent() : nil
                    case .error(let error):
                        buffer = []
                        sink.enqueue(.error(error))
                        return nil
                    case .completed:
                        sink.enqueue(.next(buffer))
                        sink.enqueue(.completed)
                        return nil
                    }
                }
                if let next {
                    createTimer(next)
                }
            })
            return (sink, Disposables.create(timer, subscription))
        }
    }
}
