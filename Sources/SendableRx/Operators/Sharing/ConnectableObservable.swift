// SendableRx — connectable observables: `multicast`, `publish`, `replay`, `replayAll`, `connect`.

import Synchronization

/// An observable that shares one subscription to its source among its subscribers, starting it only when
/// ``connect()`` is called.
public protocol ConnectableObservableType<Element>: ObservableType {
    /// Subscribes the shared subject to the source.
    ///
    /// - Returns: A disposable that ends the connection. Calling `connect()` again while connected returns the
    ///   same connection.
    func connect() -> any Disposable
}

/// A connectable observable: subscribers subscribe to a subject; ``connect()`` subscribes that subject to the
/// source. Returned by `multicast`, `publish`, `replay` and `replayAll`.
///
/// As in RxSwift, it is an ``Observable``: keep `source.replay(1)` in a property or pass `source.publish()` as an
/// `Observable<Element>`, and connect it elsewhere.
public final class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    let connectHandler: () -> any Disposable
    let subscribeHandler: (Downstream<Element>) -> any Disposable

    init(connect: @escaping () -> any Disposable, subscribe: @escaping (Downstream<Element>) -> any Disposable) {
        self.connectHandler = connect
        self.subscribeHandler = subscribe
        super.init(takingDownstreams: ())
    }

    /// Subscribes the shared subject to the source; see ``ConnectableObservableType/connect()``.
    ///
    /// - Returns: A disposable that ends the connection.
    public func connect() -> any Disposable {
        connectHandler()
    }

    /// Subscribes a downstream to the shared subject.
    override func subscribe(downstream: Downstream<Element>) -> any Disposable {
        subscribeHandler(downstream)
    }
}

extension ObservableType {
    /// Shares one subscription through `subject`, started by `connect()`.
    ///
    /// The same subject serves every connection: after the source terminates, later subscribers get what the
    /// subject gives them (for a `PublishSubject`, the terminal event).
    ///
    /// - Parameter subject: The subject that relays the source's events.
    /// - Returns: The connectable observable.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        multicast(makeSubject: { subject })
    }

    /// Shares one subscription through a subject made by `makeSubject`, started by `connect()`.
    ///
    /// A new subject is made for the first subscriber or connection after the previous connection ended (by
    /// disposal or by the source terminating), so each connection starts afresh.
    ///
    /// - Parameter makeSubject: Makes the subject for a connection.
    /// - Returns: The connectable observable.
    public func multicast<Subject: SubjectType>(
        makeSubject: @escaping () -> Subject
    ) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        let adapter = ConnectableAdapter(source: asObservable(), makeSubject: makeSubject)
        return ConnectableObservable(connect: adapter.connect, subscribe: adapter.subscribe)
    }

    /// Runs `selector` over a shared subscription through a subject from `subjectSelector`, for each subscription.
    ///
    /// - Parameters:
    ///   - subjectSelector: Makes the subject for a subscription.
    ///   - selector: Builds the result from the shared sequence.
    /// - Returns: The sequence `selector` builds.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        asObservable().multicast(subjectSelector: subjectSelector, selector: selector)
    }

    /// Shares one subscription through a `PublishSubject` (a new one per connection), started by `connect()`.
    ///
    /// - Returns: The connectable observable.
    public func publish() -> ConnectableObservable<Element> {
        asObservable().multicast(makeSubject: makePublishSubject)
    }

    /// Shares one subscription through a `ReplaySubject` of `bufferSize` (a new one per connection), started by
    /// `connect()`.
    ///
    /// - Parameter bufferSize: How many elements late subscribers get replayed: 0 replays nothing, a huge size
    ///   (`Int.max`) everything (the buffer grows as elements arrive).
    /// - Returns: The connectable observable.
    /// - Precondition: `bufferSize` is not negative. The ``ReplaySubject`` checks it when it is made: at the
    ///   first subscription or ``ConnectableObservableType/connect()``, whichever comes first.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        asObservable().multicast(makeSubject: replaySubjectMaker(bufferSize: bufferSize))
    }

    /// Shares one subscription through an unbounded `ReplaySubject` (a new one per connection), started by
    /// `connect()`.
    ///
    /// - Returns: The connectable observable.
    public func replayAll() -> ConnectableObservable<Element> {
        asObservable().multicast(makeSubject: makeUnboundedReplaySubject)
    }
}

extension Observable {
    /// The observable of `multicast(_:selector:)`: for each subscription, a subject from `subjectSelector`, the
    /// sequence `selector` builds on it, then the connection.
    func multicast<Subject: SubjectType, Result>(
        subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        OperatorProducer { downstream, cancel in
            let sink = MulticastSink(downstream: downstream, cancel: cancel)
            do {
                let subject = try subjectSelector()
                let connectable = self.multicast(subject)
                let result = try selector(connectable)
                let subscription = result.subscribe(downstream: sink)
                let connection = connectable.connect()
                return (sink, Disposables.create(subscription, connection))
            } catch {
                sink.forwardErrorAndDispose(error)
                return (sink, Disposables.create())
            }
        }
    }
}

/// Makes the subject of `publish()`: a function generic over the element type itself, so that calling it looks up
/// no associated type.
func makePublishSubject<Element>() -> PublishSubject<Element> {
    PublishSubject()
}

