// SendableRx — `catch` and `catchAndReturn`.

extension ObservableType {
    /// Continues with the sequence `handler` returns when this sequence fails.
    ///
    /// ```
    /// source:                   -1-2-#
    /// catch { _ in .just(9) }:  -1-2-(9|)
    /// ```
    ///
    /// An error thrown by `handler` is sent as an `error` event. The handler returns an `Observable`, as in RxSwift:
    /// a subject or a connectable observable as it is, an implicit member such as `.just(0)` or `.empty()`, and
    /// another ``ObservableType`` (a test observable, a relay) through `asObservable()`.
    ///
    /// - Parameter handler: Maps the error to the sequence to continue with.
    /// - Returns: The sequence with errors handled.
    @inlinable
    public func `catch`(_ handler: @escaping (any Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        catchWith(handler)
    }

    @inlinable
    func catchWith<Source: ObservableType>(
        _ handler: @escaping (any Swift.Error) throws -> Source
    ) -> Observable<Element> where Source.Element == Element {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = CatchSink(handler: handler, observer: observer, cancel: cancel)
            let sourceSubscription = SingleAssignmentDisposable()
            sink.subscription.disposable = sourceSubscription
            sourceSubscription.setDisposable(source.subscribe(AnyObserver(eventHandler: sink.on)))
            return (sink, sink.subscription)
        }
    }

    /// Continues with `handler`'s sequence when this sequence fails. Renamed to ``catch(_:)``.
    @available(*, deprecated, renamed: "catch(_:)")
    @inlinable
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
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        `catch` { _ in .just(element) }
    }

    /// Emits `element` when this sequence fails. Renamed to ``catchAndReturn(_:)``.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @inlinable
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
        OperatorProducer { downstream, cancel in
            let sink = SourceSequenceSink(
                sources: sequence.makeIterator(), moveOn: .failure, downstream: downstream, cancel: cancel
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

/// The sink of `catch`: mirrors the source, and after its failure the sequence the handler returns.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant; `subscription` is a thread-safe
// disposable.
final class CatchSink<Source: ObservableType>: Sink<Source.Element>, @unchecked Sendable {
    @usableFromInline typealias Element = Source.Element

    @usableFromInline let handler: (any Swift.Error) throws -> Source
    @usableFromInline let subscription = SerialDisposable()

    @inlinable
    init(handler: @escaping (any Swift.Error) throws -> Source, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.handler = handler
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .completed:
            forwardOn(event)
            dispose()
        case .error(let error):
            let next: Source
            do {
                next = try handler(error)
            } catch {
                forwardOn(.error(error))
                dispose()
                return
            }
            // As in RxSwift, the continuation is subscribed before the failed subscription is released, so its
            // subscription side effects come first; if it has already ended the sink, the serial disposable is
            // disposed and releases it at once.
            subscription.disposable = next.subscribe(AnyObserver(eventHandler: onContinuation))
        }
    }

    @inlinable
    func onContinuation(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
