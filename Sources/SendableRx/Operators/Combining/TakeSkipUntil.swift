// SendableRx — `take(until:)` and `skip(until:)` with a trigger sequence.

extension ObservableType {
    /// Passes on elements until `other` emits, then completes.
    ///
    /// ```
    /// self:             -1-2-3-4-|
    /// other:            -----x---|
    /// take(until: other): -1-2-|
    /// ```
    ///
    /// `other` is subscribed to first; its completion without an element only stops listening to it; its error
    /// fails the result.
    ///
    /// - Parameter other: The trigger sequence.
    /// - Returns: The sequence up to the trigger.
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return .producer { observer, cancel in
            let sink = SerializingSink<Element>(observer: observer, cancel: cancel)
            let otherSubscription = SingleAssignmentDisposable()
            otherSubscription.setDisposable(other.subscribe(AnyObserver<Source.Element> { event in
                switch event {
                case .next:
                    sink.locked { sink.enqueue(.completed) }
                case .error(let error):
                    sink.locked { sink.enqueue(.error(error)) }
                case .completed:
                    otherSubscription.dispose()
                }
            }))
            let sourceSubscription = source.subscribe(AnyObserver<Element> { event in
                sink.locked { sink.enqueue(event) }
            })
            return (sink, Disposables.create(sourceSubscription, otherSubscription))
        }
    }

    /// Passes on elements until `other` emits. Renamed to ``take(until:)``.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }

    /// Drops elements until `other` emits, then passes everything on.
    ///
    /// ```
    /// self:               -1-2-3-4-|
    /// other:              -----x---|
    /// skip(until: other): -----3-4-|
    /// ```
    ///
    /// As in RxSwift, if this sequence completes before `other` has emitted, the result ends without
    /// completing. `other`'s error fails the result.
    ///
    /// - Parameter other: The trigger sequence.
    /// - Returns: The sequence from the trigger on.
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return .producer { observer, cancel in
            let sink = SerializingSink<Element>(observer: observer, cancel: cancel)
            var forwardElements = false
            let sourceSubscription = source.subscribe(AnyObserver<Element> { event in
                let silentEnd = sink.locked { () -> Bool in
                    switch event {
                    case .next:
                        if forwardElements {
                            sink.enqueue(event)
                        }
                        return false
                    case .error:
                        sink.enqueue(event)
                        return false
                    case .completed:
                        if forwardElements {
                            sink.enqueue(event)
                            return false
                        }
                        return true
                    }
                }
                if silentEnd {
                    sink.dispose()
                }
            })
            let otherSubscription = SingleAssignmentDisposable()
            otherSubscription.setDisposable(other.subscribe(AnyObserver<Source.Element> { event in
                switch event {
                case .next:
                    sink.locked { forwardElements = true }
                    otherSubscription.dispose()
                case .error(let error):
                    sink.locked { sink.enqueue(.error(error)) }
                case .completed:
                    otherSubscription.dispose()
                }
            }))
            return (sink, Disposables.create(sourceSubscription, otherSubscription))
        }
    }

    /// Drops elements until `other` emits. Renamed to ``skip(until:)``.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}
