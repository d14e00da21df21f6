// SendableRx — `take(for:scheduler:)` and `skip(_:scheduler:)`.

extension ObservableType {
    /// Passes on elements for `duration` after subscription, then completes.
    ///
    /// ```
    /// source:                 -1-2-3-4-|
    /// take(for: 5):           -1-2-|
    /// ```
    ///
    /// A zero `duration` completes as soon as the scheduler runs the timer (one tick later on a `TestScheduler`);
    /// elements sent before that still pass. With `.never` the result mirrors the source.
    ///
    /// - Parameters:
    ///   - duration: How long to pass on elements.
    ///   - scheduler: The scheduler that times the duration.
    /// - Returns: The sequence of elements within the duration. As in RxSwift, a negative `duration` counts as zero.
    public func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        timed(asObservable(), for: duration, scheduler: scheduler) { downstream, cancel in
            TakeForDurationSink(downstream: downstream, cancel: cancel)
        }
    }

    /// Passes on elements for `duration`. Renamed to ``take(for:scheduler:)``.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }

    /// Drops the elements that arrive within `duration` after subscription.
    ///
    /// ```
    /// source:         -1-2-3-4-|
    /// skip(5):        -----3-4-|
    /// ```
    ///
    /// A zero `duration` drops only the elements sent before the scheduler runs the timer (those sent during
    /// subscription, say). With `.never` every element is dropped and only the terminal event passes.
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements.
    ///   - scheduler: The scheduler that times the duration.
    /// - Returns: The sequence of elements after the duration. As in RxSwift, a negative `duration` counts as zero.
    public func skip(_ duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        timed(asObservable(), for: duration, scheduler: scheduler) { downstream, cancel in
            SkipForDurationSink(downstream: downstream, cancel: cancel)
        }
    }
}

/// A sink that a timer started at subscription acts on once the duration has passed.
protocol DurationTimedSink: AnyObject {
    /// Called on the scheduler when the duration has passed.
    func timeElapsed()
}

/// Subscribes `source` to the sink `makeSink` makes, with a timer that calls the sink's
/// ``DurationTimedSink/timeElapsed()`` after `duration`; the timer is started first, as in RxSwift.
private func timed<Element, Sink: OperatorSink<Element, Element> & DurationTimedSink>(
    _ source: Observable<Element>,
    for duration: RxTimeInterval,
    scheduler: any SchedulerType,
    sink makeSink: @escaping (Downstream<Element>, SinkDisposer) -> Sink
) -> Observable<Element> {
    OperatorProducer { downstream, cancel in
        let sink = makeSink(downstream, cancel)
        let timer = scheduler.scheduleRelative(sink, dueTime: duration) { sink in
            sink.timeElapsed()
            return Disposables.create()
        }
        let subscription = source.subscribe(downstream: sink)
        return (sink, Disposables.create(timer, subscription))
    }
}

/// The sink of `take(for:scheduler:)`: completes when the timer fires, in order with the source's events.
// @unchecked Sendable: restated from SerializingOperatorSink, whose comment names the invariant.
final class TakeForDurationSink<Element>: SerializedForwardingSink<Element>, @unchecked Sendable {}

extension TakeForDurationSink: DurationTimedSink {
    func timeElapsed() {
        sendCompleted()
    }
}

/// The sink of `skip(_:scheduler:)`: drops elements until the timer has opened the gate.
// @unchecked Sendable: restated from SerializingOperatorSink, whose comment names the invariant.
final class SkipForDurationSink<Element>: GatedForwardingSink<Element>, @unchecked Sendable {}

extension SkipForDurationSink: DurationTimedSink {
    func timeElapsed() {
        open()
    }
}
