// SendableRx — `filter`.

extension ObservableType {
    /// Passes on only the elements that satisfy `predicate`.
    ///
    /// ```
    /// source:                 -1-2-3-4-|
    /// filter { $0 % 2 == 0 }: ---2---4-|
    /// ```
    ///
    /// An error thrown by `predicate` is sent as an `error` event and the source subscription is disposed.
    ///
    /// - Parameter predicate: Decides whether an element passes.
    /// - Returns: The sequence of elements that pass.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = FilterSink(predicate: predicate, observer: observer, cancel: cancel)
            return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
        }
    }
}

@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant.
final class FilterSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let predicate: (Element) throws -> Bool

    @inlinable
    init(predicate: @escaping (Element) throws -> Bool, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let passes: Bool
            do {
                passes = try predicate(element)
            } catch {
                forwardOn(.error(error))
                dispose()
                return
            }
            if passes {
                forwardOn(event)
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
