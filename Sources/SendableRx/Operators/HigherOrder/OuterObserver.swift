// SendableRx — the outer-sequence side shared by `merge`, `flatMap`, `concatMap`, `flatMapFirst` and
// `flatMapLatest`.

/// A higher-order operator's sink, as seen from its outer sequence, whose downstream it is: each element that
/// ``acceptOuterElement()`` lets through is mapped by `transform` and handed to ``outerNext(_:)``; an error
/// `transform` throws, or an error of the outer sequence, fails the result; completion goes to ``outerCompleted()``.
///
/// The inner sequences' elements do not pass through here: each inner sequence has a downstream of its own that
/// sends them on with ``SerializingOperatorSink/sendNext(_:if:)``.
// @unchecked Sendable: restated from SerializingOperatorSink; `transform` is immutable.
class HigherOrderSink<Outer, Element>: SerializingOperatorSink<Outer, Element>, @unchecked Sendable {
    /// Maps an outer element to its inner sequence.
    let transform: (Outer) throws -> Observable<Element>

    init(
        transform: @escaping (Outer) throws -> Observable<Element>,
        downstream: Downstream<Element>,
        cancel: SinkDisposer
    ) {
        self.transform = transform
        super.init(downstream: downstream, cancel: cancel)
    }

    /// Whether to map an outer element at all (runs first, outside the lock; `flatMapFirst` skips elements while an
    /// inner sequence is active).
    func acceptOuterElement() -> Bool {
        true
    }

    /// Handles the inner sequence an outer element was mapped to.
    func outerNext(_ inner: Observable<Element>) {
        preconditionFailure("\(type(of: self)) does not override HigherOrderSink.outerNext(_:)")
    }

    /// Handles the completion of the outer sequence.
    func outerCompleted() {
        preconditionFailure("\(type(of: self)) does not override HigherOrderSink.outerCompleted()")
    }

    /// Fails the result with `error`, in order with the other events.
    final func failOuter(_ error: any Error) {
        sendError(error)
    }

    override final func next(_ element: Outer) {
        guard acceptOuterElement() else { return }
        let inner: Observable<Element>
        do {
            inner = try transform(element)
        } catch {
            failOuter(error)
            return
        }
        outerNext(inner)
    }

    override final func error(_ error: any Error) {
        failOuter(error)
    }

    override final func completed() {
        outerCompleted()
    }
}

/// A ``HigherOrderSink`` that follows each inner sequence through a ``HigherOrderInner`` (`merge`, `flatMap`,
/// `concatMap`, `flatMapFirst`): inner elements and errors go out in order with the other events, and the sink says
/// what an inner sequence's completion does.
// @unchecked Sendable: restated from SerializingOperatorSink, whose comment names the invariant.
class InnerTrackingSink<Outer, Element>: HigherOrderSink<Outer, Element>, @unchecked Sendable {
    /// Handles the completion of the inner sequence `inner` follows.
    func innerCompleted(_ inner: HigherOrderInner<Outer, Element>) {
        preconditionFailure("\(type(of: self)) does not override InnerTrackingSink.innerCompleted(_:)")
    }
}

/// The downstream and subscription of one inner sequence of an ``InnerTrackingSink``.
// @unchecked Sendable: `index` is touched only under the sink's lock; the rest is restated from InnerDownstream.
final class HigherOrderInner<Outer, Element>: InnerDownstream<Element>, @unchecked Sendable {
    let sink: InnerTrackingSink<Outer, Element>
    /// Where this inner sequence sits in a ``MergeSink``'s `inners` (unused by the other sinks).
    @exclusivity(unchecked) var index = 0

    init(sink: InnerTrackingSink<Outer, Element>) {
        self.sink = sink
        super.init()
    }

    override func next(_ element: Element) {
        sink.sendNext(element)
    }

    override func error(_ error: any Error) {
        sink.sendError(error)
    }

    override func completed() {
        sink.innerCompleted(self)
    }
}

/// `selector` followed by `asObservable()`: the transform of a ``HigherOrderSink``. Generic over the element and
/// source types themselves, so the closure looks up no associated type when it is called.
func observing<Element, Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
) -> (Element) throws -> Observable<Source.Element> {
    { try selector($0).asObservable() }
}
