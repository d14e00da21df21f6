// SendableRx — `window(timeSpan:count:scheduler:)`.

extension ObservableType {
    /// Splits the elements into windows — inner observables — each closed when `count` elements have passed
    /// through it or `timeSpan` has passed since it opened, whichever comes first.
    ///
    /// ```
    /// source:                            -1-2-3-----4-|
    /// window(timeSpan: 5, count: 2):     W[-1-2|]W[-3--|]W[4|]…
    /// ```
    ///
    /// The first window opens at subscription. A window is a hot sequence: subscribe to it as soon as it is
    /// emitted to see all its elements. The source stays subscribed while any window is subscribed, even after
    /// the outer subscription is disposed.
    ///
    /// A zero `timeSpan` opens a new window each time the scheduler runs the timer: every tick on a
    /// `TestScheduler`, as fast as a real scheduler can run it (a busy loop).
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a window stays open.
    ///   - count: The largest number of elements in a window.
    ///   - scheduler: The scheduler that times the windows.
    /// - Returns: The sequence of windows. As in RxSwift, a `count` below 1 sets no count limit (windows are closed
    ///   by time only) and a negative `timeSpan` counts as zero.
    @inlinable
    public func window(
        timeSpan: RxTimeInterval,
        count: Int,
        scheduler: any SchedulerType
    ) -> Observable<Observable<Element>> {
        // The windows' subjects are created and fed, and the windows built, by functions specialised here, for the
        // element type: a subject's code compiled once for every element type looks up generic metadata at every
        // element. Everything else is compiled once, in the library.
        asObservable().window(
            timeSpan: timeSpan, count: count, scheduler: scheduler,
            subjects: WindowSubjects(make: makeWindowSubject, sendNext: sendNextToWindow, observe: observeWindow)
        )
    }
}

/// The functions through which `window` creates its subjects, passes them elements and builds the windows; made
/// where the element type is known (see ``ObservableType/window(timeSpan:count:scheduler:)``).
@usableFromInline
struct WindowSubjects<Element> {
    let make: () -> PublishSubject<Element>
    let sendNext: (PublishSubject<Element>, Element) -> Void
    let observe: (PublishSubject<Element>, RefCountDisposable) -> Observable<Element>

    @usableFromInline
    init(
        make: @escaping () -> PublishSubject<Element>,
        sendNext: @escaping (PublishSubject<Element>, Element) -> Void,
        observe: @escaping (PublishSubject<Element>, RefCountDisposable) -> Observable<Element>
    ) {
        self.make = make
        self.sendNext = sendNext
        self.observe = observe
    }
}

@inlinable
func makeWindowSubject<Element>() -> PublishSubject<Element> {
    PublishSubject()
}

@inlinable
func sendNextToWindow<Element>(_ subject: PublishSubject<Element>, _ element: Element) {
    subject.on(.next(element))
}

/// A window holds the source subscription while it is subscribed; its own sink releases that hold when the
/// window terminates.
@inlinable
func observeWindow<Element>(_ subject: PublishSubject<Element>, _ refCount: RefCountDisposable) -> Observable<Element> {
    Observable.create { observer in
        let release = refCount.retain()
        return Disposables.create(release, subject.subscribe(observer))
    }
}

extension Observable {
    /// `window(timeSpan:count:scheduler:)` over the subject functions its inlinable entry point made.
    @usableFromInline
    func window(
        timeSpan: RxTimeInterval,
        count: Int,
        scheduler: any SchedulerType,
        subjects: WindowSubjects<Element>
    ) -> Observable<Observable<Element>> {
        OperatorProducer { downstream, cancel in
            let sink = WindowSink<Element>(
                timeSpan: timeSpan, count: count, scheduler: scheduler, subjects: subjects, downstream: downstream,
                cancel: cancel
            )
            sink.createTimer(0)
            let first = sink.subject
            sink.run { sink.later(.open(first)) }
            sink.group.insert(sink.timer)
            sink.group.insert(self.subscribe(downstream: sink))
            return (sink, sink.refCount)
        }
    }
}

/// A side effect of `window`, queued under the sink's lock and performed outside it, in order.
enum WindowAction<Element> {
    /// Emit a window.
    case open(PublishSubject<Element>)
    /// Complete the current window and emit the next.
    case switchWindows(finished: PublishSubject<Element>, next: PublishSubject<Element>)
    /// Pass an element to a window.
    case element(PublishSubject<Element>, Element)
    /// Fail the window and the sequence.
    case fail(PublishSubject<Element>, any Error)
    /// Complete the window and the sequence.
    case complete(PublishSubject<Element>)
}

