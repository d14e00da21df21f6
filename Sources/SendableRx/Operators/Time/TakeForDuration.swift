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
    @inlinable
    public func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = TakeForDurationSink(observer: observer, cancel: cancel)
            let timer = scheduler.scheduleRelative(sink, dueTime: duration) { sink in
                sink.forwardSerialized(.completed)
                return Disposables.create()
            }
            let subscription = source.subscribe(AnyObserver(eventHandler: sink.on))
            return (sink, Disposables.create(timer, subscription))
        }
    }

    /// Passes on elements for `duration`. Renamed to ``take(for:scheduler:)``.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    @inlinable
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
    @inlinable
    public func skip(_ duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = SkipForDurationSink(observer: observer, cancel: cancel)
            let timer = scheduler.scheduleRelative(sink, dueTime: duration) { sink in
                sink.open()
                return Disposables.create()
            }
            let subscription = source.subscribe(AnyObserver(eventHandler: sink.on))
            return (sink, Disposables.create(timer, subscription))
        }
    }
}

/// The sink of `take(for:scheduler:)`: the timer's completion and the source's events are serialized.
@usableFromInline
// @unchecked Sendable: restated from SerializingSink, whose comment names the invariant.
final class TakeForDurationSink<Element>: SerializingSink<Element>, @unchecked Sendable {
    @inlinable
    override init(observer: AnyObserver<Element>, cancel: SinkDisposer) {
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        forwardSerialized(event)
    }
}

/// The sink of `skip(_:scheduler:)`: drops elements until the timer has opened the gate.
@usableFromInline
// @unchecked Sendable: restated from SerializingSink, whose comment names the invariant; `isOpen` is touched only
// under the lock.
final class SkipForDurationSink<Element>: SerializingSink<Element>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var isOpen = false

    @inlinable
    override init(observer: AnyObserver<Element>, cancel: SinkDisposer) {
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func open() {
        locked { isOpen = true }
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if case .next = event {
            forwardSerialized(event, if: { isOpen })
        } else {
            forwardSerialized(event)
        }
    }
}
