// SendableRx — the state shared by `combineLatest` and `zip` subscriptions, and the typed access to their sources.

import Synchronization

/// The typed side of a `combineLatest` or `zip` sink: makes the slot object for one source, subscribes it, and reads
/// an element back from it. The written-out and parameter-pack forms reach their slots through it.
@usableFromInline
protocol SourceSlots: AnyObject {
    /// The slot for source `index`, which will be subscribed to `source`.
    func makeSlot<Value>(for source: Observable<Value>, index: Int) -> InnerSubscription

    /// Subscribes `slot`, made by ``makeSlot(for:index:)`` for `source`, to it.
    func subscribe<Value>(_ slot: InnerSubscription, to source: Observable<Value>)

    /// The element `slot` contributes to the next combination. Call under the sink's lock.
    static func element<Value>(of slot: InnerSubscription, as type: Value.Type) -> Value
}

/// An unretained reference to one source of a `combineLatest` or `zip` sink: its combining closure reads the
/// sources through these, so that it holds no reference cycle and costs no retain/release per element.
@usableFromInline
typealias SourceReference = Unmanaged<InnerSubscription>

/// The unretained references to a sink's sources, filled in once the sources exist (after the sink, which they
/// hold, and its combining closure, which holds this box).
@usableFromInline
// @unchecked Sendable: `value` is written once, before any source is subscribed, and only read after.
final class SourceReferences<References>: @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var value: References?

    @inlinable
    init() {}
}

/// The state shared by `combineLatest` and `zip` subscriptions: the sources (disposed with the sink), which have
/// completed, and the closure that combines their elements.
///
/// A combination is decided and its inputs are read in one critical section; the result selector then runs outside
/// the lock, so it may send into one of the sources (the nested combination is delivered first, as in RxSwift). A
/// terminal event decided while a result selector runs is delivered after that selector's result.
@usableFromInline
// @unchecked Sendable: restated from SerializingSink; `firstSource` and the sources' sibling links are set before any
// source is subscribed, `combine` is immutable, and the rest is touched only under the lock.
class MultiSourceSink<Element>: SerializingSink<Element>, @unchecked Sendable {
    /// Reads one combination's inputs and runs the result selector: calls `decide` under the lock and, when it
    /// returns `true`, reads every source's element in the same critical section; then calls the result selector
    /// outside the lock. Returns `nil` when no combination was due. It captures only the result selector and
    /// reaches the sources through unretained references, so there is no cycle to break on disposal.
    @usableFromInline
    typealias Combine = (_ sink: MultiSourceSink<Element>, _ decide: () -> Bool) throws -> Element?

    @usableFromInline let arity: Int
    /// The first source; each links to the next, so the written-out forms need no array per subscription.
    @usableFromInline @exclusivity(unchecked) final var firstSource: InnerSubscription?
    /// Never written after init, so calling it needs no retain of the closure.
    @usableFromInline let combine: Combine
    @usableFromInline @exclusivity(unchecked) final var isDone: SourceFlags
    @usableFromInline @exclusivity(unchecked) final var doneCount = 0
    /// How many result selectors are running, outside the lock, for combinations already decided.
    @usableFromInline @exclusivity(unchecked) final var selecting = 0
    /// A completion decided while result selectors were running; delivered after their results.
    @usableFromInline @exclusivity(unchecked) final var completionPending = false
    /// An error decided while result selectors were running; delivered after their results.
    @usableFromInline @exclusivity(unchecked) final var pendingError: (any Error)?
    /// Set when an event is queued, or a terminal event decided, while a delivery is in progress: the thread that
    /// was to deliver a result directly then queues it behind them instead.
    @usableFromInline let disturbed = Atomic<Bool>(false)
    /// Whether ``dispose()`` has released the sources (`firstSource` is `nil` from then on); a plain flag, so that
    /// checking it costs no retain.
    @usableFromInline @exclusivity(unchecked) final var sourcesReleased = false

    @inlinable
    init(arity: Int, combine: @escaping Combine, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.arity = arity
        self.isDone = SourceFlags(count: arity)
        self.combine = combine
        self.firstSource = nil
        super.init(observer: observer, cancel: cancel)
    }

    /// Takes the sources, linking each to the next; call before subscribing any source.
    @inlinable
    final func start(sources: [InnerSubscription]) {
        for index in sources.indices.dropLast() {
            sources[index].nextSibling = sources[index + 1]
        }
        firstSource = sources.first
    }

    /// Takes the first of the sources, already linked each to the next; call before subscribing any source.
    @inlinable
    final func start(first: InnerSubscription) {
        firstSource = first
    }

    /// Whether a terminal event has been queued or is waiting for running result selectors.
    @inlinable
    final var isEnding: Bool {
        isTerminated || completionPending || pendingError != nil
    }

