// Generated from Scripts/arity/TraitArity.swift by Scripts/arity/generate.sh: edit the template, not this file.
// SendableRx — `Infallible.combineLatest` and `Infallible.zip` of two to eight infallibles, written out as RxSwift's
// are (each arity type-checks on its own), and of nine or more through a parameter pack; the collection forms are in
// Infallible+CombineLatestCollection.swift.

extension InfallibleType {
    /// Combines the latest elements of two infallibles with `resultSelector` whenever one emits, once each has emitted;
    /// completes as `Observable.combineLatest` does.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - resultSelector: Combines the elements. As in RxSwift it may throw, but should not: an error would end the infallible with it.
    /// - Returns: The combined infallible.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(_ source1: I1, _ source2: I2, resultSelector: @escaping (I1.Element, I2.Element) throws -> Element) -> Infallible<Element> {
        Infallible(combining(.latest, source1, source2, resultSelector))
    }

    /// Combines the elements of two infallibles pairwise, in order, with `resultSelector`; completes when every source
    /// has completed.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - resultSelector: Combines the elements. As in RxSwift it may throw, but should not: an error would end the infallible with it.
    /// - Returns: The combined infallible.
    public static func zip<I1: InfallibleType, I2: InfallibleType>(_ source1: I1, _ source2: I2, resultSelector: @escaping (I1.Element, I2.Element) throws -> Element) -> Infallible<Element> {
        Infallible(combining(.zip, source1, source2, resultSelector))
    }

    /// Combines the latest elements of three infallibles with `resultSelector` whenever one emits, once each has
    /// emitted; completes as `Observable.combineLatest` does.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - resultSelector: Combines the elements. As in RxSwift it may throw, but should not: an error would end the infallible with it.
    /// - Returns: The combined infallible.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, resultSelector: @escaping (I1.Element, I2.Element, I3.Element) throws -> Element) -> Infallible<Element> {
        Infallible(combining(.latest, source1, source2, source3, resultSelector))
    }

    /// Combines the elements of three infallibles pairwise, in order, with `resultSelector`; completes when every
    /// source has completed.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - resultSelector: Combines the elements. As in RxSwift it may throw, but should not: an error would end the infallible with it.
    /// - Returns: The combined infallible.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, resultSelector: @escaping (I1.Element, I2.Element, I3.Element) throws -> Element) -> Infallible<Element> {
        Infallible(combining(.zip, source1, source2, source3, resultSelector))
    }

    /// Combines the latest elements of four infallibles with `resultSelector` whenever one emits, once each has
    /// emitted; completes as `Observable.combineLatest` does.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    ///   - resultSelector: Combines the elements. As in RxSwift it may throw, but should not: an error would end the infallible with it.
    /// - Returns: The combined infallible.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) throws -> Element) -> Infallible<Element> {
        Infallible(combining(.latest, source1, source2, source3, source4, resultSelector))
    }

    /// Combines the elements of four infallibles pairwise, in order, with `resultSelector`; completes when every source
    /// has completed.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    ///   - resultSelector: Combines the elements. As in RxSwift it may throw, but should not: an error would end the infallible with it.
    /// - Returns: The combined infallible.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) throws -> Element) -> Infallible<Element> {
        Infallible(combining(.zip, source1, source2, source3, source4, resultSelector))
    }

    /// Combines the latest elements of five infallibles with `resultSelector` whenever one emits, once each has
    /// emitted; completes as `Observable.combineLatest` does.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    ///   - source5: The fifth infallible.
    ///   - resultSelector: Combines the elements. As in RxSwift it may throw, but should not: an error would end the infallible with it.
    /// - Returns: The combined infallible.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) throws -> Element) -> Infallible<Element> {
        Infallible(combining(.latest, source1, source2, source3, source4, source5, resultSelector))
    }

    /// Combines the elements of five infallibles pairwise, in order, with `resultSelector`; completes when every source
    /// has completed.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    ///   - source5: The fifth infallible.
    ///   - resultSelector: Combines the elements. As in RxSwift it may throw, but should not: an error would end the infallible with it.
    /// - Returns: The combined infallible.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) throws -> Element) -> Infallible<Element> {
        Infallible(combining(.zip, source1, source2, source3, source4, source5, resultSelector))
    }

    /// Combines the latest elements of six infallibles with `resultSelector` whenever one emits, once each has emitted;
    /// completes as `Observable.combineLatest` does.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    ///   - source5: The fifth infallible.
    ///   - source6: The sixth infallible.
    ///   - resultSelector: Combines the elements. As in RxSwift it may throw, but should not: an error would end the infallible with it.
    /// - Returns: The combined infallible.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) throws -> Element) -> Infallible<Element> {
        Infallible(combining(.latest, source1, source2, source3, source4, source5, source6, resultSelector))
    }

    /// Combines the elements of six infallibles pairwise, in order, with `resultSelector`; completes when every source
    /// has completed.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    ///   - source5: The fifth infallible.
    ///   - source6: The sixth infallible.
    ///   - resultSelector: Combines the elements. As in RxSwift it may throw, but should not: an error would end the infallible with it.
    /// - Returns: The combined infallible.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) throws -> Element) -> Infallible<Element> {
        Infallible(combining(.zip, source1, source2, source3, source4, source5, source6, resultSelector))
    }

    /// Combines the latest elements of seven infallibles with `resultSelector` whenever one emits, once each has
    /// emitted; completes as `Observable.combineLatest` does.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    ///   - source5: The fifth infallible.
    ///   - source6: The sixth infallible.
    ///   - source7: The seventh infallible.
    ///   - resultSelector: Combines the elements. As in RxSwift it may throw, but should not: an error would end the infallible with it.
    /// - Returns: The combined infallible.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element) throws -> Element) -> Infallible<Element> {
        Infallible(combining(.latest, source1, source2, source3, source4, source5, source6, source7, resultSelector))
    }

    /// Combines the elements of seven infallibles pairwise, in order, with `resultSelector`; completes when every
    /// source has completed.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    ///   - source5: The fifth infallible.
    ///   - source6: The sixth infallible.
    ///   - source7: The seventh infallible.
    ///   - resultSelector: Combines the elements. As in RxSwift it may throw, but should not: an error would end the infallible with it.
    /// - Returns: The combined infallible.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element) throws -> Element) -> Infallible<Element> {
        Infallible(combining(.zip, source1, source2, source3, source4, source5, source6, source7, resultSelector))
    }

    /// Combines the latest elements of eight infallibles with `resultSelector` whenever one emits, once each has
    /// emitted; completes as `Observable.combineLatest` does.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    ///   - source5: The fifth infallible.
    ///   - source6: The sixth infallible.
    ///   - source7: The seventh infallible.
    ///   - source8: The eighth infallible.
    ///   - resultSelector: Combines the elements. As in RxSwift it may throw, but should not: an error would end the infallible with it.
    /// - Returns: The combined infallible.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element) throws -> Element) -> Infallible<Element> {
        Infallible(combining(.latest, source1, source2, source3, source4, source5, source6, source7, source8, resultSelector))
    }

    /// Combines the elements of eight infallibles pairwise, in order, with `resultSelector`; completes when every
    /// source has completed.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    ///   - source5: The fifth infallible.
    ///   - source6: The sixth infallible.
    ///   - source7: The seventh infallible.
    ///   - source8: The eighth infallible.
    ///   - resultSelector: Combines the elements. As in RxSwift it may throw, but should not: an error would end the infallible with it.
    /// - Returns: The combined infallible.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element) throws -> Element) -> Infallible<Element> {
        Infallible(combining(.zip, source1, source2, source3, source4, source5, source6, source7, source8, resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// Combines the latest elements of two infallibles into tuples whenever one emits, once each has emitted.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    /// - Returns: The infallible of tuples.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(_ source1: I1, _ source2: I2) -> Infallible<(I1.Element, I2.Element)> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable()))
    }

    /// Combines the elements of two infallibles pairwise, in order, into tuples (RxSwift has no tuple form of
    /// `Infallible.zip`).
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    /// - Returns: The infallible of tuples.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType>(_ source1: I1, _ source2: I2) -> Infallible<(I1.Element, I2.Element)> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable()))
    }

    /// Combines the latest elements of three infallibles into tuples whenever one emits, once each has emitted.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    /// - Returns: The infallible of tuples.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3) -> Infallible<(I1.Element, I2.Element, I3.Element)> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }

    /// Combines the elements of three infallibles pairwise, in order, into tuples (RxSwift has no tuple form of
    /// `Infallible.zip`).
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    /// - Returns: The infallible of tuples.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3) -> Infallible<(I1.Element, I2.Element, I3.Element)> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }

    /// Combines the latest elements of four infallibles into tuples whenever one emits, once each has emitted.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    /// - Returns: The infallible of tuples.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
    }

    /// Combines the elements of four infallibles pairwise, in order, into tuples (RxSwift has no tuple form of
    /// `Infallible.zip`).
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    /// - Returns: The infallible of tuples.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
    }

    /// Combines the latest elements of five infallibles into tuples whenever one emits, once each has emitted.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    ///   - source5: The fifth infallible.
    /// - Returns: The infallible of tuples.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable()))
    }

    /// Combines the elements of five infallibles pairwise, in order, into tuples (RxSwift has no tuple form of
    /// `Infallible.zip`).
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    ///   - source5: The fifth infallible.
    /// - Returns: The infallible of tuples.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable()))
    }

    /// Combines the latest elements of six infallibles into tuples whenever one emits, once each has emitted.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    ///   - source5: The fifth infallible.
    ///   - source6: The sixth infallible.
    /// - Returns: The infallible of tuples.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable()))
    }

    /// Combines the elements of six infallibles pairwise, in order, into tuples (RxSwift has no tuple form of
    /// `Infallible.zip`).
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    ///   - source5: The fifth infallible.
    ///   - source6: The sixth infallible.
    /// - Returns: The infallible of tuples.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable()))
    }

    /// Combines the latest elements of seven infallibles into tuples whenever one emits, once each has emitted.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    ///   - source5: The fifth infallible.
    ///   - source6: The sixth infallible.
    ///   - source7: The seventh infallible.
    /// - Returns: The infallible of tuples.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()))
    }

    /// Combines the elements of seven infallibles pairwise, in order, into tuples (RxSwift has no tuple form of
    /// `Infallible.zip`).
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    ///   - source5: The fifth infallible.
    ///   - source6: The sixth infallible.
    ///   - source7: The seventh infallible.
    /// - Returns: The infallible of tuples.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()))
    }

    /// Combines the latest elements of eight infallibles into tuples whenever one emits, once each has emitted.
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    ///   - source5: The fifth infallible.
    ///   - source6: The sixth infallible.
    ///   - source7: The seventh infallible.
    ///   - source8: The eighth infallible.
    /// - Returns: The infallible of tuples.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()))
    }

    /// Combines the elements of eight infallibles pairwise, in order, into tuples (RxSwift has no tuple form of
    /// `Infallible.zip`).
    ///
    /// - Parameters:
    ///   - source1: The first infallible.
    ///   - source2: The second infallible.
    ///   - source3: The third infallible.
    ///   - source4: The fourth infallible.
    ///   - source5: The fifth infallible.
    ///   - source6: The sixth infallible.
    ///   - source7: The seventh infallible.
    ///   - source8: The eighth infallible.
    /// - Returns: The infallible of tuples.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()))
    }
}

