// SendableRx — the channel between the library's own observers: an element alone, the terminal events apart.

import Synchronization

/// The observer that the library's operators, subscriptions and subjects pass events to among themselves.
///
/// `AnyObserver` takes an `Event<Element>`. That is the right shape for code that knows its element type, but the
/// operators are compiled once, in this module, for every element type (they are not `@inlinable`, so an app does not
/// compile its own copy of each operator per use). There, making or taking apart an `Event<Element>` looks up the
/// event's generic metadata each time: tens of nanoseconds per element per hop. A downstream takes the element alone
/// through a class method, whose generic arguments come with the object, and the two terminal events through calls
/// that are not generic at all, so an unspecialised hop costs a virtual call.
///
/// Code that does know its element type (an `@inlinable` entry point compiled in the client) crosses between the two
/// shapes with ``forwardingDownstream(to:)`` and ``anyObserverForwarding(to:)``, which are specialised where they are
/// used.
@usableFromInline
// @unchecked Sendable: a downstream is called only in its subscription's serialized event flow; subclasses that
// keep state touched from elsewhere (disposal) keep it in atomics, as their own comments say.
class Downstream<Element>: @unchecked Sendable {
    @usableFromInline
    init() {}

    /// Receives an element.
    @usableFromInline
    func next(_ element: Element) {
        preconditionFailure("\(type(of: self)) does not override Downstream.next(_:)")
    }

    /// Receives the error that ends the sequence.
    @usableFromInline
    func error(_ error: any Error) {
        preconditionFailure("\(type(of: self)) does not override Downstream.error(_:)")
    }

    /// Receives the completion that ends the sequence.
    @usableFromInline
    func completed() {
        preconditionFailure("\(type(of: self)) does not override Downstream.completed()")
    }

    /// The `AnyObserver` this downstream forwards to unchanged, if it is only an adapter around one: an observable
    /// that takes `AnyObserver`s subscribes that observer itself instead of wrapping the adapter again.
    @usableFromInline
    var forwardedObserver: AnyObserver<Element>? {
        nil
    }
}

/// A downstream that forwards to an `AnyObserver`, through functions specialised by the client that made it (see
/// ``forwardingDownstream(to:)``).
@usableFromInline
// @unchecked Sendable: restated from Downstream, whose comment names the invariant.
final class ObserverDownstream<Element>: Downstream<Element>, @unchecked Sendable {
    @usableFromInline let observer: AnyObserver<Element>
    @usableFromInline let sendNext: (AnyObserver<Element>, Element) -> Void
    @usableFromInline let sendEnd: (AnyObserver<Element>, (any Error)?) -> Void

    @usableFromInline
    init(
        _ observer: AnyObserver<Element>,
        sendNext: @escaping (AnyObserver<Element>, Element) -> Void,
        sendEnd: @escaping (AnyObserver<Element>, (any Error)?) -> Void
    ) {
        self.observer = observer
        self.sendNext = sendNext
        self.sendEnd = sendEnd
    }

    @usableFromInline
    override func next(_ element: Element) {
        sendNext(observer, element)
    }

    @usableFromInline
    override func error(_ error: any Error) {
        sendEnd(observer, error)
    }

    @usableFromInline
    override func completed() {
        sendEnd(observer, nil)
    }

    @usableFromInline
    override var forwardedObserver: AnyObserver<Element>? {
        observer
    }
}

/// A downstream that forwards to `observer`. Inlined into the caller, it builds the observer's events with code
/// specialised for the element type; the functions it stores capture nothing, so it allocates only itself.
@inlinable
func forwardingDownstream<Element>(to observer: AnyObserver<Element>) -> Downstream<Element> {
    ObserverDownstream(observer, sendNext: sendNextEvent, sendEnd: sendEndEvent)
}

@inlinable
func sendNextEvent<Element>(_ observer: AnyObserver<Element>, _ element: Element) {
    observer.on(.next(element))
}

@inlinable
func sendEndEvent<Element>(_ observer: AnyObserver<Element>, _ error: (any Error)?) {
    if let error {
        observer.on(.error(error))
    } else {
        observer.on(.completed)
    }
}

/// An `AnyObserver` that forwards to `downstream`. Inlined into the caller, it takes the events apart with code
/// specialised for the element type.
@inlinable
func anyObserverForwarding<Element>(to downstream: Downstream<Element>) -> AnyObserver<Element> {
    if let observer = downstream.forwardedObserver {
        return observer
    }
    return AnyObserver { event in
        switch event {
        case .next(let element): downstream.next(element)
        case .error(let error): downstream.error(error)
        case .completed: downstream.completed()
        }
    }
}

