// SendableRx — the observer behind the closure-based `subscribe` forms.

import Synchronization

/// An observer that forwards events to a closure and ignores everything after the first terminal event.
@usableFromInline
final class AnonymousObserver<Element>: ObserverType {
    @usableFromInline let eventHandler: (Event<Element>) -> Void
    @usableFromInline let isStopped = Atomic<Bool>(false)

    @inlinable
    init(_ eventHandler: @escaping (Event<Element>) -> Void) {
        self.eventHandler = eventHandler
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if isStopped.load(ordering: .relaxed) { return }
            eventHandler(event)
        case .error, .completed:
            if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            eventHandler(event)
        }
    }
}
