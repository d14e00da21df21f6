// SendableRx — `element(at:)`.

extension ObservableType {
    /// Emits only the element at `index` (zero-based), then completes.
    ///
    /// ```
    /// source:         -a-b-c-|
    /// element(at: 1): ---(b|)
    /// ```
    ///
    /// If the source completes before reaching `index`, the sequence fails with
    /// ``RxError/argumentOutOfRange``.
    ///
    /// - Parameter index: The zero-based index.
    /// - Returns: A sequence with the one element.
    /// - Precondition: `index` is not negative (as in RxSwift, a negative index stops the program with a message).
    public func element(at index: Int) -> Observable<Element> {
        precondition(index >= 0, "element(at:): index can't be negative (\(index))")
        let source = asObservable()
        return OperatorProducer { downstream, cancel in
            let sink = ElementAtSink(index: index, downstream: downstream, cancel: cancel)
            return (sink, source.subscribe(downstream: sink))
        }
    }

    /// Emits only the element at `index`. Renamed to ``element(at:)``.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

/// The sink of `element(at:)`: counts down to the wanted element.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; `remaining` is touched only in
// the serialized event flow.
final class ElementAtSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    @exclusivity(unchecked) var remaining: Int

    init(index: Int, downstream: Downstream<Element>, cancel: SinkDisposer) {
        remaining = index
        super.init(downstream: downstream, cancel: cancel)
    }

    override func next(_ element: Element) {
        if remaining == 0 {
            forwardNext(element)
            forwardCompletedAndDispose()
        }
        remaining &-= 1
    }

    override func completed() {
        forwardErrorAndDispose(RxError.argumentOutOfRange)
    }
}