/// The base of an operator's per-subscription state in the downstream design: receives `Input`s from upstream and
/// forwards `Element`s to its downstream until it is disposed.
///
/// As ``Sink``, it is counted in ``Resources/total`` and owned by the ``SinkDisposer`` its producer made. The
/// default terminal handling forwards the terminal event and disposes; operators override ``next(_:)`` and what else
/// they change.
// @unchecked Sendable: sinks are shared with their SinkDisposer, which may dispose them from any thread; dispose()
// touches only the atomic flag and the Sendable `cancel`, and everything else runs only in the subscription's
// serialized event flow.
class OperatorSink<Input, Element>: Downstream<Input>, Disposable, @unchecked Sendable {
    let downstream: Downstream<Element>
    let cancel: SinkDisposer
    let disposedFlag = Atomic<Bool>(false)

    init(downstream: Downstream<Element>, cancel: SinkDisposer) {
        self.downstream = downstream
        self.cancel = cancel
        super.init()
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether the sink has been disposed.
    final var isDisposed: Bool {
        disposedFlag.load(ordering: .relaxed)
    }

    /// Whether the producer has finished setting the subscription up (see ``Sink/isSetUp``).
    final var isSetUp: Bool {
        cancel.isSet
    }

    /// Forwards an element unless the sink has been disposed.
    final func forwardNext(_ element: Element) {
        if disposedFlag.load(ordering: .relaxed) { return }
        downstream.next(element)
    }

    /// Forwards an error, unless the sink has been disposed, and disposes it.
    final func forwardErrorAndDispose(_ error: any Error) {
        if !disposedFlag.load(ordering: .relaxed) {
            downstream.error(error)
        }
        dispose()
    }

    /// Forwards the completion, unless the sink has been disposed, and disposes it.
    final func forwardCompletedAndDispose() {
        if !disposedFlag.load(ordering: .relaxed) {
            downstream.completed()
        }
        dispose()
    }

    override func error(_ error: any Error) {
        forwardErrorAndDispose(error)
    }

    override func completed() {
        forwardCompletedAndDispose()
    }

    /// Stops forwarding and disposes the subscription's resources.
    func dispose() {
        disposedFlag.store(true, ordering: .relaxed)
        cancel.dispose()
    }
}

/// An ``OperatorSink`` whose terminal events may come from more than one caller (a trait's `create` observer, a
/// trait `flatMap`'s two sequences): the first one passes and disposes the subscription, later ones are ignored.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; `isStopped` is atomic.
class StoppingOperatorSink<Input, Element>: OperatorSink<Input, Element>, @unchecked Sendable {
    let isStopped = Atomic<Bool>(false)

    /// Passes the first terminal event (an error) on and disposes the subscription; later ones are ignored.
    final func sendError(_ error: any Error) {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        forwardErrorAndDispose(error)
    }

    /// Passes the first terminal event (the completion) on and disposes the subscription; later ones are ignored.
    final func sendCompleted() {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        forwardCompletedAndDispose()
    }
}

/// An operator's observable in the downstream design: runs `run` for each subscription, as ``Producer`` does for
/// the operators that still pass `AnyObserver`s.
final class OperatorProducer<Element>: Observable<Element> {
    let run: (Downstream<Element>, SinkDisposer) -> SinkAndSubscription

    init(_ run: @escaping (Downstream<Element>, SinkDisposer) -> SinkAndSubscription) {
        self.run = run
        super.init(takingDownstreams: ())
    }

    override func subscribe(downstream: Downstream<Element>) -> any Disposable {
        CurrentThreadScheduler.trampolined {
            let disposer = SinkDisposer()
            let sinkAndSubscription = run(downstream, disposer)
            disposer.setSinkAndSubscription(sink: sinkAndSubscription.sink, subscription: sinkAndSubscription.subscription)
            return disposer
        }
    }
}

/// The downstream of a sequence that an operator's sink mirrors unchanged once it has switched to it (the sequence
/// `catch`'s handler returned, `timeout`'s `other`, `ifEmpty(switchTo:)`'s fallback): its elements and terminal
/// events go out as the sink's own.
// @unchecked Sendable: restated from Downstream, whose comment names the invariant.
final class MirroringDownstream<Input, Element>: Downstream<Element>, @unchecked Sendable {
    let sink: OperatorSink<Input, Element>

