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
    @inlinable
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        let source = asObservable()
        let sampler = sampler.asObservable()
        return .producer { observer, cancel in
            let sink = SampleSink<Element, Source.Element>(defaultValue: defaultValue, observer: observer, cancel: cancel)
            sink.run(source, sampler)
            return (sink, NoSink.shared)
        }
    }
}

/// The state of one `sample` subscription: the pending element, the default, whether the source has completed,
/// and both subscriptions.
@usableFromInline
// @unchecked Sendable: restated from SerializingSink; `element` and `atEnd` are touched only under its lock, the
// rest is immutable.
final class SampleSink<Element, Sample>: SerializingSink<Element>, @unchecked Sendable {
    /// Kept so that the unspecialised deinit looks up no metadata (see ``LatestValue``).
    @usableFromInline @exclusivity(unchecked) var element: LatestValue<Element>
    @usableFromInline let defaultValue: LatestValue<Element>
    @usableFromInline @exclusivity(unchecked) var atEnd = false
    @usableFromInline let sourceSubscription: InnerSubscription
    @usableFromInline let samplerSubscription: InnerSubscription

    @inlinable
    init(defaultValue: Element?, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.element = LatestValue()
        self.defaultValue = LatestValue(defaultValue)
        self.sourceSubscription = InnerSubscription()
        self.samplerSubscription = InnerSubscription()
        super.init(observer: observer, cancel: cancel)
    }

    deinit {
        element.release()
        defaultValue.release()
    }

    /// Subscribes to the source, then to the sampler, as RxSwift does.
    @inlinable
    func run(_ source: Observable<Element>, _ sampler: Observable<Sample>) {
        sourceSubscription.setSubscription(source.subscribe(AnyObserver(eventHandler: onSource)))
        samplerSubscription.setSubscription(sampler.subscribe(AnyObserver(eventHandler: onSampler)))
    }

    @inlinable
    func onSource(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            lock.withLock { element.store(value) }
        case .error(let error):
            failOuter(error)
        case .completed:
            lock.withLock { atEnd = true }
            sourceSubscription.dispose()
        }
    }

    @inlinable
    func onSampler(_ event: Event<Sample>) {
        switch event {
        case .next, .completed:
            sendLocked { () -> Event<Element>? in
                let value = element.take() ?? defaultValue.value
                guard atEnd else { return value.map { .next($0) } }
                if let value {
                    enqueue(.next(value))
                }
                return .completed
            }
        case .error(let error):
            failOuter(error)
        }
    }

    /// Stops forwarding, then disposes the source subscription and the sampler one, in that order (as RxSwift
    /// does).
    @usableFromInline
    override func dispose() {
        super.dispose()
        guard isSetUp else { return }
        sourceSubscription.dispose()
        samplerSubscription.dispose()
    }
}
