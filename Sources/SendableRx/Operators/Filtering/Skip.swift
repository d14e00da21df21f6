// SendableRx — `skip(_:)` and `skip(while:)`.

extension ObservableType {
    /// Drops the first `count` elements.
    ///
    /// ```
    /// source:   -1-2-3-4-|
    /// skip(2):  -----3-4-|
    /// ```
    ///
    /// A zero or negative `count` drops nothing; a count above the number of elements (`Int.max`) leaves only the
    /// terminal event.
    ///
    /// - Parameter count: How many elements to drop.
    /// - Returns: The sequence without its first `count` elements.
    public func skip(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            var remaining = count
            let subscription = source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next:
                    if remaining > 0 {
                        remaining -= 1
                    } else {
                        sink.forwardOn(event)
                    }
                case .error, .completed:
                    sink.forwardOn(event)
                    sink.dispose()
                }
            })
            return (sink, subscription)
        }
    }

    /// Drops elements while `predicate` holds, then passes on everything.
    ///
    /// ```
    /// source:                  -1-2-3-1-|
    /// skip(while: { $0 < 3 }): -----3-1-|
    /// ```
    ///
    /// An error thrown by `predicate` is sent as an `error` event and the source subscription is disposed.
    ///
    /// - Parameter predicate: Whether to keep dropping.
    /// - Returns: The sequence from the first element that fails `predicate` on.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            var skipping = true
            let subscription = source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let value):
                    if skipping {
                        do {
                            skipping = try predicate(value)
                        } catch {
                            sink.forwardOn(.error(error))
                            sink.dispose()
                            return
                        }
                    }
                    if !skipping {
                        sink.forwardOn(event)
                    }
                case .error, .completed:
                    sink.forwardOn(event)
                    sink.dispose()
                }
            })
            return (sink, subscription)
        }
    }

    /// Drops elements while `predicate` holds. Renamed to ``skip(while:)``.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }
}
