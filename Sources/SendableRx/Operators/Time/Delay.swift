// SendableRx — `delay` and `delaySubscription`.

import Dispatch
import Foundation

extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`; an error is passed on at once.
    ///
    /// ```
    /// source:     -1-2-|
    /// delay(3):   ----1-2-|
    /// ```
    ///
    /// Events are delivered in order, one at a time, each `dueTime` after it arrived. As in RxSwift, the wait of
    /// an event queued behind another is what remains of `dueTime` when that one is delivered, counted in
    /// `dueTime`'s own unit and rounded to a whole number of it (with `.seconds(2)` on a clock that ticks in
    /// tenths, 0.3 s left rounds to none); an event whose time has come is rescheduled for "now", which a
    /// `TestScheduler` with processing delay runs one tick later.
    ///
    /// With a `.never` delay nothing but an error is ever delivered — no element, not even the completion.
    ///
    /// - Parameters:
    ///   - dueTime: The delay.
    ///   - scheduler: The scheduler that runs the delayed deliveries.
    /// - Returns: The delayed sequence. As in RxSwift, a negative `dueTime` counts as zero.
    public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return OperatorProducer { downstream, cancel in
            let sink = DelaySink(dueTime: dueTime, scheduler: scheduler, downstream: downstream, cancel: cancel)
            let subscription = source.subscribe(downstream: sink)
            sink.sourceSubscription.setDisposable(subscription)
            return (sink, Disposables.create(sink.sourceSubscription, sink.drainSubscription))
        }
    }

    /// Subscribes to the source only after `dueTime`.
    ///
    /// ```
    /// source (cold):          -1-2-|
    /// delaySubscription(3):   ----1-2-|
    /// ```
    ///
    /// A zero `dueTime` still subscribes through the scheduler (one tick later on a `TestScheduler`); `.never`
    /// never subscribes, so nothing is ever sent.
    ///
    /// - Parameters:
    ///   - dueTime: The delay before subscribing.
    ///   - scheduler: The scheduler that times the delay.
    /// - Returns: The sequence with a delayed subscription. As in RxSwift, a negative `dueTime` counts as zero.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return OperatorProducer { downstream, cancel in
            let sink = ForwardingOperatorSink(downstream: downstream, cancel: cancel)
            let subscription = scheduler.scheduleRelative(sink, dueTime: dueTime) { sink in
                source.subscribe(downstream: sink)
            }
            return (sink, subscription)
        }
    }
}

/// What one step of `delay`'s drain found under the lock.
private enum DelayDrainStep {
    /// The source failed: send its error.
    case fail(any Error)
    /// The oldest element, moved to the memory the drain gave, is due.
    case element
    /// The completion is due.
    case completed
    /// The next event is due at this time.
    case reschedule(RxTime)
    /// Nothing is queued.
    case idle
}

/// The state of one `delay` subscription: a queue of timestamped events, drained by an action that reschedules
/// itself on the scheduler until the queue is empty.
///
/// The queued events are the elements, in a ring, followed by the completion if it has arrived; `times` holds the
/// arrival time of each of them, in the same order.
// @unchecked Sendable: restated from OperatorSink; `elements`, `times`, `completionQueued`, `running`, `active` and
// `failure` are touched only under `lock`, and events are forwarded only by the drain (one chain of scheduled actions)
// or by an error arriving while it is idle.
final class DelaySink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    let dueTime: RxTimeInterval
    let scheduler: any SchedulerType
    let lock = Lock()
    @exclusivity(unchecked) var elements = ElementRing<Element>()
    @exclusivity(unchecked) var times = Queue<RxTime>(capacity: 2)
    @exclusivity(unchecked) var completionQueued = false
    @exclusivity(unchecked) var running = false
    @exclusivity(unchecked) var active = false
    @exclusivity(unchecked) var failure: (any Error)?
    let sourceSubscription = SingleAssignmentDisposable()
    /// The pending drain action. The drain reschedules itself from the running action, and the scheduler may run
    /// the new action (on another thread) before `scheduleRelative` returns, so the slot's tickets decide which
    /// disposable is kept.
    let drainSubscription = ScheduledActionSlot()

    init(dueTime: RxTimeInterval, scheduler: any SchedulerType, downstream: Downstream<Element>, cancel: SinkDisposer) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(downstream: downstream, cancel: cancel)
    }

    deinit {
        elements.destroy()
    }

    override func next(_ element: Element) {
        let now = scheduler.now
        let mustSchedule = lock.withLock { () -> Bool in
            let mustSchedule = !active
            active = true
            elements.append(element)
            times.enqueue(now)
            return mustSchedule
        }
        if mustSchedule {
            scheduleDrain(after: dueTime)
        }
    }

    override func completed() {
        sourceSubscription.dispose()
        let now = scheduler.now
        let mustSchedule = lock.withLock { () -> Bool in
            let mustSchedule = !active
            active = true
            completionQueued = true
            times.enqueue(now)
            return mustSchedule
        }
        if mustSchedule {
            scheduleDrain(after: dueTime)
        }
    }

    override func error(_ error: any Error) {
        sourceSubscription.dispose()
        let sendNow = lock.withLock { () -> Bool in
            elements.removeAll()
            times.removeAll()
            completionQueued = false
            failure = error
            return !running
        }
        if sendNow {
            forwardErrorAndDispose(error)
        }
    }

    func scheduleDrain(after delay: RxTimeInterval) {
        let ticket = drainSubscription.begin()
        let scheduled = scheduler.scheduleRelative(self, dueTime: delay) { sink in
            sink.drain()
            return Disposables.create()
        }
        drainSubscription.keep(scheduled, ticket: ticket)
    }

    /// Delivers the oldest queued event, then reschedules itself for the next one, if any.
    func drain() {
        if isDisposed { return }
        let hasFailed = lock.withLock { () -> Bool in
            if failure == nil {
                running = true
            }
            return failure != nil
        }
        if hasFailed { return }
        var ranAtLeastOnce = false
        // An element leaves the lock through memory of this call's own.
        withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { buffer in
            let element = buffer.baseAddress.unsafelyUnwrapped
            while true {
                let step = lock.withLock { () -> DelayDrainStep in
                    if let failure {
                        return .fail(failure)
                    }
                    if !ranAtLeastOnce {
                        if !elements.isEmpty {
                            _ = times.dequeue()
                            element.initialize(to: elements.removeFirst())
                            return .element
                        }
                        if completionQueued {
                            completionQueued = false
                            _ = times.dequeue()
                            return .completed
                        }
                        running = false
                        active = false
                        return .idle
                    }
                    running = false
                    if let nextTime = times.peek() {
                        return .reschedule(nextTime)
                    }
                    active = false
                    return .idle
                }
                switch step {
                case .fail(let error):
                    forwardErrorAndDispose(error)
                    return
                case .element:
                    ranAtLeastOnce = true
                    forwardNext(element.move())
                case .completed:
                    forwardCompletedAndDispose()
                    return
                case .reschedule(let nextTime):
                    scheduleDrain(after: dueTime.remaining(after: scheduler.now.timeIntervalSince(nextTime)))
                    return
                case .idle:
                    return
                }
            }
        }
    }
}