extension InfallibleType {
    /// Combines the latest elements of nine or more infallibles with `resultSelector` (RxSwift stops at eight).
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
    ///   - resultSelector: Combines the elements. As in RxSwift it may throw, but should not: an error would end the infallible with it.
    /// - Returns: The combined infallible.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType, I9: InfallibleType, each Rest: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8, _ source9: I9, _ rest: repeat each Rest, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element, I9.Element, repeat (each Rest).Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), source9.asObservable(), repeat (each rest).asObservable(), resultSelector: resultSelector))
    }

    /// Combines the elements of nine or more infallibles pairwise, in order, with `resultSelector` (RxSwift stops at
    /// eight).
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
    ///   - resultSelector: Combines the elements. As in RxSwift it may throw, but should not: an error would end the infallible with it.
    /// - Returns: The combined infallible.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType, I9: InfallibleType, each Rest: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8, _ source9: I9, _ rest: repeat each Rest, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element, I9.Element, repeat (each Rest).Element) throws -> Element) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), source9.asObservable(), repeat (each rest).asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// Combines the latest elements of nine or more infallibles into tuples (RxSwift stops at eight).
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
    /// - Returns: The infallible of tuples.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType, I9: InfallibleType, each Rest: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8, _ source9: I9, _ rest: repeat each Rest) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element, I9.Element, repeat (each Rest).Element)> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), source9.asObservable(), repeat (each rest).asObservable()))
    }

    /// Combines the elements of nine or more infallibles pairwise, in order, into tuples (RxSwift stops at eight).
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
    /// - Returns: The infallible of tuples.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType, I9: InfallibleType, each Rest: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8, _ source9: I9, _ rest: repeat each Rest) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element, I9.Element, repeat (each Rest).Element)> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), source9.asObservable(), repeat (each rest).asObservable()))
    }
}
