// SendableRx — an observable you can store in a `Sendable` type, an actor or a `static let`.

/// A `Sendable` recipe for an observable sequence: a `@Sendable` function that builds the observable, called
/// afresh wherever it is subscribed.
///
/// An ``Observable`` holds ordinary closures, so it is not `Sendable`: Swift 6 rejects it as a stored property
/// of a `Sendable` class, as an actor's `nonisolated let`, and as a `static let` outside `main.swift`. A
/// `SendableObservable` is the compiler-checked replacement. It stores only the function that builds the
/// observable; the compiler checks that this function is `@Sendable` — it captures only `Sendable` values, such
/// as subjects, relays, schedulers and actors — and that the elements are `Sendable`. Each subscription calls
/// the function and subscribes to the fresh observable it returns, in the subscriber's own isolation domain.
///
/// A `SendableObservable` is an ``ObservableType``: every operator, `subscribe`, `bind(to:)` and `values` work on
/// it directly, and ``asObservable()`` returns a fresh ``Observable``. ``SendableInfallible``, ``SendableSingle``,
/// ``SendableMaybe`` and ``SendableCompletable`` are the same recipe for the traits.
///
/// ```swift
/// final class TodoStore: Sendable {
///     private let changes = PublishSubject<String>()
///     let events: SendableObservable<String>
///     static let ticks = SendableObservable {
///         Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
///     }
///
///     init() {
///         events = SendableObservable(changes)
///     }
/// }
///
/// store.events.map { $0.uppercased() }.subscribe(onNext: { print($0) })
/// ```
///
/// The function runs once per subscription, so anything it builds belongs to one subscription: a `share()` or
/// `replay` inside it shares nothing between two subscribers. Keep shared, hot state in a `Sendable` subject or
/// relay and build the recipe from it.
public struct SendableObservable<Element: Sendable>: ObservableType, Sendable {
    @usableFromInline let make: @Sendable () -> Observable<Element>

    /// Creates a recipe that builds its observable with `make` for each subscription.
    ///
    /// - Parameter make: Builds a fresh observable. It is `@Sendable`: it may be called from any isolation
    ///   domain, so it can capture only `Sendable` values.
    @inlinable
    public init(_ make: @escaping @Sendable () -> Observable<Element>) {
        self.make = make
    }

    /// Creates a recipe that subscribes to `source` itself: a `Sendable` sequence, such as a subject or a
    /// relay, exposed read-only.
    ///
    /// - Parameter source: A `Sendable` observable sequence; every subscription subscribes to it.
    @inlinable
    public init<Source: ObservableConvertibleType & Sendable>(_ source: Source) where Source.Element == Element {
        self.make = { source.asObservable() }
    }

    /// Builds a fresh observable and subscribes `observer` to it.
    ///
    /// - Parameter observer: The observer to receive the events.
    /// - Returns: A disposable that cancels the subscription.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        make().subscribe(observer)
    }

    /// A fresh observable, built by the recipe's function in the caller's isolation domain.
    ///
    /// - Returns: The observable.
    @inlinable
    public func asObservable() -> Observable<Element> {
        make()
    }
}
