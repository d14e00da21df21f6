// SendableRx — `ifEmpty(default:)` and `ifEmpty(switchTo:)`.

extension ObservableType {
    /// Emits `default` if the source completes without an element.
    ///
    /// ```
    /// source:               -----|
    /// ifEmpty(default: 0):  -----(0|)
    /// ```
    ///
    /// - Parameter default: The element to emit for an empty source.
    /// - Returns: The source's elements, or `default`.
    public func ifEmpty(default: Element) -> Observable<Element> {
        let source = asObservable()
        let defaultElement = `default`
        return OperatorProducer { downstream, cancel in
            let sink = DefaultIfEmptySink(defaultElement: defaultElement, downstream: downstream, cancel: cancel)
            return (sink, source.subscribe(downstream: sink))
        }
    }

    /// Continues with `other` if the source completes without an element.
    ///
    /// ```
    /// source:                  -----|
    /// other:                        -7-|
    /// ifEmpty(switchTo: other): ------7-|
    /// ```
    ///
    /// `other` is an `Observable`, as in RxSwift: a subject or a connectable observable is passed as it is, and
    /// another ``ObservableType`` (a test observable, a relay) through `asObservable()`.
    ///
    /// - Parameter other: The sequence to switch to for an empty source; subscribed only then.
    /// - Returns: The source's elements, or `other`'s.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        switchingIfEmpty(to: other)
    }

    func switchingIfEmpty<Other: ObservableType>(to other: Other) -> Observable<Element>
    where Other.Element == Element {
        let source = asObservable()
        return OperatorProducer { downstream, cancel in
            let sink = SwitchIfEmptySink(other: other.asObservable(), downstream: downstream, cancel: cancel)
            let sourceSubscription = source.subscribe(downstream: sink)
            return (sink, Disposables.create(sourceSubscription, sink.otherSubscription))
        }
    }
}

/// The base of the `ifEmpty` sinks: passes the source's elements on and notes whether one came; subclasses say
/// what an empty completion does.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; `sawElement` is touched only in
// the serialized event flow.
class IfEmptySink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    @exclusivity(unchecked) final var sawElement = false

    override final func next(_ element: Element) {
        sawElement = true
        forwardNext(element)
    }
}

/// The sink of `ifEmpty(default:)`.
// @unchecked Sendable: restated from IfEmptySink, whose comment names the invariant.
final class DefaultIfEmptySink<Element>: IfEmptySink<Element>, @unchecked Sendable {
    let defaultElement: Element

    init(defaultElement: Element, downstream: Downstream<Element>, cancel: SinkDisposer) {
        self.defaultElement = defaultElement
        super.init(downstream: downstream, cancel: cancel)
    }

    override func completed() {
        // An empty completion gets the default element in front of it.
        if !sawElement {
            forwardNext(defaultElement)
        }
        forwardCompletedAndDispose()
    }
}

/// The sink of `ifEmpty(switchTo:)`: mirrors the source, or `other` when the source completes empty.
// @unchecked Sendable: restated from IfEmptySink, whose comment names the invariant; `otherSubscription` is a
// thread-safe disposable.
final class SwitchIfEmptySink<Element>: IfEmptySink<Element>, @unchecked Sendable {
    let other: Observable<Element>
    let otherSubscription = SingleAssignmentDisposable()

    init(other: Observable<Element>, downstream: Downstream<Element>, cancel: SinkDisposer) {
        self.other = other
        super.init(downstream: downstream, cancel: cancel)
    }

    override func completed() {
        if sawElement {
            forwardCompletedAndDispose()
            return
        }
        // Empty: the fallback sequence takes over; its terminal event ends the sink.
        otherSubscription.setDisposable(other.subscribe(downstream: MirroringDownstream(sink: self)))
    }
}
