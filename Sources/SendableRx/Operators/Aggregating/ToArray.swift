// SendableRx — `toArray`.

extension ObservableType {
    /// Collects all elements into an array, emitted as a `Single` when the source completes.
    ///
    /// ```
    /// source:     -1-2-3-|
    /// toArray():  -------([1, 2, 3])
    /// ```
    ///
    /// - Returns: A `Single` of every element, in order; it fails if the source fails.
    @inlinable
    public func toArray() -> Single<[Element]> {
        let source = asObservable()
        return Single(raw: .producer { observer, cancel in
            let sink = ToArraySink<Element>(observer: observer, cancel: cancel)
            return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
        })
    }
}

/// The sink of `toArray`.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant; `elements` is touched only in the
// serialized event flow.
final class ToArraySink<Element>: Sink<[Element]>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var elements: [Element] = []

    @inlinable
    override init(observer: AnyObserver<[Element]>, cancel: SinkDisposer) {
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            elements.append(element)
        case .error(let error):
            elements = []
            forwardAndDispose(.error(error))
        case .completed:
            let collected = elements
            elements = []
            forwardOn(.next(collected))
            forwardAndDispose(.completed)
        }
    }
}
