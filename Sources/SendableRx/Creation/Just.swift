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
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        .keeping(element) { element, observer in
            observer.on(.next(element))
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// An observable that emits one element and completes, both scheduled on `scheduler` (the completion
    /// in a second scheduled action).
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the events are sent.
    /// - Returns: The observable sequence.
    @inlinable
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            let subscription = scheduler.schedule(element) { element in
                sink.forwardOn(.next(element))
                return scheduler.schedule(sink) { sink in
                    sink.forwardOn(.completed)
                    sink.dispose()
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