/// Makes the subject of `replayAll()` (see ``makePublishSubject()``).
func makeUnboundedReplaySubject<Element>() -> ReplaySubject<Element> {
    ReplaySubject.createUnbounded()
}

/// The subject factory of `replay(_:)` (see ``makePublishSubject()``).
func replaySubjectMaker<Element>(bufferSize: Int) -> () -> ReplaySubject<Element> {
    { ReplaySubject.create(bufferSize: bufferSize) }
}

/// The sink of `multicast(_:selector:)`: passes on what the selected sequence sends.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant.
final class MulticastSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    override func next(_ element: Element) {
        forwardNext(element)
    }
}

/// The connection state of a connectable observable.
///
/// Its fields' layouts do not depend on the generic parameters (the subject is kept in an array of none or one),
/// so its deinit, which runs unspecialised, looks up no generic metadata.
// @unchecked Sendable: `subject` and `connection` are touched only under `lock`; the source and subject factory are
// used only while connecting, which the lock serializes.
final class ConnectableAdapter<Subject: SubjectType>: @unchecked Sendable {
    typealias Element = Subject.Element
    let source: Observable<Subject.Observer.Element>
    let makeSubject: () -> Subject
    let lock = Lock()
    /// The current subject (none or one).
    @exclusivity(unchecked) var subject: ContiguousArray<Subject>
    @exclusivity(unchecked) var connection: ConnectableConnection?

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
        subject = []
        connection = nil
    }

    /// The current subject, made now if there is none. Call under `lock`.
    var lazySubject: Subject {
        if let subject = subject.first { return subject }
        let made = makeSubject()
        subject = [made]
        return made
    }

    func subscribe(_ downstream: Downstream<Element>) -> any Disposable {
        let subject = lock.withLock { lazySubject }
        // The subjects are observables and take the downstream itself; another subject type gets an observer.
        if let observable = subject as? Observable<Element> {
            return observable.subscribe(downstream: downstream)
        }
        return subject.subscribe(anyObserverForwarding(to: downstream))
    }

    func connect() -> any Disposable {
        let (connection, subjectObserver, isNew) = lock.withLock { () -> (ConnectableConnection, Subject.Observer, Bool) in
            let subject = lazySubject
            if let connection = self.connection {
                return (connection, subject.asObserver(), false)
            }
            let connection = ConnectableConnection()
            self.connection = connection
            return (connection, subject.asObserver(), true)
        }
        guard isNew else { return connection }
        connection.onDispose = { [weak self] in
            self?.connectionEnded(connection)
        }
        let subscription = source.subscribe(
            downstream: ConnectionDownstream(
                connection: connection, observer: AnyObserver(subjectObserver),
                receiver: subjectObserver as? any ElementReceiver<Subject.Observer.Element>)
        )
        connection.setSubscription(subscription)
        return connection
    }

    func connectionEnded(_ ended: ConnectableConnection) {
        let released = lock.withLock { () -> ContiguousArray<Subject> in
            guard connection === ended else { return [] }
            connection = nil
            let released = subject
            subject = []
            return released
        }
        // The subject is released after the lock, so nothing it holds is deinitialised under it.
        _ = released
    }
}

/// The downstream of a connection's source subscription: passes the source's events to the subject until the
/// connection is disposed; a terminal event disposes the connection first.
// @unchecked Sendable: restated from Downstream; `connection` and `observer` are immutable.
final class ConnectionDownstream<Element>: Downstream<Element>, @unchecked Sendable {
    let connection: ConnectableConnection
    let observer: AnyObserver<Element>
    /// The subject itself when it is one of this module's: its events then go in without an `Event`.
    let receiver: (any ElementReceiver<Element>)?

    init(connection: ConnectableConnection, observer: AnyObserver<Element>, receiver: (any ElementReceiver<Element>)?) {
        self.connection = connection
        self.observer = observer
        self.receiver = receiver
    }

    override func next(_ element: Element) {
        if connection.isDisposed { return }
        if let receiver {
            receiver.sendNext(element)
        } else {
            sendNextEvent(observer, element)
        }
    }

    override func error(_ error: any Error) {
        if connection.isDisposed { return }
        connection.dispose()
        if let receiver {
            receiver.sendError(error)
        } else {
            observer.on(.error(error))
        }
    }

    override func completed() {
        if connection.isDisposed { return }
        connection.dispose()
        if let receiver {
            receiver.sendCompleted()
        } else {
            observer.on(.completed)
        }
    }
}

/// One connection of a connectable observable: owns the source subscription.
// @unchecked Sendable: `onDispose` is set once, before the connection is shared with the source subscription, and
// run at most once; the rest of the state is atomic or in a `SingleAssignmentDisposable`.
final class ConnectableConnection: Cancelable, @unchecked Sendable {
    let subscription = SingleAssignmentDisposable()
    let disposed = Atomic(false)
    @exclusivity(unchecked) var onDispose: (() -> Void)?

    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    func setSubscription(_ disposable: any Disposable) {
        subscription.setDisposable(disposable)
    }

    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        onDispose?()
        onDispose = nil
        subscription.dispose()
    }
}
