// SendableRxCocoa — one observer fed by notification blocks that may run on several threads at once.

import Foundation
import SendableRx
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Passes notifications to one observer one at a time, whichever threads post them.
///
/// `NotificationCenter` runs an observer block on the posting thread, so two threads posting at once would call
/// the observer concurrently (RxCocoa lets that happen). Here the first thread to deliver owns the delivery:
/// notifications posted meanwhile on other threads are queued and delivered by the owner, in the order they were
/// handed over, after the one it is delivering. A notification posted from inside the observer, on the owning
/// thread, is delivered at once, as `NotificationCenter` itself would (and RxCocoa does). The observer is never
/// called while the lock is held.
// @unchecked Sendable: `observer` is called only by the thread recorded as `owner` under the lock, so never by two
// threads at once; the queue and the owner are guarded by `state`.
final class SerialNotificationDelivery: @unchecked Sendable {
    private struct State {
        /// The delivering thread, as `currentThreadIdentity()` gives it; `nil` while no thread delivers.
        var owner: UInt?
        // Notifications handed over by posting threads, each passed only to the observer by the owner.
        var queue: [UncheckedReference<Notification>] = []
    }

    private let observer: AnyObserver<Notification>
    private let state = RxMutex(State())

    init(_ observer: AnyObserver<Notification>) {
        self.observer = observer
    }

    /// Delivers `notification` now, or queues it for the thread that is delivering.
    func deliver(_ notification: Notification) {
        let me = currentThreadIdentity()
        let handedOver = UncheckedReference(notification)
        enum Action { case deliverAndDrain, deliverNested, queued }
        let action: Action = state.withLock { state in
            guard let owner = state.owner else {
                state.owner = me
                return .deliverAndDrain
            }
            if owner == me {
                return .deliverNested
            }
            state.queue.append(handedOver)
            return .queued
        }
        switch action {
        case .queued:
            return
        case .deliverNested:
            observer.onNext(notification)
        case .deliverAndDrain:
            observer.onNext(notification)
            while let batch = nextQueued() {
                for next in batch {
                    observer.onNext(next.value)
                }
            }
        }
    }

    /// The notifications queued so far, in order (later ones form the next batch), or `nil` after giving up
    /// ownership when there are none.
    private func nextQueued() -> [UncheckedReference<Notification>]? {
        state.withLock { state in
            if state.queue.isEmpty {
                state.owner = nil
                return nil
            }
            defer { state.queue = [] }
            return state.queue
        }
    }
}

/// The calling thread's `pthread_t` as an integer, unique among live threads (the owner lives while it delivers).
///
/// `pthread_t` is an integer on Glibc but a pointer on Darwin (`UnsafeMutablePointer<_opaque_pthread_t>`) and Musl,
/// which is not `Sendable` and cannot be kept in the mutex's state there; its bit pattern can.
private func currentThreadIdentity() -> UInt {
    #if canImport(Glibc)
    UInt(pthread_self())
    #else
    UInt(bitPattern: pthread_self())
    #endif
}
