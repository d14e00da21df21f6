// SendableRxCocoa — `emit`: subscribing to a `Signal`.
//
// A signal replays nothing, so `emit` may be called on any thread (as in RxCocoa); its events still arrive on the
// main thread. The closure forms take the caller's isolation (`#isolation`), as `drive` does: main-actor closures
// from main-actor code, nonisolated closures from nonisolated code.

import SendableRx
import SendableRxRelay

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes `observers` to the signal: every event goes to each of them, in argument order.
    ///
    /// - Parameter observers: The observers.
    /// - Returns: A disposable that ends the subscription.
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        asObservable().subscribe { event in
            for observer in observers {
                observer.on(event)
            }
        }
    }

    /// Subscribes `observers`, which take optional elements, to the signal: every element goes to each of them
    /// wrapped in an optional, in argument order.
    ///
    /// - Parameter observers: The observers.
    /// - Returns: A disposable that ends the subscription.
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        asObservable().subscribe { event in
            let optional = event.map { $0 as Element? }
            for observer in observers {
                observer.on(optional)
            }
        }
    }

    /// Makes each element of the signal the value of `relays`; completion is ignored.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    @inlinable
    public func emit(to relays: BehaviorRelay<Element>...) -> any Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Makes each element of the signal, wrapped in an optional, the value of `relays`; completion is ignored.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    @inlinable
    public func emit(to relays: BehaviorRelay<Element?>...) -> any Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Passes each element of the signal to `relays`; completion is ignored.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    @inlinable
    public func emit(to relays: PublishRelay<Element>...) -> any Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Passes each element of the signal, wrapped in an optional, to `relays`; completion is ignored.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    @inlinable
    public func emit(to relays: PublishRelay<Element?>...) -> any Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Passes each element of the signal to `relays`, which replay it; completion is ignored.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    @inlinable
    public func emit(to relays: ReplayRelay<Element>...) -> any Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Passes each element of the signal, wrapped in an optional, to `relays`, which replay it; completion is
    /// ignored.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: A disposable that ends the subscription.
    @inlinable
    public func emit(to relays: ReplayRelay<Element?>...) -> any Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes element, completion and disposal handlers that receive `object` first, without retaining it;
    /// once `object` is gone, the handlers are no longer called.
    ///
    /// The handlers run in the caller's isolation: on the main actor when `emit` is called from main-actor code.
    ///
    /// - Parameters:
    ///   - object: The object passed to the handlers; held weakly.
    ///   - onNext: Called for each element.
    ///   - onCompleted: Called when the signal completes.
    ///   - onDisposed: Called once the subscription is disposed, for whatever reason; on the main actor for a
    ///     main-actor caller (dispatched to the main queue when the subscription is disposed on another thread).
    ///   - isolation: The caller's isolation; leave the default `#isolation`.
    /// - Returns: A disposable that ends the subscription.
    /// - Precondition: Called from the main actor or nonisolated code.
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) -> any Disposable {
        subscribeCallerClosures(
            asObservable(),
            isolation: isolation,
            method: "emit(with:onNext:onCompleted:onDisposed:)",
            with: object,
            onNext: onNext,
            onCompleted: onCompleted,
            onDisposed: onDisposed
        )
    }

    /// Subscribes element, completion and disposal handlers to the signal. There is no error handler: a signal
    /// cannot fail.
    ///
    /// The handlers run in the caller's isolation: from a `@MainActor` view model they are main-actor closures and
    /// may touch its state directly; from nonisolated code they are nonisolated closures. Either way they run on
    /// the main thread, where the signal delivers.
    ///
    /// ```swift
    /// submitTaps.emit(onNext: { self.submit() }).disposed(by: bag)
    /// ```
    ///
    /// - Parameters:
    ///   - onNext: Called for each element.
    ///   - onCompleted: Called when the signal completes.
    ///   - onDisposed: Called once the subscription is disposed, for whatever reason; on the main actor for a
    ///     main-actor caller (dispatched to the main queue when the subscription is disposed on another thread).
    ///   - isolation: The caller's isolation; leave the default `#isolation`.
    /// - Returns: A disposable that ends the subscription.
    /// - Precondition: Called from the main actor or nonisolated code.
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) -> any Disposable {
        subscribeCallerClosures(
            asObservable(),
            isolation: isolation,
            method: "emit(onNext:onCompleted:onDisposed:)",
            onNext: onNext,
            onCompleted: onCompleted,
            onDisposed: onDisposed
        )
    }

    /// Subscribes to the signal without handlers.
    ///
    /// - Returns: A disposable that ends the subscription.
    public func emit() -> any Disposable {
        asObservable().subscribe()
    }
}
