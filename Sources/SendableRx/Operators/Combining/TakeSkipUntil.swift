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
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return OperatorProducer { downstream, cancel in
            let sink = TakeUntilSink<Element, Source.Element>(downstream: downstream, cancel: cancel)
            sink.otherSubscription.setDisposable(other.subscribe(downstream: SecondInputDownstream(sink: sink)))
            let sourceSubscription = source.subscribe(downstream: sink)
            return (sink, Disposables.create(sourceSubscription, sink.otherSubscription))
        }
    }

    /// Passes on elements until `other` emits. Renamed to ``take(until:)``.
    @available(*, deprecated, renamed: "take(until:)")
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
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return OperatorProducer { downstream, cancel in
            let sink = SkipUntilSink<Element, Source.Element>(downstream: downstream, cancel: cancel)
            let sourceSubscription = source.subscribe(downstream: sink)
            sink.otherSubscription.setDisposable(other.subscribe(downstream: SecondInputDownstream(sink: sink)))
            return (sink, Disposables.create(sourceSubscription, sink.otherSubscription))
        }
    }

    /// Drops elements until `other` emits. Renamed to ``skip(until:)``.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}

/// The sink of `take(until:)`: the source's events and the trigger's are serialized through the sink's lock.
// @unchecked Sendable: restated from SerializingOperatorSink, whose comment names the invariant; `otherSubscription`
// is a thread-safe disposable.
final class TakeUntilSink<Element, Trigger>: SerializedForwardingSink<Element>, @unchecked Sendable {
    let otherSubscription = SingleAssignmentDisposable()
}

// The trigger's element completes the result; its completion only stops listening to it.
extension TakeUntilSink: SecondInputSink {
    func secondNext(_ element: Trigger) {
        sendCompleted()
    }

    func secondCompleted() {
        otherSubscription.dispose()
    }
}

/// The sink of `skip(until:)`: drops the source's elements until the trigger has emitted.
// @unchecked Sendable: restated from SerializingOperatorSink, whose comment names the invariant; `otherSubscription`
// is a thread-safe disposable.
final class SkipUntilSink<Element, Trigger>: GatedForwardingSink<Element>, @unchecked Sendable {
    let otherSubscription = SingleAssignmentDisposable()

    override func completed() {
        var silentEnd = false
        sendCompleted(if: {
            if isTerminated { return false }
            silentEnd = !isOpen
            return isOpen
        })
        if silentEnd {
            dispose()
        }
    }
}

// The trigger's element opens the gate; its completion only stops listening to it.
extension SkipUntilSink: SecondInputSink {
    func secondNext(_ element: Trigger) {
        open()
        otherSubscription.dispose()
    }

    func secondCompleted() {
        otherSubscription.dispose()
    }
}
