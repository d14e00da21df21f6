// SendableRx — `refCount` and `share`.

import Synchronization

extension ConnectableObservableType {
    /// Connects when the first subscriber subscribes and disconnects when the last one leaves.
    ///
    /// When the source terminates, the connection ends; the next subscriber connects again.
    ///
    /// - Returns: An observable that manages the connection.
    public func refCount() -> Observable<Element> {
        let state = RefCountState(source: self)
        return .producer { observer, cancel in
            state.subscribe(observer, cancel: cancel)
        }
    }
}

/// How long `share` keeps its subject.
public enum SubjectLifetimeScope: Sendable {
    /// A new subject for each connection: after the last subscriber leaves or the source terminates, the next
    /// subscriber resubscribes to the source and sees no old replayed elements.
    case whileConnected
    /// One subject forever: later connections reuse it, so replayed elements and terminal events persist.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, replaying the latest `replay` elements to
    /// late subscribers.
    ///
    /// The source is subscribed to when the first subscriber arrives and disposed when the last one leaves.
    ///
    /// - Parameters:
    ///   - replay: How many elements to replay to new subscribers; 0 by default. A huge count (`Int.max`)
    ///     replays everything: the buffer grows as elements arrive.
    ///   - scope: Whether the subject (and its replay buffer) lives per connection or forever.
    /// - Returns: The shared sequence.
    /// - Precondition: `replay` is not negative. The ``ReplaySubject`` checks it when it is made: with
    ///   `.whileConnected` at the first subscription, with `.forever` at this call.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch (scope, replay) {
        case (.forever, 0):
            return multicast(PublishSubject()).refCount()
        case (.forever, _):
            return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        case (.whileConnected, 0):
            return multicast(makeSubject: { PublishSubject() }).refCount()
        case (.whileConnected, _):
            return multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
        }
    }
}

/// The subscriber count and connection of one `refCount`.
// @unchecked Sendable: the count, id and connection are touched only under `lock`; `connect()` is called outside it.
final class RefCountState<Source: ConnectableObservableType>: @unchecked Sendable {
    typealias Element = Source.Element
    private let source: Source
    private let lock = Lock()
    private var count = 0
    private var connectionId: UInt64 = 0
    private var connection: (any Disposable)?

    init(source: Source) {
        self.source = source
    }

    func subscribe(_ observer: AnyObserver<Element>, cancel: SinkDisposer) -> SinkAndSubscription {
        let sink = ProducerSink(observer: observer, cancel: cancel)
        var snapshot: UInt64 = 0
        let subscription = source.subscribe(AnyObserver<Element> { event in
            switch event {
            case .next:
                sink.forwardOn(event)
            case .error, .completed:
                let ended = self.lock.withLock { () -> (any Disposable)? in
                    guard self.connectionId == snapshot else { return nil }
                    let ended = self.connection
                    self.count = 0
                    self.connectionId &+= 1
                    self.connection = nil
                    return ended
                }
                ended?.dispose()
                sink.forwardOn(event)
                sink.dispose()
            }
        })
        let mustConnect = lock.withLock { () -> Bool? in
            snapshot = connectionId
            if sink.isDisposed { return nil }
            count += 1
            return count == 1
        }
        guard let mustConnect else {
            return (sink, subscription)
        }
        if mustConnect {
            let connection = source.connect()
            let keep = lock.withLock { () -> Bool in
                guard connectionId == snapshot && count > 0 else { return false }
                self.connection = connection
                return true
            }
            if !keep {
                connection.dispose()
            }
        }
        let release = Disposables.create {
            subscription.dispose()
            let ended = self.lock.withLock { () -> (any Disposable)? in
                guard self.connectionId == snapshot else { return nil }
                self.count -= 1
                guard self.count == 0 else { return nil }
                self.connectionId &+= 1
                let ended = self.connection
                self.connection = nil
                return ended
            }
            ended?.dispose()
        }
        return (sink, release)
    }
}
