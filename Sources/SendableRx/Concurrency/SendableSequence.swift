// SendableRx — an observable you can store in a `Sendable` type, an actor or a `static let`.

/// A `Sendable` recipe for an observable sequence: a `@Sendable` function that builds the sequence, called
/// afresh wherever it is subscribed.
///
/// An ``Observable`` holds ordinary closures, so it is not `Sendable`: Swift 6 rejects it as a stored property
/// of a `Sendable` class, as a property of an actor handed to other isolation domains, and as a `static let`.
/// A `SendableSequence` is the compiler-checked replacement. It stores only the function that builds the
/// sequence; the compiler checks that this function is `@Sendable` — it captures only `Sendable` values, such
/// as subjects, relays, schedulers and actors — and that the elements are `Sendable`. Each subscription calls
/// the function and subscribes to the fresh sequence it returns, in the subscriber's own isolation domain.
///
/// Write the element type with one of the aliases — ``SendableObservable``, ``SendableInfallible``,
/// ``SendableSingle``, ``SendableMaybe``, ``SendableCompletable`` — and use the value like the sequence it
/// builds: a ``SendableObservable`` is an ``ObservableType`` (every operator, `subscribe`, `bind(to:)`,
/// `values`), a ``SendableInfallible`` an ``InfallibleType``, and the trait forms are
/// ``PrimitiveSequenceType``s. ``sequence`` returns the sequence itself.
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
/// The function runs once per subscription, so anything it builds is per subscription too: a `share()` or
/// `replay` inside it shares nothing between two subscribers. Keep shared, hot state in a `Sendable` subject
/// or relay and build the recipe from it.
public struct SendableSequence<Source: ObservableConvertibleType>: Sendable where Source.Element: Sendable {
    /// The type of elements of the sequence.
    public typealias Element = Source.Element

    private let make: @Sendable () -> Source

    /// Creates a recipe that builds its sequence with `make` for each subscription.
    ///
    /// - Parameter make: Builds a fresh sequence. It is `@Sendable`: it may be called from any isolation
    ///   domain, so it can capture only `Sendable` values.
    public init(_ make: @escaping @Sendable () -> Source) {
        self.make = make
    }

    /// A fresh sequence, built by the recipe's function in the caller's isolation domain.
    public var sequence: Source {
        make()
    }

    /// A fresh sequence as a plain observable.
    ///
    /// - Returns: The observable built by the recipe's function.
    public func asObservable() -> Observable<Element> {
        make().asObservable()
    }
}

extension SendableSequence: ObservableConvertibleType {}

extension SendableSequence {
    /// Creates a recipe that subscribes to `source` itself: for a `Sendable` sequence such as a subject,
    /// exposed read-only.
    ///
    /// ```swift
    /// private let subject = BehaviorSubject(value: 0)
    /// let counts: SendableObservable<Int>      // init: counts = SendableObservable(subject)
    /// ```
    ///
    /// - Parameter source: A `Sendable` observable sequence; every subscription subscribes to it.
    public init<Shared: ObservableConvertibleType & Sendable>(_ source: Shared)
    where Source == Observable<Shared.Element> {
        self.init { source.asObservable() }
    }
}

extension SendableSequence: ObservableType where Source: ObservableType {
    /// Builds a fresh sequence and subscribes `observer` to it.
    ///
    /// - Parameter observer: The observer to receive the events.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        make().subscribe(observer)
    }
}

extension SendableSequence: InfallibleType where Source: InfallibleType {}

extension SendableSequence: PrimitiveSequenceType where Source: PrimitiveSequenceType {
    /// The trait marker of the sequence.
    public typealias Trait = Source.Trait

    /// A fresh trait, built by the recipe's function.
    public var primitiveSequence: PrimitiveSequence<Source.Trait, Source.Element> {
        make().primitiveSequence
    }
}

/// A `Sendable` recipe for an ``Observable``: store it in a `Sendable` class, an actor or a `static let`, and
/// subscribe to it like any observable. See ``SendableSequence``.
public typealias SendableObservable<Element: Sendable> = SendableSequence<Observable<Element>>

/// A `Sendable` recipe for an ``Infallible``. See ``SendableSequence``.
public typealias SendableInfallible<Element: Sendable> = SendableSequence<Infallible<Element>>

/// A `Sendable` recipe for a ``Single``. See ``SendableSequence``.
public typealias SendableSingle<Element: Sendable> = SendableSequence<Single<Element>>

/// A `Sendable` recipe for a ``Maybe``. See ``SendableSequence``.
public typealias SendableMaybe<Element: Sendable> = SendableSequence<Maybe<Element>>

/// A `Sendable` recipe for a ``Completable``. See ``SendableSequence``.
public typealias SendableCompletable = SendableSequence<Completable>
