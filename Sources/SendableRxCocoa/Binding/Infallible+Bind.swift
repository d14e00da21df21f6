// SendableRxCocoa — `bind(to:)` and `bind(onNext:)` for `Infallible`, as RxCocoa adds them.

import SendableRx
import SendableRxRelay

extension InfallibleType {
    /// Subscribes `observers` to the infallible: every event (elements and completion) goes to each of them, in
    /// argument order.
    ///
    /// - Parameter observers: The observers.
    /// - Returns: A disposable that ends the binding.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        subscribe { (event: Event<Element>) in
            for observer in observers {
                observer.on(event)
            }
        }
    }

    /// Subscribes `observers`, which take optional elements, to the infallible: every element goes to each of
    /// them wrapped in an optional, in argument order.
    ///
    /// - Parameter observers: The observers.
    /// - Returns: A disposable that ends the binding.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        subscribe { (event: Event<Element>) in
            let optional = event.map { $0 as Element? }
            for observer in observers {
                observer.on(optional)
            }
        }
    }

    /// Calls `binder` with the infallible and returns its result.
    ///
    /// - Parameter binder: The function to call.
    /// - Returns: What `binder` returns.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls the curried `binder` with the infallible, then with `curriedArgument`, and returns the result.
    ///
    /// - Parameters:
    ///   - binder: The curried function to call.
    ///   - curriedArgument: Its second argument.
    /// - Returns: What `binder` returns.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes an element handler to the infallible.
    ///
    /// - Parameter onNext: Called for each element.
    /// - Returns: A disposable that ends the binding.
    public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
        subscribe(onNext: onNext)
    }

    /// Subscribes an element handler that receives `object` first, without retaining it; once `object` is gone,
    /// the handler is no longer called.
    ///
    /// - Parameters:
    ///   - object: The object passed to the handler; held weakly.
    ///   - onNext: Called for each element.
    /// - Returns: A disposable that ends the binding.
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> any Disposable {
        subscribe(onNext: { [weak object] element in
            if let object { onNext(object, element) }
        })
    }

    /// Makes each element the value of `relays`; completion is ignored.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Makes each element, wrapped in an optional, the value of `relays`; completion is ignored.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: BehaviorRelay<Element?>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Passes each element to `relays`; completion is ignored.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Passes each element, wrapped in an optional, to `relays`; completion is ignored.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: PublishRelay<Element?>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Passes each element to `relays`, which replay it; completion is ignored.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: ReplayRelay<Element>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Passes each element, wrapped in an optional, to `relays`, which replay it; completion is ignored.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: ReplayRelay<Element?>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}

extension ObservableType {
    /// Subscribes an element handler that receives `object` first, without retaining it; once `object` is gone,
    /// the handler is no longer called. An error is a programmer error, as for `bind(onNext:)`: it stops DEBUG
    /// builds and is printed in release builds.
    ///
    /// - Parameters:
    ///   - object: The object passed to the handler; held weakly.
    ///   - onNext: Called for each element.
    /// - Returns: A disposable that ends the binding.
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> any Disposable {
        bind(onNext: { [weak object] element in
            if let object { onNext(object, element) }
        })
    }
}