    /// A source received an element: `step`, run under the lock, records it and says whether a combination is due
    /// (it may also end the sequence through ``finish(_:)``). A due combination is computed and sent in order.
    ///
    /// When no delivery is in progress, the critical section that decides the combination also makes this thread
    /// the one that delivers it; if nothing is queued while the result selector runs, the result is sent without
    /// taking the lock again. A combination that a result selector causes by sending into a source is queued
    /// before the result of that selector, as RxSwift delivers it first.
    @inlinable
    final func combineNext(_ step: () -> Bool) {
        var decided = false
        var delivering = false
        var queuedSomething = false
        let event: Event<Element>
        do {
            let value = try combine(self) {
                let due = step()
                queuedSomething = !outbox.isEmpty
                guard due, !isEnding else { return false }
                selecting += 1
                decided = true
                if !draining && outbox.isEmpty {
                    draining = true
                    delivering = true
                    disturbed.store(false, ordering: .relaxed)
                }
                return true
            }
            guard let value else {
                if queuedSomething {
                    locked {}
                }
                return
            }
            event = .next(value)
        } catch {
            guard decided else { return }
            event = .error(error)
        }
        if delivering, case .next = event, !disturbed.load(ordering: .acquiring) {
            forwardOn(event)
            let next = lock.withLock { () -> Event<Element>? in
                selecting -= 1
                flushPendingTerminal()
                if let next = outbox.dequeue() { return next }
                draining = false
                return nil
            }
            if let next {
                drain(startingWith: next)
            }
            return
        }
        let first = lock.withLock { () -> Event<Element>? in
            selecting -= 1
            if case .error(let error) = event {
                finish(error)
            } else {
                if draining && !delivering {
                    disturbed.store(true, ordering: .releasing)
                }
                enqueue(event)
            }
            flushPendingTerminal()
            guard delivering || !draining else { return nil }
            if let first = outbox.dequeue() {
                draining = true
                return first
            }
            draining = false
            return nil
        }
        if let first {
            drain(startingWith: first)
        }
    }

    /// Ends the sequence with `error`, or completes it when `error` is `nil` — at once, or after the results of the
    /// result selectors that are running. Call under the lock.
    @inlinable
    final func finish(_ error: (any Error)?) {
        if isEnding { return }
        if draining {
            disturbed.store(true, ordering: .releasing)
        }
        if selecting > 0 {
            if let error {
                pendingError = error
            } else {
                completionPending = true
            }
            return
        }
        enqueue(error.map { .error($0) } ?? .completed)
    }

    /// Queues the terminal event that waited for the running result selectors, once none is left. Call under the
    /// lock.
    @inlinable
    final func flushPendingTerminal() {
        guard selecting == 0, completionPending || pendingError != nil else { return }
        let terminal: Event<Element> = pendingError.map { .error($0) } ?? .completed
        completionPending = false
        pendingError = nil
        enqueue(terminal)
    }

    /// Source `index` completed: the result completes once every source has. Call under the lock.
    @inlinable
    final func completed(at index: Int) {
        if isDone[index] { return }
        isDone[index] = true
        doneCount += 1
        if doneCount == arity {
            finish(nil)
        }
    }

    /// Whether every source other than `index` has completed.
    @inlinable
    final func allOthersDone(except index: Int) -> Bool {
        for other in 0..<arity where other != index && !isDone[other] {
            return false
        }
        return true
    }

    /// Stops forwarding, then disposes the sources — once the producer has subscribed them all (``Sink/isSetUp``).
    @usableFromInline
    override func dispose() {
        super.dispose()
        guard isSetUp else { return }
        // This runs unspecialised (it is reached through `any Disposable`), so it builds no value whose type
        // involves `Element`: each one would cost a generic metadata lookup.
        var source: InnerSubscription?
        lock.withLock {
            source = firstSource
            firstSource = nil
            sourcesReleased = true
        }
        while let current = source {
            source = current.nextSibling
            current.dispose()
        }
    }
}

/// One flag per source: a bit mask up to 64 sources, an array beyond.
@usableFromInline
struct SourceFlags {
    @usableFromInline var bits: UInt64 = 0
    @usableFromInline var overflow: [Bool]

    @inlinable
    init(count: Int) {
        overflow = count > 64 ? Array(repeating: false, count: count) : []
    }

    @inlinable
    subscript(index: Int) -> Bool {
        get { overflow.isEmpty ? bits & (1 << UInt64(index)) != 0 : overflow[index] }
        set {
            if overflow.isEmpty {
                if newValue { bits |= 1 << UInt64(index) } else { bits &= ~(1 << UInt64(index)) }
            } else {
                overflow[index] = newValue
            }
        }
    }
}
