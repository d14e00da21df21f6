// SendableRx — the observer list and serialized delivery shared by the subjects.

import Synchronization

/// The observers of a subject and the queue through which its events are delivered.
///
/// An event is accepted under the lock together with a snapshot of the observers subscribed at that moment.
/// The first thread to find no delivery in progress becomes the deliverer and delivers — with the lock
/// released — first its own event, then whatever was accepted meanwhile, one entry at a time. Observers
/// therefore see the subject's events one at a time, in acceptance order, and an observer whose subscription is
/// disposed gets nothing more, even from a delivery already in progress. No observer runs under the lock.
///
/// A new subscriber is not an event: as in RxSwift it gets what the subject replays (and, after termination, the
/// terminal event) at once, inside `subscribe`, on the subscribing thread — also when it subscribes from inside
/// a delivery. Events accepted while it is still being replayed to wait in its entry and follow the replay.
///
/// Observers are kept in RxSwift's order: the first slot is reused by the next subscriber once its occupant
/// leaves, later subscribers follow in subscription order (see ``SubjectEntryList``). A subscription refers to
/// its entry by key, not by reference, so once the subject has let go of an entry (after its terminal event, or
/// `dispose()`), nothing keeps the observer alive — not even an undisposed subscription the observer captured.
///
/// The core is compiled once, in this module, for every element type, and is not generic: its observers are
/// ``SubjectDownstreamEntry``s, each holding a `Downstream<Element>` as `AnyObject`, so the lock, the observer list
/// and the delivery state machine are the same code for all subjects. The methods that carry elements are generic
/// over the element type, which the subject passes. An element's way — lock, take the observers, call each one's
/// `next` — builds no `Event<Element>` and runs no container generic over the element type, each of which would
/// look up generic metadata at run time; neither does its way through the queue, when it must wait for another
/// delivery (see ``SubjectDeliveryQueue``). Only events for an observer still being replayed to are kept as
/// `Event`s, the rare path, kept out of line: code that builds an `Event<Element>` looks its metadata up on entry,
/// also on the branches that build none.
@usableFromInline
// @unchecked Sendable: every stored `var` is read and written only inside `lock.withLock`, and observers run only
// on the single delivering thread (or, for a replay, the subscribing thread while the entry is replaying), outside
// the lock.
final class SubjectCore: @unchecked Sendable {
    // The state lives in stored properties guarded by a `Lock` over `Void` rather than in a mutex over a generic
    // state struct: the subjects' deinits run unspecialised (as every generic class's does), and destroying a
    // `Mutex<State<Element>>` there looked up four generic metadata records per subject. The core is not generic and
    // none of its fields names the element type (the terminal event is kept as `stopped` + `stopError`, the waiting
    // deliveries behind an `AnyObject`), so destroying it needs no lookup.
    let lock = Lock()
    @exclusivity(unchecked) var observers: SubjectEntryList<SubjectDownstreamEntry>
    /// The deliveries waiting behind the one in progress: a ``SubjectDeliveryQueue`` of the subject's element type,
    /// made when an event is first queued (`nil` until then, and after `dispose()`).
    @exclusivity(unchecked) var queue: AnyObject?
    /// Whether a delivery is in progress and whether events wait in `queue` (see ``SubjectDeliveryState``). Atomic
    /// so that the deliverer can end a delivery with nothing queued without taking the lock again.
    let delivery = Atomic<UInt8>(SubjectDeliveryState.idle)
    /// Whether a terminal event was accepted; it was `.error(stopError!)` when `stopError` is set, else `.completed`.
    @exclusivity(unchecked) var stopped: Bool
    @exclusivity(unchecked) var stopError: (any Error)?
    @exclusivity(unchecked) var disposed: Bool
    /// The observers the terminal event goes to, from its acceptance until its delivery ended, so that disposing
    /// one of their subscriptions meanwhile still turns it off.
    @exclusivity(unchecked) var stopRecipients: SubjectEntryList<SubjectDownstreamEntry>
    /// `PublishSubject`: a terminal event sent after `dispose()` is still recorded (and given to later
    /// subscribers), as RxSwift's `PublishSubject` does.
    let recordsTerminalAfterDispose: Bool
    /// `BehaviorSubject`: the observers registered at the terminal event still count for `hasObservers` until their
    /// subscriptions are disposed, as RxSwift's `BehaviorSubject` keeps them registered. (Only their keys are kept:
    /// holding the observers would keep every observer that captures the subject alive in a cycle.)
    let countsObserversAfterStop: Bool
    /// The keys of those observers, while their subscriptions are not disposed.
    @exclusivity(unchecked) var lingeringKeys: SubjectKeySet

