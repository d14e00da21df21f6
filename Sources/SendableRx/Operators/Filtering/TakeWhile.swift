// SendableRx — `take(while:behavior:)` and `take(until:behavior:)` with a predicate.

/// Whether the element that ends `take(while:)` or `take(until:)` is passed on.
public enum TakeBehavior: Sendable {
    /// The element that ends the sequence is passed on before completion.
    case inclusive
    /// The element that ends the sequence is dropped.
    case exclusive
}

extension ObservableType {
    /// Passes on elements while `predicate` holds, then completes.
    ///
    /// ```
    /// source:                  -1-2-3-1-|
    /// take(while: { $0 < 3 }): -1-2-|
    /// ```
    ///
    /// An error thrown by `predicate` is sent as an `error` event and the source subscription is disposed.
    ///
    /// - Parameters:
    ///   - predicate: Whether to keep going.
    ///   - behavior: Whether the first element that fails `predicate` is passed on; `.exclusive` by default.
    /// - Returns: The sequence of the leading elements that satisfy `predicate`.
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            let subscription = source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let value):
                    let keepGoing: Bool
                    do {
                        keepGoing = try predicate(value)
                    } catch {
                        sink.forwardOn(.error(error))
                        sink.dispose()
                        return
                    }
                    if keepGoing {
                        sink.forwardOn(.next(value))
                        return
                    }
                    if behavior == .inclusive {
                        sink.forwardOn(.next(value))
                    }
                    sink.forwardOn(.completed)
                    sink.dispose()
                case .error, .completed:
                    sink.forwardOn(event)
                    sink.dispose()
                }
            })
            return (sink, subscription)
        }
    }

    /// Passes on elements until `predicate` holds, then completes.
    ///
    /// ```
    /// source:                    -1-2-3-1-|
    /// take(until: { $0 == 3 }):  -1-2-|
    /// ```
    ///
    /// - Parameters:
    ///   - predicate: Whether to stop.
    ///   - behavior: Whether the element that satisfies `predicate` is passed on; `.exclusive` by default.
    /// - Returns: The sequence of the elements before the first that satisfies `predicate`.
    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        take(while: { try !predicate($0) }, behavior: behavior)
    }

    /// Passes on elements while `predicate` holds. Renamed to ``take(while:behavior:)``.
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }

    /// Passes on elements until `predicate` holds. Renamed to ``take(until:behavior:)``.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(
        _ behavior: TakeBehavior,
        predicate: @escaping (Element) throws -> Bool
    ) -> Observable<Element> {
        take(until: predicate, behavior: behavior)
    }
}
