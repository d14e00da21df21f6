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
        CreateObservable(subscribe)
    }
}

/// The sink of `create`: enforces the grammar on what the user's function sends.
/// The observable of ``Observable/create(_:)``. Its initialiser is inlined into the client so that the base class keeps
/// an `AnyObserver` adapter specialised there: the observer the handler receives takes its events apart with code
/// compiled for the element type, and everything else is compiled once, here.
@usableFromInline
final class CreateObservable<Element>: Observable<Element> {
    @usableFromInline let subscribeHandler: (AnyObserver<Element>) -> any Disposable

    @inlinable
    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> any Disposable) {
        self.subscribeHandler = subscribeHandler
        super.init()
    }

    override func subscribe(downstream: Downstream<Element>) -> any Disposable {
        CurrentThreadScheduler.trampolined {
            let disposer = SinkDisposer()
            let sink = AnonymousObservableSink(downstream: downstream, cancel: disposer)
            let observer = observerForwarding.map { $0(sink) } ?? AnyObserver(eventHandler: sink.on)
            let subscription = subscribeHandler(observer)
            disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
            return disposer
        }
    }
}

// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; `isStopped` is atomic.
final class AnonymousObservableSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    let isStopped = Atomic<Bool>(false)

    override func next(_ element: Element) {
        if isStopped.load(ordering: .relaxed) { return }
        forwardNext(element)
    }

    override func error(_ error: any Error) {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        forwardErrorAndDispose(error)
    }

    override func completed() {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        forwardCompletedAndDispose()
    }

    /// Takes an event apart unspecialised: only when the client kept no adapter.
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): next(element)
        case .error(let error): self.error(error)
        case .completed: completed()
        }
    }
}