    init(recordsTerminalAfterDispose: Bool = false, countsObserversAfterStop: Bool = false) {
        observers = SubjectEntryList()
        queue = nil
        stopped = false
        stopError = nil
        disposed = false
        stopRecipients = SubjectEntryList()
        self.recordsTerminalAfterDispose = recordsTerminalAfterDispose
        self.countsObserversAfterStop = countsObserversAfterStop
        lingeringKeys = SubjectKeySet()
    }

    var hasObservers: Bool {
        lock.withLock { !observers.isEmpty || lingeringKeys.count > 0 }
    }

    var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Runs `body` under the subject's lock; `body` may read the core's state and must not call out.
    ///
    /// Always inlined, over the mutex's own (transparent) `withLock`: the subjects read their elements through it,
    /// and `Lock.withLock` with a result of the element type would run unspecialised, as a generic call.
    @inline(__always)
    func withLock<Result>(_ body: () -> Result) -> Result {
        lock.mutex.withLock { _ in body() }
    }

    // MARK: Sending

    /// Accepts an element unless the subject has terminated or been disposed, and delivers it to the observers
    /// subscribed now.
    ///
    /// Fast path: when nothing is queued or being delivered, the element goes straight to the observers (one lock
    /// acquisition and two atomic exchanges, no queueing, no `Event`); otherwise it is queued behind the delivery in
    /// progress.
    ///
    /// - Parameter record: Runs under the lock when the element is accepted, to update the subject's memory. Must
    ///   not call out.
    func sendNext<Element>(_ element: Element, recording record: () -> Void) {
        let direct = lock.withLock { () -> ContiguousArray<SubjectDownstreamEntry?>? in
            if stopped || disposed { return nil }
            record()
            let taken = observers.entries
            if startDelivery() {
                return taken
            }
            enqueue(next: element, to: taken)
            return markQueued() ? nil : []
        }
        guard let direct else { return }
        // Empty when the caller became the deliverer of a queue whose previous deliverer just finished: its element
        // is queued then, behind the ones accepted before it.
        if !direct.isEmpty {
            broadcastNext(element, to: direct, lock: lock)
        }
        deliver(Element.self)
    }

    /// Accepts a terminal event — `error`, or completion when it is `nil` — unless the subject has terminated (or
    /// been disposed, unless it records terminal events after disposal), unregisters every observer and delivers the
    /// event to them.
    func sendTerminal<Element>(_ error: (any Error)?, of _: Element.Type) {
        let direct = lock.withLock { () -> ContiguousArray<SubjectDownstreamEntry?>? in
            if stopped || (disposed && !recordsTerminalAfterDispose) { return nil }
            stopped = true
            stopError = error
            let taken = takeStopRecipients()
            if startDelivery() {
                return taken
            }
            enqueue(terminal: error, of: Element.self, to: taken)
            return markQueued() ? nil : []
        }
        guard let direct else { return }
        // Empty when the caller became the deliverer of a queue whose previous deliverer just finished: its event is
        // queued then, and broadcasting it here would also end its stop recipients too early.
        if !direct.isEmpty {
            broadcastTerminal(error, of: Element.self, to: direct)
        }
        deliver(Element.self)
    }

