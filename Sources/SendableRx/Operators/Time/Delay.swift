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
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = DelaySink(dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
            let subscription = source.subscribe(AnyObserver(eventHandler: sink.on))
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
    @inlinable
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ForwardingSink(observer: observer, cancel: cancel)
            let subscription = scheduler.scheduleRelative(sink, dueTime: dueTime) { sink in
                source.subscribe(AnyObserver(eventHandler: sink.on))
            }
            return (sink, subscription)
        }
    }
}

/// The state of one `delay` subscription: a queue of timestamped events, drained by an action that reschedules
/// itself on the scheduler until the queue is empty.
@usableFromInline
// @unchecked Sendable: restated from Sink; `queue`, `running`, `active` and `failure` are touched only under `lock`,
// and events are forwarded only by the drain (one chain of scheduled actions) or by an error arriving while it is
// idle.
final class DelaySink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: any SchedulerType
    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var queue = Queue<(time: RxTime, event: Event<Element>)>(capacity: 2)
    @usableFromInline @exclusivity(unchecked) var running = false
    @usableFromInline @exclusivity(unchecked) var active = false
    @usableFromInline @exclusivity(unchecked) var failure: (any Error)?
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
    /// The pending drain action. The drain reschedules itself from the running action, and the scheduler may run
    /// the new action (on another thread) before `scheduleRelative` returns, so the slot's tickets decide which
    /// disposable is kept.
    @usableFromInline let drainSubscription = ScheduledActionSlot()

    @inlinable
    init(dueTime: RxTimeInterval, scheduler: any SchedulerType, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if event.isStopEvent {
            sourceSubscription.dispose()
        }
        switch event {
        case .error(let error):
            let sendNow = lock.withLock { () -> Bool in
                queue.removeAll()
                failure = error
                return !running
            }
            if sendNow {
                forwardOn(.error(error))
                dispose()
            }
        case .next, .completed:
            let now = scheduler.now
            let mustSchedule = lock.withLock { () -> Bool in
                let mustSchedule = !active
                active = true
                queue.enqueue((now, event))
                return mustSchedule
            }
            if mustSchedule {
                scheduleDrain(after: dueTime)
            }
        }
    }

    @inlinable
    func scheduleDrain(after delay: RxTimeInterval) {
        let ticket = drainSubscription.begin()
        let scheduled = scheduler.scheduleRelative(self, dueTime: delay) { sink in
            sink.drain()
            return Disposables.create()
        }
        drainSubscription.keep(scheduled, ticket: ticket)
    }

    @inlinable
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
        while true {
            let (error, eventNow, nextTime) = lock.withLock { () -> ((any Error)?, Event<Element>?, RxTime?) in
                let eventNow = ranAtLeastOnce ? nil : queue.dequeue()?.event
                let nextTime = ranAtLeastOnce && !queue.isEmpty ? queue.peek()?.time : nil
                if failure == nil {
                    if eventNow == nil {
                        running = false
                        if nextTime == nil {
                            active = false
                        }
                    }
                }
                return (failure, eventNow, nextTime)
            }
            if let error {
                forwardOn(.error(error))
                dispose()
                return
            }
            if let eventNow {
                ranAtLeastOnce = true
                forwardOn(eventNow)
                if eventNow.isCompleted {
                    dispose()
                    return
                }
            } else if let nextTime {
                scheduleDrain(after: dueTime.remaining(after: scheduler.now.timeIntervalSince(nextTime)))
                return
            } else {
                return
            }
        }
    }
}
