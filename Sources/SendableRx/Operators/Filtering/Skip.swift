// SendableRx — `skip(_:)` and `skip(while:)`.

extension ObservableType {
    /// Drops the first `count` elements.
    ///
    /// ```
    /// source:   -1-2-3-4-|
    /// skip(2):  -----3-4-|
    /// ```
    ///
    /// A zero or negative `count` drops nothing; a count above the number of elements (`Int.max`) leaves only the
    /// terminal event.
    ///
    /// - Parameter count: How many elements to drop.
    /// - Returns: The sequence without its first `count` elements.
    @inlinable
    public func skip(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = SkipCountSink(count: count, observer: observer, cancel: cancel)
            return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
        }
    }

    /// Drops elements while `predicate` holds, then passes on everything.
    ///
    /// ```
    /// source:                  -1-2-3-1-|
    /// skip(while: { $0 < 3 }): -----3-1-|
    /// ```
    ///
    /// An error thrown by `predicate` is sent as an `error` event and the source subscription is disposed.
    ///
    /// - Parameter predicate: Whether to keep dropping.
    /// - Returns: The sequence from the first element that fails `predicate` on.
    @inlinable
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = SkipWhileSink(predicate: predicate, observer: observer, cancel: cancel)
            return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
        }
    }

    /// Drops elements while `predicate` holds. Renamed to ``skip(while:)``.
    @available(*, deprecated, renamed: "skip(while:)")
    @inlinable
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }
}

/// The sink of `skip(_:)`: counts down the elements still to drop.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant; `remaining` is touched only in the
// serialized event flow.
final class SkipCountSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var remaining: Int

    @inlinable
    init(count: Int, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        remaining = count
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if remaining > 0 {
                remaining -= 1
            } else {
                forwardOn(event)
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

/// The sink of `skip(while:)`: asks the predicate until it first fails.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant; `skipping` is touched only in the
// serialized event flow.
final class SkipWhileSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let predicate: (Element) throws -> Bool
    @usableFromInline @exclusivity(unchecked) var skipping = true

    @inlinable
    init(predicate: @escaping (Element) throws -> Bool, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if skipping {
                do {
                    skipping = try predicate(value)
                } catch {
                    forwardOn(.error(error))
                    dispose()
                    return
                }
            }
            if !skipping {
                forwardOn(event)
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
