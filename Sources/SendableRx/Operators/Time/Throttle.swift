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
    @exclusivity(unchecked) var lastSentTime: RxTime?
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
            let remaining = lastSentTime.map { dueTime.remaining(after: now.timeIntervalSince($0)) }
                ?? .nanoseconds(0)
            if remaining.isNowOrPast {
                lastUnsentElement.clear()
                opensWindow = true
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
        var sent = false
        send(producedBy: { element in
            guard lastUnsentElement.isFull else { return sourceCompleted ? .completion : .nothing }
            // The element goes out and a new window opens after it (or, after the source's completion, the result
            // completes after it).
            element.initialize(to: lastUnsentElement.take())
            sent = true
            return sourceCompleted ? .elementAndCompletion : .element
        })
        if sent {
            windowOpened()
        }
    }

    /// Opens a new window once an element has been sent: as in RxSwift, the window starts when the element's
    /// delivery is over, so an element sent from inside that delivery still finds the previous window (and, with it
    /// over, goes out at once, after the one being delivered).
    func windowOpened() {
        let end = scheduler.now
        lock.withLock { lastSentTime = end }
    }
}
