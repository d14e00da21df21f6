// SendableRx — `Infallible.combineLatest` of a collection of infallibles (the written-out arities are generated, in
// Infallible+CombineLatest+Zip.swift).

extension InfallibleType {
    /// Combines the latest elements of the infallibles in a collection into arrays, with `resultSelector`, whenever
    /// one emits, once each has emitted.
    ///
    /// - Parameters:
    ///   - collection: The infallibles.
    ///   - resultSelector: Combines the latest elements, in source order. As in RxSwift it may throw, but should not:
    ///     an error would end the infallible with it.
    /// - Returns: The combined infallible. An empty collection emits `resultSelector([])` and completes at once.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Combines the latest elements of the infallibles in a collection into arrays whenever one emits, once each
    /// has emitted.
    ///
    /// - Parameter collection: The infallibles.
    /// - Returns: The infallible of arrays, in source order. An empty collection emits `[]` and completes at once.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Infallible<[Element]> where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible<[Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}