    init(sink: OperatorSink<Input, Element>) {
        self.sink = sink
    }

    override func next(_ element: Element) {
        sink.forwardNext(element)
    }

    override func error(_ error: any Error) {
        sink.forwardErrorAndDispose(error)
    }

    override func completed() {
        sink.forwardCompletedAndDispose()
    }
}

/// A sink that its second input's error fails (see ``SecondInputDownstream``).
protocol FailableSink: AnyObject {
    /// Fails the sink with `error`, in order with its other events.
    func fail(_ error: any Error)
}

/// A sink with a second input (a trigger, a sampler, `withLatestFrom`'s second sequence, a trait `flatMap`'s inner
/// sequence): it says what that input's elements and completion do.
protocol SecondInputSink: FailableSink {
    /// The element type of the second input.
    associatedtype SecondElement
    /// Handles an element of the second input.
    func secondNext(_ element: SecondElement)
    /// Handles the completion of the second input.
    func secondCompleted()
}

/// The downstream of an operator's second input, whose sink is the downstream of the first: it hands the input's
/// elements and completion to the sink, and its error fails the sink.
// @unchecked Sendable: restated from Downstream, whose comment names the invariant.
final class SecondInputDownstream<Sink: SecondInputSink>: Downstream<Sink.SecondElement>, @unchecked Sendable {
    let sink: Sink

    init(sink: Sink) {
        self.sink = sink
    }

    override func next(_ element: Sink.SecondElement) {
        sink.secondNext(element)
    }

    override func error(_ error: any Error) {
        sink.fail(error)
    }

    override func completed() {
        sink.secondCompleted()
    }
}

/// An ``OperatorSink`` whose events come from several sources or threads: it delivers them one at a time, in the
/// order their senders took its lock, and never calls downstream under the lock.
///
/// The common case, no other delivery in progress, sends an element straight through ``sendNext(_:)``. Only events
/// that arrive while another is being delivered wait in the outbox, as `Event`s; ``queued`` counts them apart, so the
/// common case never touches the outbox (compiled once for all element types, each function that names
/// `Event<Element>` looks up its generic metadata). The terminal events take the same direct path, and the outbox
/// allocates nothing until an event waits in it.
// @unchecked Sendable: restated from OperatorSink; subclass state, the outbox and the flags are touched only under
// `lock`.
class SerializingOperatorSink<Input, Element>: OperatorSink<Input, Element>, @unchecked Sendable {
    let lock = Lock()
    @exclusivity(unchecked) final var outbox = ElementRing<Event<Element>>()
    @exclusivity(unchecked) final var queued = 0
    @exclusivity(unchecked) final var draining = false
    @exclusivity(unchecked) final var terminated = false

    deinit {
        if outboxAllocated {
            destroyOutbox()
        }
    }

    /// Set once an event has waited in the outbox (which then holds storage to release).
    @exclusivity(unchecked) final var outboxAllocated = false

    @inline(never)
    final func destroyOutbox() {
        outbox.destroy()
    }

    /// Whether a terminal event has been sent or queued; read under the lock.
    final var isTerminated: Bool { terminated }

    /// Queues `event` behind the delivery in progress; call it only under the lock. Nothing is queued after a
    /// terminal event. The senders below call it, out of line, only when another delivery is in progress.
    final func enqueue(_ event: Event<Element>) {
        if terminated { return }
        if event.isStopEvent { terminated = true }
        outbox.append(event)
        outboxAllocated = true
        queued += 1
    }

    /// Sends `element`, unless a terminal event has been sent or `accept` (run under the lock) says no.
    final func sendNext(_ element: Element, if accept: () -> Bool = { true }) {
        let direct = lock.withLock { () -> Bool in
            if terminated || !accept() { return false }
            if !draining && queued == 0 {
                draining = true
                return true
            }
            enqueueNext(element)
            return false
        }
        guard direct else { return }
        forwardNext(element)
        finishDelivering()
    }

    // The slow paths that build or take apart an `Event<Element>` are functions of their own, never inlined: the
    // compiler fetches a function's generic metadata at its entry, so an `Event` on a branch the element never takes
    // would still cost a metadata lookup per element in the function that contains it.

    /// Queues an element behind the delivery in progress; under the lock.
    @inline(never)
    final func enqueueNext(_ element: Element) {
        outbox.append(.next(element))
        outboxAllocated = true
        queued += 1
    }