/// The sink of `window(timeSpan:count:scheduler:)`: one `PublishSubject` per window; state changes under the lock,
/// their side effects queued and performed outside it by one thread at a time. The windows hold the source
/// subscription through a ``RefCountDisposable``.
///
/// An element that arrives while no side effect is being performed or waits is passed to its window at once, by
/// the thread that brought it, without going through the queue.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; `subject`, `elementCount`,
// `windowId`, `actions`, `queuedActions` and `delivering` are touched only under `lock`, and the disposables are
// thread-safe.
final class WindowSink<Element>: OperatorSink<Element, Observable<Element>>, @unchecked Sendable {
    let timeSpan: RxTimeInterval
    let count: Int
    let scheduler: any SchedulerType
    let subjects: WindowSubjects<Element>
    let timer = SerialDisposable()
    let group = CompositeDisposable()
    let refCount: RefCountDisposable
    let lock = Lock()
    @exclusivity(unchecked) var subject: PublishSubject<Element>
    @exclusivity(unchecked) var elementCount = 0
    @exclusivity(unchecked) var windowId = 0
    @exclusivity(unchecked) var actions = Queue<WindowAction<Element>>(capacity: 2)
    /// How many actions `actions` holds, counted apart so that the per-element path never calls into the generic
    /// queue (compiled once for all element types, each of its operations looks up generic metadata).
    @exclusivity(unchecked) var queuedActions = 0
    @exclusivity(unchecked) var delivering = false

    init(
        timeSpan: RxTimeInterval,
        count: Int,
        scheduler: any SchedulerType,
        subjects: WindowSubjects<Element>,
        downstream: Downstream<Observable<Element>>,
        cancel: SinkDisposer
    ) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        self.subjects = subjects
        subject = subjects.make()
        refCount = RefCountDisposable(disposable: group)
        super.init(downstream: downstream, cancel: cancel)
    }

    /// Runs `body` under the lock, then performs the actions it queued unless another delivery is in progress,
    /// which performs them.
    @discardableResult
    func run<Result>(_ body: () -> Result) -> Result {
        var first: WindowAction<Element>?
        let result = lock.withLock { () -> Result in
            let result = body()
            if !delivering && queuedActions > 0 {
                queuedActions -= 1
                delivering = true
                first = actions.dequeue()
            }
            return result
        }
        if let first {
            perform(first)
            deliverQueued()
        }
        return result
    }

    /// Queues a side effect. Call only inside ``run(_:)``.
    func later(_ action: WindowAction<Element>) {
        actions.enqueue(action)
        queuedActions += 1
    }

    /// Performs the queued actions until none is left; the caller holds the `delivering` turn.
    func deliverQueued() {
        while true {
            // Checked apart from taking an action, so that an element passed on at once, with nothing queued
            // behind it, does not look up the metadata of the actions' types.
            let done = lock.withLock { () -> Bool in
                if queuedActions == 0 {
                    delivering = false
                    return true
                }
                return false
            }
            if done { return }
            performOneQueued()
        }
    }

    /// Takes the oldest queued action and performs it; the caller holds the `delivering` turn and has seen the queue
    /// not empty.
    @inline(never)
    func performOneQueued() {
        let action = lock.withLock { () -> WindowAction<Element> in
            queuedActions -= 1
            return actions.dequeue().unsafelyUnwrapped
        }
        perform(action)
    }

    func perform(_ action: WindowAction<Element>) {
        switch action {
        case .open(let subject):
            forwardNext(windowObservable(subject))
        case .switchWindows(let finished, let next):
            finished.on(.completed)
            forwardNext(windowObservable(next))
        case .element(let subject, let element):
            subjects.sendNext(subject, element)
        case .fail(let subject, let error):
            subject.on(.error(error))
            forwardErrorAndDispose(error)
        case .complete(let subject):
            subject.on(.completed)
            forwardCompletedAndDispose()
        }
    }

    /// A window holds the source subscription while it is subscribed (see ``observeWindow(_:_:)``).
    func windowObservable(_ subject: PublishSubject<Element>) -> Observable<Element> {
        subjects.observe(subject, refCount)
    }

    /// Completes the current window and opens the next. Call inside ``run(_:)``.
    func startNewWindowAndCompleteCurrent() {
        let finished = subject
        let next = subjects.make()
        subject = next
        later(.switchWindows(finished: finished, next: next))
    }

    func isCurrentWindow(_ id: Int) -> Bool {
        run { windowId == id }
    }

    func timerFired(_ previousId: Int) {
        let newId = run { () -> Int? in
            guard previousId == windowId else { return nil }
            elementCount = 0
            windowId &+= 1
            startNewWindowAndCompleteCurrent()
            return windowId
        }
        if let newId {
            createTimer(newId)
        }
    }

    override func next(_ element: Element) {
        // The element goes to its window at once when nothing is being delivered or waits; otherwise it is queued
        // behind the rest. Either way, side effects queued here (the next window) come after it.
        var direct: PublishSubject<Element>?
        let newId = lock.withLock { () -> Int? in
            let current = subject
            if !delivering && queuedActions == 0 {
                delivering = true
                direct = current
            } else {
                queueElement(element, to: current)
            }
            elementCount += 1
            guard elementCount == count else { return nil }
            elementCount = 0
            windowId &+= 1
            startNewWindowAndCompleteCurrent()
            return windowId
        }
        if let direct {
            subjects.sendNext(direct, element)
            deliverQueued()
        }
        if let newId {
            createTimer(newId)
        }
    }

    /// Queues `element` for `subject`; call only under the lock. Out of line so that an element passed on at once
    /// does not look up the metadata of the actions' types.
    @inline(never)
    func queueElement(_ element: Element, to subject: PublishSubject<Element>) {
        later(.element(subject, element))
    }

    override func error(_ error: any Error) {
        run { later(.fail(subject, error)) }
    }

    override func completed() {
        run { later(.complete(subject)) }
    }
}

extension WindowSink: TimedWindowSink {}
