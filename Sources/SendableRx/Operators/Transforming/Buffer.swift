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
    @inlinable
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType) -> Observable<[Element]> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = BufferSink<Element>(
                timeSpan: timeSpan, count: count, scheduler: scheduler, observer: observer, cancel: cancel
            )
            sink.createTimer(0)
            let subscription = source.subscribe(AnyObserver(eventHandler: sink.on))
            return (sink, Disposables.create(sink.timer, subscription))
        }
    }
}

/// The sink of `buffer(timeSpan:count:scheduler:)`: collects elements under the lock; a full buffer or the timer
/// of the current window sends it and opens the next window.
@usableFromInline
// @unchecked Sendable: restated from SerializingSink, whose comment names the invariant; `buffer` and `windowId` are
// touched only under the lock, and `timer` is a thread-safe disposable.
final class BufferSink<Element>: SerializingSink<[Element]>, @unchecked Sendable {
    @usableFromInline let timeSpan: RxTimeInterval
    @usableFromInline let count: Int
    @usableFromInline let scheduler: any SchedulerType
    @usableFromInline let timer = SerialDisposable()
    @usableFromInline @exclusivity(unchecked) var buffer: [Element] = []
    @usableFromInline @exclusivity(unchecked) var windowId = 0

    @inlinable
    init(
        timeSpan: RxTimeInterval,
        count: Int,
        scheduler: any SchedulerType,
        observer: AnyObserver<[Element]>,
        cancel: SinkDisposer
    ) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    /// Starts the timer of window `id`, unless another window has opened meanwhile.
    @inlinable
    func createTimer(_ id: Int) {
        if timer.isDisposed || locked({ windowId != id }) { return }
        let nextTimer = SingleAssignmentDisposable()
        timer.disposable = nextTimer
        nextTimer.setDisposable(scheduler.scheduleRelative((self, id), dueTime: timeSpan) { state in
            state.0.timerFired(state.1)
            return Disposables.create()
        })
    }

    @inlinable
    func timerFired(_ previousId: Int) {
        let next = locked { () -> Int? in
            guard previousId == windowId else { return nil }
            return startNewWindowAndSendCurrent()
        }
        if let next {
            createTimer(next)
        }
    }

    /// Queues the current buffer and opens the next window; returns its id, whose timer the caller starts. Call
    /// under the lock.
    @inlinable
    func startNewWindowAndSendCurrent() -> Int {
        windowId &+= 1
        let current = buffer
        buffer = []
        enqueue(.next(current))
        return windowId
    }

    @inlinable
    func on(_ event: Event<Element>) {
        let next = locked { () -> Int? in
            switch event {
            case .next(let element):
                buffer.append(element)
                return buffer.count == count ? startNewWindowAndSendCurrent() : nil
            case .error(let error):
                buffer = []
                enqueue(.error(error))
                return nil
            case .completed:
                enqueue(.next(buffer))
                enqueue(.completed)
                return nil
            }
        }
        if let next {
            createTimer(next)
        }
    }
}
