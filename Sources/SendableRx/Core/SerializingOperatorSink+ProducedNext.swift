// SendableRx — sending an element that a serializing sink only knows under its lock.

/// What ``SerializingOperatorSink/sendNext(producedBy:)`` does once it has released the lock.
private enum AfterProducing {
    case nothing
    case deliverProduced
    case drain
}

extension SerializingOperatorSink {
    /// Sends the element that `produce`, run under the lock, writes to the memory it is given, in order with the
    /// other events: what ``sendLocked(_:)`` does with a `.next` event, but, like ``sendNext(_:if:)``, without building
    /// an `Event` when no other delivery is in progress (the element is then delivered by this thread, after the
    /// lock is released).
    ///
    /// `produce` returns whether it initialised the memory. Instead, it may queue events with ``enqueue(_:)`` and
    /// return `false` (an element followed by the completion, say); it must not do both. As with ``sendLocked(_:)``,
    /// it runs even after a terminal event, and what it produces then is dropped.
    final func sendNext(producedBy produce: (UnsafeMutablePointer<Element>) -> Bool) {
        withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { buffer in
            let element = buffer.baseAddress.unsafelyUnwrapped
            let after = lock.withLock { () -> AfterProducing in
                if produce(element) {
                    if terminated {
                        element.deinitialize(count: 1)
                    } else if !draining && queued == 0 {
                        draining = true
                        return .deliverProduced
                    } else {
                        enqueueProduced(element)
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
            case .deliverProduced:
                forwardNext(element.move())
                finishDelivering()
            case .drain:
                drainQueued()
            }
        }
    }

    /// Queues the element at `element` as a `.next` event; call only under the lock. Out of line so that the
    /// uncontended path of ``sendNext(producedBy:)`` does not look up the metadata of `Event<Element>`.
    @inline(never)
    private func enqueueProduced(_ element: UnsafeMutablePointer<Element>) {
        enqueue(.next(element.move()))
    }
}
