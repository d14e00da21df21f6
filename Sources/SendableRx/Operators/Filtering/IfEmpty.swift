// SendableRx — `ifEmpty(default:)` and `ifEmpty(switchTo:)`.

extension ObservableType {
    /// Emits `default` if the source completes without an element.
    ///
    /// ```
    /// source:               -----|
    /// ifEmpty(default: 0):  -----(0|)
    /// ```
    ///
    /// - Parameter default: The element to emit for an empty source.
    /// - Returns: The source's elements, or `default`.
    public func ifEmpty(default: Element) -> Observable<Element> {
        let source = asObservable()
        let defaultElement = `default`
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            var isEmpty = true
            let subscription = source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next:
                    isEmpty = false
                    sink.forwardOn(event)
                case .error:
                    sink.forwardOn(event)
                    sink.dispose()
                case .completed:
                    if isEmpty {
                        sink.forwardOn(.next(defaultElement))
                    }
                    sink.forwardOn(.completed)
                    sink.dispose()
                }
            })
            return (sink, subscription)
        }
    }

    /// Continues with `other` if the source completes without an element.
    ///
    /// ```
    /// source:                  -----|
    /// other:                        -7-|
    /// ifEmpty(switchTo: other): ------7-|
    /// ```
    ///
    /// `other` may also be a subject or any other ``ObservableType`` with the same elements (an overload takes it).
    ///
    /// - Parameter other: The sequence to switch to for an empty source; subscribed only then.
    /// - Returns: The source's elements, or `other`'s.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        switchingIfEmpty(to: other)
    }

    /// Continues with `other` — a subject, a test observable or any other ``ObservableType`` — if the source
    /// completes without an element.
    ///
    /// `other` is subscribed to as it is, as RxSwift subscribes the `Observable` it is given.
    ///
    /// - Parameter other: The sequence to switch to for an empty source; subscribed only then.
    /// - Returns: The source's elements, or `other`'s.
    @_documentation(visibility: internal)
    public func ifEmpty<Other: ObservableType>(switchTo other: Other) -> Observable<Element>
    where Other.Element == Element {
        switchingIfEmpty(to: other)
    }

    private func switchingIfEmpty<Other: ObservableType>(to other: Other) -> Observable<Element>
    where Other.Element == Element {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            let otherSubscription = SingleAssignmentDisposable()
            var isEmpty = true
            let sourceSubscription = source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next:
                    isEmpty = false
                    sink.forwardOn(event)
                case .error:
                    sink.forwardOn(event)
                    sink.dispose()
                case .completed:
                    guard isEmpty else {
                        sink.forwardOn(.completed)
                        sink.dispose()
                        return
                    }
                    otherSubscription.setDisposable(other.subscribe(AnyObserver<Element> { event in
                        sink.forwardOn(event)
                        if event.isStopEvent {
                            sink.dispose()
                        }
                    }))
                }
            })
            return (sink, Disposables.create(sourceSubscription, otherSubscription))
        }
    }
}
