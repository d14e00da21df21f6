// SendableRx — the Producer half of the Producer + Sink architecture.

/// What an operator's `run` closure returns: its sink and its upstream subscription.
@usableFromInline
typealias SinkAndSubscription = (sink: any Disposable & AnyObject, subscription: any Disposable)

extension Observable {
    /// Creates an operator's observable from its `run` closure — the Producer of the Producer + Sink
    /// architecture.
    ///
    /// Each subscription creates a ``SinkDisposer``, calls `run` with the observer and the disposer (the
    /// sink's `cancel`), then hands the disposer the sink and upstream subscription. When no
    /// `CurrentThreadScheduler` loop runs on the calling thread, the subscription runs inside one, so that
    /// nested subscriptions and recursive scheduling queue instead of recursing.
    ///
    /// `run` is a closure created by the operator's `@inlinable` entry point, so the sink it builds is
    /// specialised in the client module.
    @inlinable
    static func producer(
        _ run: @escaping (AnyObserver<Element>, SinkDisposer) -> SinkAndSubscription
    ) -> Observable<Element> {
        Producer(run)
    }
}

/// The observable of an operator: runs the operator's `run` closure for each subscription (see
/// ``Observable/producer(_:)``).
@usableFromInline
final class Producer<Element>: Observable<Element> {
    @usableFromInline let run: (AnyObserver<Element>, SinkDisposer) -> SinkAndSubscription

    @inlinable
    init(_ run: @escaping (AnyObserver<Element>, SinkDisposer) -> SinkAndSubscription) {
        self.run = run
        super.init()
    }

    @inlinable
    override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
        subscribeProducer(observer, run)
    }
}

@inlinable
func subscribeProducer<Element>(
    _ observer: AnyObserver<Element>,
    _ run: @escaping (AnyObserver<Element>, SinkDisposer) -> SinkAndSubscription
) -> any Disposable {
    CurrentThreadScheduler.trampolined {
        runProducer(observer, run)
    }
}

@inlinable
func runProducer<Element>(
    _ observer: AnyObserver<Element>,
    _ run: (AnyObserver<Element>, SinkDisposer) -> SinkAndSubscription
) -> any Disposable {
    let disposer = SinkDisposer()
    let sinkAndSubscription = run(observer, disposer)
    disposer.setSinkAndSubscription(sink: sinkAndSubscription.sink, subscription: sinkAndSubscription.subscription)
    return disposer
}
