// SendableRx — `delay` and `delaySubscription`.

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
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            let subscription = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                source.subscribe(AnyObserver<Element> { event in
                    sink.forwardOn(event)
                    if event.isStopEvent {
                        sink.dispose()
                    }
                })
            }
            return (sink, subscription)
        }
    }
}

/// The state of one `delay` subscription: a queue of timestamped events drained by a recursive schedule.
// @unchecked Sendable: restated from Sink; `queue`, `running`, `active` and `failure` are touched only under `lock`,
// and events are forwarded only by the drain (one recursive chain) or by an error arriving while it is idle.
final class DelaySink<Element>: Sink<Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let scheduler: any SchedulerType
    private let lock = Lock()
    private var queue = Queue<(time: RxTime, event: Event<Element>)>(capacity: 2)
    private var running = false
    private var active = false
    private var failure: (any Error)?
    let sourceSubscription = SingleAssignmentDisposable()
    let drainSubscription = SerialDisposable()

    init(dueTime: RxTimeInterval, scheduler: any SchedulerType, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

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
                drainSubscription.disposable = scheduler.scheduleRecursive((), dueTime: dueTime) { _, recursive in
                    self.drain(recursive)
                }
            }
        }
    }

    private func drain(_ recursive: RecursiveScheduler<Void>) {
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
                recursive.schedule((), dueTime: dueTime.remaining(after: scheduler.now.timeIntervalSince(nextTime)))
                return
            } else {
                return
            }
        }
    }
}
