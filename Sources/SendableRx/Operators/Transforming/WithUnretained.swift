// SendableRx — `withUnretained`.

extension ObservableType {
    /// Pairs each element with `object` through `resultSelector`, without retaining `object`.
    ///
    /// Once `object` has been deallocated, the next element completes the sequence instead.
    ///
    /// - Parameters:
    ///   - object: The object to pass along; held weakly.
    ///   - resultSelector: Combines the object and an element.
    /// - Returns: The sequence of combined values.
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        let source = asObservable()
        return .producer { [weak object] observer, cancel in
            let sink = WithUnretainedSink(
                object: object, resultSelector: resultSelector, observer: observer, cancel: cancel
            )
            return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
        }
    }

    /// Pairs each element with `object`, without retaining `object`.
    ///
    /// Once `object` has been deallocated, the next element completes the sequence instead.
    ///
    /// - Parameter object: The object to pass along; held weakly.
    /// - Returns: The sequence of `(object, element)` pairs.
    @inlinable
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}

/// The sink of `withUnretained`: holds the object weakly.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant; the weak reference is read only in the
// serialized event flow.
final class WithUnretainedSink<Object: AnyObject, Element, Out>: Sink<Out>, @unchecked Sendable {
    @usableFromInline weak let object: Object?
    @usableFromInline let resultSelector: (Object, Element) -> Out

    @inlinable
    init(
        object: Object?,
        resultSelector: @escaping (Object, Element) -> Out,
        observer: AnyObserver<Out>,
        cancel: SinkDisposer
    ) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            guard let object else {
                forwardOn(.completed)
                dispose()
                return
            }
            forwardOn(.next(resultSelector(object, element)))
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
