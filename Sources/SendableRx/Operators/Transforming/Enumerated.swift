// SendableRx — `enumerated`.

extension ObservableType {
    /// Pairs each element with its zero-based index.
    ///
    /// ```
    /// source:        -a-b-c-|
    /// enumerated():  -(0,a)-(1,b)-(2,c)-|
    /// ```
    ///
    /// - Returns: The sequence of `(index, element)` pairs. Should the index overflow `Int`, the sequence fails
    ///   with ``RxError/overflow``.
    @inlinable
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = EnumeratedSink<Element>(observer: observer, cancel: cancel)
            return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
        }
    }
}

/// The sink of `enumerated`.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant; `index` is touched only in the
// serialized event flow.
final class EnumeratedSink<Element>: Sink<(index: Int, element: Element)>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var index = 0

    @inlinable
    override init(observer: AnyObserver<(index: Int, element: Element)>, cancel: SinkDisposer) {
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let (next, overflow) = index.addingReportingOverflow(1)
            if overflow {
                forwardAndDispose(.error(RxError.overflow))
                return
            }
            forwardOn(.next((index, element)))
            index = next
        case .error(let error):
            forwardAndDispose(.error(error))
        case .completed:
            forwardAndDispose(.completed)
        }
    }
}