    /// `AsyncSubject`'s element: runs `record` under the lock unless the subject has terminated or been disposed.
    /// The element is only remembered, not delivered.
    ///
    /// - Parameter record: Updates the subject's memory. Must not call out.
    func record(_ record: () -> Void) {
        lock.withLock {
            if stopped || disposed { return }
            record()
        }
    }

    /// `AsyncSubject`'s completion: broadcasts the last element (if any) and then completion to the same observers.
    /// (Its error is broadcast as it is, by ``sendTerminal(_:of:)``; it records no terminal event after disposal.)
    ///
    /// - Parameter last: Runs under the lock at completion: stores the last element in the room it gets and returns
    ///   `true`, or returns `false` when there is none. Must not call out.
    func sendCompleted<Element>(after last: (UnsafeMutablePointer<Element>) -> Bool) {
        withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { room in
            sendCompleted(after: last, room: room.baseAddress.unsafelyUnwrapped)
        }
    }

    private func sendCompleted<Element>(
        after last: (UnsafeMutablePointer<Element>) -> Bool,
        room: UnsafeMutablePointer<Element>
    ) {
        // `hasElement`: whether `room` holds the last element, to broadcast before completion.
        let direct = lock.withLock { () -> (observers: ContiguousArray<SubjectDownstreamEntry?>, hasElement: Bool)? in
            if stopped || disposed { return nil }
            stopped = true
            stopError = nil
            let hasElement = last(room)
            let taken = takeStopRecipients()
            if startDelivery() {
                return (taken, hasElement)
            }
            enqueue(completedAfter: hasElement ? room : nil, to: taken)
            return markQueued() ? nil : ([], false)
        }
        guard let direct else { return }
        if direct.hasElement {
            broadcastNext(room.pointee, to: direct.observers, lock: lock)
            room.deinitialize(count: 1)
        }
        if !direct.observers.isEmpty || direct.hasElement {
            broadcastTerminal(nil, of: Element.self, to: direct.observers)
        }
        deliver(Element.self)
    }

    /// Makes the caller the deliverer if no delivery is in progress (then nothing is queued either). Call under
    /// `lock`.
    func startDelivery() -> Bool {
        delivery.compareExchange(
            expected: SubjectDeliveryState.idle, desired: SubjectDeliveryState.delivering, ordering: .acquiring
        ).exchanged
    }

    /// Tells the deliverer that something was queued; returns `false` when its delivery ended meanwhile, in which
    /// case the caller is now the deliverer and delivers the queue. Call under `lock`, after queueing.
    func markQueued() -> Bool {
        var current = delivery.load(ordering: .relaxed)
        while current != SubjectDeliveryState.queued {
            let (exchanged, original) = delivery.compareExchange(
                expected: current, desired: SubjectDeliveryState.queued, ordering: .acquiringAndReleasing
            )
            if exchanged {
                return current != SubjectDeliveryState.idle
            }
            current = original
        }
        return true
    }

    /// Queues an element for `observers` behind the delivery in progress. Call under `lock`.
    ///
    /// The queueing functions are kept out of line, so that the senders' fast paths do not look up the queue's
    /// metadata (the code that makes it would look it up on entry, also on the branches that make none).
    @inline(never)
    func enqueue<Element>(next element: Element, to observers: ContiguousArray<SubjectDownstreamEntry?>) {
        deliveryQueue(of: Element.self).enqueue(next: element, to: observers)
    }

    /// Queues the terminal event `error` stands for (completion when it is `nil`). Call under `lock`.
    @inline(never)
    func enqueue<Element>(
        terminal error: (any Error)?,
        of _: Element.Type,
        to observers: ContiguousArray<SubjectDownstreamEntry?>
    ) {
        deliveryQueue(of: Element.self).enqueue(terminal: error, to: observers)
    }

    /// Queues the element `last` holds, if any (moving it out), then completion. Call under `lock`.
    @inline(never)
    func enqueue<Element>(
        completedAfter last: UnsafeMutablePointer<Element>?,
        to observers: ContiguousArray<SubjectDownstreamEntry?>
    ) {
        let queue = deliveryQueue(of: Element.self)
        if let last {
            queue.enqueue(next: last.move(), to: observers)
        }
        queue.enqueue(terminal: nil, to: observers)
    }

