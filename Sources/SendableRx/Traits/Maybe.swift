// SendableRx — the `Maybe` trait.

/// The marker of the `Maybe` trait.
public enum MaybeTrait {}

/// A sequence that succeeds with one element, completes without one, or fails.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// The event of a `Maybe`.
@frozen
public enum MaybeEvent<Element> {
    /// Success with an element.
    case success(Element)
    /// Failure with an error.
    case error(any Swift.Error)
    /// Completion without an element.
    case completed
}

extension MaybeEvent: Sendable where Element: Sendable {}

extension MaybeEvent: Equatable where Element: Equatable {
    /// Equal when the same case with equal payloads; errors compare by ``errorsAreEqual(_:_:)``.
    @inlinable
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let left), .success(let right)): return left == right
        case (.error(let left), .error(let right)): return errorsAreEqual(left, right)
        case (.completed, .completed): return true
        default: return false
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The observer of a `Maybe` created with `create(subscribe:)`.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Creates a `Maybe` from a subscribe function that reports once: success, completion or failure.
    ///
    /// Only the first report counts; later ones are ignored, and the subscription is disposed after it.
    ///
    /// - Parameter subscribe: Called for each subscription with the function that reports the result.
    /// - Returns: The `Maybe`.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> any Disposable) -> Maybe<Element> {
        Maybe(raw: .maybeCreate(subscribe))
    }

    /// Subscribes a result handler.
    ///
    /// - Parameter observer: Receives `.success`, `.completed` or `.error`, once.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> any Disposable {
        primitiveSequence.source.subscribe(downstream: TraitResultObserver(observer))
    }

    /// Subscribes success, error, completion and disposal handlers.
    ///
    /// An error with no `onError` handler goes to ``Hooks/defaultErrorHandler``. `onDisposed` runs after the
    /// result, or when the subscription is disposed first.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element.
    ///   - onError: Called with the error.
    ///   - onCompleted: Called when the `Maybe` completes without an element.
    ///   - onDisposed: Called once the subscription is disposed.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((any Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        subscribeTraitCallbacks(
            to: primitiveSequence.source, onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
            completionIsFailure: false, callStack: Hooks.subscriptionCallStack()
        )
    }

    /// Subscribes handlers that receive `object` as their first argument, without retaining it.
    ///
    /// - Parameters:
    ///   - object: The object passed to each handler; held weakly.
    ///   - onSuccess: Called with the element.
    ///   - onError: Called with the error.
    ///   - onCompleted: Called on completion without an element.
    ///   - onDisposed: Called once the subscription is disposed.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, any Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        subscribe(
            onSuccess: calling(onSuccess, withWeak: object),
            onError: calling(onError, withWeak: object),
            onCompleted: calling(onCompleted, withWeak: object),
            onDisposed: calling(onDisposed, withWeak: object)
        )
    }

    /// A `Maybe` that succeeds with `element` at once.
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: .just(element))
    }

    /// A `Maybe` that succeeds with `element` on `scheduler`.
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: .just(element, scheduler: scheduler))
    }

    /// A `Maybe` that fails with `error` at once.
    public static func error(_ error: any Swift.Error) -> Maybe<Element> {
        Maybe(raw: .error(error))
    }

    /// A `Maybe` that never reports.
    public static func never() -> Maybe<Element> {
        Maybe(raw: .never())
    }

    /// A `Maybe` that completes at once without an element.
    public static func empty() -> Maybe<Element> {
        Maybe(raw: .empty())
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Transforms the element.
    ///
    /// - Parameter transform: Converts the element; an error it throws fails the `Maybe`.
    /// - Returns: The transformed `Maybe`.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
    }

    /// Transforms the element, completing without one when `transform` returns `nil`.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Continues with the `Maybe` that `selector` makes of the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: .traitFlatMap(primitiveSequence.source, selector))
    }

    /// Completes without an element unless the element satisfies `predicate`.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Succeeds with `default` when the `Maybe` completes without an element.
    ///
    /// - Returns: A `Single`.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
    }

    /// Continues with `other` when the `Maybe` completes without an element.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.asObservable()))
    }

    /// Continues with `other` when the `Maybe` completes without an element.
    ///
    /// - Returns: A `Single`.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.asObservable()))
    }

    /// Succeeds with `element` instead of failing.
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// Succeeds with `element` instead of failing. Renamed to `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element)
    }

    /// Runs side effects for the result and the subscription lifecycle.
    ///
    /// - Returns: The same `Maybe`, with the side effects.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((any Swift.Error) throws -> Void)? = nil,
        afterError: ((any Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.do(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
            onSubscribed: onSubscribed, onDispose: onDispose
        ))
    }

    /// The `Maybe` without its element: completes or fails as it does.
    public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.source.ignoreElements())
    }
}

extension ObservableType {
    /// Converts the sequence to a `Maybe`: its only element, completion without one, or an error.
    ///
    /// A second element fails the `Maybe` with ``RxError/moreThanOneElement``.
    ///
    /// - Returns: The `Maybe`.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: asObservable().traitElement(emptyIsFailure: false))
    }
}
