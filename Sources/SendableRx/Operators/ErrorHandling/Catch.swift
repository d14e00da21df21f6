// SendableRx — `catch` and `catchAndReturn`.

extension ObservableType {
    /// Continues with the sequence `handler` returns when this sequence fails.
    ///
    /// ```
    /// source:                   -1-2-#
    /// catch { _ in .just(9) }:  -1-2-(9|)
    /// ```
    ///
    /// An error thrown by `handler` is sent as an `error` event. The handler may also return a subject or any other
    /// ``ObservableType`` with the same elements (an overload takes it), so RxSwift code that returns a subject
    /// compiles unchanged; what it returns is subscribed to as it is.
    ///
    /// - Parameter handler: Maps the error to the sequence to continue with.
    /// - Returns: The sequence with errors handled.
    public func `catch`(_ handler: @escaping (any Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        catchWith(handler)
    }

    /// Continues with the sequence `handler` returns when this sequence fails: a subject, a test observable or
    /// any other ``ObservableType`` with the same elements.
    ///
    /// ```swift
    /// let fallback = PublishSubject<Int>()
    /// source.catch { _ in fallback }
    /// ```
    ///
    /// The returned sequence is subscribed to as it is, as RxSwift subscribes the `Observable` its handler
    /// returns. An error thrown by `handler` is sent as an `error` event.
    ///
    /// - Parameter handler: Maps the error to the sequence to continue with.
    /// - Returns: The sequence with errors handled.
    @_documentation(visibility: internal)
    public func `catch`<Source: ObservableType>(
        _ handler: @escaping (any Swift.Error) throws -> Source
    ) -> Observable<Element> where Source.Element == Element {
        catchWith(handler)
    }

    private func catchWith<Source: ObservableType>(
        _ handler: @escaping (any Swift.Error) throws -> Source
    ) -> Observable<Element> where Source.Element == Element {
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
                    let next: Source
                    do {
                        next = try handler(error)
                    } catch {
                        sink.forwardOn(.error(error))
                        sink.dispose()
                        return
                    }
                    // As in RxSwift, the continuation is subscribed before the failed subscription is released,
                    // so its subscription side effects come first; if it has already ended the sink, the serial
                    // disposable is disposed and releases it at once.
                    subscription.disposable = next.subscribe(AnyObserver<Element> { event in
                        sink.forwardOn(event)
                        if event.isStopEvent {
                            sink.dispose()
                        }
                    })
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

    /// Continues with `handler`'s sequence, any ``ObservableType``, when this sequence fails. Renamed to
    /// ``catch(_:)``.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError<Source: ObservableType>(
        _ handler: @escaping (any Swift.Error) throws -> Source
    ) -> Observable<Element> where Source.Element == Element {
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
    /// The sources may also be subjects or any other ``ObservableConvertibleType`` of one type (an overload takes
    /// them).
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

    /// Subscribes to each source in turn until one completes; the sources may be subjects, test observables or
    /// any other ``ObservableConvertibleType`` with the same elements.
    ///
    /// - Parameter sequence: The sources.
    /// - Returns: The first sequence that does not fail. With no sources it completes at once.
    @_documentation(visibility: internal)
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element: ObservableConvertibleType, Sequence.Element.Element == Element {
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
