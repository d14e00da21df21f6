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
        return OperatorProducer { downstream, cancel in
            let sink = SkipCountSink(count: count, downstream: downstream, cancel: cancel)
            return (sink, source.subscribe(downstream: sink))
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
        return OperatorProducer { downstream, cancel in
            let sink = SkipWhileSink(predicate: predicate, downstream: downstream, cancel: cancel)
            return (sink, source.subscribe(downstream: sink))
        }
    }

    /// Drops elements while `predicate` holds. Renamed to ``skip(while:)``.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }
}

/// The sink of `skip(_:)`: counts down the elements still to drop.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; `remaining` is touched only
// in the serialized event flow.
final class SkipCountSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    @exclusivity(unchecked) var remaining: Int

    init(count: Int, downstream: Downstream<Element>, cancel: SinkDisposer) {
        remaining = count
        super.init(downstream: downstream, cancel: cancel)
    }

    override func next(_ element: Element) {
        if remaining > 0 {
            remaining -= 1
        } else {
            forwardNext(element)
        }
    }
}

/// The sink of `skip(while:)`: asks the predicate until it first fails.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; `skipping` is touched only in
// the serialized event flow.
final class SkipWhileSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    let predicate: (Element) throws -> Bool
    @exclusivity(unchecked) var skipping = true

    init(predicate: @escaping (Element) throws -> Bool, downstream: Downstream<Element>, cancel: SinkDisposer) {
        self.predicate = predicate
        super.init(downstream: downstream, cancel: cancel)
    }

    override func next(_ element: Element) {
        if skipping {
            do {
                skipping = try predicate(element)
            } catch {
                forwardErrorAndDispose(error)
                return
            }
        }
        if !skipping {
            forwardNext(element)
        }
    }
}
