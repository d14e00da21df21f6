// SendableRx — `single`.

extension ObservableType {
    /// Passes on the only element, failing if there is none or more than one.
    ///
    /// The element is passed on as soon as it arrives; a second element fails the sequence with
    /// ``RxError/moreThanOneElement``, and completion without an element fails it with ``RxError/noElements``.
    ///
    /// - Returns: The sequence of the single element.
    public func single() -> Observable<Element> {
        single { _ in true }
    }

    /// Passes on the only element that satisfies `predicate`, failing if there is none or more than one.
    ///
    /// - Parameter predicate: Selects the element. An error it throws is sent as an `error` event.
    /// - Returns: The sequence of the single matching element.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            var seenValue = false
            let subscription = source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let value):
                    do {
                        guard try predicate(value) else { return }
                    } catch {
                        sink.forwardOn(.error(error))
                        sink.dispose()
                        return
                    }
                    if seenValue {
                        sink.forwardOn(.error(RxError.moreThanOneElement))
                        sink.dispose()
                        return
                    }
                    seenValue = true
                    sink.forwardOn(.next(value))
                case .error(let error):
                    sink.forwardOn(.error(error))
                    sink.dispose()
                case .completed:
                    sink.forwardOn(seenValue ? .completed : .error(RxError.noElements))
                    sink.dispose()
                }
            })
            return (sink, subscription)
        }
    }
}
