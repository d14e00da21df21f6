// SendableRx — `deferred`.

extension Observable {
    /// An observable that calls `observableFactory` for each subscription and subscribes to what it returns.
    ///
    /// An error thrown by the factory is sent as an `error` event. The factory returns an `Observable`, as in
    /// RxSwift: a subject or a connectable observable as it is, an implicit member such as `.just(0)`, and another
    /// ``ObservableType`` (a test observable, a relay) through `asObservable()`.
    ///
    /// - Parameter observableFactory: Creates the observable for each subscription.
    /// - Returns: The observable sequence.
    @inlinable
    public static func deferred(
        _ observableFactory: @escaping () throws -> Observable<Element>
    ) -> Observable<Element> {
        deferredSubscribing(observableFactory)
    }

    @inlinable
    static func deferredSubscribing<Source: ObservableType>(
        _ observableFactory: @escaping () throws -> Source
    ) -> Observable<Element> where Source.Element == Element {
        .producer { observer, cancel in
            let sink = DeferredSink(observer: observer, cancel: cancel)
            do {
                let source = try observableFactory()
                return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
            } catch {
                sink.forwardOn(.error(error))
                sink.dispose()
                return (sink, Disposables.create())
            }
        }
    }
}

@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant.
final class DeferredSink<Element>: Sink<Element>, @unchecked Sendable {
    @inlinable
    override init(observer: AnyObserver<Element>, cancel: SinkDisposer) {
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
