// SendableRx — the operators of `Infallible`. Their closures cannot throw, so the result cannot fail either.

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
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops elements that `comparer` considers equal to the previous one.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops elements whose value at `keyPath` equals the previous element's.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// Maps each element to an infallible and merges them.
    public func flatMap<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMap { selector($0).asObservable() })
    }

    /// Maps each element to an infallible, mirroring only the latest.
    public func flatMapLatest<Source: InfallibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapLatest { selector($0).asObservable() })
    }

    /// Maps each element to an infallible, ignoring elements while one is active.
    public func flatMapFirst<Source: InfallibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapFirst { selector($0).asObservable() })
    }

    /// Maps each element to an infallible and concatenates them.
    public func concatMap<Source: InfallibleType>(
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
    /// - Precondition: `duration` is not negative, since an infallible cannot report it as an error.
    public func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Infallible<Element> {
        precondition(!duration.isNegative, "Infallible.take(for:): duration can't be negative")
        return Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// Passes on elements while `predicate` holds.
    public func take(while predicate: @escaping (Element) -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// Passes on elements until `predicate` holds.
    public func take(until predicate: @escaping (Element) -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// Passes on elements until `other` emits.
    public func take<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// Drops the first `count` elements; a zero or negative `count` drops nothing.
    public func skip(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().skip(count))
    }

    /// Drops elements while `predicate` holds.
    public func skip(while predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// Drops elements until `other` emits.
    public func skip<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other.asObservable()))
    }

    /// Emits an element only after `dueTime` without another.
    ///
    /// - Precondition: `dueTime` is not negative, since an infallible cannot report it as an error.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Infallible<Element> {
        precondition(!dueTime.isNegative, "Infallible.debounce: dueTime can't be negative")
        return Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// Emits at most one element per `dueTime` window.
    ///
    /// - Precondition: `dueTime` is not negative, since an infallible cannot report it as an error.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType) -> Infallible<Element> {
        precondition(!dueTime.isNegative, "Infallible.throttle: dueTime can't be negative")
        return Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
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

    /// Combines each element with the latest element of `second`.
    public func withLatestFrom<Source: InfallibleType, Result>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) -> Result
    ) -> Infallible<Result> {
        Infallible(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// Replaces each element with the latest element of `second`.
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible(asObservable().withLatestFrom(second.asObservable()))
    }

    /// Runs side effects for the events and the subscription lifecycle; the closures cannot throw.
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
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
    public func concat<Source: InfallibleType>(_ second: Source) -> Infallible<Element> where Source.Element == Element {
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
}

extension InfallibleType where Element: Equatable {
    /// Drops elements equal to the previous one.
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}
