// SendableRx — `deferred`.

extension Observable {
    /// An observable that calls `observableFactory` for each subscription and subscribes to what it returns.
    ///
    /// An error thrown by the factory is sent as an `error` event. The factory returns an `Observable`, as in
    /// RxSwift: a subject or a connectable observable as it is, an implicit member such as `.just(0)`, and another
    /// ``ObservableType`` (a test observable, a relay) through `asObservable()`.
    ///
    /// - Parameter observableFactory: Creates the observable for each subscription.
    /// - Returns: The observable sequence.
    public static func deferred(
        _ observableFactory: @escaping () throws -> Observable<Element>
    ) -> Observable<Element> {
        deferredSubscribing(observableFactory)
    }

    static func deferredSubscribing<Source: ObservableType>(
        _ observableFactory: @escaping () throws -> Source
    ) -> Observable<Element> where Source.Element == Element {
        OperatorProducer { downstream, cancel in
            let sink = PassingSink(downstream: downstream, cancel: cancel)
            do {
                let source = try observableFactory()
                return (sink, source.asObservable().subscribe(downstream: sink))
            } catch {
                sink.forwardErrorAndDispose(error)
                return (sink, Disposables.create())
            }
        }
    }
}

// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant.
/// A sink that passes every event on and ends the subscription after a terminal event: for operators whose logic
/// lies in how they subscribe (`deferred`, `using`), not in the events.
final class PassingSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    override func next(_ element: Element) {
        forwardNext(element)
    }
}
