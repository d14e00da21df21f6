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
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            let subscription = scheduler.scheduleRecursive(Element.zero) { index, recurse in
                if index < count {
                    sink.forwardOn(.next(start + index))
                    recurse(index + 1)
                } else {
                    sink.forwardOn(.completed)
                    sink.dispose()
                }
            }
            return (sink, subscription)
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
        .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            let subscription = scheduler.scheduleRecursive(element) { element, recurse in
                sink.forwardOn(.next(element))
                recurse(element)
            }
            return (sink, subscription)
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
        .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            var state = initialState
            let subscription = scheduler.scheduleRecursive(true) { isFirst, recurse in
                do {
                    if !isFirst {
                        state = try iterate(state)
                    }
                    if try condition(state) {
                        sink.forwardOn(.next(state))
                        recurse(false)
                    } else {
                        sink.forwardOn(.completed)
                        sink.dispose()
                    }
                } catch {
                    sink.forwardOn(.error(error))
                    sink.dispose()
                }
            }
            return (sink, subscription)
        }
    }
}
