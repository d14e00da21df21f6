// SendableRx — `share(replay:scope:)`.

import Synchronization

/// How long `share` keeps its subject.
public enum SubjectLifetimeScope: Sendable {
    /// A new subject for each connection: after the last subscriber leaves or the source terminates, the next
    /// subscriber resubscribes to the source and sees no old replayed elements.
    case whileConnected
    /// One subject forever: later connections reuse it, so replayed elements and terminal events persist. After
    /// the source terminated, a new subscriber gets the replayed elements and the terminal event, and the source is
    /// not subscribed again.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, replaying the latest `replay` elements to
    /// late subscribers.
    ///
    /// The source is subscribed to when the first subscriber arrives and disposed when the last one leaves.
    /// A subscriber gets its replay at once, inside `subscribe`, also when it subscribes from inside another
    /// subscriber's handler.
    ///
    /// ```swift
    /// let shared = expensive.share(replay: 1)
    /// shared.subscribe(onNext: { print("A", $0) }).disposed(by: bag)   // subscribes `expensive`
    /// shared.subscribe(onNext: { print("B", $0) }).disposed(by: bag)   // gets the latest element at once
    /// ```
    ///
    /// - Parameters:
    ///   - replay: How many elements to replay to new subscribers; 0 by default. A huge count (`Int.max`)
    ///     replays everything: the buffer grows as elements arrive.
    ///   - scope: Whether the subject (and its replay buffer) lives per connection or forever.
    /// - Returns: The shared sequence. It fails when the source fails; with `.forever`, later subscribers get the
    ///   same error.
    /// - Precondition: `replay` is not negative. The ``ReplaySubject`` checks it when it is made: with
    ///   `.whileConnected` at the first subscription, with `.forever` at this call.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        asObservable().shared(replay: replay, scope: scope)
    }
}

extension Observable {
    /// The observable of `share(replay:scope:)`.
    func shared(replay: Int, scope: SubjectLifetimeScope) -> Observable<Element> {
        switch (scope, replay) {
        case (.forever, 0):
            return multicast(PublishSubject()).refCount()
        case (.forever, _):
            return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        case (.whileConnected, 0), (.whileConnected, 1):
            return ShareWhileConnected(source: self, replaysLatest: replay == 1)
        case (.whileConnected, _):
            return multicast(makeSubject: replaySubjectMaker(bufferSize: replay)).refCount()
        }
    }
}

/// `share(replay: 0 or 1, scope: .whileConnected)`: one connection to the source at a time, made by the first
/// subscriber and ended by the last one leaving or by the source terminating.
///
/// Unlike `multicast` + `refCount`, a connection does not dispose the source when it terminates: the source
/// finishes its terminal event (and disposes itself) after the subscribers got it, as in RxSwift.
// @unchecked Sendable: `connection` is read and written only under `lock`; `source`, `replaysLatest` and
// `unsubscribe` are immutable.
final class ShareWhileConnected<Element>: Observable<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let replaysLatest: Bool
    /// Guards this object's and its connections' state.
    let lock = Lock()
    @exclusivity(unchecked) var connection: ShareConnection<Element>?
    /// What a subscription runs to unsubscribe from its connection. Made once here and shared by every
    /// subscription: compiled for every element type, a closure that names the element type carries it in a
    /// context, which would cost an allocation per subscription.
    let unsubscribe: (_ connection: AnyObject, _ key: UInt64) -> Void

    init(source: Observable<Element>, replaysLatest: Bool) {
        self.source = source
        self.replaysLatest = replaysLatest
        connection = nil
        unsubscribe = { connection, key in
            unsafeDowncast(connection, to: ShareConnection<Element>.self).unsubscribe(key)
        }
        super.init(takingDownstreams: ())
    }

    /// Adds a downstream to the current connection (making one if there is none), replays the latest element
    /// to it, and connects if it is the connection's first observer.
    override func subscribe(downstream: Downstream<Element>) -> any Disposable {
        let entry = SubjectDownstreamEntry(downstream)
        var replayed: Element?
        // Passed out through locals rather than a tuple result, whose metadata would be looked up at every call.
        var isFirst = false
        var key: UInt64 = 0
        let connection = lock.withLock { () -> ShareConnection<Element> in
            let connection: ShareConnection<Element>
            if let current = self.connection {
                connection = current
            } else {
                connection = ShareConnection(parent: self)
                self.connection = connection
            }
            isFirst = connection.observers.isEmpty
            if connection.hasLatest, let latest = connection.latest {
                replayed = latest.pointee
                entry.state.store(SubjectEntryState.replaying, ordering: .relaxed)
            }
            key = connection.observers.insert(entry)
            return connection
        }
        if let replayed {
            connection.replay(replayed, to: entry, downstream)
        }
        if isFirst {
            connection.connect()
        }
        return SubjectSubscription(owner: connection, key: key, unsubscribe: unsubscribe)
    }
}

