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
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        let first = asObservable()
        let second = second.asObservable()
        return .producer { observer, cancel in
            let sink = WithLatestFromSink(resultSelector: resultSelector, observer: observer, cancel: cancel)
            sink.run(first, second)
            return (sink, NoSink.shared)
        }
    }

    /// Replaces each element with the latest element of `second`, dropping elements that arrive before
    /// `second` has emitted.
    ///
    /// - Parameter second: The sequence whose latest element is used.
    /// - Returns: The sequence of latest elements of `second`.
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}

/// The state of one `withLatestFrom` subscription: the latest element of the second sequence and both
/// subscriptions.
@usableFromInline
// @unchecked Sendable: restated from SerializingSink; `latest` is touched only under its lock, the selector and the
// subscriptions are immutable.
final class WithLatestFromSink<First, Second, Result>: SerializingSink<Result>, @unchecked Sendable {
    @usableFromInline let resultSelector: (First, Second) throws -> Result
    /// Kept so that the unspecialised deinit looks up no metadata (see ``LatestValue``).
    @usableFromInline @exclusivity(unchecked) var latest: LatestValue<Second>
    @usableFromInline let firstSubscription: InnerSubscription
    @usableFromInline let secondSubscription: InnerSubscription

    @inlinable
    init(
        resultSelector: @escaping (First, Second) throws -> Result, observer: AnyObserver<Result>,
        cancel: SinkDisposer
    ) {
        self.resultSelector = resultSelector
        self.latest = LatestValue()
        self.firstSubscription = InnerSubscription()
        self.secondSubscription = InnerSubscription()
        super.init(observer: observer, cancel: cancel)
    }

    deinit {
        latest.release()
    }

    /// Subscribes to `second`, then to `first`, as RxSwift does.
    @inlinable
    func run(_ first: Observable<First>, _ second: Observable<Second>) {
        secondSubscription.setSubscription(second.subscribe(AnyObserver(eventHandler: onSecond)))
        firstSubscription.setSubscription(first.subscribe(AnyObserver(eventHandler: onFirst)))
    }

    @inlinable
    func onFirst(_ event: Event<First>) {
        switch event {
        case .next(let value):
            // The selector runs outside the lock, so it may send into either source.
            guard let latest = lock.withLock({ terminated ? nil : latest.value }) else { return }
            let result: Result
            do {
                result = try resultSelector(value, latest)
            } catch {
                failOuter(error)
                return
            }
            forwardSerialized(.next(result))
        case .error(let error):
            failOuter(error)
        case .completed:
            sendLocked { .completed }
        }
    }

    @inlinable
    func onSecond(_ event: Event<Second>) {
        switch event {
        case .next(let value):
            lock.withLock { latest.store(value) }
        case .error(let error):
            failOuter(error)
        case .completed:
            secondSubscription.dispose()
        }
    }

    /// Stops forwarding, then disposes the first subscription and the second one, in that order (as RxSwift does).
    @usableFromInline
    override func dispose() {
        super.dispose()
        guard isSetUp else { return }
        firstSubscription.dispose()
        secondSubscription.dispose()
    }
}
