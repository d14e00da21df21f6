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
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch (scope, replay) {
        case (.forever, 0):
            return multicast(PublishSubject()).refCount()
        case (.forever, _):
            return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        case (.whileConnected, 0), (.whileConnected, 1):
            let shared = ShareWhileConnected(source: asObservable(), replaysLatest: replay == 1)
            return .passing { shared.subscribe($0) }
        case (.whileConnected, _):
            return multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
        }
    }
}

/// `share(replay: 0 or 1, scope: .whileConnected)`: one connection to the source at a time, made by the first
/// subscriber and ended by the last one leaving or by the source terminating.
///
/// Unlike `multicast` + `refCount`, a connection does not dispose the source when it terminates: the source
/// finishes its terminal event (and disposes itself) after the subscribers got it, as in RxSwift.
@usableFromInline
// @unchecked Sendable: `connection` is read and written only under `lock`; `source` and `replaysLatest` are
// immutable.
final class ShareWhileConnected<Element>: @unchecked Sendable {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let replaysLatest: Bool
    /// Guards this object's and its connections' state.
    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var connection: ShareConnection<Element>?

    @inlinable
    init(source: Observable<Element>, replaysLatest: Bool) {
        self.source = source
        self.replaysLatest = replaysLatest
        connection = nil
    }

    /// Adds an observer to the current connection (making one if there is none), replays the latest element
    /// to it, and connects if it is the connection's first observer.
    @inlinable
    func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
        let entry = SubjectObserverEntry(observer)
        let (connection, isFirst, replay, key) = lock.withLock {
            () -> (ShareConnection<Element>, Bool, SubjectReplay<Element>, UInt64) in
            let connection: ShareConnection<Element>
            if let current = self.connection {
                connection = current
            } else {
                connection = ShareConnection(parent: self)
                self.connection = connection
            }
            let isFirst = connection.observers.isEmpty
            var replay = SubjectReplay<Element>.nothing
            if let latest = connection.latest.first {
                replay = .one(latest)
                entry.state.store(SubjectEntryState.replaying, ordering: .relaxed)
            }
            return (connection, isFirst, replay, connection.observers.insert(entry))
        }
        if replay.count > 0 {
            replayToEntry(replay, to: entry, lock: lock)
        }
        if isFirst {
            connection.connect()
        }
        // A closure without captures (so no context to allocate).
        return SubjectSubscription(owner: connection, key: key) { connection, key in
            unsafeDowncast(connection, to: ShareConnection<Element>.self).unsubscribe(key)
        }
    }
}

/// One connection of a ``ShareWhileConnected``: its observers, the latest element, the source subscription.
@usableFromInline
// @unchecked Sendable: every stored `var` is read and written only under `parent.lock`; observers are called outside
// it, one event at a time (the source's events are serialized by the Rx contract).
final class ShareConnection<Element>: ObserverType, @unchecked Sendable {
    @usableFromInline let parent: ShareWhileConnected<Element>
    @usableFromInline @exclusivity(unchecked) var observers: SubjectObserverList<Element>
    /// The latest element (none or one) when the parent replays it.
    @usableFromInline @exclusivity(unchecked) var latest: ContiguousArray<Element>
    /// Whether the connection ended: by its last observer leaving or by the source terminating.
    @usableFromInline @exclusivity(unchecked) var ended: Bool
    /// Whether the source subscription is to be disposed (the last observer left) rather than just released (the
    /// source terminated) when the connection ends.
    @usableFromInline @exclusivity(unchecked) var disposesSource: Bool
    @usableFromInline @exclusivity(unchecked) var subscription: (any Disposable)?
    /// The observers the terminal event goes to, while it is being delivered, so that disposing one of their
    /// subscriptions meanwhile still turns it off.
    @usableFromInline @exclusivity(unchecked) var stopRecipients: SubjectObserverList<Element>

    @inlinable
    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
        observers = SubjectObserverList()
        latest = []
        ended = false
        disposesSource = false
        subscription = nil
        stopRecipients = SubjectObserverList()
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Subscribes to the source and keeps the subscription, unless the connection ended meanwhile.
    @inlinable
    func connect() {
        let subscription = parent.source.subscribe(self)
        let (keep, dispose) = parent.lock.withLock { () -> (Bool, Bool) in
            if ended { return (false, disposesSource) }
            self.subscription = subscription
            return (true, false)
        }
        if !keep && dispose {
            subscription.dispose()
        }
    }

    /// Passes a source event on to the observers; a terminal event ends the connection.
    @inlinable
    func on(_ event: Event<Element>) {
        guard case .next(let element) = event else {
            end(with: event)
            return
        }
        // The element path returns only the snapshot: no optional existential crosses the lock closure per event.
        let taken = parent.lock.withLock { () -> ContiguousArray<SubjectObserverEntry<Element>?>? in
            if ended { return nil }
            if parent.replaysLatest {
                if latest.isEmpty {
                    latest.append(element)
                } else {
                    latest[0] = element
                }
            }
            return observers.entries
        }
        guard let taken else { return }
        broadcastToEntries(event, to: taken, lock: parent.lock)
    }

    /// Delivers the source's terminal event to the observers subscribed now and ends the connection.
    @inlinable
    func end(with event: Event<Element>) {
        var subscription: (any Disposable)?
        let taken = parent.lock.withLock { () -> ContiguousArray<SubjectObserverEntry<Element>?>? in
            if ended { return nil }
            stopRecipients = observers
            subscription = endLocked(disposingSource: false)
            return stopRecipients.entries
        }
        guard let taken else { return }
        broadcastToEntries(event, to: taken, lock: parent.lock)
        let released = parent.lock.withLock { () -> SubjectObserverList<Element> in
            let released = stopRecipients
            stopRecipients = SubjectObserverList()
            return released
        }
        _ = released
        // The subscription of a terminated source is released, not disposed: the source disposes itself.
        _ = subscription
    }

    /// Ends the connection and returns the source subscription to dispose or release. Call under `parent.lock`.
    @inlinable
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
    @inlinable
    func unsubscribe(_ key: UInt64) {
        // The removed entry is released after the lock; the source's subscription (taken only when the last
        // observer leaves) is disposed after it too. It is passed out through a local rather than in the closure's
        // result, so the common path returns no tuple holding an existential.
        var subscription: (any Disposable)?
        let removed = parent.lock.withLock { () -> SubjectObserverEntry<Element>? in
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
