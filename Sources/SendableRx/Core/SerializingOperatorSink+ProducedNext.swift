// SendableRx — sending what a serializing sink only knows under its lock: an element, the completion, or both.

/// What the closure given to ``SerializingOperatorSink/send(producedBy:)`` made under the lock.
enum Produced {
    /// Nothing to send.
    case nothing
    /// An element, written to the memory the closure was given.
    case element
    /// The completion.
    case completion
    /// An element, written to the memory the closure was given, then the completion.
    case elementAndCompletion

    var hasElement: Bool { self == .element || self == .elementAndCompletion }
    var completes: Bool { self == .completion || self == .elementAndCompletion }
}

/// What ``SerializingOperatorSink/send(producedBy:)`` does once it has released the lock.
private enum AfterProducing {
    case nothing
    case deliver(Produced)
    case drain
}

extension SerializingOperatorSink {
    /// Sends what `produce`, run under the lock, makes, in order with the other events: an element it writes to the
    /// memory it is given, the completion, or the element and then the completion (the last sample, the last
    /// buffer, the element a debounce holds when its source completes).
    ///
    /// When no other delivery is in progress, this thread delivers it after releasing the lock, without building
    /// an `Event` or touching the outbox; otherwise it waits in the outbox behind the events queued before it.
    /// `produce` runs even after a terminal event (it may clear state), and what it makes then is dropped.
    final func send(producedBy produce: (UnsafeMutablePointer<Element>) -> Produced) {
        withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { buffer in
            let element = buffer.baseAddress.unsafelyUnwrapped
            let after = lock.withLock { () -> AfterProducing in
                let produced = produce(element)
                if produced != .nothing {
                    if terminated {
                        if produced.hasElement { element.deinitialize(count: 1) }
                    } else if !draining && queued == 0 {
                        draining = true
                        if produced.completes { terminated = true }
                        return .deliver(produced)
                    } else {
                        if produced.hasElement { enqueueProduced(element) }
                        if produced.completes { enqueueEnd(nil) }
                    }
                }
                if !draining && queued > 0 {
                    draining = true
                    return .drain
                }
                return .nothing
            }
            switch after {
            case .nothing:
                return
            case .deliver(let produced):
                if produced.hasElement {
                    forwardNext(element.move())
                }
                if produced.completes {
                    forwardCompletedAndDispose()
                }
                finishDelivering()
            case .drain:
                drainQueued()
            }
        }
    }

    /// Sends the element that `produce`, run under the lock, writes to the memory it is given, if it returns
    /// `true`: ``send(producedBy:)`` for an element alone.
    final func sendNext(producedBy produce: (UnsafeMutablePointer<Element>) -> Bool) {
        send(producedBy: { produce($0) ? .element : .nothing })
    }

    /// Queues the element at `element` as a `.next` event; call only under the lock. Out of line so that the
    /// uncontended path of ``send(producedBy:)`` does not look up the metadata of `Event<Element>`.
    @inline(never)
    private func enqueueProduced(_ element: UnsafeMutablePointer<Element>) {
        enqueue(.next(element.move()))
    }
}
