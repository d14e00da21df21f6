// SendableRx — `catch` and `catchAndReturn`.

extension ObservableType {
    /// Continues with the sequence `handler` returns when this sequence fails.
    ///
    /// ```
    /// source:                   -1-2-#
    /// catch { _ in .just(9) }:  -1-2-(9|)
    /// ```
    ///
    /// An error thrown by `handler` is sent as an `error` event.
    ///
    /// - Parameter handler: Maps the error to the sequence to continue with.
    /// - Returns: The sequence with errors handled.
    public func `catch`(_ handler: @escaping (any Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            let subscription = SerialDisposable()
            let sourceSubscription = SingleAssignmentDisposable()
            subscription.disposable = sourceSubscription
            sourceSubscription.setDisposable(source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next:
                    sink.forwardOn(event)
                case .completed:
                    sink.forwardOn(event)
                    sink.dispose()
                case .error(let error):
                    let next: Observable<Element>
                    do {
                        next = try handler(error)
                    } catch {
                        sink.forwardOn(.error(error))
                        sink.dispose()
                        return
                    }
                    let continuation = SingleAssignmentDisposable()
                    subscription.disposable = continuation
                    continuation.setDisposable(next.subscribe(AnyObserver<Element> { event in
                        sink.forwardOn(event)
                        if event.isStopEvent {
                            sink.dispose()
                        }
                    }))
                }
            }))
            return (sink, subscription)
        }
    }

    /// Continues with `handler`'s sequence when this sequence fails. Renamed to ``catch(_:)``.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (any Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }

    /// Emits `element` and completes when this sequence fails.
    ///
    /// ```
    /// source:               -1-2-#
    /// catchAndReturn(9):    -1-2-(9|)
    /// ```
    ///
    /// - Parameter element: The element to end with instead of the error.
    /// - Returns: The sequence with errors replaced.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        `catch` { _ in .just(element) }
    }

    /// Emits `element` when this sequence fails. Renamed to ``catchAndReturn(_:)``.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }
}

extension Observable {
    /// Subscribes to each source in turn until one completes: a failure moves on to the next source, and the
    /// last source's failure is the result's.
    ///
    /// - Parameter sequence: The sources.
    /// - Returns: The first sequence that does not fail. With no sources it completes at once.
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        .producer { observer, cancel in
            let sink = SourceSequenceSink(
                sources: sequence.makeIterator(), moveOn: .failure, observer: observer, cancel: cancel
            )
            return (sink, sink.run())
        }
    }

    /// Subscribes to each source in turn until one completes. Renamed to `catch(sequence:)`.
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }
}
