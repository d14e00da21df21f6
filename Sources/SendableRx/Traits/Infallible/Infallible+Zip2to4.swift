// SendableRx — `zip` and `combineLatest` of two, three and four infallibles, written out (as RxSwift declares them)
// so that element types and tuple results are inferred the way RxSwift code expects and the client's compiler can
// specialise them. The parameter-pack forms in Infallible+Operators.swift take any number of sources.
//
// As in RxSwift the result selectors may throw, but should not: an error would end the infallible with it.

extension Infallible {
    /// Combines the elements of two infallibles pairwise, in order, with `resultSelector`.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - resultSelector: Combines the n-th element of each source.
    /// - Returns: The combinations; it completes when a completed source has no element left to pair.
    @inlinable
    public static func zip<E1, E2>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.zip(
            source1.asObservable(), source2.asObservable(), resultSelector: resultSelector
        ))
    }

    /// Combines the elements of three infallibles, in order, with `resultSelector`.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - resultSelector: Combines the n-th element of each source.
    /// - Returns: The combinations.
    @inlinable
    public static func zip<E1, E2, E3>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.zip(
            source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector
        ))
    }

    /// Combines the elements of four infallibles, in order, with `resultSelector`.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    ///   - resultSelector: Combines the n-th element of each source.
    /// - Returns: The combinations.
    @inlinable
    public static func zip<E1, E2, E3, E4>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.zip(
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
            resultSelector: resultSelector
        ))
    }

    /// Combines the latest elements of two infallibles with `resultSelector` whenever either emits, once both
    /// have emitted.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - resultSelector: Combines the latest element of each source.
    /// - Returns: The combinations; it completes when both sources have completed.
    @inlinable
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1, _ source2: I2,
        resultSelector: @escaping (I1.Element, I2.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.combineLatest(
            source1.asObservable(), source2.asObservable(), resultSelector: resultSelector
        ))
    }

    /// Combines the latest elements of three infallibles with `resultSelector` whenever any emits, once all
    /// have emitted.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - resultSelector: Combines the latest element of each source.
    /// - Returns: The combinations.
    @inlinable
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.combineLatest(
            source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector
        ))
    }

    /// Combines the latest elements of four infallibles with `resultSelector` whenever any emits, once all
    /// have emitted.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    ///   - resultSelector: Combines the latest element of each source.
    /// - Returns: The combinations.
    @inlinable
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.combineLatest(
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
            resultSelector: resultSelector
        ))
    }
}

extension Infallible where Element == Any {
    /// Combines the latest elements of two infallibles into pairs whenever either emits, once both have emitted.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    /// - Returns: The pairs.
    @inlinable
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1, _ source2: I2
    ) -> Infallible<(I1.Element, I2.Element)> {
        Infallible<(I1.Element, I2.Element)>.combineLatest(source1, source2) { ($0, $1) }
    }

    /// Combines the latest elements of three infallibles into triples whenever any emits, once all have emitted.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    /// - Returns: The triples.
    @inlinable
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3
    ) -> Infallible<(I1.Element, I2.Element, I3.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element)>.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Combines the latest elements of four infallibles into quadruples whenever any emits, once all have
    /// emitted.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    /// - Returns: The quadruples.
    @inlinable
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)>.combineLatest(
            source1, source2, source3, source4
        ) { ($0, $1, $2, $3) }
    }

    /// Combines the elements of two infallibles pairwise, in order, into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    /// - Returns: The pairs.
    @inlinable
    public static func zip<E1, E2>(_ source1: Infallible<E1>, _ source2: Infallible<E2>) -> Infallible<(E1, E2)> {
        Infallible<(E1, E2)>.zip(source1, source2) { ($0, $1) }
    }

    /// Combines the elements of three infallibles, in order, into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    /// - Returns: The triples.
    @inlinable
    public static func zip<E1, E2, E3>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>
    ) -> Infallible<(E1, E2, E3)> {
        Infallible<(E1, E2, E3)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Combines the elements of four infallibles, in order, into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    /// - Returns: The quadruples.
    @inlinable
    public static func zip<E1, E2, E3, E4>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>
    ) -> Infallible<(E1, E2, E3, E4)> {
        Infallible<(E1, E2, E3, E4)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}
