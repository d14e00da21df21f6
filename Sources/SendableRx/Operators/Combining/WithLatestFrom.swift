// SendableRx — `withLatestFrom`.

extension ObservableType {
    /// Combines each element with the latest element of `second`, dropping elements that arrive before
    /// `second` has emitted.
    ///
    /// ```
    /// self:                        -1---2---3-|
    /// second:                      ---a---b---|
    /// withLatestFrom(second, +):   -----2a--3b|
    /// ```
    ///
    /// `second` is subscribed to first. The result completes with this sequence; `second`'s completion only
    /// stops updating the latest element. An error from either fails it.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is used.
    ///   - resultSelector: Combines an element with the latest of `second`. An error it throws is sent as an
    ///     `error` event.
    /// - Returns: The sequence of combinations.
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        let first = asObservable()
        let second = second.asObservable()
        return OperatorProducer { downstream, cancel in
            let sink = WithLatestFromSink(resultSelector: resultSelector, downstream: downstream, cancel: cancel)
            sink.run(first, second)
            return (sink, NoSink.shared)
        }
    }

    /// Replaces each element with the latest element of `second`, dropping elements that arrive before
    /// `second` has emitted.
    ///
    /// - Parameter second: The sequence whose latest element is used.
    /// - Returns: The sequence of latest elements of `second`.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second, resultSelector: secondArgument)
    }
}

/// Returns its second argument: `withLatestFrom(_:)`'s selector, generic over the element types themselves so that
/// a call looks up no associated type.
private func secondArgument<First, Second>(_ first: First, _ second: Second) -> Second {
    second
}

/// The state of one `withLatestFrom` subscription: the latest element of the second sequence and both
/// subscriptions. The sink is the downstream of the first sequence; a ``SecondInputDownstream`` that of the second.
// @unchecked Sendable: restated from SerializingOperatorSink; `latest` is touched only under its lock, the selector and
// the subscriptions are immutable.
final class WithLatestFromSink<First, Second, Result>: SerializingOperatorSink<First, Result>, @unchecked Sendable {
    let resultSelector: (First, Second) throws -> Result
    @exclusivity(unchecked) var latest = ElementSlot<Second>()
    let firstSubscription = InnerSubscription()
    let secondSubscription = InnerSubscription()

    init(
        resultSelector: @escaping (First, Second) throws -> Result, downstream: Downstream<Result>,
        cancel: SinkDisposer
    ) {
        self.resultSelector = resultSelector
        super.init(downstream: downstream, cancel: cancel)
    }

    deinit {
        latest.destroy()
    }

    /// Subscribes to `second`, then to `first`, as RxSwift does.
    func run(_ first: Observable<First>, _ second: Observable<Second>) {
        secondSubscription.setSubscription(second.subscribe(downstream: SecondInputDownstream(sink: self)))
        firstSubscription.setSubscription(first.subscribe(downstream: self))
    }

    override func next(_ value: First) {
        // The copy of the latest element is taken under the lock into memory of this call's own; the selector runs
        // outside the lock, so it may send into either source.
        withUnsafeTemporaryAllocation(of: Second.self, capacity: 1) { buffer in
            let copy = buffer.baseAddress.unsafelyUnwrapped
            let found = lock.withLock { () -> Bool in
                if terminated || !latest.isFull { return false }
                copy.initialize(to: latest.value)
                return true
            }
            guard found else { return }
            let result: Result
            do {
                result = try resultSelector(value, copy.move())
            } catch {
                sendError(error)
                return
            }
            sendNext(result)
        }
    }

    override func error(_ error: any Error) {
        sendError(error)
    }

    override func completed() {
        sendCompleted()
    }

    func secondNext(_ value: Second) {
        lock.withLock { latest.store(value) }
    }

    func secondCompleted() {
        secondSubscription.dispose()
    }

    /// Stops forwarding, then disposes the first subscription and the second one, in that order (as RxSwift does).
    override func dispose() {
        super.dispose()
        guard isSetUp else { return }
        firstSubscription.dispose()
        secondSubscription.dispose()
    }
}

extension WithLatestFromSink: SecondInputSink {}
