// SendableRx — `groupBy` and `GroupedObservable`.

/// An observable of the elements that share one key, emitted by `groupBy`.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key shared by the group's elements.
    public let key: Key

    @usableFromInline let source: Observable<Element>

    /// Creates a group. `source` may be a subject or a connectable observable: both are ``Observable``s.
    ///
    /// - Parameters:
    ///   - key: The group's key.
    ///   - source: The group's elements.
    @inlinable
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes an observer to the group's elements.
    ///
    /// - Parameter observer: The observer.
    /// - Returns: A disposable that cancels the subscription.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group as a plain observable.
    ///
    /// - Returns: The group's elements.
    @inlinable
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
    @inlinable
    public func groupBy<Key: Hashable>(
        keySelector: @escaping (Element) throws -> Key
    ) -> Observable<GroupedObservable<Key, Element>> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = GroupBySink(keySelector: keySelector, observer: observer, cancel: cancel)
            sink.sourceSubscription.setDisposable(source.subscribe(AnyObserver(eventHandler: sink.on)))
            return (sink, sink.refCount)
        }
    }
}

/// The sink of `groupBy`: one `PublishSubject` per key; the groups hold the source subscription through a
/// ``RefCountDisposable``.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant; `groups` and `groupsInOrder` are
// touched only in the serialized event flow of the source.
final class GroupBySink<Key: Hashable, Element>: Sink<GroupedObservable<Key, Element>>, @unchecked Sendable {
    @usableFromInline let keySelector: (Element) throws -> Key
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline let refCount: RefCountDisposable
    @usableFromInline @exclusivity(unchecked) var groups: [Key: PublishSubject<Element>] = [:]
    @usableFromInline @exclusivity(unchecked) var groupsInOrder: [PublishSubject<Element>] = []

    @inlinable
    init(
        keySelector: @escaping (Element) throws -> Key,
        observer: AnyObserver<GroupedObservable<Key, Element>>,
        cancel: SinkDisposer
    ) {
        self.keySelector = keySelector
        refCount = RefCountDisposable(disposable: sourceSubscription)
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let key: Key
            do {
                key = try keySelector(element)
            } catch {
                failAll(error)
                return
            }
            if let existing = groups[key] {
                existing.on(event)
                return
            }
            let subject = PublishSubject<Element>()
            groups[key] = subject
            groupsInOrder.append(subject)
            let refCount = self.refCount
            let groupSource = Observable<Element>.passing { observer in
                let release = refCount.retain()
                return Disposables.create(release, subject.subscribe(observer))
            }
            forwardOn(.next(GroupedObservable(key: key, source: groupSource)))
            subject.on(event)
        case .error(let error):
            failAll(error)
        case .completed:
            for subject in groupsInOrder {
                subject.on(.completed)
            }
            forwardOn(.completed)
            sourceSubscription.dispose()
            dispose()
        }
    }

    @inlinable
    func failAll(_ error: any Error) {
        for subject in groupsInOrder {
            subject.on(.error(error))
        }
        forwardOn(.error(error))
        sourceSubscription.dispose()
        dispose()
    }
}