    /// The delivery queue, made when first needed. Call under `lock`.
    func deliveryQueue<Element>(of _: Element.Type) -> SubjectDeliveryQueue<Element> {
        if let queue {
            return unsafeDowncast(queue, to: SubjectDeliveryQueue<Element>.self)
        }
        let made = SubjectDeliveryQueue<Element>()
        queue = made
        return made
    }

    /// Unregisters every observer for the terminal event and returns them, also kept as the stop recipients.
    /// Call under `lock`.
    func takeStopRecipients() -> ContiguousArray<SubjectDownstreamEntry?> {
        stopRecipients = observers
        if countsObserversAfterStop {
            lingeringKeys = observers.keys
        }
        observers.removeAll()
        return stopRecipients.entries
    }

    // MARK: Delivering

    /// Gives the terminal event `error` stands for (completion when it is `nil`) to each of `entries` still
    /// subscribed (see ``broadcastTerminal(_:of:to:lock:)``), then lets go of its recipients.
    func broadcastTerminal<Element>(
        _ error: (any Error)?,
        of _: Element.Type,
        to entries: ContiguousArray<SubjectDownstreamEntry?>
    ) {
        SendableRx.broadcastTerminal(error, of: Element.self, to: entries, lock: lock)
        let released = lock.withLock { () -> SubjectEntryList<SubjectDownstreamEntry> in
            let released = stopRecipients
            stopRecipients = SubjectEntryList()
            return released
        }
        _ = released
    }

    /// Delivers queued entries until the queue is empty, then ends the delivery.
    ///
    /// With nothing queued (the common case) this is one atomic exchange; the lock is taken only to dequeue.
    func deliver<Element>(_: Element.Type) {
        if delivery.compareExchange(
            expected: SubjectDeliveryState.delivering, desired: SubjectDeliveryState.idle,
            ordering: .acquiringAndReleasing
        ).exchanged {
            return
        }
        deliverQueued(Element.self)
    }

    /// ``deliver(_:)`` once something was queued, out of line.
    @inline(never)
    func deliverQueued<Element>(_: Element.Type) {
        // Each queued element is moved out of the queue, under the lock, into this room on the stack.
        withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { room in
            deliverQueued(room: room.baseAddress.unsafelyUnwrapped)
        }
    }

    private func deliverQueued<Element>(room: UnsafeMutablePointer<Element>) {
        while true {
            let next = lock.withLock { () -> SubjectQueuedDelivery? in
                if let queue {
                    let deliveries = unsafeDowncast(queue, to: SubjectDeliveryQueue<Element>.self)
                    if let next = deliveries.dequeue(into: room) {
                        return next
                    }
                }
                // Only the deliverer changes the state outside the lock, so a plain store is safe here; a sender
                // queueing from now on marks it `queued` again.
                delivery.store(SubjectDeliveryState.delivering, ordering: .relaxed)
                return nil
            }
            if let next {
                switch next.kind {
                case .next:
                    broadcastNext(room.pointee, to: next.observers, lock: lock)
                    room.deinitialize(count: 1)
                case .error(let error):
                    broadcastTerminal(error, of: Element.self, to: next.observers)
                case .completed:
                    broadcastTerminal(nil, of: Element.self, to: next.observers)
                }
            }
            if delivery.compareExchange(
                expected: SubjectDeliveryState.delivering, desired: SubjectDeliveryState.idle,
                ordering: .acquiringAndReleasing
            ).exchanged {
                return
            }
        }
    }

    // MARK: Subscribing

