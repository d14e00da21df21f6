// SendableRx — the `Completable` trait.

/// The marker of the `Completable` trait.
public enum CompletableTrait {}

/// A sequence that completes or fails, with no elements.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// The event of a `Completable`.
@frozen
public enum CompletableEvent: Sendable {
    /// Failure with an error.
    case error(any Swift.Error)
    /// Completion.
    case completed
}

extension CompletableEvent: Equatable {
    /// Equal when the same case; errors compare by ``errorsAreEqual(_:_:)``.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.error(let left), .error(let right)): return errorsAreEqual(left, right)
        case (.completed, .completed): return true
        default: return false
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The observer of a `Completable` created with `create(subscribe:)`.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Creates a `Completable` from a subscribe function that reports completion or failure once.
    ///
    /// - Parameter subscribe: Called for each subscription with the function that reports the result.
    /// - Returns: The `Completable`.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> any Disposable) -> Completable {
        Completable(raw: Observable<Never>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        })
    }

    /// Subscribes a result handler.
    ///
    /// - Parameter observer: Receives `.completed` or `.error`, once.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> any Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if stopped { return }
            switch event {
            case .next:
                return
            case .error(let error):
                stopped = true
                observer(.error(error))
            case .completed:
                stopped = true
                observer(.completed)
            }
        }
    }

    /// Subscribes completion, error and disposal handlers.
    ///
    /// An error with no `onError` handler goes to ``Hooks/defaultErrorHandler``.
    ///
    /// - Parameters:
    ///   - onCompleted: Called on completion.
    ///   - onError: Called with the error.
    ///   - onDisposed: Called once the subscription is disposed.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((any Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        let disposable: any Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let callStack = Hooks.subscriptionCallStack()
        let subscription = subscribe { (event: CompletableEvent) in
            switch event {
            case .error(let error):
                if let onError {
                    onError(error)
                } else {
                    Hooks.reportUnhandledError(callStack, error)
                }
            case .completed:
                onCompleted?()
            }
            disposable.dispose()
        }
        return Disposables.create(subscription, disposable)
    }

    /// Subscribes handlers that receive `object` as their first argument, without retaining it.
    ///
    /// - Parameters:
    ///   - object: The object passed to each handler; held weakly.
    ///   - onCompleted: Called on completion.
    ///   - onError: Called with the error.
    ///   - onDisposed: Called once the subscription is disposed.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, any Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        subscribe(
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onError: { [weak object] in
                guard let object else { return }
                onError?(object, $0)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }

    /// A `Completable` that completes at once.
    public static func empty() -> Completable {
        Completable(raw: .empty())
    }

    /// A `Completable` that fails with `error` at once.
    public static func error(_ error: any Swift.Error) -> Completable {
        Completable(raw: .error(error))
    }

    /// A `Completable` that never reports.
    public static func never() -> Completable {
        Completable(raw: .never())
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs `next` after this `Completable` completes.
    ///
    /// ```
    /// self:          ---|
    /// next:             -(1)
    /// andThen(next): ----(1)
    /// ```
    ///
    /// - Parameter second: The `Single` to run next.
    /// - Returns: A `Single` with `second`'s result; it fails if this `Completable` fails.
    public func andThen<Next>(_ second: Single<Next>) -> Single<Next> {
        Single(raw: Observable<Never>.concatNever(primitiveSequence.source, then: second.asObservable()))
    }

    /// Runs `second` after this `Completable` completes.
    public func andThen<Next>(_ second: Maybe<Next>) -> Maybe<Next> {
        Maybe(raw: Observable<Never>.concatNever(primitiveSequence.source, then: second.asObservable()))
    }

    /// Runs `second` after this `Completable` completes.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: Observable<Never>.concatNever(primitiveSequence.source, then: second.asObservable()))
    }

    /// Runs `second` after this `Completable` completes.
    ///
    /// `second` may be any observable — a subject or a relay's observable as well as an `Observable` — as in
    /// RxSwift, where subjects are observables.
    ///
    /// - Parameter second: The sequence to subscribe to once this `Completable` completes.
    /// - Returns: An observable with `second`'s events; it fails if this `Completable` fails.
    public func andThen<Source: ObservableType>(_ second: Source) -> Observable<Source.Element> {
        Observable<Never>.concatNever(primitiveSequence.source, then: second.asObservable())
    }

    /// Runs `second` after this `Completable` completes.
    public func concat(_ second: Completable) -> Completable {
        andThen(second)
    }

    /// Runs the `Completable`s one after another.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        Completable(raw: Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// Runs the `Completable`s one after another.
    public static func concat(_ sources: Completable...) -> Completable {
        concat(sources)
    }

    /// Runs the `Completable`s at once; completes when all have completed, fails when one fails.
    public static func merge<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        Completable(raw: Observable.merge(sequence.map { $0.asObservable() }))
    }

    /// Runs the `Completable`s at once; completes when all have completed, fails when one fails.
    public static func merge(_ sources: Completable...) -> Completable {
        merge(sources)
    }

    /// Runs the `Completable`s at once; completes when all have completed, fails when one fails.
    public static func zip(_ sources: Completable...) -> Completable {
        merge(sources)
    }

    /// Runs the `Completable`s at once; completes when all have completed, fails when one fails.
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        merge(sources)
    }

    /// Runs side effects for the result and the subscription lifecycle.
    ///
    /// - Returns: The same `Completable`, with the side effects.
    public func `do`(
        onError: ((any Swift.Error) throws -> Void)? = nil,
        afterError: ((any Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(raw: primitiveSequence.source.do(
            onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
        ))
    }
}

extension ObservableType where Element == Swift.Never {
    /// Converts a sequence without elements to a `Completable`.
    ///
    /// - Returns: The `Completable`.
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}

extension ObservableType {
    /// Converts the sequence to a `Completable`, ignoring its elements.
    ///
    /// - Returns: A `Completable` that completes or fails with the sequence.
    public func asCompletable() -> Completable {
        Completable(raw: ignoreElements())
    }
}

extension Observable where Element == Swift.Never {
    /// Subscribes to `next` after `first` completes; `first` has no elements.
    static func concatNever<Next>(_ first: Observable<Never>, then next: Observable<Next>) -> Observable<Next> {
        .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            let subscription = SerialDisposable()
            let firstSubscription = SingleAssignmentDisposable()
            subscription.disposable = firstSubscription
            firstSubscription.setDisposable(first.subscribe(AnyObserver<Never> { event in
                switch event {
                case .error(let error):
                    sink.forwardOn(.error(error))
                    sink.dispose()
                case .completed:
                    let nextSubscription = SingleAssignmentDisposable()
                    subscription.disposable = nextSubscription
                    nextSubscription.setDisposable(next.subscribe(AnyObserver<Next> { event in
                        sink.forwardOn(event)
                        if event.isStopEvent {
                            sink.dispose()
                        }
                    }))
                }
            }))
            return (sink, subscription)
        }
    }
}