/// One connection of a ``ShareWhileConnected``: its observers, the latest element, the source subscription. It is
/// the downstream of the source.
// @unchecked Sendable: every stored `var` is read and written only under `parent.lock`; observers are called outside
// it, one event at a time (the source's events are serialized by the Rx contract).
final class ShareConnection<Element>: Downstream<Element>, @unchecked Sendable {
    let parent: ShareWhileConnected<Element>
    @exclusivity(unchecked) var observers: SubjectEntryList<SubjectDownstreamEntry>
    /// Room for the latest element when the parent replays it (`nil` when it does not); holds one while
    /// `hasLatest`.
    let latest: UnsafeMutablePointer<Element>?
    @exclusivity(unchecked) var hasLatest: Bool
    /// Whether the connection ended: by its last observer leaving or by the source terminating.
    @exclusivity(unchecked) var ended: Bool
    /// Whether the source subscription is to be disposed (the last observer left) rather than just released (the
    /// source terminated) when the connection ends.
    @exclusivity(unchecked) var disposesSource: Bool
    @exclusivity(unchecked) var subscription: (any Disposable)?
    /// The observers the terminal event goes to, while it is being delivered, so that disposing one of their
    /// subscriptions meanwhile still turns it off.
    @exclusivity(unchecked) var stopRecipients: SubjectEntryList<SubjectDownstreamEntry>

    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
        observers = SubjectEntryList()
        latest = parent.replaysLatest ? .allocate(capacity: 1) : nil
        hasLatest = false
        ended = false
        disposesSource = false
        subscription = nil
        stopRecipients = SubjectEntryList()
        super.init()
        Resources.incrementTotal()
    }

    deinit {
        if let latest {
            if hasLatest {
                latest.deinitialize(count: 1)
            }
            latest.deallocate()
        }
        Resources.decrementTotal()
    }

    /// Subscribes to the source and keeps the subscription, unless the connection ended meanwhile.
    func connect() {
        let subscription = parent.source.subscribe(downstream: self)
        let (keep, dispose) = parent.lock.withLock { () -> (Bool, Bool) in
            if ended { return (false, disposesSource) }
            self.subscription = subscription
            return (true, false)
        }
        if !keep && dispose {
            subscription.dispose()
        }
    }

    /// Passes a source element on to the observers.
    override func next(_ element: Element) {
        // The element path returns only the snapshot: no optional existential crosses the lock closure per event.
        let taken = parent.lock.withLock { () -> ContiguousArray<SubjectDownstreamEntry?>? in
            if ended { return nil }
            if let latest {
                if hasLatest {
                    latest.pointee = element
                } else {
                    latest.initialize(to: element)
                    hasLatest = true
                }
            }
            return observers.entries
        }
        guard let taken else { return }
        broadcastNext(element, to: taken, lock: parent.lock)
    }

    override func error(_ error: any Error) {
        end(with: error)
    }

    override func completed() {
        end(with: nil)
    }

    /// Replays `element` to a registered entry in the replaying state, then the events held for it meanwhile, and
    /// makes it live.
    func replay(_ element: Element, to entry: SubjectDownstreamEntry, _ downstream: Downstream<Element>) {
        if entry.isActive {
            downstream.next(element)
        }
        deliverHeld(to: entry, downstream, lock: parent.lock)
    }

    /// Delivers the source's terminal event — `error`, or completion when it is `nil` — to the observers subscribed
    /// now and ends the connection.
    func end(with error: (any Error)?) {
        var subscription: (any Disposable)?
        let taken = parent.lock.withLock { () -> ContiguousArray<SubjectDownstreamEntry?>? in
            if ended { return nil }
            stopRecipients = observers
            subscription = endLocked(disposingSource: false)
            return stopRecipients.entries
        }
        guard let taken else { return }
        broadcastTerminal(error, of: Element.self, to: taken, lock: parent.lock)
        let released = parent.lock.withLock { () -> SubjectEntryList<SubjectDownstreamEntry> in
            let released = stopRecipients
            stopRecipients = SubjectEntryList()
            return released
        }
        _ = released
        // The subscription of a terminated source is released, not disposed: the source disposes itself.
        _ = subscription
    }

    /// Ends the connection and returns the source subscription to dispose or release. Call under `parent.lock`.
    func endLocked(disposingSource: Bool) -> (any Disposable)? {
        ended = true
        disposesSource = disposingSource
        if parent.connection === self {
            parent.connection = nil
        }
        observers.removeAll()
        return subscription.take()
    }

    /// Turns off and removes the observer with `key`; the last one leaving ends the connection and disposes the
    /// source subscription.
    func unsubscribe(_ key: UInt64) {
        // The removed entry is released after the lock; the source's subscription (taken only when the last
        // observer leaves) is disposed after it too. It is passed out through a local rather than in the closure's
        // result, so the common path returns no tuple holding an existential.
        var subscription: (any Disposable)?
        let removed = parent.lock.withLock { () -> SubjectDownstreamEntry? in
            guard let removed = observers.remove(key: key) else {
                stopRecipients.entry(forKey: key)?.deactivate()
                return nil
            }
            removed.deactivate()
            if observers.isEmpty {
                subscription = endLocked(disposingSource: true)
            }
            return removed
        }
        _ = removed
        subscription?.dispose()
    }
}
