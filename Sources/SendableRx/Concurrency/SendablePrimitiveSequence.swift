// SendableRx — a `Single`, `Maybe` or `Completable` you can store in a `Sendable` type, an actor or a `static let`.

/// A `Sendable` recipe for a trait — ``Single``, ``Maybe`` or ``Completable``: a `@Sendable` function that
/// builds the trait, called afresh wherever it is subscribed. Write it as ``SendableSingle``, ``SendableMaybe``
/// or ``SendableCompletable``. See ``SendableObservable``, the same recipe for an ``Observable``.
///
/// A recipe is a ``PrimitiveSequenceType`` of its trait, so the trait's `subscribe` forms and the operators that
/// ``PrimitiveSequenceType`` offers work on it directly; ``primitiveSequence`` returns a fresh trait, and
/// `value` awaits one.
///
/// ```swift
/// enum Config {
///     static let load = SendableSingle { Single.create { try await fetchConfig() } }
/// }
/// let config = try await Config.load.value
/// ```
public struct SendablePrimitiveSequence<Trait, Element: Sendable>: PrimitiveSequenceType, Sendable {
    @usableFromInline let make: @Sendable () -> PrimitiveSequence<Trait, Element>

    /// Creates a recipe that builds its trait with `make` for each subscription.
    ///
    /// - Parameter make: Builds a fresh trait. It is `@Sendable`, so it can capture only `Sendable` values.
    @inlinable
    public init(_ make: @escaping @Sendable () -> PrimitiveSequence<Trait, Element>) {
        self.make = make
    }

    /// A fresh trait, built by the recipe's function in the caller's isolation domain.
    @inlinable
    public var primitiveSequence: PrimitiveSequence<Trait, Element> {
        make()
    }

    /// A fresh trait as a plain observable.
    ///
    /// - Returns: An observable with the trait's events.
    @inlinable
    public func asObservable() -> Observable<Element> {
        make().asObservable()
    }
}

extension SendablePrimitiveSequence where Trait == SingleTrait {
    /// Subscribes to a fresh `Single` and waits for its element; see `PrimitiveSequence`'s `value`.
    ///
    /// - Throws: The `Single`'s error, or `CancellationError`.
    @inlinable
    nonisolated(nonsending) public var value: Element {
        get async throws {
            try await make().value
        }
    }
}

extension SendablePrimitiveSequence where Trait == MaybeTrait {
    /// Subscribes to a fresh `Maybe` and waits for its element; `nil` when it completes without one.
    ///
    /// - Throws: The `Maybe`'s error, or `CancellationError`.
    @inlinable
    nonisolated(nonsending) public var value: Element? {
        get async throws {
            try await make().value
        }
    }
}

extension SendablePrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// Subscribes to a fresh `Completable` and waits for it to complete.
    ///
    /// - Throws: The `Completable`'s error, or `CancellationError`.
    @inlinable
    nonisolated(nonsending) public var value: Void {
        get async throws {
            try await make().value
        }
    }
}

/// A `Sendable` recipe for a ``Single``: store it in a `Sendable` class, an actor or a `static let`, and subscribe
/// to it like the `Single` it builds. See ``SendablePrimitiveSequence``.
public typealias SendableSingle<Element: Sendable> = SendablePrimitiveSequence<SingleTrait, Element>

/// A `Sendable` recipe for a ``Maybe``. See ``SendablePrimitiveSequence``.
public typealias SendableMaybe<Element: Sendable> = SendablePrimitiveSequence<MaybeTrait, Element>

/// A `Sendable` recipe for a ``Completable``. See ``SendablePrimitiveSequence``.
public typealias SendableCompletable = SendablePrimitiveSequence<CompletableTrait, Never>
