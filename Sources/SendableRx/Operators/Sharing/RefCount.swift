// SendableRx — `refCount`.

import Synchronization

extension ConnectableObservableType {
    /// Connects when the first subscriber subscribes and disconnects when the last one leaves.
    ///
    /// When the source terminates, the connection ends; the next subscriber connects again.
    ///
    /// - Returns: An observable that manages the connection.
    public func refCount() -> Observable<Element> {
        let state = RefCountState(source: self)
        return OperatorProducer { downstream, cancel in
            state.subscribe(downstream, cancel: cancel)
        }
    }
}

/// The subscriber count and connection of one `refCount`.
// @unchecked Sendable: the count, id and connection are touched only under `lock`; `connect()` is called outside it;
// the source functions are immutable.
final class RefCountState<Element>: @unchecked Sendable {
    /// Subscribes a downstream to the connectable source.
    let subscribeSource: (Downstream<Element>) -> any Disposable
    /// Connects the source.
    let connectSource: () -> any Disposable
    let lock = Lock()
    @exclusivity(unchecked) var count: Int
    /// Counts connections; never reaches `UInt64.max`, the subscriber's "no connection yet" value.
    @exclusivity(unchecked) var connectionId: UInt64
    @exclusivity(unchecked) var connection: (any Disposable)?

    init<Source: ConnectableObservableType>(source: Source) where Source.Element == Element {
        // A connectable observable takes the downstream itself; another connectable type gets an observer.
        if let observable = source as? Observable<Element> {
            subscribeSource = observable.subscribe(downstream:)
        } else {
            subscribeSource = { downstream in source.subscribe(anyObserverForwarding(to: downstream)) }
        }
        connectSource = source.connect
        count = 0
        connectionId = 0
        connection = nil
    }

    func subscribe(_ downstream: Downstream<Element>, cancel: SinkDisposer) -> SinkAndSubscription {
        let sink = RefCountSink(state: self, downstream: downstream, cancel: cancel)
        let subscription = subscribeSource(sink)
        let mustConnect = lock.withLock { () -> Bool? in
            sink.snapshot = connectionId
            if sink.isDisposed { return nil }
            count += 1
            return count == 1
        }
        guard let mustConnect else {
            return (sink, subscription)
        }
        if mustConnect {
            let connection = connectSource()
            let keep = lock.withLock { () -> Bool in
                guard connectionId == sink.snapshot && count > 0 else { return false }
                self.connection = connection
                return true
            }
            if !keep {
                connection.dispose()
            }
        }
        // Set above, once, before the subscription can be disposed through the sink's disposer.
        let snapshot = sink.snapshot
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

    /// The source terminated for `sink`'s subscriber: the connection it counts in ends (unless it already has) and
    /// its disposable is returned to dispose.
    func endConnection(of sink: RefCountSink<Element>) -> (any Disposable)? {
        lock.withLock { () -> (any Disposable)? in
            guard connectionId == sink.snapshot else { return nil }
            count = 0
            connectionId &+= 1
            return connection.take()
        }
    }
}

/// The sink of one `refCount` subscriber: passes the source's events on; a terminal event ends the connection the
/// subscriber counts in before it is passed on.
// @unchecked Sendable: restated from OperatorSink; `snapshot` is touched only under the state's lock.
final class RefCountSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    let state: RefCountState<Element>
    /// The connection this subscriber counts in; none yet while it subscribes to the source, so that a terminal
    /// event the source replays at once (a terminated subject) does not end a connection it is not part of.
    @exclusivity(unchecked) var snapshot: UInt64 = .max

    init(state: RefCountState<Element>, downstream: Downstream<Element>, cancel: SinkDisposer) {
        self.state = state
        super.init(downstream: downstream, cancel: cancel)
    }

    override func next(_ element: Element) {
        forwardNext(element)
    }

    override func error(_ error: any Error) {
        state.endConnection(of: self)?.dispose()
        forwardErrorAndDispose(error)
    }

    override func completed() {
        state.endConnection(of: self)?.dispose()
        forwardCompletedAndDispose()
    }
}
