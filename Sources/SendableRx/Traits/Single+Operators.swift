// SendableRx — the operators of `Single`.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` that succeeds with `element` on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the result is sent.
    /// - Returns: The `Single`.
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Single<Element> {
        Single(raw: .just(element, scheduler: scheduler))
    }

    /// Subscribes success and failure handlers. Renamed to `subscribe(onSuccess:onFailure:onDisposed:)`.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping (any Swift.Error) -> Void,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Transforms the element.
    ///
    /// - Parameter transform: Converts the element; an error it throws fails the `Single`.
    /// - Returns: The transformed `Single`.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// Transforms the element, completing without one when `transform` returns `nil`.
    ///
    /// - Returns: A `Maybe`.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Continues with the `Single` that `selector` makes of the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: .traitFlatMap(primitiveSequence.source, selector))
    }

    /// Continues with the `Maybe` that `selector` makes of the element.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: .traitFlatMap(primitiveSequence.source, selector))
    }

    /// Continues with the `Completable` that `selector` makes of the element.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: .traitFlatMap(primitiveSequence.source, selector))
    }

    /// Completes without an element unless the element satisfies `predicate`.
    ///
    /// - Returns: A `Maybe`.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Succeeds with `element` instead of failing.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// Succeeds with `element` instead of failing. Renamed to `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
        catchAndReturn(element)
    }

    /// Runs side effects for the result and the subscription lifecycle.
    ///
    /// - Parameters:
    ///   - onSuccess: Before the element is passed on.
    ///   - afterSuccess: After the element is passed on.
    ///   - onError: Before the error is passed on.
    ///   - afterError: After the error is passed on.
    ///   - onSubscribe: Before subscribing.
    ///   - onSubscribed: After subscribing.
    ///   - onDispose: When the subscription is disposed.
    /// - Returns: The same `Single`, with the side effects.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((any Swift.Error) throws -> Void)? = nil,
        afterError: ((any Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(raw: primitiveSequence.source.do(
            onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
        ))
    }

    /// The `Single` as a `Maybe`.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }

    /// The `Single` without its element: completes or fails as it does.
    public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.source.ignoreElements())
    }
}

// The written-out `Single.zip` and `Maybe.zip` forms for two to eight sources are in PrimitiveSequence+Zip.swift.
extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with every element in source order once all have succeeded.
    ///
    /// As in RxSwift, the trait's `Element` is the element of the sources: `Single<Int>.zip(singles)` is a
    /// `Single<[Int]>`.
    ///
    /// - Parameter collection: The `Single`s.
    /// - Returns: A `Single` of the elements; an empty collection succeeds with `[]`.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Single<[Element]> where Collection.Element == Single<Element> {
        if collection.isEmpty {
            return .just([])
        }
        return Single<[Element]>(raw: Observable.zip(collection.map { $0.asObservable() }))
    }

    /// Combines every element in source order with `resultSelector` once all have succeeded.
    ///
    /// As in RxSwift, the trait's `Element` is the element of the sources: `Single<Int>.zip(singles) { … }` is a
    /// `Single` of what `resultSelector` returns.
    ///
    /// - Parameters:
    ///   - collection: The `Single`s.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Single`; an empty collection succeeds with `resultSelector([])`, called for each
    ///   subscription.
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> Single<Result> where Collection.Element == Single<Element> {
        if collection.isEmpty {
            return Single<Result>(raw: Observable.deferred { .just(try resultSelector([])) })
        }
        return Single<Result>(raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }
}

