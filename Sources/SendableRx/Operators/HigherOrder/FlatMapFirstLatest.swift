// SendableRx — `flatMapFirst`, `flatMapLatest` and `switchLatest`.

extension ObservableType {
    /// Maps each element to an inner sequence, ignoring elements that arrive while an inner sequence is active.
    ///
    /// ```
    /// source:                      -a-b----c--|
    /// flatMapFirst { inner($0) }:  --a1-a2---c1-c2|
    /// ```
    ///
    /// - Parameter selector: Maps an element to an inner sequence.
    /// - Returns: The sequence of the elements of the inner sequences that were not skipped.
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = SerializingSink<Source.Element>(observer: observer, cancel: cancel)
            let group = CompositeDisposable()
            var hasActive = false
            var outerStopped = false
            let outer = SingleAssignmentDisposable()
            group.insert(outer)
            outer.setDisposable(source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let element):
                    let subscribe = sink.locked { () -> Bool in
                        if hasActive || sink.isTerminated { return false }
                        hasActive = true
                        return true
                    }
                    guard subscribe else { return }
                    let inner: Source
                    do {
                        inner = try selector(element)
                    } catch {
                        sink.locked { sink.enqueue(.error(error)) }
                        return
                    }
                    let innerSubscription = SingleAssignmentDisposable()
                    guard let key = group.insert(innerSubscription) else { return }
                    innerSubscription.setDisposable(inner.asObservable().subscribe(AnyObserver { innerEvent in
                        switch innerEvent {
                        case .next, .error:
                            sink.locked { sink.enqueue(innerEvent) }
                        case .completed:
                            group.remove(for: key)
                            sink.locked {
                                hasActive = false
                                if outerStopped {
                                    sink.enqueue(.completed)
                                }
                            }
                        }
                    }))
                case .error(let error):
                    sink.locked { sink.enqueue(.error(error)) }
                case .completed:
                    sink.locked {
                        outerStopped = true
                        if !hasActive {
                            sink.enqueue(.completed)
                        }
                    }
                    outer.dispose()
                }
            }))
            return (sink, group)
        }
    }

    /// Maps each element to an inner sequence and mirrors only the most recent inner sequence, disposing the
    /// previous one.
    ///
    /// ```
    /// source:                       -a---b------|
    /// flatMapLatest { inner($0) }:  --a1--b1-b2-|
    /// ```
    ///
    /// - Parameter selector: Maps an element to an inner sequence.
    /// - Returns: The sequence of the latest inner sequence's elements.
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = SerializingSink<Source.Element>(observer: observer, cancel: cancel)
            let innerSubscription = SerialDisposable()
            let outer = SingleAssignmentDisposable()
            var latest: UInt64 = 0
            var hasLatest = false
            var outerStopped = false
            outer.setDisposable(source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let element):
                    let inner: Source
                    do {
                        inner = try selector(element)
                    } catch {
                        sink.locked { sink.enqueue(.error(error)) }
                        return
                    }
                    let id = sink.locked { () -> UInt64 in
                        latest &+= 1
                        hasLatest = true
                        return latest
                    }
                    let subscription = SingleAssignmentDisposable()
                    innerSubscription.disposable = subscription
                    subscription.setDisposable(inner.asObservable().subscribe(AnyObserver { innerEvent in
                        let completedLatest = sink.locked { () -> Bool in
                            guard latest == id else { return false }
                            switch innerEvent {
                            case .next, .error:
                                sink.enqueue(innerEvent)
                                return false
                            case .completed:
                                hasLatest = false
                                if outerStopped {
                                    sink.enqueue(.completed)
                                }
                                return true
                            }
                        }
                        if completedLatest {
                            subscription.dispose()
                        }
                    }))
                case .error(let error):
                    sink.locked { sink.enqueue(.error(error)) }
                case .completed:
                    sink.locked {
                        outerStopped = true
                        if !hasLatest {
                            sink.enqueue(.completed)
                        }
                    }
                    outer.dispose()
                }
            }))
            return (sink, Disposables.create(outer, innerSubscription))
        }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Mirrors only the most recent inner sequence, disposing the previous one.
    ///
    /// - Returns: The sequence of the latest inner sequence's elements.
    public func switchLatest() -> Observable<Element.Element> {
        flatMapLatest { $0 }
    }
}
