// SendableRx — `take(until:)` and `skip(until:)` with a trigger sequence.

extension ObservableType {
    /// Passes on elements until `other` emits, then completes.
    ///
    /// ```
    /// self:             -1-2-3-4-|
    /// other:            -----x---|
    /// take(until: other): -1-2-|
    /// ```
    ///
    /// `other` is subscribed to first; its completion without an element only stops listening to it; its error
    /// fails the result.
    ///
    /// - Parameter other: The trigger sequence.
    /// - Returns: The sequence up to the trigger.
    @inlinable
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return .producer { observer, cancel in
            let sink = TakeUntilSink<Element, Source.Element>(observer: observer, cancel: cancel)
            sink.otherSubscription.setDisposable(other.subscribe(AnyObserver(eventHandler: sink.onOther)))
            let sourceSubscription = source.subscribe(AnyObserver(eventHandler: sink.on))
            return (sink, Disposables.create(sourceSubscription, sink.otherSubscription))
        }
    }

    /// Passes on elements until `other` emits. Renamed to ``take(until:)``.
    @available(*, deprecated, renamed: "take(until:)")
    @inlinable
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }

    /// Drops elements until `other` emits, then passes everything on.
    ///
    /// ```
    /// self:               -1-2-3-4-|
    /// other:              -----x---|
    /// skip(until: other): -----3-4-|
    /// ```
    ///
    /// As in RxSwift, if this sequence completes before `other` has emitted, the result ends without
    /// completing. `other`'s error fails the result.
    ///
    /// - Parameter other: The trigger sequence.
    /// - Returns: The sequence from the trigger on.
    @inlinable
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return .producer { observer, cancel in
            let sink = SkipUntilSink<Element, Source.Element>(observer: observer, cancel: cancel)
            let sourceSubscription = source.subscribe(AnyObserver(eventHandler: sink.on))
            sink.otherSubscription.setDisposable(other.subscribe(AnyObserver(eventHandler: sink.onOther)))
            return (sink, Disposables.create(sourceSubscription, sink.otherSubscription))
        }
    }

    /// Drops elements until `other` emits. Renamed to ``skip(until:)``.
    @available(*, deprecated, renamed: "skip(until:)")
    @inlinable
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}

/// The sink of `take(until:)`: the source's events and the trigger's are serialized through the sink's lock.
@usableFromInline
// @unchecked Sendable: restated from SerializingSink, whose comment names the invariant; `otherSubscription` is a
// thread-safe disposable.
final class TakeUntilSink<Element, Trigger>: SerializingSink<Element>, @unchecked Sendable {
    @usableFromInline let otherSubscription = SingleAssignmentDisposable()

    @inlinable
    override init(observer: AnyObserver<Element>, cancel: SinkDisposer) {
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        forwardSerialized(event)
    }

    @inlinable
    func onOther(_ event: Event<Trigger>) {
        switch event {
        case .next:
            forwardSerialized(.completed)
        case .error(let error):
            forwardSerialized(.error(error))
        case .completed:
            otherSubscription.dispose()
        }
    }
}

/// The sink of `skip(until:)`: drops the source's elements until the trigger has emitted.
@usableFromInline
// @unchecked Sendable: restated from SerializingSink, whose comment names the invariant; `forwardElements` is
// touched only under the lock, and `otherSubscription` is a thread-safe disposable.
final class SkipUntilSink<Element, Trigger>: SerializingSink<Element>, @unchecked Sendable {
    @usableFromInline let otherSubscription = SingleAssignmentDisposable()
    @usableFromInline @exclusivity(unchecked) var forwardElements = false

    @inlinable
    override init(observer: AnyObserver<Element>, cancel: SinkDisposer) {
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardSerialized(event, if: { forwardElements })
        case .error:
            forwardSerialized(event)
        case .completed:
            var silentEnd = false
            forwardSerialized(event, if: {
                silentEnd = !forwardElements
                return forwardElements
            })
            if silentEnd {
                dispose()
            }
        }
    }

    @inlinable
    func onOther(_ event: Event<Trigger>) {
        switch event {
        case .next:
            locked { forwardElements = true }
            otherSubscription.dispose()
        case .error(let error):
            forwardSerialized(.error(error))
        case .completed:
            otherSubscription.dispose()
        }
    }
}
