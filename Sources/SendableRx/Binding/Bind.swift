// SendableRx — `bind(to:)` and `bind(onNext:)`.

extension ObservableType {
    /// Subscribes each of `observers` to the sequence: every event goes to all of them, in argument order.
    ///
    /// ```swift
    /// username.bind(to: nameLabel.rx.text, greetingLabel.rx.text).disposed(by: disposeBag)
    /// ```
    ///
    /// - Parameter observers: The observers to receive the events.
    /// - Returns: A disposable that ends the binding.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        subscribe { event in
            for observer in observers {
                observer.on(event)
            }
        }
    }

    /// Subscribes each of `observers`, which take optional elements, to the sequence: every element is
    /// wrapped in an optional and goes to all of them, in argument order.
    ///
    /// - Parameter observers: The observers to receive the events.
    /// - Returns: A disposable that ends the binding.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in
            for observer in observers {
                observer.on(event)
            }
        }
    }

    /// Calls `binder` with the sequence and returns its result: lets a function that takes an observable read
    /// as a binding target.
    ///
    /// ```swift
    /// func show(_ titles: Observable<String>) -> Disposable { titles.subscribe(onNext: { print($0) }) }
    /// titles.bind(to: show)
    /// ```
    ///
    /// - Parameter binder: The function to call with the sequence.
    /// - Returns: What `binder` returns.
    @inlinable
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls the curried `binder` with the sequence and then with `curriedArgument`, and returns the result.
    ///
    /// ```swift
    /// func bindTitles(_ titles: Observable<String>) -> (UIFont) -> Disposable { … }
    /// titles.bind(to: bindTitles, curriedArgument: .systemFont(ofSize: 12))
    /// ```
    ///
    /// - Parameters:
    ///   - binder: The curried function to call.
    ///   - curriedArgument: The second argument of `binder`.
    /// - Returns: What `binder` returns.
    @inlinable
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes an element handler to the sequence, treating an error as a programmer error.
    ///
    /// A binding is meant never to fail: an error stops the program in DEBUG builds and is printed in release
    /// builds, as in RxSwift. Handle errors upstream (`catchAndReturn`, `asInfallible`) before binding.
    ///
    /// - Parameter onNext: Called for each element.
    /// - Returns: A disposable that ends the binding.
    public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
        subscribe(onNext: onNext, onError: { error in
            bindingErrorInDebug("Binding error: \(error)")
        })
    }
}

extension ObservableType {
    /// Subscribes an element handler that receives `object` as its first argument, without retaining it,
    /// treating an error as a programmer error (see `bind(onNext:)`).
    ///
    /// Once `object` is gone, elements are ignored.
    ///
    /// - Parameters:
    ///   - object: The object passed to `onNext`; held weakly.
    ///   - onNext: Called for each element while `object` is alive.
    /// - Returns: A disposable that ends the binding.
    public func bind<Object: AnyObject>(
        with object: Object,
        onNext: @escaping (Object, Element) -> Void
    ) -> any Disposable {
        bind(onNext: { [weak object] element in
            guard let object else { return }
            onNext(object, element)
        })
    }
}

extension InfallibleType {
    /// Subscribes each of `observers` to the infallible: every element and the completion go to all of them,
    /// in argument order.
    ///
    /// - Parameter observers: The observers to receive the events.
    /// - Returns: A disposable that ends the binding.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        subscribe { (event: InfallibleEvent<Element>) in
            for observer in observers {
                observer.on(event.event)
            }
        }
    }

    /// Subscribes each of `observers`, which take optional elements, to the infallible: every element is
    /// wrapped in an optional and goes to all of them, in argument order, and so does the completion.
    ///
    /// - Parameter observers: The observers to receive the events.
    /// - Returns: A disposable that ends the binding.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { (event: InfallibleEvent<Element?>) in
            for observer in observers {
                observer.on(event.event)
            }
        }
    }

    /// Calls `binder` with the infallible and returns its result.
    ///
    /// - Parameter binder: The function to call with the infallible.
    /// - Returns: What `binder` returns.
    @inlinable
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls the curried `binder` with the infallible and then with `curriedArgument`, and returns the result.
    ///
    /// - Parameters:
    ///   - binder: The curried function to call.
    ///   - curriedArgument: The second argument of `binder`.
    /// - Returns: What `binder` returns.
    @inlinable
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes an element handler to the infallible.
    ///
    /// - Parameter onNext: Called for each element.
    /// - Returns: A disposable that ends the binding.
    @inlinable
    public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
        subscribe(onNext: onNext)
    }
}
