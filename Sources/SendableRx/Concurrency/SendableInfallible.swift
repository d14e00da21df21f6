// SendableRx — an infallible you can store in a `Sendable` type, an actor or a `static let`.

/// A `Sendable` recipe for an ``Infallible``: a `@Sendable` function that builds the infallible, called afresh
/// wherever it is subscribed. See ``SendableObservable``, the same recipe for an ``Observable``.
///
/// A `SendableInfallible` is an ``InfallibleType``: the infallible operators, `subscribe(onNext:onCompleted:onDisposed:)`
/// and `values` work on it directly, and ``asInfallible()`` returns a fresh ``Infallible``.
///
/// ```swift
/// enum Theme {
///     static let accent = SendableInfallible { Infallible.just("blue") }
/// }
/// ```
public struct SendableInfallible<Element: Sendable>: InfallibleType, Sendable {
    @usableFromInline let make: @Sendable () -> Infallible<Element>

    /// Creates a recipe that builds its infallible with `make` for each subscription.
    ///
    /// - Parameter make: Builds a fresh infallible. It is `@Sendable`, so it can capture only `Sendable` values.
    @inlinable
    public init(_ make: @escaping @Sendable () -> Infallible<Element>) {
        self.make = make
    }

    /// A fresh infallible, built by the recipe's function in the caller's isolation domain.
    ///
    /// - Returns: The infallible.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        make()
    }

    /// A fresh infallible as a plain observable.
    ///
    /// - Returns: An observable that never fails.
    @inlinable
    public func asObservable() -> Observable<Element> {
        make().asObservable()
    }
}
