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
    ///   - resultSelector: Combines an element with the latest of `second`.
    /// - Returns: The sequence of combinations.
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        let first = asObservable()
        let second = second.asObservable()
        return .producer { observer, cancel in
            let sink = SerializingSink<ResultType>(observer: observer, cancel: cancel)
            var latest: Source.Element?
            let secondSubscription = SingleAssignmentDisposable()
            secondSubscription.setDisposable(second.subscribe(AnyObserver<Source.Element> { event in
                switch event {
                case .next(let value):
                    sink.locked { latest = value }
                case .error(let error):
                    sink.locked { sink.enqueue(.error(error)) }
                case .completed:
                    secondSubscription.dispose()
                }
            }))
            let firstSubscription = first.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let value):
                    // The selector runs outside the lock, so it may send into either source.
                    guard let latest = sink.locked({ sink.isTerminated ? nil : latest }) else { return }
                    do {
                        sink.forwardSerialized(.next(try resultSelector(value, latest)))
                    } catch {
                        sink.locked { sink.enqueue(.error(error)) }
                    }
                case .error(let error):
                    sink.locked { sink.enqueue(.error(error)) }
                case .completed:
                    sink.locked { sink.enqueue(.completed) }
                }
            })
            return (sink, Disposables.create(firstSubscription, secondSubscription))
        }
    }

    /// Replaces each element with the latest element of `second`, dropping elements that arrive before
    /// `second` has emitted.
    ///
    /// - Parameter second: The sequence whose latest element is used.
    /// - Returns: The sequence of latest elements of `second`.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}
