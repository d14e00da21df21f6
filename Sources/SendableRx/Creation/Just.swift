// SendableRx — `just`.

extension Observable {
    /// An observable that emits one element and completes, synchronously on subscription.
    ///
    /// ```
    /// just(1):  (1|)
    /// ```
    ///
    /// - Parameter element: The element.
    /// - Returns: The observable sequence.
    public static func just(_ element: Element) -> Observable<Element> {
        JustObservable(element)
    }

    /// An observable that emits one element and completes, both scheduled on `scheduler` (the completion
    /// in a second scheduled action).
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the events are sent.
    /// - Returns: The observable sequence.
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        OperatorProducer { downstream, cancel in
            let sink = SourceSink(downstream: downstream, cancel: cancel)
            let subscription = scheduler.schedule(element) { element in
                sink.forwardNext(element)
                return scheduler.schedule(sink) { sink in
                    sink.forwardCompletedAndDispose()
                    return Disposables.create()
                }
            }
            return (sink, subscription)
        }
    }
}

/// A sink with no logic of its own, for operators whose producer drives the observer directly.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant.
final class ProducerSink<Element>: Sink<Element>, @unchecked Sendable {
    @inlinable
    override init(observer: AnyObserver<Element>, cancel: SinkDisposer) {
        super.init(observer: observer, cancel: cancel)
    }
}

/// The observable of ``Observable/just(_:)``: the element and the completion, at subscription, on the subscribing
/// thread.
final class JustObservable<Element>: Observable<Element> {
    let element: Element

    init(_ element: Element) {
        self.element = element
        super.init(takingDownstreams: ())
    }

    override func subscribe(downstream: Downstream<Element>) -> any Disposable {
        downstream.next(element)
        downstream.completed()
        return Disposables.create()
    }
}

/// The observable of ``Observable/empty()``, ``Observable/never()`` and ``Observable/error(_:)``: at subscription,
/// the completion, nothing, or the error.
final class TerminalObservable<Element>: Observable<Element> {
    /// `nil` for `never`.
    let end: Result<Void, any Error>?

    init(_ end: Result<Void, any Error>?) {
        self.end = end
        super.init(takingDownstreams: ())
    }

    override func subscribe(downstream: Downstream<Element>) -> any Disposable {
        switch end {
        case .success: downstream.completed()
        case .failure(let error): downstream.error(error)
        case nil: break
        }
        return Disposables.create()
    }
}

// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant.
/// The sink of a source that sends its own events (``forwardNext(_:)`` and the terminal forwards) instead of
/// receiving them.
final class SourceSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {}
