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
    /// element.
    ///
    /// - Parameters:
    ///   - sampler: The sequence whose elements (and completion) trigger samples.
    ///   - defaultValue: Emitted on a sample when no new element arrived; `nil` to emit nothing then.
    /// - Returns: The sampled sequence.
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        let source = asObservable()
        let sampler = sampler.asObservable()
        return .producer { observer, cancel in
            let sink = SerializingSink<Element>(observer: observer, cancel: cancel)
            var element: Element?
            var atEnd = false
            let sourceSubscription = SingleAssignmentDisposable()
            sourceSubscription.setDisposable(source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let value):
                    sink.locked { element = value }
                case .error(let error):
                    sink.locked { sink.enqueue(.error(error)) }
                case .completed:
                    sink.locked { atEnd = true }
                    sourceSubscription.dispose()
                }
            }))
            let samplerSubscription = sampler.subscribe(AnyObserver<Source.Element> { event in
                sink.locked {
                    switch event {
                    case .next, .completed:
                        if let value = element ?? defaultValue {
                            element = nil
                            sink.enqueue(.next(value))
                        }
                        if atEnd {
                            sink.enqueue(.completed)
                        }
                    case .error(let error):
                        sink.enqueue(.error(error))
                    }
                }
            })
            return (sink, Disposables.create(sourceSubscription, samplerSubscription))
        }
    }
}
