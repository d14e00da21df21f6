// SendableRx — `throttle`.

import Dispatch
import Foundation

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
    /// and completion follows it. As in RxSwift, a window starts once the element that opens it has been
    /// delivered: an observer that takes a while to handle it moves the window's end by as much.
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
        return OperatorProducer { downstream, cancel in
            let sink = ThrottleSink(
                dueTime: dueTime, latest: latest, scheduler: scheduler, downstream: downstream, cancel: cancel
            )
            let subscription = source.subscribe(downstream: sink)
            return (sink, Disposables.create(subscription, sink.timer))
        }
    }
}

/// The sink of `throttle`: sends an element at once when the window is over, otherwise (with `latest`) holds the
/// latest one until the window closes.
// @unchecked Sendable: restated from SerializingOperatorSink, whose comment names the invariant; the window state is
// touched only under the lock, and `timer` is a thread-safe disposable.
final class ThrottleSink<Element>: SerializingOperatorSink<Element, Element>, @unchecked Sendable {
    let dueTime: RxTimeInterval
    let latest: Bool
    let scheduler: any SchedulerType
    let timer = SerialDisposable()
    /// Whether windows exist at all: a zero or negative `dueTime` passes every element on.
    let hasWindows: Bool
    @exclusivity(unchecked) var lastSentTime: RxTime?
    /// While a thread delivers the element that opened the current window: that thread, and the start of the window
    /// before (see ``windowStart()``).
    @exclusivity(unchecked) var openingThread: UInt = 0
    @exclusivity(unchecked) var previousSentTime: RxTime?
    @exclusivity(unchecked) var lastUnsentElement = ElementSlot<Element>()
    @exclusivity(unchecked) var sourceCompleted = false

    init(
        dueTime: RxTimeInterval,
        latest: Bool,
        scheduler: any SchedulerType,
        downstream: Downstream<Element>,
        cancel: SinkDisposer
    ) {
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        hasWindows = !dueTime.isNowOrPast
        super.init(downstream: downstream, cancel: cancel)
    }

    deinit {
        lastUnsentElement.destroy()
    }

    override func next(_ element: Element) {
        let now = scheduler.now
        var delay: RxTimeInterval?
        var opensWindow = false
        // The decision runs under the lock, and an element sent at once goes out as `sendNext` sends it. (`sendNext`
        // skips the decision after a terminal event, which no element follows: this sink queues one only after the
        // source's own.)
        sendNext(element, if: {
            let remaining = windowStart().map { dueTime.remaining(after: now.timeIntervalSince($0)) }
                ?? .nanoseconds(0)
            if remaining.isNowOrPast {
                lastUnsentElement.clear()
                opensWindow = openWindow(at: now)
                return true
            }
            guard latest else { return false }
            let alreadyWaiting = lastUnsentElement.isFull
            lastUnsentElement.store(element)
            if !alreadyWaiting {
                delay = remaining
            }
            return false
        })
        if opensWindow {
            windowOpened()
        }
        guard let delay else { return }
        let scheduled = SingleAssignmentDisposable()
        timer.disposable = scheduled
        scheduled.setDisposable(scheduler.scheduleRelative(self, dueTime: delay) { sink in
            sink.windowClosed()
            return Disposables.create()
        })
    }

    override func error(_ error: any Error) {
        sendError(error, if: {
            lastUnsentElement.clear()
            return true
        })
    }

    override func completed() {
        sendCompleted(if: {
            if lastUnsentElement.isFull {
                sourceCompleted = true
                return false
            }
            return true
        })
    }

    func windowClosed() {
        let now = scheduler.now
        var opensWindow = false
        send(producedBy: { element in
            guard lastUnsentElement.isFull else { return sourceCompleted ? .completion : .nothing }
            // The element goes out and a new window opens (or, after the source's completion, the result completes
            // after it).
            element.initialize(to: lastUnsentElement.take())
            opensWindow = openWindow(at: now)
            return sourceCompleted ? .elementAndCompletion : .element
        })
        if opensWindow {
            windowOpened()
        }
    }

    // As in RxSwift, a window starts when the delivery of the element that opens it is over, so an element the
    // delivering thread sends from inside that delivery (RxSwift's nested call) is judged against the window before.
    // The new window is recorded at once all the same, so that an element another thread sends meanwhile finds it
    // and cannot pass in the same window.

    /// The start of the window an element arriving now falls in; under the lock.
    func windowStart() -> RxTime? {
        if openingThread != 0 && openingThread == currentThreadIdentity() {
            return previousSentTime
        }
        return lastSentTime
    }

    /// Records a window opening at `now` for the element this thread is about to send; under the lock. Returns
    /// whether ``windowOpened()`` must follow the send.
    func openWindow(at now: RxTime) -> Bool {
        guard hasWindows else { return false }
        let thread = currentThreadIdentity()
        if openingThread != thread {
            previousSentTime = lastSentTime
            openingThread = thread
        }
        lastSentTime = now
        return true
    }

    /// Moves the window's start to the end of the delivery of the element that opened it.
    func windowOpened() {
        let end = scheduler.now
        lock.withLock {
            lastSentTime = end
            openingThread = 0
            previousSentTime = nil
        }
    }
}
