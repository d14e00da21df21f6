// SendableRx — the `Single` trait.

/// The marker of the `Single` trait.
public enum SingleTrait {}

/// A sequence that emits exactly one element or fails.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// The event of a `Single`: success with the element, or failure with an error.
public typealias SingleEvent<Element> = Result<Element, any Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The observer of a `Single` created with `create(subscribe:)`.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a `Single` from a subscribe function that reports success or failure once.
    ///
    /// Only the first report counts; later ones are ignored, and the subscription is disposed after it.
    ///
    /// ```swift
    /// let answer = Single<Int>.create { single in
    ///     single(.success(42))
    ///     return Disposables.create()
    /// }
    /// ```
    ///
    /// - Parameter subscribe: Called for each subscription with the function that reports the result.
    /// - Returns: The `Single`.
    public static func create(
        subscribe: @escaping (@escaping SingleObserver) -> any Disposable
    ) -> Single<Element> {
        Single(raw: .singleCreate(subscribe))
    }

    /// Subscribes a result handler.
    ///
    /// - Parameter observer: Receives `.success(element)` or `.failure(error)`, once.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> any Disposable {
        primitiveSequence.source.subscribe(downstream: TraitResultObserver(observer))
    }

    /// Subscribes success, failure and disposal handlers.
    ///
    /// An error with no `onFailure` handler goes to ``Hooks/defaultErrorHandler``. `onDisposed` runs after
    /// `onSuccess` or `onFailure`, or when the subscription is disposed first.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element.
    ///   - onFailure: Called with the error.
    ///   - onDisposed: Called once the subscription is disposed.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((any Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        subscribeTraitCallbacks(
            to: primitiveSequence.source, onSuccess: onSuccess, onError: onFailure, onCompleted: nil, onDisposed: onDisposed,
            completionIsFailure: true, callStack: Hooks.subscriptionCallStack()
        )
    }

    /// Subscribes handlers that receive `object` as their first argument, without retaining it.
    ///
    /// - Parameters:
    ///   - object: The object passed to each handler; held weakly.
    ///   - onSuccess: Called with the element.
    ///   - onFailure: Called with the error.
    ///   - onDisposed: Called once the subscription is disposed.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, any Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        subscribe(
            onSuccess: calling(onSuccess, withWeak: object),
            onFailure: calling(onFailure, withWeak: object),
            onDisposed: calling(onDisposed, withWeak: object)
        )
    }

    /// A `Single` that succeeds with `element` at once.
    ///
    /// - Parameter element: The element.
    /// - Returns: The `Single`.
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: .just(element))
    }

    /// A `Single` that fails with `error` at once.
    ///
    /// - Parameter error: The error.
    /// - Returns: The `Single`.
    public static func error(_ error: any Swift.Error) -> Single<Element> {
        Single(raw: .error(error))
    }

    /// A `Single` that never reports.
    ///
    /// - Returns: The `Single`.
    public static func never() -> Single<Element> {
        Single(raw: .never())
    }
}

extension ObservableType {
    /// Converts the sequence to a `Single`: its only element, or an error.
    ///
    /// Completion without an element fails with ``RxError/noElements``; a second element fails with
    /// ``RxError/moreThanOneElement`` at once.
    ///
    /// - Returns: The `Single`.
    public func asSingle() -> Single<Element> {
        Single(raw: asObservable().traitElement(emptyIsFailure: true))
    }

    /// The first element as a `Single` of an optional: `nil` when the source completes empty.
    ///
    /// ```
    /// source:    ---1-2-|
    /// first():   ---(1)
    /// ```
    ///
    /// - Returns: A `Single` of the first element, or `nil`.
    public func first() -> Single<Element?> {
        Single(raw: asObservable().firstElement())
    }
}
