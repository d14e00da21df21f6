// SendableRx — `deferred`.

extension Observable {
    /// An observable that calls `observableFactory` for each subscription and subscribes to what it returns.
    ///
    /// An error thrown by the factory is sent as an `error` event. The factory may also return a subject or any
    /// other ``ObservableType`` with the same elements (an overload takes it), so RxSwift code that returns a
    /// subject compiles unchanged.
    ///
    /// - Parameter observableFactory: Creates the observable for each subscription.
    /// - Returns: The observable sequence.
    @inlinable
    public static func deferred(
        _ observableFactory: @escaping () throws -> Observable<Element>
    ) -> Observable<Element> {
        deferredSubscribing(observableFactory)
    }

    /// An observable that calls `observableFactory` for each subscription and subscribes to the subject, test
    /// observable or other ``ObservableType`` it returns.
    ///
    /// ```swift
    /// let subject = PublishSubject<Int>()
    /// let events = Observable.deferred { subject }
    /// ```
    ///
    /// What the factory returns is subscribed to as it is, as RxSwift does. An error thrown by the factory is
    /// sent as an `error` event.
    ///
    /// - Parameter observableFactory: Creates the observable for each subscription.
    /// - Returns: The observable sequence.
    @_documentation(visibility: internal)
    @inlinable
    public static func deferred<Source: ObservableType>(
        _ observableFactory: @escaping () throws -> Source
    ) -> Observable<Element> where Source.Element == Element {
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