    /// Adds an observer and gives it, at once, what `replay` says plus the terminal event if there was one.
    ///
    /// `replay` runs under the lock with the subject's termination and room for one element, and says what the new
    /// observer gets first (for ``SubjectReplayed/one`` it has stored the element in that room). A terminated subject
    /// does not register the observer; a disposed one answers with ``RxError/disposed(object:)``.
    func subscribe<Element>(
        _ downstream: Downstream<Element>,
        owner: AnyObject,
        replay: (SubjectTermination, UnsafeMutablePointer<Element>) -> SubjectReplayed
    ) -> any Disposable {
        // The room for one replayed element is on the stack: no allocation, and no `Element?`.
        withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { room in
            subscribe(downstream, owner: owner, replay: replay, room: room.baseAddress.unsafelyUnwrapped)
        }
    }

    private func subscribe<Element>(
        _ downstream: Downstream<Element>,
        owner: AnyObject,
        replay: (SubjectTermination, UnsafeMutablePointer<Element>) -> SubjectReplayed,
        room: UnsafeMutablePointer<Element>
    ) -> any Disposable {
        let entry = SubjectDownstreamEntry(downstream)
        let (replayed, joined) = lock.withLock { () -> (SubjectReplayed, SubjectJoin) in
            if stopped {
                return (replay(stopError == nil ? .completed : .failed, room), .terminated(stopError))
            }
            if disposed {
                return (.nothing, .refused)
            }
            let replayed = replay(.running, room)
            if !replayed.isEmpty {
                entry.state.store(SubjectEntryState.replaying, ordering: .relaxed)
            }
            return (replayed, .registered(key: observers.insert(entry)))
        }
        switch joined {
        case .terminated(let error):
            replayElements(replayed, from: room, to: downstream, while: nil)
            if let error {
                downstream.error(error)
            } else {
                downstream.completed()
            }
            return Disposables.create()
        case .refused:
            downstream.error(RxError.disposed(object: owner))
            return Disposables.create()
        case .registered(let key):
            if !replayed.isEmpty {
                replayElements(replayed, from: room, to: downstream, while: entry)
                deliverHeld(to: entry, downstream, lock: lock)
            }
            // A function of this class, capturing nothing (so no context to allocate).
            return SubjectSubscription(owner: self, key: key, unsubscribe: SubjectCore.unsubscribe(owner:key:))
        }
    }

    /// Gives `downstream` the elements `replayed` names, oldest first, while `entry` (if any) stays subscribed, and
    /// releases the one element stored in `room`.
    func replayElements<Element>(
        _ replayed: SubjectReplayed,
        from room: UnsafeMutablePointer<Element>,
        to downstream: Downstream<Element>,
        while entry: SubjectDownstreamEntry?
    ) {
        switch replayed {
        case .nothing:
            return
        case .one:
            if entry?.isActive ?? true {
                downstream.next(room.pointee)
            }
            room.deinitialize(count: 1)
        case .buffer(let buffer):
            let buffer = unsafeDowncast(buffer, to: ReplayElementRing<Element>.self)
            for index in 0..<buffer.count {
                if let entry, !entry.isActive { break }
                downstream.next(buffer.element(at: index))
            }
        }
    }

    /// A subject subscription's `unsubscribe` function: turns off and unregisters the entry with `key`.
    static func unsubscribe(owner: AnyObject, key: UInt64) {
        unsafeDowncast(owner, to: SubjectCore.self).unsubscribe(key)
    }

    /// Turns off and unregisters the entry with `key`.
    func unsubscribe(_ key: UInt64) {
        // The removed entry is released after the lock, so no observer's deinit runs under it. Removing copies the
        // array only if a delivery in progress still holds it.
        let removed = lock.withLock { () -> SubjectDownstreamEntry? in
            if let removed = observers.remove(key: key) {
                removed.deactivate()
                return removed
            }
            stopRecipients.entry(forKey: key)?.deactivate()
            _ = lingeringKeys.remove(key: key)
            return nil
        }
        _ = removed
    }

    /// Marks the core disposed: drops observers and queued deliveries, and stops accepting events.
    func dispose() {
        let (removed, dropped) = lock.withLock { () -> (ContiguousArray<SubjectDownstreamEntry?>, AnyObject?) in
            disposed = true
            stopped = false
            stopError = nil
            let dropped = queue
            queue = nil
            let removed = observers.entries
            observers.removeAll()
            for case let entry? in removed {
                entry.deactivate()
            }
            for case let entry? in stopRecipients.entries {
                entry.deactivate()
            }
            lingeringKeys = SubjectKeySet()
            return (removed, dropped)
        }
        _ = removed
        _ = dropped
    }
}

