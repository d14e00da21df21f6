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
    public func `catch`(_ handler: @escaping (any Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return OperatorProducer { downstream, cancel in
            let sink = CatchSink(handler: handler, downstream: downstream, cancel: cancel)
            let sourceSubscription = SingleAssignmentDisposable()
            sink.subscription.disposable = sourceSubscription
            sourceSubscription.setDisposable(source.subscribe(downstream: sink))
            return (sink, sink.subscription)
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

/// The sink of `catch`: mirrors the source, and after its failure the sequence the handler returns (through a
/// ``MirroringDownstream``).
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; `subscription` is a thread-safe
// disposable.
final class CatchSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    let handler: (any Swift.Error) throws -> Observable<Element>
    let subscription = SerialDisposable()

    init(
        handler: @escaping (any Swift.Error) throws -> Observable<Element>,
        downstream: Downstream<Element>,
        cancel: SinkDisposer
    ) {
        self.handler = handler
        super.init(downstream: downstream, cancel: cancel)
    }

    override func next(_ element: Element) {
        forwardNext(element)
    }

    override func error(_ error: any Error) {
        let next: Observable<Element>
        do {
            next = try handler(error)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        // As in RxSwift, the continuation is subscribed before the failed subscription is released, so its
        // subscription side effects come first; if it has already ended the sink, the serial disposable is
        // disposed and releases it at once.
        subscription.disposable = next.subscribe(downstream: MirroringDownstream(sink: self))
    }
}
