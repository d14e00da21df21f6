// SendableRx — the sink of operators that only change how the source is subscribed.

/// An operator sink that forwards every event and ends the subscription after a terminal event: for operators whose
/// logic lies in how they subscribe (`delaySubscription`, `subscribe(on:)`), not in the events. The downstream-design
/// counterpart of ``ForwardingSink``.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant.
final class ForwardingOperatorSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    override func next(_ element: Element) {
        forwardNext(element)
    }
}
