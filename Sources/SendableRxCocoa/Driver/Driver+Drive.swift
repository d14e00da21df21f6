// SendableRxCocoa — `drive`: subscribing to a `Driver`.
//
// Every form must be called on the main thread (checked in every build). The closure forms take the caller's
// isolation (`#isolation`): called from main-actor code, such as a `@MainActor` view model, their closures are
// main-actor closures that may touch the caller's state; called from nonisolated code, such as an XCTest method,
// they are nonisolated closures that may capture local variables, as in RxSwift tests.

import SendableRx
import SendableRxRelay

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes `observers` to the driver: every event goes to each of them, in argument order.
    ///
    /// - Parameter observers: The observers.
    /// - Returns: A disposable that ends the subscription.
    /// - Precondition: Called on the main thread.
    @inlinable
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        requireMainThread("drive(_:)")
        return asObservable().subscribe { event in
            for observer in observers {
                observer.on(event)
            }
        }
    }

    /// Subscribes `observers`, which take optional elements, to the driver: every element goes to each of them
    /// wrapped in an optional, in argument order.
    ///
    /// ```swift
    /// let selection = BehaviorRelay<Int?>(value: nil)
    /// Driver.just(1).drive(selection)   // selection.value == 1
    /// ```
    ///
    /// - Parameter observers: The observers.
    /// - Returns: A disposable that ends the subscription.
    /// - Precondition: Called on the main thread.
    @inlinable
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        requireMainThread("drive(_:)")
        return asObservable().subscribe { event in
            let optional = event.map { $0 as Element? }
            for observer in observers {
                observer.on(optional)
            }
        }
    }

    /// Makes each element of the driver the value of `relays`; completion is ignored.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    /// - Precondition: Called on the main thread.
    @inlinable
    public func drive(_ relays: BehaviorRelay<Element>...) -> any Disposable {
        requireMainThread("drive(_:)")
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Makes each element of the driver, wrapped in an optional, the value of `relays`; completion is ignored.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    /// - Precondition: Called on the main thread.
    @inlinable
    public func drive(_ relays: BehaviorRelay<Element?>...) -> any Disposable {
        requireMainThread("drive(_:)")
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Passes each element of the driver to `relays`, which replay it; completion is ignored.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    /// - Precondition: Called on the main thread.
    @inlinable
    public func drive(_ relays: ReplayRelay<Element>...) -> any Disposable {
        requireMainThread("drive(_:)")
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Passes each element of the driver, wrapped in an optional, to `relays`, which replay it; completion is
    /// ignored.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    /// - Precondition: Called on the main thread.
    @inlinable
    public func drive(_ relays: ReplayRelay<Element?>...) -> any Disposable {
        requireMainThread("drive(_:)")
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Passes each element of the driver to `relays`; completion is ignored. (RxCocoa has no `drive` to a
    /// `PublishRelay`; this one is an addition.)
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    /// - Precondition: Called on the main thread.
    @inlinable
    public func drive(_ relays: PublishRelay<Element>...) -> any Disposable {
        requireMainThread("drive(_:)")
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Passes each element of the driver, wrapped in an optional, to `relays`; completion is ignored.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    /// - Precondition: Called on the main thread.
    @inlinable
    public func drive(_ relays: PublishRelay<Element?>...) -> any Disposable {
        requireMainThread("drive(_:)")
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Calls `transformation` with the driver as an observable and returns its result: lets a function that
    /// subscribes to an observable read as a binding target.
    ///
    /// - Parameter transformation: The function to call.
    /// - Returns: What `transformation` returns.
    /// - Precondition: Called on the main thread.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        requireMainThread("drive(_:)")
        return transformation(asObservable())
    }

    /// Calls the curried `with` with the driver as an observable, then with `curriedArgument`, and returns the
    /// result.
    ///
    /// - Parameters:
    ///   - with: The curried function to call.
    ///   - curriedArgument: Its second argument.
    /// - Returns: What `with` returns.
    /// - Precondition: Called on the main thread.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        requireMainThread("drive(_:curriedArgument:)")
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes element, completion and disposal handlers that receive `object` first, without retaining it;
    /// once `object` is gone, the handlers are no longer called.
    ///
    /// The handlers run in the caller's isolation: on the main actor when `drive` is called from main-actor code.
    ///
    /// ```swift
    /// @MainActor final class ProfileViewModel {
    ///     var title = ""
    ///     func bind(_ names: Driver<String>) -> any Disposable {
    ///         names.drive(with: self, onNext: { model, name in model.title = name })
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - object: The object passed to the handlers; held weakly.
    ///   - onNext: Called for each element.
    ///   - onCompleted: Called when the driver completes.
    ///   - onDisposed: Called once the subscription is disposed, for whatever reason; on the main actor for a
    ///     main-actor caller (dispatched to the main queue when the subscription is disposed on another thread).
    ///   - isolation: The caller's isolation; leave the default `#isolation`.
    /// - Returns: A disposable that ends the subscription.
    /// - Precondition: Called on the main thread, from the main actor or nonisolated code.
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) -> any Disposable {
        requireMainThread("drive(with:onNext:onCompleted:onDisposed:)")
        return subscribeCallerClosures(
            asObservable(),
            isolation: isolation,
            method: "drive(with:onNext:onCompleted:onDisposed:)",
            with: object,
            onNext: onNext,
            onCompleted: onCompleted,
            onDisposed: onDisposed
        )
    }

    /// Subscribes element, completion and disposal handlers to the driver. There is no error handler: a driver
    /// cannot fail.
    ///
    /// The handlers run in the caller's isolation: from a `@MainActor` view model they are main-actor closures and
    /// may touch its state directly; from nonisolated code (a test method) they are nonisolated closures. Either
    /// way they run on the main thread, where the driver delivers.
    ///
    /// ```swift
    /// @MainActor final class TitleViewModel {
    ///     var title = ""
    ///     let bag = DisposeBag()
    ///     init(titles: Driver<String>) {
    ///         titles.drive(onNext: { self.title = $0 }).disposed(by: bag)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - onNext: Called for each element.
    ///   - onCompleted: Called when the driver completes.
    ///   - onDisposed: Called once the subscription is disposed, for whatever reason; on the main actor for a
    ///     main-actor caller (dispatched to the main queue when the subscription is disposed on another thread).
    ///   - isolation: The caller's isolation; leave the default `#isolation`.
    /// - Returns: A disposable that ends the subscription.
    /// - Precondition: Called on the main thread, from the main actor or nonisolated code.
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) -> any Disposable {
        requireMainThread("drive(onNext:onCompleted:onDisposed:)")
        return subscribeCallerClosures(
            asObservable(),
            isolation: isolation,
            method: "drive(onNext:onCompleted:onDisposed:)",
            onNext: onNext,
            onCompleted: onCompleted,
            onDisposed: onDisposed
        )
    }

    /// Subscribes to the driver without handlers.
    ///
    /// - Returns: A disposable that ends the subscription.
    /// - Precondition: Called on the main thread.
    public func drive() -> any Disposable {
        requireMainThread("drive()")
        return asObservable().subscribe()
    }
}
