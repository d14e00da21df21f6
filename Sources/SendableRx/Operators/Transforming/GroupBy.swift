// SendableRx — `groupBy` and `GroupedObservable`.

/// An observable of the elements that share one key, emitted by `groupBy`.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key shared by the group's elements.
    public let key: Key

    private let source: Observable<Element>

    /// Creates a group. `source` may also be a subject or any other ``ObservableType`` (an overload takes it).
    ///
    /// - Parameters:
    ///   - key: The group's key.
    ///   - source: The group's elements.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Creates a group whose elements come from a subject or any other ``ObservableType``.
    ///
    /// The group subscribes to `source` itself, as RxSwift's group subscribes the `Observable` it is given.
    ///
    /// - Parameters:
    ///   - key: The group's key.
    ///   - source: The group's elements.
    @_documentation(visibility: internal)
    public init<Source: ObservableType>(key: Key, source: Source) where Source.Element == Element {
        self.key = key
        self.source = Observable { observer in source.subscribe(observer) }
    }

    /// Subscribes an observer to the group's elements.
    ///
    /// - Parameter observer: The observer.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group as a plain observable.
    ///
    /// - Returns: The group's elements.
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension ObservableType {
    /// Splits the elements into groups by key, emitting each group when its first element arrives.
    ///
    /// ```
    /// source:                         -1-2-3-4-|
    /// groupBy { $0 % 2 }:             -G1-G0---|    (G1: -1---3---|, G0: ---2---4-|)
    /// ```
    ///
    /// A group is a hot sequence: subscribe to it when it is emitted (in the `onNext` handler) to see its
    /// first element. Completion and errors reach every group and then the outer sequence, and end the source
    /// subscription. Before that, the source stays subscribed while any group is subscribed, even after the outer
    /// subscription is disposed. An error
    /// thrown by `keySelector` fails every group and the outer sequence.
    ///
    /// - Parameter keySelector: Computes an element's key.
    /// - Returns: The sequence of groups.
    public func groupBy<Key: Hashable>(
        keySelector: @escaping (Element) throws -> Key
    ) -> Observable<GroupedObservable<Key, Element>> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            let sourceSubscription = SingleAssignmentDisposable()
            let refCount = RefCountDisposable(disposable: sourceSubscription)
            var groups: [Key: PublishSubject<Element>] = [:]
            var groupsInOrder: [PublishSubject<Element>] = []

            func failAll(_ error: any Error) {
                for subject in groupsInOrder {
                    subject.on(.error(error))
                }
                sink.forwardOn(.error(error))
                sourceSubscription.dispose()
                sink.dispose()
            }

            sourceSubscription.setDisposable(source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let element):
                    let key: Key
                    do {
                        key = try keySelector(element)
                    } catch {
                        failAll(error)
                        return
                    }
                    let subject: PublishSubject<Element>
                    if let existing = groups[key] {
                        subject = existing
                    } else {
                        subject = PublishSubject()
                        groups[key] = subject
                        groupsInOrder.append(subject)
                        let groupSource = Observable<Element> { observer in
                            let release = refCount.retain()
                            return Disposables.create(release, subject.subscribe(observer))
                        }
                        sink.forwardOn(.next(GroupedObservable(key: key, source: groupSource)))
                    }
                    subject.on(.next(element))
                case .error(let error):
                    failAll(error)
                case .completed:
                    for subject in groupsInOrder {
                        subject.on(.completed)
                    }
                    sink.forwardOn(.completed)
                    sourceSubscription.dispose()
                    sink.dispose()
                }
            }))
            return (sink, refCount)
        }
    }
}
