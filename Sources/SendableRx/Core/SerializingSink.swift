// SendableRx — a sink for operators whose events come from several threads.

/// A sink for multi-source and time-based operators: state changes happen under one lock, the events they
/// produce are queued under that lock, and a single thread at a time delivers the queue outside the lock.
///
/// This keeps the downstream grammar (`next* (error | completed)?`, one event at a time, in the order the state
/// changes happened) without ever calling the observer while holding the lock. An event produced while another
/// thread — or the same thread, re-entrantly — is delivering is queued and delivered after the current one.
@usableFromInline
// @unchecked Sendable: restated from Sink; subclass state is touched only inside `locked`, under `lock`.
class SerializingSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) final var outbox = Queue<Event<Element>>(capacity: 2)
    @usableFromInline @exclusivity(unchecked) final var draining = false
    @usableFromInline @exclusivity(unchecked) final var terminated = false

    @inlinable
    override init(observer: AnyObserver<Element>, cancel: SinkDisposer) {
        super.init(observer: observer, cancel: cancel)
    }

    /// Whether a terminal event has been queued; nothing is queued after it.
    @inlinable
    final var isTerminated: Bool { terminated }

    /// Queues an event for delivery. Call only inside ``locked(_:)``.
    @inlinable
    final func enqueue(_ event: Event<Element>) {
        if terminated { return }
        if event.isStopEvent { terminated = true }
        outbox.enqueue(event)
    }

    /// The one serialising step every entry point below takes: runs `body` under the lock and sends the event it
    /// returns, if any, in order with the others — at once when no delivery is in progress and nothing is queued
    /// (without touching the outbox), otherwise queued behind them; then, if no delivery is in progress, this thread
    /// starts one with the first queued event. Events `body` queues itself with ``enqueue(_:)`` go the same way.
    @inlinable
    final func serialize<Result>(_ body: () -> (Result, Event<Element>?)) -> Result {
        var first: Event<Element>?
        let result = lock.withLock { () -> Result in
            let (result, event) = body()
            if let event, !terminated {
                if !draining && outbox.isEmpty {
                    if event.isStopEvent { terminated = true }
                    draining = true
                    first = event
                    return result
                }
                enqueue(event)
            }
            if !draining, let event = outbox.dequeue() {
                draining = true
                first = event
            }
            return result
        }
        if let first {
            drain(startingWith: first)
        }
        return result
    }

    /// Runs `body` under the lock, then delivers whatever it queued with ``enqueue(_:)`` (unless another delivery is
    /// in progress, which will deliver it).
    @inlinable
    @discardableResult
    final func locked<Result>(_ body: () -> Result) -> Result {
        serialize { (body(), nil) }
    }

    /// Sends one event downstream in order with the others. `accept` runs under the lock, unless a terminal event
    /// has already been sent, and may drop the event (a stale inner sequence of `flatMapLatest`).
    @inlinable
    final func forwardSerialized(_ event: Event<Element>, if accept: () -> Bool = { true }) {
        serialize { ((), !terminated && accept() ? event : nil) }
    }

    /// Runs `body` under the lock and sends the event it returns, if any, in order with the others.
    @inlinable
    final func sendLocked(_ body: () -> Event<Element>?) {
        serialize { ((), body()) }
    }

    /// Delivers `first`, then every event queued meanwhile, outside the lock; this thread holds the `draining`
    /// flag until the outbox is empty. Taking the first event in the caller's critical section saves one lock
    /// round trip per event.
    @inlinable
    final func drain(startingWith first: Event<Element>) {
        var event = first
        while true {
            forwardOn(event)
            if event.isStopEvent {
                dispose()
            }
            let next: Event<Element>? = lock.withLock {
                if let event = outbox.dequeue() { return event }
                draining = false
                return nil
            }
            guard let next else { return }
            event = next
        }
    }
}
