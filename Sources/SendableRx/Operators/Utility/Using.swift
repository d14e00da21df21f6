// SendableRx — `using`.

extension Observable {
    /// Creates a resource for each subscription, builds the sequence from it, and disposes the resource when
    /// the subscription ends.
    ///
    /// An error thrown by either factory is sent as an `error` event (the resource, if created, is still
    /// disposed). `observableFactory` returns an `Observable`, as in RxSwift: a subject or a connectable observable
    /// as it is, an implicit member such as `.just(0)`, and another ``ObservableType`` through `asObservable()`.
    ///
    /// - Parameters:
    ///   - resourceFactory: Creates the resource.
    ///   - observableFactory: Builds the sequence that uses the resource.
    /// - Returns: The sequence.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        usingResource(resourceFactory, observableFactory: observableFactory)
    }

    static func usingResource<Resource: Disposable, Source: ObservableType>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Source
    ) -> Observable<Element> where Source.Element == Element {
        OperatorProducer { downstream, cancel in
            let sink = PassingSink(downstream: downstream, cancel: cancel)
            var resource: any Disposable = Disposables.create()
            do {
                let created = try resourceFactory()
                resource = created
                let source = try observableFactory(created)
                return (sink, Disposables.create(source.asObservable().subscribe(downstream: sink), resource))
            } catch {
                return (sink, Disposables.create(Observable.error(error).subscribe(downstream: sink), resource))
            }
        }
    }
}
