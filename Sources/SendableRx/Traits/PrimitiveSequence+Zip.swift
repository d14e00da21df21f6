// Generated from Scripts/arity/TraitArity.swift by Scripts/arity/generate.sh: edit the template, not this file.
// SendableRx — `zip` of two to eight `Single`s or `Maybe`s, written out as RxSwift's are, so that each arity
// type-checks on its own, and of nine or more through a parameter pack.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of two `Single`s once all have succeeded; fails as soon
    /// as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Single`.
    ///   - source2: The second `Single`.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Single`.
    public static func zip<E1, E2>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, resultSelector: @escaping (E1, E2) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: combining(.zip, source1, source2, resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `resultSelector` applied to the elements of two `Maybe`s once all have succeeded; completes empty
    /// when one completes empty, and fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Maybe`.
    ///   - source2: The second `Maybe`.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Maybe`.
    public static func zip<E1, E2>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, resultSelector: @escaping (E1, E2) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: combining(.zip, source1, source2, resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of three `Single`s once all have succeeded; fails as soon
    /// as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Single`.
    ///   - source2: The second `Single`.
    ///   - source3: The third `Single`.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Single`.
    public static func zip<E1, E2, E3>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, resultSelector: @escaping (E1, E2, E3) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: combining(.zip, source1, source2, source3, resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `resultSelector` applied to the elements of three `Maybe`s once all have succeeded; completes
    /// empty when one completes empty, and fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Maybe`.
    ///   - source2: The second `Maybe`.
    ///   - source3: The third `Maybe`.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Maybe`.
    public static func zip<E1, E2, E3>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, resultSelector: @escaping (E1, E2, E3) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: combining(.zip, source1, source2, source3, resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of four `Single`s once all have succeeded; fails as soon
    /// as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Single`.
    ///   - source2: The second `Single`.
    ///   - source3: The third `Single`.
    ///   - source4: The fourth `Single`.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Single`.
    public static func zip<E1, E2, E3, E4>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, resultSelector: @escaping (E1, E2, E3, E4) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: combining(.zip, source1, source2, source3, source4, resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `resultSelector` applied to the elements of four `Maybe`s once all have succeeded; completes empty
    /// when one completes empty, and fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Maybe`.
    ///   - source2: The second `Maybe`.
    ///   - source3: The third `Maybe`.
    ///   - source4: The fourth `Maybe`.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Maybe`.
    public static func zip<E1, E2, E3, E4>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, resultSelector: @escaping (E1, E2, E3, E4) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: combining(.zip, source1, source2, source3, source4, resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of five `Single`s once all have succeeded; fails as soon
    /// as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Single`.
    ///   - source2: The second `Single`.
    ///   - source3: The third `Single`.
    ///   - source4: The fourth `Single`.
    ///   - source5: The fifth `Single`.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Single`.
    public static func zip<E1, E2, E3, E4, E5>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: combining(.zip, source1, source2, source3, source4, source5, resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `resultSelector` applied to the elements of five `Maybe`s once all have succeeded; completes empty
    /// when one completes empty, and fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Maybe`.
    ///   - source2: The second `Maybe`.
    ///   - source3: The third `Maybe`.
    ///   - source4: The fourth `Maybe`.
    ///   - source5: The fifth `Maybe`.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Maybe`.
    public static func zip<E1, E2, E3, E4, E5>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: combining(.zip, source1, source2, source3, source4, source5, resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of six `Single`s once all have succeeded; fails as soon
    /// as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Single`.
    ///   - source2: The second `Single`.
    ///   - source3: The third `Single`.
    ///   - source4: The fourth `Single`.
    ///   - source5: The fifth `Single`.
    ///   - source6: The sixth `Single`.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Single`.
    public static func zip<E1, E2, E3, E4, E5, E6>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: combining(.zip, source1, source2, source3, source4, source5, source6, resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `resultSelector` applied to the elements of six `Maybe`s once all have succeeded; completes empty
    /// when one completes empty, and fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Maybe`.
    ///   - source2: The second `Maybe`.
    ///   - source3: The third `Maybe`.
    ///   - source4: The fourth `Maybe`.
    ///   - source5: The fifth `Maybe`.
    ///   - source6: The sixth `Maybe`.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Maybe`.
    public static func zip<E1, E2, E3, E4, E5, E6>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: combining(.zip, source1, source2, source3, source4, source5, source6, resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of seven `Single`s once all have succeeded; fails as soon
    /// as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Single`.
    ///   - source2: The second `Single`.
    ///   - source3: The third `Single`.
    ///   - source4: The fourth `Single`.
    ///   - source5: The fifth `Single`.
    ///   - source6: The sixth `Single`.
    ///   - source7: The seventh `Single`.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Single`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: combining(.zip, source1, source2, source3, source4, source5, source6, source7, resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `resultSelector` applied to the elements of seven `Maybe`s once all have succeeded; completes
    /// empty when one completes empty, and fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Maybe`.
    ///   - source2: The second `Maybe`.
    ///   - source3: The third `Maybe`.
    ///   - source4: The fourth `Maybe`.
    ///   - source5: The fifth `Maybe`.
    ///   - source6: The sixth `Maybe`.
    ///   - source7: The seventh `Maybe`.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Maybe`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: combining(.zip, source1, source2, source3, source4, source5, source6, source7, resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of eight `Single`s once all have succeeded; fails as soon
    /// as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Single`.
    ///   - source2: The second `Single`.
    ///   - source3: The third `Single`.
    ///   - source4: The fourth `Single`.
    ///   - source5: The fifth `Single`.
    ///   - source6: The sixth `Single`.
    ///   - source7: The seventh `Single`.
    ///   - source8: The eighth `Single`.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Single`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: combining(.zip, source1, source2, source3, source4, source5, source6, source7, source8, resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `resultSelector` applied to the elements of eight `Maybe`s once all have succeeded; completes
    /// empty when one completes empty, and fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Maybe`.
    ///   - source2: The second `Maybe`.
    ///   - source3: The third `Maybe`.
    ///   - source4: The fourth `Maybe`.
    ///   - source5: The fifth `Maybe`.
    ///   - source6: The sixth `Maybe`.
    ///   - source7: The seventh `Maybe`.
    ///   - source8: The eighth `Maybe`.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Maybe`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: combining(.zip, source1, source2, source3, source4, source5, source6, source7, source8, resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with a tuple of the elements of two `Single`s once all have succeeded; fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Single`.
    ///   - source2: The second `Single`.
    /// - Returns: A `Single` of the tuple.
    @inlinable public static func zip<E1, E2>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>) -> PrimitiveSequence<Trait, (E1, E2)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable()))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element == Any {
    /// Succeeds with a tuple of the elements of two `Maybe`s once all have succeeded; completes empty when one
    /// completes empty, and fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Maybe`.
    ///   - source2: The second `Maybe`.
    /// - Returns: A `Maybe` of the tuple.
    @inlinable public static func zip<E1, E2>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>) -> PrimitiveSequence<Trait, (E1, E2)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable()))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with a tuple of the elements of three `Single`s once all have succeeded; fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Single`.
    ///   - source2: The second `Single`.
    ///   - source3: The third `Single`.
    /// - Returns: A `Single` of the tuple.
    @inlinable public static func zip<E1, E2, E3>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element == Any {
    /// Succeeds with a tuple of the elements of three `Maybe`s once all have succeeded; completes empty when one
    /// completes empty, and fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Maybe`.
    ///   - source2: The second `Maybe`.
    ///   - source3: The third `Maybe`.
    /// - Returns: A `Maybe` of the tuple.
    @inlinable public static func zip<E1, E2, E3>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with a tuple of the elements of four `Single`s once all have succeeded; fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Single`.
    ///   - source2: The second `Single`.
    ///   - source3: The third `Single`.
    ///   - source4: The fourth `Single`.
    /// - Returns: A `Single` of the tuple.
    @inlinable public static func zip<E1, E2, E3, E4>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element == Any {
    /// Succeeds with a tuple of the elements of four `Maybe`s once all have succeeded; completes empty when one
    /// completes empty, and fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Maybe`.
    ///   - source2: The second `Maybe`.
    ///   - source3: The third `Maybe`.
    ///   - source4: The fourth `Maybe`.
    /// - Returns: A `Maybe` of the tuple.
    @inlinable public static func zip<E1, E2, E3, E4>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with a tuple of the elements of five `Single`s once all have succeeded; fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Single`.
    ///   - source2: The second `Single`.
    ///   - source3: The third `Single`.
    ///   - source4: The fourth `Single`.
    ///   - source5: The fifth `Single`.
    /// - Returns: A `Single` of the tuple.
    @inlinable public static func zip<E1, E2, E3, E4, E5>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable()))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element == Any {
    /// Succeeds with a tuple of the elements of five `Maybe`s once all have succeeded; completes empty when one
    /// completes empty, and fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Maybe`.
    ///   - source2: The second `Maybe`.
    ///   - source3: The third `Maybe`.
    ///   - source4: The fourth `Maybe`.
    ///   - source5: The fifth `Maybe`.
    /// - Returns: A `Maybe` of the tuple.
    @inlinable public static func zip<E1, E2, E3, E4, E5>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable()))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with a tuple of the elements of six `Single`s once all have succeeded; fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Single`.
    ///   - source2: The second `Single`.
    ///   - source3: The third `Single`.
    ///   - source4: The fourth `Single`.
    ///   - source5: The fifth `Single`.
    ///   - source6: The sixth `Single`.
    /// - Returns: A `Single` of the tuple.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable()))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element == Any {
    /// Succeeds with a tuple of the elements of six `Maybe`s once all have succeeded; completes empty when one
    /// completes empty, and fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Maybe`.
    ///   - source2: The second `Maybe`.
    ///   - source3: The third `Maybe`.
    ///   - source4: The fourth `Maybe`.
    ///   - source5: The fifth `Maybe`.
    ///   - source6: The sixth `Maybe`.
    /// - Returns: A `Maybe` of the tuple.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable()))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with a tuple of the elements of seven `Single`s once all have succeeded; fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Single`.
    ///   - source2: The second `Single`.
    ///   - source3: The third `Single`.
    ///   - source4: The fourth `Single`.
    ///   - source5: The fifth `Single`.
    ///   - source6: The sixth `Single`.
    ///   - source7: The seventh `Single`.
    /// - Returns: A `Single` of the tuple.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6, E7>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element == Any {
    /// Succeeds with a tuple of the elements of seven `Maybe`s once all have succeeded; completes empty when one
    /// completes empty, and fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Maybe`.
    ///   - source2: The second `Maybe`.
    ///   - source3: The third `Maybe`.
    ///   - source4: The fourth `Maybe`.
    ///   - source5: The fifth `Maybe`.
    ///   - source6: The sixth `Maybe`.
    ///   - source7: The seventh `Maybe`.
    /// - Returns: A `Maybe` of the tuple.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6, E7>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with a tuple of the elements of eight `Single`s once all have succeeded; fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Single`.
    ///   - source2: The second `Single`.
    ///   - source3: The third `Single`.
    ///   - source4: The fourth `Single`.
    ///   - source5: The fifth `Single`.
    ///   - source6: The sixth `Single`.
    ///   - source7: The seventh `Single`.
    ///   - source8: The eighth `Single`.
    /// - Returns: A `Single` of the tuple.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element == Any {
    /// Succeeds with a tuple of the elements of eight `Maybe`s once all have succeeded; completes empty when one
    /// completes empty, and fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Maybe`.
    ///   - source2: The second `Maybe`.
    ///   - source3: The third `Maybe`.
    ///   - source4: The fourth `Maybe`.
    ///   - source5: The fifth `Maybe`.
    ///   - source6: The sixth `Maybe`.
    ///   - source7: The seventh `Maybe`.
    ///   - source8: The eighth `Maybe`.
    /// - Returns: A `Maybe` of the tuple.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Zips nine or more `Single`s with `resultSelector` (RxSwift stops at eight), as the written-out forms do.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    ///   - source7: The seventh source.
    ///   - source8: The eighth source.
    ///   - source9: The ninth source.
    ///   - rest: Any further sources.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Single`.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6, E7, E8, E9, each Rest>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>, _ source9: PrimitiveSequence<Trait, E9>, _ rest: repeat PrimitiveSequence<Trait, each Rest>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8, E9, repeat each Rest) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), source9.asObservable(), repeat (each rest).asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Zips nine or more `Maybe`s with `resultSelector` (RxSwift stops at eight), as the written-out forms do.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    ///   - source7: The seventh source.
    ///   - source8: The eighth source.
    ///   - source9: The ninth source.
    ///   - rest: Any further sources.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Maybe`.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6, E7, E8, E9, each Rest>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>, _ source9: PrimitiveSequence<Trait, E9>, _ rest: repeat PrimitiveSequence<Trait, each Rest>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8, E9, repeat each Rest) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), source9.asObservable(), repeat (each rest).asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Zips nine or more `Single`s into a tuple (RxSwift stops at eight), as the written-out forms do.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    ///   - source7: The seventh source.
    ///   - source8: The eighth source.
    ///   - source9: The ninth source.
    ///   - rest: Any further sources.
    /// - Returns: A `Single` of the tuple.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6, E7, E8, E9, each Rest>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>, _ source9: PrimitiveSequence<Trait, E9>, _ rest: repeat PrimitiveSequence<Trait, each Rest>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8, E9, repeat each Rest)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), source9.asObservable(), repeat (each rest).asObservable()))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element == Any {
    /// Zips nine or more `Maybe`s into a tuple (RxSwift stops at eight), as the written-out forms do.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    ///   - source7: The seventh source.
    ///   - source8: The eighth source.
    ///   - source9: The ninth source.
    ///   - rest: Any further sources.
    /// - Returns: A `Maybe` of the tuple.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6, E7, E8, E9, each Rest>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>, _ source9: PrimitiveSequence<Trait, E9>, _ rest: repeat PrimitiveSequence<Trait, each Rest>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8, E9, repeat each Rest)> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), source9.asObservable(), repeat (each rest).asObservable()))
    }
}
