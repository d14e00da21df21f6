// Generated from Scripts/arity/ObservableArity.swift by Scripts/arity/generate.sh: edit the template, not this file.
// SendableRx — `combineLatest` and `zip` for two to eight sources, written out as RxSwift's are: each arity
// type-checks on its own (a parameter pack with `$0 + … + $7` does not in reasonable time). Each form hands its
// sources to `combining` (MultiSourceArity.swift), compiled once in the library; the tuple forms stay inlinable, so
// that the closure making the tuple is compiled for its element types. Nine or more sources take the parameter-pack
// forms at the end (RxSwift stops at eight); the tuple forms are in CombineLatest+Zip+Tuples.swift, the collection
// forms in CombineLatest+Zip+Collection.swift.

extension ObservableType {
    /// Combines the latest elements of two sources with `resultSelector` whenever one emits, once each has emitted.
    ///
    /// Completes when every source has completed, or when a source emits while all the others have completed and some
    /// never emitted; an error from any source ends it. Each source's subscription ends at its own completion.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - resultSelector: Combines one latest element of each source; an error it throws ends the sequence.
    /// - Returns: The sequence of combinations.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        combining(.latest, source1, source2, resultSelector)
    }

    /// Combines the elements of two sources pairwise, in order, with `resultSelector`.
    ///
    /// The first elements of all the sources make the first combination, the second ones the second, and so on.
    /// Completes when every source has completed (as RxSwift's written-out forms do, even when a completed source
    /// leaves nothing to pair); an error from any source ends it. Each source's subscription ends at its own
    /// completion.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - resultSelector: Combines the n-th element of each source; an error it throws ends the sequence.
    /// - Returns: The sequence of combinations.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        combining(.zip, source1, source2, resultSelector)
    }

    /// Combines the latest elements of three sources with `resultSelector` whenever one emits, once each has emitted.
    ///
    /// Completes when every source has completed, or when a source emits while all the others have completed and some
    /// never emitted; an error from any source ends it. Each source's subscription ends at its own completion.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - resultSelector: Combines one latest element of each source; an error it throws ends the sequence.
    /// - Returns: The sequence of combinations.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        combining(.latest, source1, source2, source3, resultSelector)
    }

    /// Combines the elements of three sources pairwise, in order, with `resultSelector`.
    ///
    /// The first elements of all the sources make the first combination, the second ones the second, and so on.
    /// Completes when every source has completed (as RxSwift's written-out forms do, even when a completed source
    /// leaves nothing to pair); an error from any source ends it. Each source's subscription ends at its own
    /// completion.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - resultSelector: Combines the n-th element of each source; an error it throws ends the sequence.
    /// - Returns: The sequence of combinations.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        combining(.zip, source1, source2, source3, resultSelector)
    }

    /// Combines the latest elements of four sources with `resultSelector` whenever one emits, once each has emitted.
    ///
    /// Completes when every source has completed, or when a source emits while all the others have completed and some
    /// never emitted; an error from any source ends it. Each source's subscription ends at its own completion.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - resultSelector: Combines one latest element of each source; an error it throws ends the sequence.
    /// - Returns: The sequence of combinations.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        combining(.latest, source1, source2, source3, source4, resultSelector)
    }

    /// Combines the elements of four sources pairwise, in order, with `resultSelector`.
    ///
    /// The first elements of all the sources make the first combination, the second ones the second, and so on.
    /// Completes when every source has completed (as RxSwift's written-out forms do, even when a completed source
    /// leaves nothing to pair); an error from any source ends it. Each source's subscription ends at its own
    /// completion.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - resultSelector: Combines the n-th element of each source; an error it throws ends the sequence.
    /// - Returns: The sequence of combinations.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        combining(.zip, source1, source2, source3, source4, resultSelector)
    }

    /// Combines the latest elements of five sources with `resultSelector` whenever one emits, once each has emitted.
    ///
    /// Completes when every source has completed, or when a source emits while all the others have completed and some
    /// never emitted; an error from any source ends it. Each source's subscription ends at its own completion.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - resultSelector: Combines one latest element of each source; an error it throws ends the sequence.
    /// - Returns: The sequence of combinations.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        combining(.latest, source1, source2, source3, source4, source5, resultSelector)
    }

    /// Combines the elements of five sources pairwise, in order, with `resultSelector`.
    ///
    /// The first elements of all the sources make the first combination, the second ones the second, and so on.
    /// Completes when every source has completed (as RxSwift's written-out forms do, even when a completed source
    /// leaves nothing to pair); an error from any source ends it. Each source's subscription ends at its own
    /// completion.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - resultSelector: Combines the n-th element of each source; an error it throws ends the sequence.
    /// - Returns: The sequence of combinations.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        combining(.zip, source1, source2, source3, source4, source5, resultSelector)
    }

    /// Combines the latest elements of six sources with `resultSelector` whenever one emits, once each has emitted.
    ///
    /// Completes when every source has completed, or when a source emits while all the others have completed and some
    /// never emitted; an error from any source ends it. Each source's subscription ends at its own completion.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    ///   - resultSelector: Combines one latest element of each source; an error it throws ends the sequence.
    /// - Returns: The sequence of combinations.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        combining(.latest, source1, source2, source3, source4, source5, source6, resultSelector)
    }

    /// Combines the elements of six sources pairwise, in order, with `resultSelector`.
    ///
    /// The first elements of all the sources make the first combination, the second ones the second, and so on.
    /// Completes when every source has completed (as RxSwift's written-out forms do, even when a completed source
    /// leaves nothing to pair); an error from any source ends it. Each source's subscription ends at its own
    /// completion.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    ///   - resultSelector: Combines the n-th element of each source; an error it throws ends the sequence.
    /// - Returns: The sequence of combinations.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        combining(.zip, source1, source2, source3, source4, source5, source6, resultSelector)
    }

    /// Combines the latest elements of seven sources with `resultSelector` whenever one emits, once each has emitted.
    ///
    /// Completes when every source has completed, or when a source emits while all the others have completed and some
    /// never emitted; an error from any source ends it. Each source's subscription ends at its own completion.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    ///   - source7: The seventh source.
    ///   - resultSelector: Combines one latest element of each source; an error it throws ends the sequence.
    /// - Returns: The sequence of combinations.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        combining(.latest, source1, source2, source3, source4, source5, source6, source7, resultSelector)
    }

    /// Combines the elements of seven sources pairwise, in order, with `resultSelector`.
    ///
    /// The first elements of all the sources make the first combination, the second ones the second, and so on.
    /// Completes when every source has completed (as RxSwift's written-out forms do, even when a completed source
    /// leaves nothing to pair); an error from any source ends it. Each source's subscription ends at its own
    /// completion.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    ///   - source7: The seventh source.
    ///   - resultSelector: Combines the n-th element of each source; an error it throws ends the sequence.
    /// - Returns: The sequence of combinations.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        combining(.zip, source1, source2, source3, source4, source5, source6, source7, resultSelector)
    }

    /// Combines the latest elements of eight sources with `resultSelector` whenever one emits, once each has emitted.
    ///
    /// Completes when every source has completed, or when a source emits while all the others have completed and some
    /// never emitted; an error from any source ends it. Each source's subscription ends at its own completion.
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
    ///   - resultSelector: Combines one latest element of each source; an error it throws ends the sequence.
    /// - Returns: The sequence of combinations.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        combining(.latest, source1, source2, source3, source4, source5, source6, source7, source8, resultSelector)
    }

    /// Combines the elements of eight sources pairwise, in order, with `resultSelector`.
    ///
    /// The first elements of all the sources make the first combination, the second ones the second, and so on.
    /// Completes when every source has completed (as RxSwift's written-out forms do, even when a completed source
    /// leaves nothing to pair); an error from any source ends it. Each source's subscription ends at its own
    /// completion.
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
    ///   - resultSelector: Combines the n-th element of each source; an error it throws ends the sequence.
    /// - Returns: The sequence of combinations.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        combining(.zip, source1, source2, source3, source4, source5, source6, source7, source8, resultSelector)
    }

    /// Combines the latest elements of nine or more sources with `resultSelector` whenever one emits, once each has
    /// emitted (RxSwift stops at eight; two to eight sources take the written-out forms).
    ///
    /// ```
    /// a:                       -1---2-----|
    /// b:                       ---x---y---|
    /// combineLatest(a, b, +):  ---1x-2x-2y-|
    /// ```
    ///
    /// Completes when every source has completed, or when a source emits while all the others have completed and
    /// some never emitted; an error from any source ends it. Each source's subscription ends at its own completion.
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
    ///   - resultSelector: Combines one latest element of each source. An error it throws is sent as an `error`
    ///     event.
    /// - Returns: The sequence of combinations.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType, O9: ObservableType, each Rest: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8, _ source9: O9, _ rest: repeat each Rest, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element, O9.Element, repeat (each Rest).Element) throws -> Element) -> Observable<Element> {
        combiningPack(.latest, source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), source9.asObservable(), repeat (each rest).asObservable(), resultSelector: resultSelector)
    }

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
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType, O9: ObservableType, each Rest: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8, _ source9: O9, _ rest: repeat each Rest, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element, O9.Element, repeat (each Rest).Element) throws -> Element) -> Observable<Element> {
        combiningPack(.zip, source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), source9.asObservable(), repeat (each rest).asObservable(), resultSelector: resultSelector)
    }
}
