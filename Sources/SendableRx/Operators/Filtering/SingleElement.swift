// SendableRx — `single`.

extension ObservableType {
    /// Passes on the only element, failing if there is none or more than one.
    ///
    /// The element is passed on as soon as it arrives; a second element fails the sequence with
    /// ``RxError/moreThanOneElement``, and completion without an element fails it with ``RxError/noElements``.
    ///
    /// - Returns: The sequence of the single element.
    @inlinable
    public func single() -> Observable<Element> {
        singleElement(nil)
    }

    /// Passes on the only element that satisfies `predicate`, failing if there is none or more than one.
    ///
    /// - Parameter predicate: Selects the element. An error it throws is sent as an `error` event.
    /// - Returns: The sequence of the single matching element.
    @inlinable
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        singleElement(predicate)
    }

    @inlinable
    func singleElement(_ predicate: ((Element) throws -> Bool)?) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = SingleElementSink(predicate: predicate, observer: observer, cancel: cancel)
            return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
        }
    }
}

/// The sink of `single`: passes on the first matching element and fails on a second one.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant; `seenValue` is touched only in the
// serialized event flow.
final class SingleElementSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let predicate: ((Element) throws -> Bool)?
    @usableFromInline @exclusivity(unchecked) var seenValue = false

    @inlinable
    init(predicate: ((Element) throws -> Bool)?, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if let predicate {
                do {
                    guard try predicate(value) else { return }
                } catch {
                    forwardOn(.error(error))
                    dispose()
                    return
                }
            }
            if seenValue {
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
                return
            }
            seenValue = true
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            forwardOn(seenValue ? .completed : .error(RxError.noElements))
            dispose()
        }
    }
}