    /// Queues the terminal event, `error` or the completion when it is `nil`, behind the delivery in progress;
    /// under the lock.
    @inline(never)
    final func enqueueEnd(_ error: (any Error)?) {
        enqueue(error.map { .error($0) } ?? .completed)
    }

    /// Delivers one event taken from the outbox.
    @inline(never)
    final func deliver(_ event: Event<Element>) {
        switch event {
        case .next(let element): forwardNext(element)
        case .error(let error): forwardErrorAndDispose(error)
        case .completed: forwardCompletedAndDispose()
        }
    }

    /// Takes the next queued event out of the outbox and delivers it, or, with none left, ends the `draining` turn
    /// the caller holds, in the same locked section; returns whether it delivered one.
    @inline(never)
    final func deliverOneQueued() -> Bool {
        let event = lock.withLock { () -> Event<Element>? in
            if queued == 0 {
                draining = false
                return nil
            }
            queued -= 1
            return outbox.removeFirst()
        }
        guard let event else { return false }
        deliver(event)
        return true
    }

    /// Sends `error`, unless `accept` (run under the lock, first, so that it may also update state) says no or a
    /// terminal event has been sent.
    final func sendError(_ error: any Error, if accept: () -> Bool = { true }) {
        sendEnd(error, if: accept)
    }

    /// Sends the completion, unless `accept` (run under the lock, first, so that it may also update state) says no
    /// or a terminal event has been sent.
    final func sendCompleted(if accept: () -> Bool = { true }) {
        sendEnd(nil, if: accept)
    }

    /// Sends `error`, or the completion when it is `nil`: at once when nothing waits and nobody delivers, else
    /// behind the queued events. Builds no `Event` on the direct path (once per subscription, but a metadata lookup
    /// each time in code compiled once).
    private func sendEnd(_ error: (any Error)?, if accept: () -> Bool) {
        var drain = false
        let direct = lock.withLock { () -> Bool in
            if !accept() || terminated { return false }
            if !draining && queued == 0 {
                terminated = true
                draining = true
                return true
            }
            enqueueEnd(error)
            if !draining {
                draining = true
                drain = true
            }
            return false
        }
        if direct {
            if let error {
                forwardErrorAndDispose(error)
            } else {
                forwardCompletedAndDispose()
            }
            finishDelivering()
        } else if drain {
            drainQueued()
        }
    }

    /// Ends the `draining` turn the caller holds after its own delivery: with nothing queued meanwhile (the common
    /// case) one locked check, without naming `Event<Element>`; else it delivers the queue.
    @inline(__always)
    final func finishDelivering() {
        let done = lock.withLock { () -> Bool in
            if queued == 0 {
                draining = false
                return true
            }
            return false
        }
        if !done {
            drainQueued()
        }
    }

    /// Delivers the queued events until none is left, one locked section per event; the caller holds the
    /// `draining` turn.
    final func drainQueued() {
        while deliverOneQueued() {}
    }
}

extension SerializingOperatorSink: FailableSink {
    func fail(_ error: any Error) {
        sendError(error)
    }
}

/// A ``SerializingOperatorSink`` that forwards its upstream's events unchanged, in order with the events its other
/// inputs send it (a timer's or a trigger's completion).
// @unchecked Sendable: restated from SerializingOperatorSink, whose comment names the invariant.
class SerializedForwardingSink<Element>: SerializingOperatorSink<Element, Element>, @unchecked Sendable {
    override func next(_ element: Element) {
        sendNext(element)
    }

    override func error(_ error: any Error) {
        sendError(error)
    }

    override func completed() {
        sendCompleted()
    }
}

/// A ``SerializedForwardingSink`` that drops its upstream's elements until another input (a timer, a trigger) opens
/// its gate: `skip(for:)` and `skip(until:)`.
// @unchecked Sendable: restated from SerializingOperatorSink, whose comment names the invariant; `isOpen` is touched
// only under the lock.
class GatedForwardingSink<Element>: SerializedForwardingSink<Element>, @unchecked Sendable {
    @exclusivity(unchecked) final var isOpen = false

    override func next(_ element: Element) {
        sendNext(element, if: { isOpen })
    }

    /// Lets the upstream's elements through from now on.
    final func open() {
        // Nothing is queued here, so the lock alone serializes.
        lock.withLock { isOpen = true }
    }
}
