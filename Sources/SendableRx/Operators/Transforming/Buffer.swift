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
        return OperatorProducer { downstream, cancel in
            let sink = BufferSink<Element>(
                timeSpan: timeSpan, count: count, scheduler: scheduler, downstream: downstream, cancel: cancel
            )
            sink.createTimer(0)
            let subscription = source.subscribe(downstream: sink)
            return (sink, Disposables.create(sink.timer, subscription))
        }
    }
}

/// The sink of `buffer(timeSpan:count:scheduler:)`: collects elements under the lock; a full buffer or the timer
/// of the current window sends it and opens the next window.
///
/// The elements are collected in a ring rather than an array, and moved into the array only when it is sent: an
/// append to an array compiled once for every element type goes through the array's generic code.
// @unchecked Sendable: restated from SerializingOperatorSink, whose comment names the invariant; `buffer` and
// `windowId` are touched only under the lock, and `timer` is a thread-safe disposable.
final class BufferSink<Element>: SerializingOperatorSink<Element, [Element]>, @unchecked Sendable {
    let timeSpan: RxTimeInterval
    let count: Int
    let scheduler: any SchedulerType
    let timer = SerialDisposable()
    @exclusivity(unchecked) var buffer = ElementRing<Element>()
    @exclusivity(unchecked) var windowId = 0

    init(
        timeSpan: RxTimeInterval,
        count: Int,
        scheduler: any SchedulerType,
        downstream: Downstream<[Element]>,
        cancel: SinkDisposer
    ) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(downstream: downstream, cancel: cancel)
    }

    deinit {
        buffer.destroy()
    }

    func isCurrentWindow(_ id: Int) -> Bool {
        // Nothing is queued here, so the lock alone serializes.
        lock.withLock { windowId == id }
    }

    func timerFired(_ previousId: Int) {
        var next: Int?
        sendNext(producedBy: { array in
            guard previousId == windowId else { return false }
            next = startNewWindowAndSendCurrent(into: array)
            return true
        })
        if let next {
            createTimer(next)
        }
    }

    /// Moves the current buffer to `array` and opens the next window; returns its id, whose timer the caller starts.
    /// Call under the lock.
    func startNewWindowAndSendCurrent(into array: UnsafeMutablePointer<[Element]>) -> Int {
        windowId &+= 1
        array.initialize(to: buffer.removeAllIntoArray())
        return windowId
    }

    override func next(_ element: Element) {
        var next: Int?
        sendNext(producedBy: { array in
            buffer.append(element)
            guard buffer.count == count else { return false }
            next = startNewWindowAndSendCurrent(into: array)
            return true
        })
        if let next {
            createTimer(next)
        }
    }

    override func error(_ error: any Error) {
        sendError(error, if: {
            buffer.removeAll()
            return true
        })
    }

    override func completed() {
        send(producedBy: { array in
            array.initialize(to: buffer.removeAllIntoArray())
            return .elementAndCompletion
        })
    }
}

/// A sink of `buffer` or `window` by time and count: a window's timer closes it, unless the count closed it first.
protocol TimedWindowSink: AnyObject {
    /// The longest time a window stays open.
    var timeSpan: RxTimeInterval { get }
    /// The scheduler that times the windows.
    var scheduler: any SchedulerType { get }
    /// The timer of the current window.
    var timer: SerialDisposable { get }
    /// Whether window `id` is still the one open.
    func isCurrentWindow(_ id: Int) -> Bool
    /// Closes window `id`, unless another has opened meanwhile, and opens the next one.
    func timerFired(_ id: Int)
}

extension TimedWindowSink {
    /// Starts the timer of window `id`, unless another window has opened meanwhile.
    func createTimer(_ id: Int) {
        if timer.isDisposed || !isCurrentWindow(id) { return }
        let nextTimer = SingleAssignmentDisposable()
        timer.disposable = nextTimer
        nextTimer.setDisposable(scheduler.scheduleRelative((self, id), dueTime: timeSpan) { state in
            state.0.timerFired(state.1)
            return Disposables.create()
        })
    }
}

extension BufferSink: TimedWindowSink {}
