// SendableRx — `combineLatest` over a collection of sources (the forms over two or more typed sources are generated in
// CombineLatest+Zip+Arity.swift).

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
        let sources = collection.map { $0.asObservable() }
        if sources.isEmpty {
            return .deferred { .just(try resultSelector([])) }
        }
        return combiningCollection(.latest, sources, resultSelector)
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
}
