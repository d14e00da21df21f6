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
    public static func of(
        _ elements: Element...,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        array(elements, scheduler: scheduler)
    }

    /// An observable that emits the elements of `array` in order, then completes.
    ///
    /// - Parameters:
    ///   - array: The elements.
    ///   - scheduler: Where each element is sent; by default the current-thread trampoline.
    /// - Returns: The observable sequence.
    public static func from(
        _ array: [Element],
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        self.array(array, scheduler: scheduler)
    }

    /// An observable that emits the elements of `sequence` in order, then completes.
    ///
    /// The sequence is iterated anew for each subscription.
    ///
    /// - Parameters:
    ///   - sequence: The elements.
    ///   - scheduler: Where each element is sent; by default the current-thread trampoline.
    /// - Returns: The observable sequence.
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
    public static func from(optional: Element?) -> Observable<Element> {
        guard let element = optional else { return .empty() }
        return JustObservable(element)
    }

    /// An observable that emits the wrapped value, if any, then completes; each event scheduled on `scheduler`.
    ///
    /// - Parameters:
    ///   - optional: The optional element.
    ///   - scheduler: Where the events are sent.
    /// - Returns: The observable sequence.
    public static func from(optional: Element?, scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        OperatorProducer { downstream, cancel in
            let sink = SourceSink(downstream: downstream, cancel: cancel)
            let subscription = scheduler.schedule(optional) { optional in
                guard let element = optional else {
                    sink.forwardCompletedAndDispose()
                    return Disposables.create()
                }
                sink.forwardNext(element)
                return scheduler.schedule(()) { _ in
                    sink.forwardCompletedAndDispose()
                    return Disposables.create()
                }
            }
            return (sink, subscription)
        }
    }

    /// The elements of an array, indexed rather than iterated: an array's iterator returns `Element?`, whose
    /// metadata unspecialised code would look up for every element.
    static func array(_ elements: [Element], scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        OperatorProducer { downstream, cancel in
            let sink = ArraySink(elements: elements, downstream: downstream, cancel: cancel)
            return (sink, sink.runSteps(on: scheduler))
        }
    }

    static func sequence<Source: Swift.Sequence>(
        _ elements: Source,
        scheduler: any ImmediateSchedulerType
    ) -> Observable<Element> where Source.Element == Element {
        OperatorProducer { downstream, cancel in
            let sink = SequenceSink(iterator: elements.makeIterator(), downstream: downstream, cancel: cancel)
            return (sink, sink.runSteps(on: scheduler))
        }
    }
}

/// The sink of `of` and `from`: one element of the iterator per step.
final class SequenceSink<Iterator: IteratorProtocol>:
    // @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; `iterator` is advanced only by
    // the steps, which run one at a time.
    OperatorSink<Iterator.Element, Iterator.Element>, SteppingSink, @unchecked Sendable
{
    @exclusivity(unchecked) var iterator: Iterator

    init(iterator: Iterator, downstream: Downstream<Iterator.Element>, cancel: SinkDisposer) {
        self.iterator = iterator
        super.init(downstream: downstream, cancel: cancel)
    }

    func step() -> Bool {
        if let next = iterator.next() {
            forwardNext(next)
            return true
        }
        forwardCompletedAndDispose()
        return false
    }
}

// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; `index` is advanced only by the
// steps, which run one at a time.
final class ArraySink<Element>: OperatorSink<Element, Element>, SteppingSink, @unchecked Sendable {
    let elements: [Element]
    @exclusivity(unchecked) var index = 0

    init(elements: [Element], downstream: Downstream<Element>, cancel: SinkDisposer) {
        self.elements = elements
        super.init(downstream: downstream, cancel: cancel)
    }

    func step() -> Bool {
        if index < elements.count {
            let element = elements[index]
            index += 1
            forwardNext(element)
            return true
        }
        forwardCompletedAndDispose()
        return false
    }
}
