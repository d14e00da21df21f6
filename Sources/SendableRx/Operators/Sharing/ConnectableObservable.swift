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
    @usableFromInline let connectHandler: () -> any Disposable
    @usableFromInline let subscribeHandler: (AnyObserver<Element>) -> any Disposable

    @inlinable
    init(connect: @escaping () -> any Disposable, subscribe: @escaping (AnyObserver<Element>) -> any Disposable) {
        self.connectHandler = connect
        self.subscribeHandler = subscribe
        super.init()
    }

    /// Subscribes the shared subject to the source; see ``ConnectableObservableType/connect()``.
    ///
    /// - Returns: A disposable that ends the connection.
    @inlinable
    public func connect() -> any Disposable {
        connectHandler()
    }

    /// Subscribes an observer to the shared subject.
    @inlinable
    override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
        subscribeHandler(observer)
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
    @inlinable
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
    @inlinable
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
    @inlinable
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            do {
                let subject = try subjectSelector()
                let connectable = source.multicast(subject)
                let result = try selector(connectable)
                let subscription = result.subscribe(AnyObserver<Result> { event in
                    sink.forwardOn(event)
                    if event.isStopEvent {
                        sink.dispose()
                    }
                })
                let connection = connectable.connect()
                return (sink, Disposables.create(subscription, connection))
            } catch {
                sink.forwardOn(.error(error))
                sink.dispose()
                return (sink, Disposables.create())
            }
        }
    }

    /// Shares one subscription through a `PublishSubject` (a new one per connection), started by `connect()`.
    ///
    /// - Returns: The connectable observable.
    @inlinable
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }

    /// Shares one subscription through a `ReplaySubject` of `bufferSize` (a new one per connection), started by
    /// `connect()`.
    ///
    /// - Parameter bufferSize: How many elements late subscribers get replayed: 0 replays nothing, a huge size
    ///   (`Int.max`) everything (the buffer grows as elements arrive).
    /// - Returns: The connectable observable.
    /// - Precondition: `bufferSize` is not negative. The ``ReplaySubject`` checks it when it is made: at the
    ///   first subscription or ``ConnectableObservableType/connect()``, whichever comes first.
    @inlinable
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// Shares one subscription through an unbounded `ReplaySubject` (a new one per connection), started by
    /// `connect()`.
    ///
    /// - Returns: The connectable observable.
    @inlinable
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }
}

/// The connection state of a connectable observable.
///
/// Its fields' layouts do not depend on the generic parameters (the subject is kept in an array of none or one),
/// so its deinit, which runs unspecialised, looks up no generic metadata.
@usableFromInline
// @unchecked Sendable: `subject` and `connection` are touched only under `lock`; the source and subject factory are
// used only while connecting, which the lock serializes.
final class ConnectableAdapter<Subject: SubjectType>: @unchecked Sendable {
    @usableFromInline typealias Element = Subject.Element
    @usableFromInline let source: Observable<Subject.Observer.Element>
    @usableFromInline let makeSubject: () -> Subject
    @usableFromInline let lock = Lock()
    /// The current subject (none or one).
    @usableFromInline @exclusivity(unchecked) var subject: ContiguousArray<Subject>
    @usableFromInline @exclusivity(unchecked) var connection: ConnectableConnection?

    @inlinable
    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
        subject = []
        connection = nil
    }

    /// The current subject, made now if there is none. Call under `lock`.
    @inlinable
    var lazySubject: Subject {
        if let subject = subject.first { return subject }
        let made = makeSubject()
        subject = [made]
        return made
    }

    @inlinable
    func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
        let subject = lock.withLock { lazySubject }
        return subject.subscribe(observer)
    }

    @inlinable
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
        let subscription = source.subscribe(AnyObserver<Subject.Observer.Element> { event in
            if connection.isDisposed { return }
            if event.isStopEvent {
                connection.dispose()
            }
            subjectObserver.on(event)
        })
        connection.setSubscription(subscription)
        return connection
    }

    @usableFromInline
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

/// One connection of a connectable observable: owns the source subscription.
@usableFromInline
// @unchecked Sendable: `onDispose` is set once, before the connection is shared with the source subscription, and
// run at most once; the rest of the state is atomic or in a `SingleAssignmentDisposable`.
final class ConnectableConnection: Cancelable, @unchecked Sendable {
    @usableFromInline let subscription = SingleAssignmentDisposable()
    @usableFromInline let disposed = Atomic(false)
    @usableFromInline var onDispose: (() -> Void)?

    @usableFromInline
    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable
    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    @usableFromInline
    func setSubscription(_ disposable: any Disposable) {
        subscription.setDisposable(disposable)
    }

    @usableFromInline
    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        onDispose?()
        onDispose = nil
        subscription.dispose()
    }
}
