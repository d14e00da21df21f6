// SendableRx — `range`, `repeatElement` and `generate`.

/// The integer types `range`, `timer` and `interval` produce.
public typealias RxAbstractInteger = FixedWidthInteger

extension Observable where Element: RxAbstractInteger {
    /// An observable that emits `count` consecutive integers starting at `start`, then completes.
    ///
    /// ```
    /// range(start: 1, count: 3):  (1)(2)(3)|
    /// ```
    ///
    /// - Parameters:
    ///   - start: The first integer.
    ///   - count: How many integers to emit.
    ///   - scheduler: Where each element is sent; by default the current-thread trampoline.
    /// - Returns: The observable sequence.
    /// - Precondition: `count` is not negative and `start + count - 1` does not overflow (as in RxSwift, a
    ///   violation stops the program with a message naming the argument).
    public static func range(
        start: Element,
        count: Element,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        precondition(count >= 0, "Observable.range: count can't be negative (\(count))")
        if count > 0 {
            let (_, overflow) = start.addingReportingOverflow(count - 1)
            precondition(!overflow, "Observable.range: start + count - 1 overflows \(Element.self)")
        }
        return OperatorProducer { downstream, cancel in
            let sink = RangeSink(start: start, count: count, downstream: downstream, cancel: cancel)
            return (sink, sink.runSteps(on: scheduler))
        }
    }
}

extension Observable {
    /// An observable that emits `element` forever.
    ///
    /// - Parameters:
    ///   - element: The element to repeat.
    ///   - scheduler: Where each element is sent; by default the current-thread trampoline.
    /// - Returns: The observable sequence.
    public static func repeatElement(
        _ element: Element,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        OperatorProducer { downstream, cancel in
            let sink = RepeatElementSink(element: element, downstream: downstream, cancel: cancel)
            return (sink, sink.runSteps(on: scheduler))
        }
    }

    /// An observable that emits states from `initialState`, advanced by `iterate`, while `condition` holds.
    ///
    /// An error thrown by `condition` or `iterate` is sent as an `error` event.
    ///
    /// ```swift
    /// Observable.generate(initialState: 1, condition: { $0 < 10 }, iterate: { $0 * 2 })  // 1, 2, 4, 8
    /// ```
    ///
    /// - Parameters:
    ///   - initialState: The first state.
    ///   - condition: Whether to emit the state and go on.
    ///   - scheduler: Where each element is sent; by default the current-thread trampoline.
    ///   - iterate: Computes the next state.
    /// - Returns: The observable sequence.
    public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        OperatorProducer { downstream, cancel in
            let sink = GenerateSink(
                initialState: initialState, condition: condition, iterate: iterate, downstream: downstream, cancel: cancel
            )
            return (sink, sink.runSteps(on: scheduler))
        }
    }
}

/// The sink of `range`: one integer per step.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; `index` is advanced only by the
// steps, which run one at a time.
final class RangeSink<Element: RxAbstractInteger>: OperatorSink<Element, Element>, SteppingSink, @unchecked Sendable {
    let start: Element
    let count: Element
    @exclusivity(unchecked) var index: Element = .zero

    init(start: Element, count: Element, downstream: Downstream<Element>, cancel: SinkDisposer) {
        self.start = start
        self.count = count
        super.init(downstream: downstream, cancel: cancel)
    }

    func step() -> Bool {
        if index < count {
            let element = start + index
            index += 1
            forwardNext(element)
            return true
        }
        forwardCompletedAndDispose()
        return false
    }
}

/// The sink of `repeatElement`: the element once per step, forever.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant.
final class RepeatElementSink<Element>: OperatorSink<Element, Element>, SteppingSink, @unchecked Sendable {
    let element: Element

    init(element: Element, downstream: Downstream<Element>, cancel: SinkDisposer) {
        self.element = element
        super.init(downstream: downstream, cancel: cancel)
    }

    func step() -> Bool {
        forwardNext(element)
        return true
    }
}

/// The sink of `generate`: one state per step.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; `state` and `isFirst` are
// touched only by the steps, which run one at a time.
final class GenerateSink<Element>: OperatorSink<Element, Element>, SteppingSink, @unchecked Sendable {
    let condition: (Element) throws -> Bool
    let iterate: (Element) throws -> Element
    @exclusivity(unchecked) var state: Element
    @exclusivity(unchecked) var isFirst = true

    init(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        iterate: @escaping (Element) throws -> Element,
        downstream: Downstream<Element>,
        cancel: SinkDisposer
    ) {
        self.state = initialState
        self.condition = condition
        self.iterate = iterate
        super.init(downstream: downstream, cancel: cancel)
    }

    func step() -> Bool {
        do {
            if !isFirst {
                state = try iterate(state)
            }
            isFirst = false
            if try condition(state) {
                forwardNext(state)
                return true
            }
        } catch {
            forwardErrorAndDispose(error)
            return false
        }
        forwardCompletedAndDispose()
        return false
    }
}
