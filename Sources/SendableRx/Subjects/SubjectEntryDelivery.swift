// SendableRx — the observers of the subjects and of `share(replay: 0 or 1, scope: .whileConnected)`: their entries,
// and the loops that give them an event, holding it for an entry still being replayed to.

/// A registered observer of a subject: its downstream, kept as `AnyObject` so that the subject's observer list and
/// its snapshots are not generic.
// @unchecked Sendable: `observer` is immutable and called by one thread at a time (the subject's deliverer, or the
// subscribing thread while the entry is replaying); `state` is atomic; `held` and `key` are touched only under the
// subject's lock.
final class SubjectDownstreamEntry: SubjectEntry, @unchecked Sendable {
    /// The observer: a `Downstream<Element>` of the subject's element type.
    let observer: AnyObject
    /// Events delivered while the entry was replaying, in order: a ``SubjectHeldEvents`` of the subject's element
    /// type, or `nil` while there are none. Guarded by the subject's lock.
    @exclusivity(unchecked) var held: AnyObject?

    init<Element>(_ downstream: Downstream<Element>) {
        observer = downstream
        held = nil
        super.init()
    }

    /// The observer, as the downstream it was registered as.
    @inline(__always)
    func downstream<Element>(of _: Element.Type) -> Downstream<Element> {
        unsafeDowncast(observer, to: Downstream<Element>.self)
    }

    /// Keeps `event` for later if the entry is replaying; returns whether the caller should deliver it now (the
    /// entry went live meanwhile). Call under the subject's lock.
    func holdIfReplaying<Element>(_ event: Event<Element>) -> Bool {
        switch state.load(ordering: .acquiring) {
        case SubjectEntryState.replaying:
            if let held {
                unsafeDowncast(held, to: SubjectHeldEvents<Element>.self).events.append(event)
            } else {
                held = SubjectHeldEvents(event)
            }
            return false
        case SubjectEntryState.live:
            return true
        default:
            return false
        }
    }

    /// Takes the held events (a ``SubjectHeldEvents``), or — when there are none — makes the entry live (unless its
    /// subscription was disposed meanwhile) and returns `nil`. Call under the subject's lock.
    func takeHeldOrGoLive() -> AnyObject? {
        guard let taken = held else {
            _ = state.compareExchange(
                expected: SubjectEntryState.replaying, desired: SubjectEntryState.live, ordering: .acquiringAndReleasing
            )
            return nil
        }
        held = nil
        return taken
    }
}

/// The events held for an entry while it is being replayed to, in order.
final class SubjectHeldEvents<Element> {
    @exclusivity(unchecked) var events: ContiguousArray<Event<Element>>

    init(_ first: Event<Element>) {
        events = [first]
    }
}

// MARK: Delivering to entries
//
// The functions below take the lock of the entries' owner (a subject's core, a shared sequence), which guards the
// events held for an entry while it is replayed to; observers are called outside it.

/// Gives `element` to each of `entries` still subscribed; an entry still being replayed to keeps it for later.
func broadcastNext<Element>(
    _ element: Element,
    to entries: ContiguousArray<SubjectDownstreamEntry?>,
    lock: borrowing Lock
) {
    forEachEntry(in: entries) { entry in
        switch entry.state.load(ordering: .acquiring) {
        case SubjectEntryState.live:
            entry.downstream(of: Element.self).next(element)
        case SubjectEntryState.replaying:
            if holdIfReplaying(next: element, for: entry, lock: lock) {
                entry.downstream(of: Element.self).next(element)
            }
        default:
            return
        }
    }
}

/// Keeps `element` for `entry` if it is still being replayed to; returns whether the caller should deliver it now
/// (the entry went live meanwhile). The rare path, out of line.
@inline(never)
func holdIfReplaying<Element>(next element: Element, for entry: SubjectDownstreamEntry, lock: borrowing Lock) -> Bool {
    let event = Event<Element>.next(element)
    return lock.withLock { entry.holdIfReplaying(event) }
}

/// Gives the terminal event `error` stands for (completion when it is `nil`) to each of `entries` still subscribed;
/// an entry still being replayed to keeps it for later.
func broadcastTerminal<Element>(
    _ error: (any Error)?,
    of _: Element.Type,
    to entries: ContiguousArray<SubjectDownstreamEntry?>,
    lock: borrowing Lock
) {
    forEachEntry(in: entries) { entry in
        switch entry.state.load(ordering: .acquiring) {
        case SubjectEntryState.live:
            break
        case SubjectEntryState.replaying:
            if !holdIfReplaying(terminal: error, of: Element.self, for: entry, lock: lock) {
                return
            }
        default:
            return
        }
        if let error {
            entry.downstream(of: Element.self).error(error)
        } else {
            entry.downstream(of: Element.self).completed()
        }
    }
}

/// ``holdIfReplaying(next:for:lock:)`` for a terminal event. The rare path, out of line.
@inline(never)
func holdIfReplaying<Element>(
    terminal error: (any Error)?,
    of _: Element.Type,
    for entry: SubjectDownstreamEntry,
    lock: borrowing Lock
) -> Bool {
    let event = terminalEvent(error, of: Element.self)
    return lock.withLock { entry.holdIfReplaying(event) }
}

/// Delivers the events held for a registered entry while it was being replayed to, until none is left, and makes it
/// live.
func deliverHeld<Element>(to entry: SubjectDownstreamEntry, _ downstream: Downstream<Element>, lock: borrowing Lock) {
    while true {
        let held = lock.withLock { entry.takeHeldOrGoLive() }
        guard let held else { return }
        deliver(held: held, to: entry, downstream)
    }
}

/// Delivers `held` (a ``SubjectHeldEvents``) to a registered entry while it stays subscribed. The rare path, out of
/// line.
@inline(never)
func deliver<Element>(held: AnyObject, to entry: SubjectDownstreamEntry, _ downstream: Downstream<Element>) {
    for event in unsafeDowncast(held, to: SubjectHeldEvents<Element>.self).events {
        guard entry.isActive else { break }
        deliverEvent(event, to: downstream)
    }
}

/// Calls `body` with each entry of `entries`, skipping the empty slots, without retaining the entries: the snapshot
/// keeps them alive throughout, and retaining and releasing each one would cost two atomic operations per observer
/// per element.
@inline(__always)
func forEachEntry(in entries: ContiguousArray<SubjectDownstreamEntry?>, _ body: (SubjectDownstreamEntry) -> Void) {
    entries.withUnsafeBufferPointer { slots in
        guard let base = slots.baseAddress else { return }
        // Read as raw pointers: an optional class reference is one pointer, null for `nil`.
        let references = UnsafeRawPointer(base)
        for index in 0..<slots.count {
            let offset = index &* MemoryLayout<UnsafeRawPointer>.stride
            guard let reference = references.load(fromByteOffset: offset, as: UnsafeRawPointer?.self) else { continue }
            Unmanaged<SubjectDownstreamEntry>.fromOpaque(reference)._withUnsafeGuaranteedRef(body)
        }
    }
}

/// The terminal event `error` stands for: the error, or completion when it is `nil`.
func terminalEvent<Element>(_ error: (any Error)?, of _: Element.Type) -> Event<Element> {
    if let error {
        return .error(error)
    }
    return .completed
}

/// Gives `event` to `downstream`.
func deliverEvent<Element>(_ event: Event<Element>, to downstream: Downstream<Element>) {
    switch event {
    case .next(let element): downstream.next(element)
    case .error(let error): downstream.error(error)
    case .completed: downstream.completed()
    }
}
