// SendableRx — `zip` of two, three and four `Single`s or `Maybe`s, written out (as RxSwift declares them) so that
// the element types of the sources and of a tuple result are inferred the way RxSwift code expects — the
// parameter-pack forms alone leave `Single.zip(a, b).subscribe(onSuccess: { $0.0 })` uninferable — and so that the
// client's compiler can specialise them.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to both elements once both `Single`s have succeeded; fails as soon
    /// as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Single`.
    ///   - source2: The second `Single`.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Single`.
    @inlinable
    public static func zip<E1, E2>(
        _ source1: Single<E1>, _ source2: Single<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable<Element>.zip(source1.source, source2.source, resultSelector: resultSelector))
    }

    /// Succeeds with `resultSelector` applied to the three elements once every `Single` has succeeded; fails as
    /// soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Single`.
    ///   - source2: The second `Single`.
    ///   - source3: The third `Single`.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Single`.
    @inlinable
    public static func zip<E1, E2, E3>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable<Element>.zip(
            source1.source, source2.source, source3.source, resultSelector: resultSelector
        ))
    }

    /// Succeeds with `resultSelector` applied to the four elements once every `Single` has succeeded; fails as
    /// soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Single`.
    ///   - source2: The second `Single`.
    ///   - source3: The third `Single`.
    ///   - source4: The fourth `Single`.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Single`.
    @inlinable
    public static func zip<E1, E2, E3, E4>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable<Element>.zip(
            source1.source, source2.source, source3.source, source4.source, resultSelector: resultSelector
        ))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with a tuple of both elements once both `Single`s have succeeded; fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Single`.
    ///   - source2: The second `Single`.
    /// - Returns: A `Single` of the pair.
    @inlinable
    public static func zip<E1, E2>(_ source1: Single<E1>, _ source2: Single<E2>) -> Single<(E1, E2)> {
        Single<(E1, E2)>.zip(source1, source2) { ($0, $1) }
    }

    /// Succeeds with a tuple of the three elements once every `Single` has succeeded; fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Single`.
    ///   - source2: The second `Single`.
    ///   - source3: The third `Single`.
    /// - Returns: A `Single` of the triple.
    @inlinable
    public static func zip<E1, E2, E3>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>
    ) -> Single<(E1, E2, E3)> {
        Single<(E1, E2, E3)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Succeeds with a tuple of the four elements once every `Single` has succeeded; fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Single`.
    ///   - source2: The second `Single`.
    ///   - source3: The third `Single`.
    ///   - source4: The fourth `Single`.
    /// - Returns: A `Single` of the quadruple.
    @inlinable
    public static func zip<E1, E2, E3, E4>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>
    ) -> Single<(E1, E2, E3, E4)> {
        Single<(E1, E2, E3, E4)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `resultSelector` applied to both elements once both `Maybe`s have succeeded; completes
    /// empty as soon as one completes empty, fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Maybe`.
    ///   - source2: The second `Maybe`.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Maybe`.
    @inlinable
    public static func zip<E1, E2>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable<Element>.zip(source1.source, source2.source, resultSelector: resultSelector))
    }

    /// Succeeds with `resultSelector` applied to the three elements once every `Maybe` has succeeded; completes
    /// empty as soon as one completes empty, fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Maybe`.
    ///   - source2: The second `Maybe`.
    ///   - source3: The third `Maybe`.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Maybe`.
    @inlinable
    public static func zip<E1, E2, E3>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable<Element>.zip(
            source1.source, source2.source, source3.source, resultSelector: resultSelector
        ))
    }

    /// Succeeds with `resultSelector` applied to the four elements once every `Maybe` has succeeded; completes
    /// empty as soon as one completes empty, fails as soon as one fails.
    ///
    /// - Parameters:
    ///   - source1: The first `Maybe`.
    ///   - source2: The second `Maybe`.
    ///   - source3: The third `Maybe`.
    ///   - source4: The fourth `Maybe`.
    ///   - resultSelector: Combines the elements; an error it throws fails the result.
    /// - Returns: The combined `Maybe`.
    @inlinable
    public static func zip<E1, E2, E3, E4>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable<Element>.zip(
            source1.source, source2.source, source3.source, source4.source, resultSelector: resultSelector
        ))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element == Any {
    /// Succeeds with a tuple of both elements once both `Maybe`s have succeeded.
    ///
    /// - Parameters:
    ///   - source1: The first `Maybe`.
    ///   - source2: The second `Maybe`.
    /// - Returns: A `Maybe` of the pair; empty as soon as one is empty.
    @inlinable
    public static func zip<E1, E2>(_ source1: Maybe<E1>, _ source2: Maybe<E2>) -> Maybe<(E1, E2)> {
        Maybe<(E1, E2)>.zip(source1, source2) { ($0, $1) }
    }

    /// Succeeds with a tuple of the three elements once every `Maybe` has succeeded.
    ///
    /// - Parameters:
    ///   - source1: The first `Maybe`.
    ///   - source2: The second `Maybe`.
    ///   - source3: The third `Maybe`.
    /// - Returns: A `Maybe` of the triple; empty as soon as one is empty.
    @inlinable
    public static func zip<E1, E2, E3>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>
    ) -> Maybe<(E1, E2, E3)> {
        Maybe<(E1, E2, E3)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Succeeds with a tuple of the four elements once every `Maybe` has succeeded.
    ///
    /// - Parameters:
    ///   - source1: The first `Maybe`.
    ///   - source2: The second `Maybe`.
    ///   - source3: The third `Maybe`.
    ///   - source4: The fourth `Maybe`.
    /// - Returns: A `Maybe` of the quadruple; empty as soon as one is empty.
    @inlinable
    public static func zip<E1, E2, E3, E4>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>
    ) -> Maybe<(E1, E2, E3, E4)> {
        Maybe<(E1, E2, E3, E4)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}
