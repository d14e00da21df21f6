// SendableRx — the sinks behind `create(subscribe:)` of `Single`, `Maybe`, `Completable` and `Infallible`.

extension Observable {
    /// The observable of `Single.create(subscribe:)`: `subscribe` runs for each subscription with the sink's
    /// `onSingle`.
    static func singleCreate(
        _ subscribe: @escaping (@escaping (SingleEvent<Element>) -> Void) -> any Disposable
    ) -> Observable<Element> {
        OperatorProducer { downstream, cancel in
            let sink = TraitEventSink(downstream: downstream, cancel: cancel)
            return (sink, subscribe(sink.onSingle))
        }
    }

    /// The observable of `Maybe.create(subscribe:)`: `subscribe` runs for each subscription with the sink's
    /// `onMaybe`.
    static func maybeCreate(
        _ subscribe: @escaping (@escaping (MaybeEvent<Element>) -> Void) -> any Disposable
    ) -> Observable<Element> {
        OperatorProducer { downstream, cancel in
            let sink = TraitEventSink(downstream: downstream, cancel: cancel)
            return (sink, subscribe(sink.onMaybe))
        }
    }

    /// The observable of `Completable.create(subscribe:)`: `subscribe` runs for each subscription with the sink's
    /// `onCompletable`.
    static func completableCreate(
        _ subscribe: @escaping (@escaping (CompletableEvent) -> Void) -> any Disposable
    ) -> Observable<Element> {
        OperatorProducer { downstream, cancel in
            let sink = TraitEventSink(downstream: downstream, cancel: cancel)
            return (sink, subscribe(sink.onCompletable))
        }
    }
}

/// The per-subscription state of the `create` of `Single`, `Maybe` and `Completable`: the function handed to the
/// user's subscribe function is a method of this sink, so a trait event goes straight downstream with the
/// observable's grammar enforced, without an intermediate observer or closure.
///
/// Each method sends what RxSwift's trait `create` sends (`success` is an element followed by completion) and
/// ignores everything after the first terminal event; the subscription is disposed after it. The methods take the
/// trait's event apart compiled once for every element type, which looks up the event's generic metadata: a trait
/// has a single event, so that is a per-subscription cost.
// @unchecked Sendable: restated from StoppingOperatorSink, whose comment names the invariant.
final class TraitEventSink<Element>: StoppingOperatorSink<Element, Element>, @unchecked Sendable {
    /// Passes an element on unless a terminal event came first.
    func sendNext(_ element: Element) {
        if isStopped.load(ordering: .relaxed) { return }
        forwardNext(element)
    }

    /// The observer of `Single.create`.
    func onSingle(_ event: SingleEvent<Element>) {
        switch event {
        case .success(let element):
            sendNext(element)
            sendCompleted()
        case .failure(let error):
            sendError(error)
        }
    }

    /// The observer of `Maybe.create`.
    func onMaybe(_ event: MaybeEvent<Element>) {
        switch event {
        case .success(let element):
            sendNext(element)
            sendCompleted()
        case .error(let error):
            sendError(error)
        case .completed:
            sendCompleted()
        }
    }

    /// The observer of `Completable.create`.
    func onCompletable(_ event: CompletableEvent) {
        switch event {
        case .error(let error):
            sendError(error)
        case .completed:
            sendCompleted()
        }
    }
}
