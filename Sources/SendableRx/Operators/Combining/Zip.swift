// SendableRx — `zip` over a collection of sources (the forms over two or more typed sources are generated in
// CombineLatest+Zip+Arity.swift).

extension ObservableType {
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
