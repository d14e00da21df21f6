// SendableRx — `filter`.

extension ObservableType {
    /// Passes on only the elements that satisfy `predicate`.
    ///
    /// ```
    /// source:                 -1-2-3-4-|
    /// filter { $0 % 2 == 0 }: ---2---4-|
    /// ```
    ///
    /// An error thrown by `predicate` is sent as an `error` event and the source subscription is disposed.
    ///
    /// - Parameter predicate: Decides whether an element passes.
    /// - Returns: The sequence of elements that pass.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return OperatorProducer { downstream, cancel in
            let sink = FilterSink(predicate: predicate, downstream: downstream, cancel: cancel)
            return (sink, source.subscribe(downstream: sink))
        }
    }
}

// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant.
final class FilterSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    let predicate: (Element) throws -> Bool

    init(predicate: @escaping (Element) throws -> Bool, downstream: Downstream<Element>, cancel: SinkDisposer) {
        self.predicate = predicate
        super.init(downstream: downstream, cancel: cancel)
    }

    override func next(_ element: Element) {
        let passes: Bool
        do {
            passes = try predicate(element)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        if passes {
            forwardNext(element)
        }
    }
}
