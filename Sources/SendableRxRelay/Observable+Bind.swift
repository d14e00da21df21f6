// SendableRxRelay — `bind(to:)` from observables to relays.

import SendableRx

extension ObservableType {
    /// Forwards every element of the sequence to the given relays.
    ///
    /// Completion is ignored (a relay never terminates). An error is a programmer error: it stops the
    /// program in debug builds and is printed and ignored in release builds, as in RxRelay.
    ///
    /// - Parameter relays: The relays to feed.
    /// - Returns: A disposable that ends the binding.
    @inlinable
    public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
        bindToRelays(kind: "PublishRelay") { element in relays.forEach { $0.accept(element) } }
    }

    /// Forwards every element of the sequence, as an optional, to the given relays.
    ///
    /// Completion is ignored; an error is a programmer error, as for the non-optional overload.
    ///
    /// - Parameter relays: The relays to feed.
    /// - Returns: A disposable that ends the binding.
    @inlinable
    public func bind(to relays: PublishRelay<Element?>...) -> any Disposable {
        bindToRelays(kind: "PublishRelay") { element in relays.forEach { $0.accept(element) } }
    }

    /// Forwards every element of the sequence to the given relays, making it their current value.
    ///
    /// Completion is ignored (a relay never terminates). An error is a programmer error: it stops the
    /// program in debug builds and is printed and ignored in release builds, as in RxRelay.
    ///
    /// - Parameter relays: The relays to feed.
    /// - Returns: A disposable that ends the binding.
    @inlinable
    public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
        bindToRelays(kind: "BehaviorRelay") { element in relays.forEach { $0.accept(element) } }
    }

    /// Forwards every element of the sequence, as an optional, to the given relays.
    ///
    /// Completion is ignored; an error is a programmer error, as for the non-optional overload.
    ///
    /// - Parameter relays: The relays to feed.
    /// - Returns: A disposable that ends the binding.
    @inlinable
    public func bind(to relays: BehaviorRelay<Element?>...) -> any Disposable {
        bindToRelays(kind: "BehaviorRelay") { element in relays.forEach { $0.accept(element) } }
    }

    /// Forwards every element of the sequence to the given relays, which buffer it for replay.
    ///
    /// Completion is ignored (a relay never terminates). An error is a programmer error: it stops the
    /// program in debug builds and is printed and ignored in release builds, as in RxRelay.
    ///
    /// - Parameter relays: The relays to feed.
    /// - Returns: A disposable that ends the binding.
    @inlinable
    public func bind(to relays: ReplayRelay<Element>...) -> any Disposable {
        bindToRelays(kind: "ReplayRelay") { element in relays.forEach { $0.accept(element) } }
    }

    /// Forwards every element of the sequence, as an optional, to the given relays.
    ///
    /// Completion is ignored; an error is a programmer error, as for the non-optional overload.
    ///
    /// - Parameter relays: The relays to feed.
    /// - Returns: A disposable that ends the binding.
    @inlinable
    public func bind(to relays: ReplayRelay<Element?>...) -> any Disposable {
        bindToRelays(kind: "ReplayRelay") { element in relays.forEach { $0.accept(element) } }
    }

    /// Subscribes with `accept` for elements, ignoring completion and treating an error as a programmer error.
    @inlinable
    func bindToRelays(kind: String, _ accept: @escaping (Element) -> Void) -> any Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                accept(element)
            case .error(let error):
                relayBindingFailed("Binding error to \(kind): \(error)")
            case .completed:
                break
            }
        }
    }
}

/// Reports an error that reached a relay binding: a programmer error, since relays cannot terminate.
/// Stops the program in debug builds; prints the message and carries on in release builds.
@usableFromInline
func relayBindingFailed(_ message: String) {
    #if DEBUG
    fatalError(message)
    #else
    print("SendableRxRelay: \(message)")
    #endif
}

extension InfallibleType {
    /// Forwards every element of the infallible to the given relays; completion is ignored.
    ///
    /// - Parameter relays: The relays to feed.
    /// - Returns: A disposable that ends the binding.
    @inlinable
    public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Forwards every element of the infallible, as an optional, to the given relays; completion is ignored.
    ///
    /// - Parameter relays: The relays to feed.
    /// - Returns: A disposable that ends the binding.
    @inlinable
    public func bind(to relays: PublishRelay<Element?>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Forwards every element of the infallible to the given relays, making it their current value; completion
    /// is ignored.
    ///
    /// - Parameter relays: The relays to feed.
    /// - Returns: A disposable that ends the binding.
    @inlinable
    public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Forwards every element of the infallible, as an optional, to the given relays; completion is ignored.
    ///
    /// - Parameter relays: The relays to feed.
    /// - Returns: A disposable that ends the binding.
    @inlinable
    public func bind(to relays: BehaviorRelay<Element?>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Forwards every element of the infallible to the given relays, which buffer it for replay; completion is
    /// ignored.
    ///
    /// - Parameter relays: The relays to feed.
    /// - Returns: A disposable that ends the binding.
    @inlinable
    public func bind(to relays: ReplayRelay<Element>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Forwards every element of the infallible, as an optional, to the given relays; completion is ignored.
    ///
    /// - Parameter relays: The relays to feed.
    /// - Returns: A disposable that ends the binding.
    @inlinable
    public func bind(to relays: ReplayRelay<Element?>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}
