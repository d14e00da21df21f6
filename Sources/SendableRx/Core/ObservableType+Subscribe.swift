// SendableRx — the `subscribe` forms.

extension ObservableType {
    /// Subscribes an event handler to the sequence.
    ///
    /// The handler receives every event up to and including the first terminal event.
    ///
    /// - Parameter on: Receives each event.
    /// - Returns: A disposable that cancels the subscription.
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
        let observer = AnonymousObserver(on)
        return asObservable().subscribe(AnyObserver(eventHandler: observer.on))
    }

    /// Subscribes element, error, completion and disposal handlers to the sequence.
    ///
    /// After an error or completion the subscription is disposed, so `onDisposed` runs after `onError` or
    /// `onCompleted`; it also runs when the returned disposable is disposed first. An error with no `onError`
    /// handler goes to ``Hooks/defaultErrorHandler``.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3)
    ///     .subscribe(onNext: { print($0) }, onCompleted: { print("done") })
    ///     .disposed(by: disposeBag)
    /// ```
    ///
    /// - Parameters:
    ///   - onNext: Called for each element.
    ///   - onError: Called when the sequence fails.
    ///   - onCompleted: Called when the sequence completes.
    ///   - onDisposed: Called once the subscription is disposed, for whatever reason.
    /// - Returns: A disposable that cancels the subscription.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((any Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        let disposable: any Disposable
        if let onDisposed {
            disposable = Disposables.create(with: onDisposed)
        } else {
            disposable = Disposables.create()
        }
        let callStack = Hooks.subscriptionCallStack()
        let observer = AnonymousObserver<Element> { event in
            switch event {
            case .next(let value):
                onNext?(value)
            case .error(let error):
                if let onError {
                    onError(error)
                } else {
                    Hooks.reportUnhandledError(callStack, error)
                }
                disposable.dispose()
            case .completed:
                onCompleted?()
                disposable.dispose()
            }
        }
        return Disposables.create(asObservable().subscribe(AnyObserver(eventHandler: observer.on)), disposable)
    }

    /// Subscribes handlers that receive `object` as their first argument, without retaining it.
    ///
    /// Once `object` has been deallocated, the handlers are no longer called.
    ///
    /// - Parameters:
    ///   - object: The object passed to each handler; held weakly.
    ///   - onNext: Called for each element.
    ///   - onError: Called when the sequence fails.
    ///   - onCompleted: Called when the sequence completes.
    ///   - onDisposed: Called once the subscription is disposed.
    /// - Returns: A disposable that cancels the subscription.
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, any Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        subscribe(
            onNext: { [weak object] in
                guard let object else { return }
                onNext?(object, $0)
            },
            onError: { [weak object] in
                guard let object else { return }
                onError?(object, $0)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }
}
