// SendableRx — `take(while:behavior:)` and `take(until:behavior:)` with a predicate.

/// Whether the element that ends `take(while:)` or `take(until:)` is passed on.
public enum TakeBehavior: Sendable {
    /// The element that ends the sequence is passed on before completion.
    case inclusive
    /// The element that ends the sequence is dropped.
    case exclusive
}

extension ObservableType {
    /// Passes on elements while `predicate` holds, then completes.
    ///
    /// ```
    /// source:                  -1-2-3-1-|
    /// take(while: { $0 < 3 }): -1-2-|
    /// ```
    ///
    /// An error thrown by `predicate` is sent as an `error` event and the source subscription is disposed.
    ///
    /// - Parameters:
    ///   - predicate: Whether to keep going.
    ///   - behavior: Whether the first element that fails `predicate` is passed on; `.exclusive` by default.
    /// - Returns: The sequence of the leading elements that satisfy `predicate`.
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        takeWhileSink(predicate, stopWhen: false, behavior: behavior)
    }

    /// Passes on elements until `predicate` holds, then completes.
    ///
    /// ```
    /// source:                    -1-2-3-1-|
    /// take(until: { $0 == 3 }):  -1-2-|
    /// ```
    ///
    /// An error thrown by `predicate` is sent as an `error` event and the source subscription is disposed.
    ///
    /// - Parameters:
    ///   - predicate: Whether to stop.
    ///   - behavior: Whether the element that satisfies `predicate` is passed on; `.exclusive` by default.
    /// - Returns: The sequence of the elements before the first that satisfies `predicate`.
    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        takeWhileSink(predicate, stopWhen: true, behavior: behavior)
    }

    /// The producer of both predicate forms: the sequence ends at the first element for which `predicate` returns
    /// `stopWhen`.
    func takeWhileSink(
        _ predicate: @escaping (Element) throws -> Bool,
        stopWhen: Bool,
        behavior: TakeBehavior
    ) -> Observable<Element> {
        let source = asObservable()
        return OperatorProducer { downstream, cancel in
            let sink = TakeWhileSink(
                predicate: predicate, stopWhen: stopWhen, inclusive: behavior == .inclusive,
                downstream: downstream, cancel: cancel
            )
            return (sink, source.subscribe(downstream: sink))
        }
    }

    /// Passes on elements while `predicate` holds. Renamed to ``take(while:behavior:)``.
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }

    /// Passes on elements until `predicate` holds. Renamed to ``take(until:behavior:)``.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(
        _ behavior: TakeBehavior,
        predicate: @escaping (Element) throws -> Bool
    ) -> Observable<Element> {
        take(until: predicate, behavior: behavior)
    }
}

/// The sink of `take(while:)` and `take(until:)` with a predicate.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant.
final class TakeWhileSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    let predicate: (Element) throws -> Bool
    let stopWhen: Bool
    let inclusive: Bool

    init(
        predicate: @escaping (Element) throws -> Bool,
        stopWhen: Bool,
        inclusive: Bool,
        downstream: Downstream<Element>,
        cancel: SinkDisposer
    ) {
        self.predicate = predicate
        self.stopWhen = stopWhen
        self.inclusive = inclusive
        super.init(downstream: downstream, cancel: cancel)
    }

    override func next(_ element: Element) {
        let stops: Bool
        do {
            stops = try predicate(element) == stopWhen
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        if !stops {
            forwardNext(element)
            return
        }
        if inclusive {
            forwardNext(element)
        }
        forwardCompletedAndDispose()
    }
}
