// SendableRx — `Observable.create`.

import Synchronization

extension Observable {
    /// Creates an observable from a subscribe function.
    ///
    /// The function runs once per subscription with an observer to send events to; it returns a disposable
    /// that releases what it started. Events after the first terminal event are ignored, and the
    /// subscription is disposed after a terminal event.
    ///
    /// ```swift
    /// let numbers = Observable<Int>.create { observer in
    ///     observer.onNext(1)
    ///     observer.onNext(2)
    ///     observer.onCompleted()
    ///     return Disposables.create()
    /// }
    /// ```
    ///
    /// - Parameter subscribe: Called for each subscription.
    /// - Returns: The observable sequence.
    @inlinable
    public static func create(
        _ subscribe: @escaping (AnyObserver<Element>) -> any Disposable
    ) -> Observable<Element> {
        .producer { observer, cancel in
            let sink = AnonymousObservableSink(observer: observer, cancel: cancel)
            let subscription = subscribe(AnyObserver(eventHandler: sink.on))
            return (sink, subscription)
        }
    }
}

/// The sink of `create`: enforces the grammar on what the user's function sends.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant.
final class AnonymousObservableSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let isStopped = Atomic<Bool>(false)

    @inlinable
    override init(observer: AnyObserver<Element>, cancel: SinkDisposer) {
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if isStopped.load(ordering: .relaxed) { return }
            forwardOn(event)
        case .error, .completed:
            if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            forwardOn(event)
            dispose()
        }
    }
}
