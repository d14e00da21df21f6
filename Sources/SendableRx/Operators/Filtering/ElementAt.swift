// SendableRx — `element(at:)`.

extension ObservableType {
    /// Emits only the element at `index` (zero-based), then completes.
    ///
    /// ```
    /// source:         -a-b-c-|
    /// element(at: 1): ---(b|)
    /// ```
    ///
    /// If the source completes before reaching `index`, the sequence fails with
    /// ``RxError/argumentOutOfRange``.
    ///
    /// - Parameter index: The zero-based index.
    /// - Returns: A sequence with the one element.
    /// - Precondition: `index` is not negative (as in RxSwift, a negative index stops the program with a message).
    @inlinable
    public func element(at index: Int) -> Observable<Element> {
        precondition(index >= 0, "element(at:): index can't be negative (\(index))")
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ElementAtSink(index: index, observer: observer, cancel: cancel)
            return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
        }
    }

    /// Emits only the element at `index`. Renamed to ``element(at:)``.
    @available(*, deprecated, renamed: "element(at:)")
    @inlinable
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

/// The sink of `element(at:)`: counts down to the wanted element.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant; `remaining` is touched only in the
// serialized event flow.
final class ElementAtSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var remaining: Int

    @inlinable
    init(index: Int, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        remaining = index
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if remaining == 0 {
                forwardOn(event)
                forwardOn(.completed)
                dispose()
            }
            remaining &-= 1
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            forwardOn(.error(RxError.argumentOutOfRange))
            dispose()
        }
    }
}