/// Whether a subject has terminated, and how: what decides its replay to a new subscriber.
enum SubjectTermination {
    case running
    case completed
    case failed
}

/// What a subject replays to a new subscriber (and, after termination, before the terminal event), as its replay
/// function reports it under the lock.
enum SubjectReplayed {
    case nothing
    /// One element, stored in the room the core passed.
    case one
    /// The elements of a non-empty ``ReplayElementRing`` of the subject's element type, which stays unchanged
    /// while this snapshot holds it.
    case buffer(AnyObject)

    var isEmpty: Bool {
        if case .nothing = self { return true }
        return false
    }
}

/// How a new subscriber joined a subject.
enum SubjectJoin {
    /// Registered under `key`.
    case registered(key: UInt64)
    /// The subject had terminated, with `error` or completion: the subscriber gets the terminal event.
    case terminated((any Error)?)
    /// The subject was disposed: the subscriber gets ``RxError/disposed(object:)``.
    case refused
}

/// The delivery states of a ``SubjectCore``.
///
/// A sender that finds the core `idle` (under the lock) becomes the deliverer and delivers its event directly. A
/// sender that finds a delivery in progress queues its event and marks the state `queued`. The deliverer, done with
/// an event, changes `delivering` back to `idle` with one atomic exchange; finding `queued` instead, it dequeues
/// under the lock and delivers, and sets `delivering` again once the queue is empty.
enum SubjectDeliveryState {
    /// No delivery in progress, nothing queued.
    static var idle: UInt8 { 0 }
    /// A delivery in progress; nothing queued since the deliverer last looked.
    static var delivering: UInt8 { 1 }
    /// A delivery in progress, and events may be queued.
    static var queued: UInt8 { 2 }
}

/// The deliveries waiting behind a subject's delivery in progress.
///
/// They are not kept as `Event`s: the list of deliveries is not generic, and the elements wait in a ring of their
/// own. So a subject fed from several threads at once, or re-entrantly, queues and delivers elements without looking
/// up generic metadata.
final class SubjectDeliveryQueue<Element> {
    /// The waiting deliveries, oldest first.
    @exclusivity(unchecked) var deliveries = Queue<SubjectQueuedDelivery>(capacity: 2)
    /// The elements of the waiting element deliveries, oldest first.
    let elements = ReplayElementRing<Element>(capacity: 2)

    /// Queues `element` for `observers`.
    func enqueue(next element: Element, to observers: ContiguousArray<SubjectDownstreamEntry?>) {
        elements.append(element, limit: .max)
        deliveries.enqueue(SubjectQueuedDelivery(kind: .next, observers: observers))
    }

    /// Queues the terminal event `error` stands for (completion when it is `nil`) for `observers`.
    func enqueue(terminal error: (any Error)?, to observers: ContiguousArray<SubjectDownstreamEntry?>) {
        let kind: SubjectQueuedDelivery.Kind = if let error { .error(error) } else { .completed }
        deliveries.enqueue(SubjectQueuedDelivery(kind: kind, observers: observers))
    }

    /// Takes the oldest delivery, moving its element (if it is one) to `room`; `nil` when none waits.
    func dequeue(into room: UnsafeMutablePointer<Element>) -> SubjectQueuedDelivery? {
        guard let next = deliveries.dequeue() else { return nil }
        if case .next = next.kind {
            elements.moveFirst(to: room)
        }
        return next
    }
}

/// One entry of a subject's delivery queue: an event for the observers subscribed when it was accepted. An element's
/// value waits in the queue's ring.
struct SubjectQueuedDelivery {
    enum Kind {
        case next
        case error(any Error)
        case completed
    }

    let kind: Kind
    let observers: ContiguousArray<SubjectDownstreamEntry?>
}
