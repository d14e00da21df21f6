// SendableRx — `using`.

extension Observable {
    /// Creates a resource for each subscription, builds the sequence from it, and disposes the resource when
    /// the subscription ends.
    ///
    /// An error thrown by either factory is sent as an `error` event (the resource, if created, is still
    /// disposed). `observableFactory` may also return a subject or any other ``ObservableType`` with the same
    /// elements (an overload takes it).
    ///
    /// - Parameters:
    ///   - resourceFactory: Creates the resource.
    ///   - observableFactory: Builds the sequence that uses the resource.
    /// - Returns: The sequence.
    @inlinable
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        usingResource(resourceFactory, observableFactory: observableFactory)
    }

    /// Creates a resource for each subscription, builds the sequence from it — a subject, a test observable or any
    /// other ``ObservableType`` — and disposes the resource when the subscription ends.
    ///
    /// What `observableFactory` returns is subscribed to as it is, as RxSwift does. An error thrown by either
    /// factory is sent as an `error` event (the resource, if created, is still disposed).
    ///
    /// - Parameters:
    ///   - resourceFactory: Creates the resource.
    ///   - observableFactory: Builds the sequence that uses the resource.
    /// - Returns: The sequence.
    @_documentation(visibility: internal)
    @inlinable
    public static func using<Resource: Disposable, Source: ObservableType>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Source
    ) -> Observable<Element> where Source.Element == Element {
        usingResource(resourceFactory, observableFactory: observableFactory)
    }

    @inlinable
    static func usingResource<Resource: Disposable, Source: ObservableType>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Source
    ) -> Observable<Element> where Source.Element == Element {
        .producer { observer, cancel in
            let sink = ForwardingSink(observer: observer, cancel: cancel)
            let forward = AnyObserver(eventHandler: sink.on)
            var resource: any Disposable = Disposables.create()
            do {
                let created = try resourceFactory()
                resource = created
                let source = try observableFactory(created)
                return (sink, Disposables.create(source.subscribe(forward), resource))
            } catch {
                return (sink, Disposables.create(Observable.error(error).subscribe(forward), resource))
            }
        }
    }
}
