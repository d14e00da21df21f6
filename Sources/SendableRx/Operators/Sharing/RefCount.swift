// SendableRx — `refCount`.

import Synchronization

extension ConnectableObservableType {
    /// Connects when the first subscriber subscribes and disconnects when the last one leaves.
    ///
    /// When the source terminates, the connection ends; the next subscriber connects again.
    ///
    /// - Returns: An observable that manages the connection.
    @inlinable
    public func refCount() -> Observable<Element> {
        let state = RefCountState(source: self)
        return .producer { observer, cancel in
            state.subscribe(observer, cancel: cancel)
        }
    }
}

/// The subscriber count and connection of one `refCount`.
@usableFromInline
// @unchecked Sendable: the count, id and connection are touched only under `lock`; `connect()` is called outside it.
final class RefCountState<Source: ConnectableObservableType>: @unchecked Sendable {
    @usableFromInline typealias Element = Source.Element
    @usableFromInline let source: Source
    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var count: Int
    /// Counts connections; never reaches `UInt64.max`, the subscriber's "no connection yet" value.
    @usableFromInline @exclusivity(unchecked) var connectionId: UInt64
    @usableFromInline @exclusivity(unchecked) var connection: (any Disposable)?

    @inlinable
    init(source: Source) {
        self.source = source
        count = 0
        connectionId = 0
        connection = nil
    }

    @inlinable
    func subscribe(_ observer: AnyObserver<Element>, cancel: SinkDisposer) -> SinkAndSubscription {
        let sink = ProducerSink(observer: observer, cancel: cancel)
        // The connection this subscriber counts in; none yet while it subscribes to the source, so that a terminal
        // event the source replays at once (a terminated subject) does not end a connection it is not part of.
        var snapshot: UInt64 = .max
        let subscription = source.subscribe(AnyObserver<Element> { event in
            switch event {
            case .next:
                sink.forwardOn(event)
            case .error, .completed:
                let ended = self.lock.withLock { () -> (any Disposable)? in
                    guard self.connectionId == snapshot else { return nil }
                    self.count = 0
                    self.connectionId &+= 1
                    return self.connection.take()
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
                return self.connection.take()
            }
            ended?.dispose()
        }
        return (sink, release)
    }
}
