// SendableRx — `sample`.

extension ObservableType {
    /// Emits the latest element of this sequence each time `sampler` emits, if a new one arrived since the last
    /// sample (or `defaultValue`, if given, when none did).
    ///
    /// ```
    /// self:       -1-2---3----|
    /// sampler:    ---x---x--x-|
    /// sample():   ---2---3----|
    /// ```
    ///
    /// When this sequence completes, the result completes at the next sample, after emitting any pending
    /// element. An error from either sequence fails the result.
    ///
    /// - Parameters:
    ///   - sampler: The sequence whose elements (and completion) trigger samples.
    ///   - defaultValue: Emitted on a sample when no new element arrived; `nil` to emit nothing then.
    /// - Returns: The sampled sequence.
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        let source = asObservable()
        let sampler = sampler.asObservable()
        return OperatorProducer { downstream, cancel in
            let sink = SampleSink<Element, Source.Element>(
                defaultValue: defaultValue, downstream: downstream, cancel: cancel
            )
            sink.run(source, sampler)
            return (sink, NoSink.shared)
        }
    }
}

/// The state of one `sample` subscription: the pending element, the default, whether the source has completed,
/// and both subscriptions. The sink is the downstream of the source; a ``SecondInputDownstream`` that of the sampler.
// @unchecked Sendable: restated from SerializingOperatorSink; `pending` and `atEnd` are touched only under its lock,
// the rest is immutable.
final class SampleSink<Element, Sample>: SerializingOperatorSink<Element, Element>, @unchecked Sendable {
    @exclusivity(unchecked) var pending = ElementSlot<Element>()
    /// Full when the operator has a default value; never changed after the initialiser.
    @exclusivity(unchecked) var defaultValue = ElementSlot<Element>()
    @exclusivity(unchecked) var atEnd = false
    let sourceSubscription = InnerSubscription()
    let samplerSubscription = InnerSubscription()

    init(defaultValue: Element?, downstream: Downstream<Element>, cancel: SinkDisposer) {
        super.init(downstream: downstream, cancel: cancel)
        if let defaultValue {
            self.defaultValue.store(defaultValue)
        }
    }

    deinit {
        pending.destroy()
        defaultValue.destroy()
    }

    /// Subscribes to the source, then to the sampler, as RxSwift does.
    func run(_ source: Observable<Element>, _ sampler: Observable<Sample>) {
        sourceSubscription.setSubscription(source.subscribe(downstream: self))
        samplerSubscription.setSubscription(sampler.subscribe(downstream: SecondInputDownstream(sink: self)))
    }

    override func next(_ value: Element) {
        lock.withLock { pending.store(value) }
    }

    override func error(_ error: any Error) {
        sendError(error)
    }

    override func completed() {
        lock.withLock { atEnd = true }
        sourceSubscription.dispose()
    }

    /// Takes a sample: sends the pending element (or the default), and after the source's completion completes.
    func sample() {
        send(producedBy: { element in
            let hasValue: Bool
            if pending.isFull {
                element.initialize(to: pending.take())
                hasValue = true
            } else if defaultValue.isFull {
                element.initialize(to: defaultValue.value)
                hasValue = true
            } else {
                hasValue = false
            }
            if atEnd {
                return hasValue ? .elementAndCompletion : .completion
            }
            return hasValue ? .element : .nothing
        })
    }

    /// Stops forwarding, then disposes the source subscription and the sampler one, in that order (as RxSwift
    /// does).
    override func dispose() {
        super.dispose()
        guard isSetUp else { return }
        sourceSubscription.dispose()
        samplerSubscription.dispose()
    }
}

// The sampler's elements and its completion take a sample.
extension SampleSink: SecondInputSink {
    func secondNext(_ element: Sample) {
        sample()
    }

    func secondCompleted() {
        sample()
    }
}
