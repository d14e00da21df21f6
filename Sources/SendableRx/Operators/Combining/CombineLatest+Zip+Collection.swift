// SendableRx — `combineLatest` and `zip` over a collection of sources of one element type (the forms over two or more
// typed sources are generated in CombineLatest+Zip+Arity.swift and CombineLatest+Zip+Tuples.swift).

extension ObservableType {
    /// Combines the latest elements of the sources into arrays, with `resultSelector`.
    ///
    /// Completes as the written-out forms do.
    ///
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Combines the latest elements, in source order.
    /// - Returns: The sequence of combinations. An empty collection emits `resultSelector([])` and completes at
    ///   once (or fails with the error it throws), as in RxSwift.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        combiningCollection(.latest, collection.map { $0.asObservable() }, resultSelector)
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
        combiningCollection(.zipCompletingEarly, collection.map { $0.asObservable() }, resultSelector)
    }

    /// Combines the latest elements of the sources into arrays.
    ///
    /// - Parameter collection: The sources.
    /// - Returns: The sequence of arrays of latest elements, in source order. An empty collection emits `[]` and
    ///   completes at once.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.combineLatest(collection) { $0 }
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
