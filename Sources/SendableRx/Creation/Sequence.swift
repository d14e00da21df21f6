// SendableRx — `of` and `from`.

extension Observable {
    /// An observable that emits the given elements in order, then completes.
    ///
    /// ```
    /// of(1, 2, 3):  (1)(2)(3)|
    /// ```
    ///
    /// - Parameters:
    ///   - elements: The elements.
    ///   - scheduler: Where each element is sent; by default the current-thread trampoline.
    /// - Returns: The observable sequence.
    @inlinable
    public static func of(
        _ elements: Element...,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        sequence(elements, scheduler: scheduler)
    }

    /// An observable that emits the elements of `array` in order, then completes.
    ///
    /// - Parameters:
    ///   - array: The elements.
    ///   - scheduler: Where each element is sent; by default the current-thread trampoline.
    /// - Returns: The observable sequence.
    @inlinable
    public static func from(
        _ array: [Element],
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        sequence(array, scheduler: scheduler)
    }

    /// An observable that emits the elements of `sequence` in order, then completes.
    ///
    /// The sequence is iterated anew for each subscription.
    ///
    /// - Parameters:
    ///   - sequence: The elements.
    ///   - scheduler: Where each element is sent; by default the current-thread trampoline.
    /// - Returns: The observable sequence.
    @inlinable
    public static func from<Source: Swift.Sequence>(
        _ sequence: Source,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Source.Element == Element {
        self.sequence(sequence, scheduler: scheduler)
    }

    /// An observable that emits the wrapped value, if any, then completes; synchronously on subscription.
    ///
    /// - Parameter optional: The optional element.
    /// - Returns: The observable sequence.
    @inlinable
    public static func from(optional: Element?) -> Observable<Element> {
        .keeping(optional) { optional, observer in
            if let optional {
                observer.on(.next(optional))
            }
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// An observable that emits the wrapped value, if any, then completes; each event scheduled on `scheduler`.
    ///
    /// - Parameters:
    ///   - optional: The optional element.
    ///   - scheduler: Where the events are sent.
    /// - Returns: The observable sequence.
    @inlinable
    public static func from(optional: Element?, scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            let subscription = scheduler.schedule(optional) { optional in
                guard let element = optional else {
                    sink.forwardOn(.completed)
                    sink.dispose()
                    return Disposables.create()
                }
                sink.forwardOn(.next(element))
                return scheduler.schedule(()) { _ in
                    sink.forwardOn(.completed)
                    sink.dispose()
                    return Disposables.create()
                }
            }
            return (sink, subscription)
        }
    }

    @inlinable
    static func sequence<Source: Swift.Sequence>(
        _ elements: Source,
        scheduler: any ImmediateSchedulerType
    ) -> Observable<Element> where Source.Element == Element {
        .producer { observer, cancel in
            let sink = SequenceSink(iterator: elements.makeIterator(), observer: observer, cancel: cancel)
            return (sink, sink.runSteps(on: scheduler))
        }
    }
}

/// The sink of `of` and `from`: one element of the iterator per step.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant; `iterator` is advanced only by the
// steps, which run one at a time.
final class SequenceSink<Iterator: IteratorProtocol>: Sink<Iterator.Element>, SteppingSink, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var iterator: Iterator

    @inlinable
    init(iterator: Iterator, observer: AnyObserver<Iterator.Element>, cancel: SinkDisposer) {
        self.iterator = iterator
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func step() -> Bool {
        if let next = iterator.next() {
            forwardOn(.next(next))
            return true
        }
        forwardOn(.completed)
        dispose()
        return false
    }
}
