// SendableRx — the operators of `Infallible`.
//
// The transforming closures (`map`, `filter`, `flatMap`, `scan`, …) cannot throw. Where RxSwift's signature takes a
// throwing closure (`do`, `distinctUntilChanged`, `take(while:)`, `skip(while:)`, the result selectors of `zip`,
// `combineLatest` and `withLatestFrom`, `deferred`), so does ours, so that RxSwift code compiles unchanged; an
// error thrown there ends the sequence with that error, as in RxSwift, breaking the infallible's promise — don't
// throw from them.

extension InfallibleType {
    /// Transforms each element. See `ObservableType.map(_:)`.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }

    /// Transforms each element and passes on the non-`nil` results.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible(asObservable().compactMap(transform))
    }

    /// Passes on only the elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// Emits each intermediate accumulator value.
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void) -> Infallible<Seed> {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Emits each intermediate accumulator value.
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Drops elements whose key equals the previous element's.
    ///
    /// - Parameter keySelector: Computes the key to compare; it should not throw (an error ends the sequence).
    /// - Returns: The sequence without consecutive duplicates.
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) throws -> Key
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops elements that `comparer` considers equal to the previous one.
    ///
    /// - Parameter comparer: Returns `true` when two elements count as equal; it should not throw.
    /// - Returns: The sequence without consecutive duplicates.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops elements whose key `comparer` considers equal to the previous element's key.
    ///
    /// - Parameters:
    ///   - keySelector: Computes the key to compare; it should not throw.
    ///   - comparer: Returns `true` when two keys count as equal; it should not throw.
    /// - Returns: The sequence without consecutive duplicates.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops elements whose value at `keyPath` equals the previous element's.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// Maps each element to a sequence and merges them.
    ///
    /// As in RxSwift, the inner sequences may be any observable (a subject, say); one that fails ends the result
    /// with its error, so give it an infallible (or `asInfallible(…)`) to keep the promise.
    ///
    /// - Parameter selector: Makes the inner sequence of an element.
    /// - Returns: The merged inner elements.
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMap { selector($0).asObservable() })
    }

    /// Maps each element to a sequence, mirroring only the latest one (see `flatMap(_:)` for inner sequences
    /// that may fail).
    ///
    /// - Parameter selector: Makes the inner sequence of an element.
    /// - Returns: The elements of the latest inner sequence.
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapLatest { selector($0).asObservable() })
    }

    /// Maps each element to a sequence, ignoring elements while one is active (see `flatMap(_:)` for inner
    /// sequences that may fail).
    ///
    /// - Parameter selector: Makes the inner sequence of an element.
    /// - Returns: The elements of the inner sequences that were subscribed.
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapFirst { selector($0).asObservable() })
    }

    /// Maps each element to a sequence and concatenates them (see `flatMap(_:)` for inner sequences that may
    /// fail).
    ///
    /// - Parameter selector: Makes the inner sequence of an element.
    /// - Returns: The inner elements, one inner sequence after another.
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().concatMap { selector($0).asObservable() })
    }

    /// Emits `elements` first, then this sequence's.
    public func startWith(_ elements: Element...) -> Infallible<Element> {
        Infallible(asObservable().startWith(contentsOf: elements))
    }

    /// Passes on the first `count` elements, then completes; `take(0)` completes at once without subscribing.
    ///
    /// - Precondition: `count` is not negative, as for `ObservableType.take(_:)`.
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// Passes on elements for `duration`, then completes.
    ///
    /// - Parameters:
    ///   - duration: How long to pass elements on; a negative duration counts as zero, as in RxSwift.
    ///   - scheduler: The scheduler that times the duration.
    /// - Returns: The elements of the first `duration`.
    public func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration.notNegative, scheduler: scheduler))
    }

    /// Passes on elements while `predicate` holds.
    ///
    /// - Parameters:
    ///   - predicate: Decides whether to go on; it should not throw (an error ends the sequence).
    ///   - behavior: Whether the element that stops the sequence is passed on too.
    /// - Returns: The leading elements that satisfy `predicate`.
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// Passes on elements until `predicate` holds.
    ///
    /// - Parameters:
    ///   - predicate: Decides whether to stop; it should not throw (an error ends the sequence).
    ///   - behavior: Whether the element that stops the sequence is passed on too.
    /// - Returns: The elements before the first one that satisfies `predicate`.
    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// Passes on elements until `other` emits.
    ///
    /// - Parameter other: The trigger.
    /// - Returns: The elements before the trigger.
    public func take<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// Passes on elements until `other` — any observable, a subject for instance — emits; an error of `other`
    /// ends the result with that error, as in RxSwift.
    ///
    /// - Parameter other: The trigger.
    /// - Returns: The elements before the trigger.
    public func take<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// Drops the first `count` elements; a zero or negative `count` drops nothing.
    public func skip(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().skip(count))
    }

    /// Drops elements while `predicate` holds.
    ///
    /// - Parameter predicate: Decides whether to keep dropping; it should not throw (an error ends the sequence).
    /// - Returns: The elements from the first one that fails `predicate` on.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// Drops elements until `other` emits.
    ///
    /// - Parameter other: The trigger.
    /// - Returns: The elements from the trigger on.
    public func skip<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other.asObservable()))
    }

    /// Drops elements until `other` — any observable, a subject for instance — emits; an error of `other` ends
    /// the result with that error, as in RxSwift.
    ///
    /// - Parameter other: The trigger.
    /// - Returns: The elements from the trigger on.
    public func skip<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }

    /// Emits an element only after `dueTime` without another.
    ///
    /// - Parameters:
    ///   - dueTime: The quiet time; a negative one counts as zero, as in RxSwift.
    ///   - scheduler: The scheduler that times the quiet time.
    /// - Returns: The debounced sequence.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime.notNegative, scheduler: scheduler))
    }

    /// Emits at most one element per `dueTime` window.
    ///
    /// - Parameters:
    ///   - dueTime: The window; a negative one counts as zero, as in RxSwift.
    ///   - latest: Whether to emit the latest element of a window at its end.
    ///   - scheduler: The scheduler that times the windows.
    /// - Returns: The throttled sequence.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().throttle(dueTime.notNegative, latest: latest, scheduler: scheduler))
    }

    /// Shares one subscription among all subscribers. See `ObservableType.share(replay:scope:)`.
    ///
    /// - Precondition: `replay` is not negative, checked as for `ObservableType.share(replay:scope:)`: with
    ///   `.whileConnected` at the first subscription, with `.forever` at this call.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }

    /// Pairs each element with `object`, without retaining it; completes once `object` is gone.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Infallible<(Object, Element)> {
        Infallible(asObservable().withUnretained(object))
    }

    /// Combines each element with `object`, without retaining it; completes once `object` is gone.
    ///
    /// - Parameters:
    ///   - object: The object to pass to `resultSelector`; held weakly.
    ///   - resultSelector: Combines the object and an element.
    /// - Returns: The combinations.
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Infallible<Out> {
        Infallible(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Prints every event and the subscription lifecycle; see `ObservableType.debug(_:trimOutput:file:line:function:)`.
    ///
    /// - Returns: The same infallible, with logging.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Infallible<Element> {
        Infallible(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Combines each element with the latest element of `second`.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is used.
    ///   - resultSelector: Combines the two; it should not throw (an error ends the sequence).
    /// - Returns: The combinations; elements that arrive before `second` has emitted are dropped.
    public func withLatestFrom<Source: InfallibleType, Result>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> Result
    ) -> Infallible<Result> {
        Infallible(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// Replaces each element with the latest element of `second`.
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible(asObservable().withLatestFrom(second.asObservable()))
    }

    /// Runs side effects for the events and the subscription lifecycle.
    ///
    /// - Parameters:
    ///   - onNext: Before an element is passed on.
    ///   - afterNext: After an element is passed on.
    ///   - onCompleted: Before completion is passed on.
    ///   - afterCompleted: After completion is passed on.
    ///   - onSubscribe: Before subscribing.
    ///   - onSubscribed: After subscribing.
    ///   - onDispose: When the subscription is disposed.
    /// - Returns: The same infallible, with the side effects. The event handlers should not throw: an error they
    ///   throw ends the sequence with it, as in RxSwift.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(asObservable().do(
            onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
        ))
    }

    /// Emits this sequence's elements, then `second`'s.
    ///
    /// - Parameter second: The sequence to continue with: an infallible, or — as in RxSwift — any observable
    ///   (whose error would end the result).
    /// - Returns: The concatenation.
    public func concat<Source: ObservableConvertibleType>(
        _ second: Source
    ) -> Infallible<Element> where Source.Element == Element {
        Infallible(asObservable().concat(second.asObservable()))
    }
}

extension Infallible {
    /// Merges the elements of several infallibles.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of several infallibles.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Emits the elements of each infallible in turn.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
    where Sequence.Element == Infallible<Element> {
        Infallible(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// Emits the elements of each infallible in turn.
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        concat(sources)
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops elements equal to the previous one.
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}
