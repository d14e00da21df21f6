// SendableRx — the shared core of the `Single`, `Maybe` and `Completable` traits.

/// An observable sequence restricted by a trait: `Single` (one element or an error), and — with the traits
/// work — `Maybe` and `Completable`.
///
/// As in RxSwift, the traits are this one generic struct with a trait marker type; each trait's API is an
/// extension constrained to its marker, so a trait's type only offers the events it can emit.
public struct PrimitiveSequence<Trait, Element> {
    @usableFromInline
    let source: Observable<Element>

    /// Wraps an observable that already obeys the trait's rules.
    @inlinable
    init(raw: Observable<Element>) {
        self.source = raw
    }
}

/// A type that is a ``PrimitiveSequence``.
public protocol PrimitiveSequenceType {
    /// The trait marker.
    associatedtype Trait
    /// The element type.
    associatedtype Element

    /// The underlying primitive sequence.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Returns `self`.
    @inlinable
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The trait as a plain observable.
    ///
    /// - Returns: An observable with the trait's events.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }
}
