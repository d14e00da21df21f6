// SendableRx — `zip` of any number of sources.

extension ObservableType {
    /// Combines the elements of nine or more sources pairwise, in order, with `resultSelector` (RxSwift stops at
    /// eight; two to eight sources take the written-out forms).
    ///
    /// ```
    /// a:                 -1---2---3-|
    /// b:                 ---x---y---|
    /// zip(a, b, +):      ---1x--2y--|
    /// ```
    ///
    /// Completes when every source has completed; an error from any source ends it. Each source's subscription
    /// ends at its own completion.
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
    ///   - resultSelector: Combines one element of each source. An error it throws is sent as an `error` event.
    /// - Returns: The sequence of combinations.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType, O9: ObservableType, each Rest: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8, _ source9: O9, _ rest: repeat each Rest,
        resultSelector: @escaping (
            O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element,
            O9.Element, repeat (each Rest).Element
        ) throws -> Element
    ) -> Observable<Element> {
        combiningPack(
            .zip, source1.asObservable(), source2.asObservable(), source3.asObservable(),
            source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(),
            source8.asObservable(), source9.asObservable(), repeat (each rest).asObservable(),
            resultSelector: resultSelector
        )
    }

    /// Combines the sources' elements pairwise in order into arrays, with `resultSelector`.
    ///
    /// Completes when every source has completed, and also — as RxSwift's collection form does — as soon as a
    /// source emits while every other source has completed and some source has nothing queued to pair. An error
    /// from any source ends it. Each source's subscription ends at its own completion.
    ///
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Combines one element of each source, in source order.
    /// - Returns: The sequence of combinations. An empty collection completes at once, without calling
    ///   `resultSelector`.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        if sources.isEmpty {
            return .empty()
        }
        return combiningCollection(.zipCompletingEarly, sources, resultSelector)
    }

    /// Combines the sources' elements pairwise in order into arrays.
    ///
    /// Completes as ``zip(_:resultSelector:)`` (the collection form) does.
    ///
    /// - Parameter collection: The sources.
    /// - Returns: The sequence of arrays, in source order. An empty collection completes at once.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.zip(collection) { $0 }
    }
}

extension ObservableType where Element == Any {
    /// Combines the elements of nine or more sources pairwise, in order, into tuples (two to eight sources take
    /// the written-out forms).
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
    /// - Returns: The sequence of tuples.
    @inlinable
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType, O9: ObservableType, each Rest: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8, _ source9: O9, _ rest: repeat each Rest
    ) -> Observable<(
        O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element, O9.Element,
        repeat (each Rest).Element
    )> {
        .zip(
            source1, source2, source3, source4, source5, source6, source7, source8, source9, repeat each rest
        ) { (a, b, c, d, e, f, g, h, i, rest: repeat (each Rest).Element) in
            (a, b, c, d, e, f, g, h, i, repeat each rest)
        }
    }
}
