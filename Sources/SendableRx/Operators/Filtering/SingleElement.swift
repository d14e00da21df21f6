// SendableRx — `single`.

extension ObservableType {
    /// Passes on the only element, failing if there is none or more than one.
    ///
    /// The element is passed on as soon as it arrives; a second element fails the sequence with
    /// ``RxError/moreThanOneElement``, and completion without an element fails it with ``RxError/noElements``.
    ///
    /// - Returns: The sequence of the single element.
    public func single() -> Observable<Element> {
        singleElement(nil)
    }

    /// Passes on the only element that satisfies `predicate`, failing if there is none or more than one.
    ///
    /// - Parameter predicate: Selects the element. An error it throws is sent as an `error` event.
    /// - Returns: The sequence of the single matching element.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        singleElement(predicate)
    }

    func singleElement(_ predicate: ((Element) throws -> Bool)?) -> Observable<Element> {
        let source = asObservable()
        return OperatorProducer { downstream, cancel in
            let sink = SingleElementSink(predicate: predicate, downstream: downstream, cancel: cancel)
            return (sink, source.subscribe(downstream: sink))
        }
    }
}

/// The sink of `single`: passes on the first matching element and fails on a second one.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; `seenValue` is touched only in
// the serialized event flow.
final class SingleElementSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    let predicate: ((Element) throws -> Bool)?
    @exclusivity(unchecked) var seenValue = false

    init(predicate: ((Element) throws -> Bool)?, downstream: Downstream<Element>, cancel: SinkDisposer) {
        self.predicate = predicate
        super.init(downstream: downstream, cancel: cancel)
    }

    override func next(_ element: Element) {
        if let predicate {
            do {
                guard try predicate(element) else { return }
            } catch {
                forwardErrorAndDispose(error)
                return
            }
        }
        if seenValue {
            forwardErrorAndDispose(RxError.moreThanOneElement)
            return
        }
        seenValue = true
        forwardNext(element)
    }

    override func completed() {
        if seenValue {
            forwardCompletedAndDispose()
        } else {
            forwardErrorAndDispose(RxError.noElements)
        }
    }
}
