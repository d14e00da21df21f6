// SendableRx — `withUnretained`.

extension ObservableType {
    /// Pairs each element with `object` through `resultSelector`, without retaining `object`.
    ///
    /// Once `object` has been deallocated, the next element completes the sequence instead.
    ///
    /// - Parameters:
    ///   - object: The object to pass along; held weakly.
    ///   - resultSelector: Combines the object and an element.
    /// - Returns: The sequence of combined values.
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        let source = asObservable()
        return OperatorProducer { [weak object] downstream, cancel in
            let sink = WithUnretainedSink(
                object: object, resultSelector: resultSelector, downstream: downstream, cancel: cancel
            )
            return (sink, source.subscribe(downstream: sink))
        }
    }

    /// Pairs each element with `object`, without retaining `object`.
    ///
    /// Once `object` has been deallocated, the next element completes the sequence instead.
    ///
    /// - Parameter object: The object to pass along; held weakly.
    /// - Returns: The sequence of `(object, element)` pairs.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}

/// The sink of `withUnretained`: holds the object weakly.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; the weak reference is read only
// in the serialized event flow.
final class WithUnretainedSink<Object: AnyObject, Element, Out>: OperatorSink<Element, Out>, @unchecked Sendable {
    weak let object: Object?
    let resultSelector: (Object, Element) -> Out

    init(
        object: Object?,
        resultSelector: @escaping (Object, Element) -> Out,
        downstream: Downstream<Out>,
        cancel: SinkDisposer
    ) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(downstream: downstream, cancel: cancel)
    }

    override func next(_ element: Element) {
        guard let object else {
            forwardCompletedAndDispose()
            return
        }
        forwardNext(resultSelector(object, element))
    }
}
