// SendableRxCocoa — combining shared sequences: `merge`, `concat`, `zip` and `combineLatest` of collections,
// `withLatestFrom`, `sample`.

import SendableRx

extension SharedSequenceConvertibleType {
    /// Merges the elements of `sources` into one sequence.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged sequence; it completes when every source has completed.
    public static func merge<Collection: Swift.Collection>(
        _ sources: Collection
    ) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of `sources` into one sequence.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged sequence; it completes when every source has completed.
    public static func merge(
        _ sources: [SharedSequence<SharingStrategy, Element>]
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of `sources` into one sequence.
    ///
    /// ```swift
    /// let status = Driver.merge(loading.map { "loading" }, results.map { "\($0.count) results" })
    /// ```
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged sequence; it completes when every source has completed.
    public static func merge(
        _ sources: SharedSequence<SharingStrategy, Element>...
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Combines each element with the latest element of `second`, with `resultSelector`; elements that arrive
    /// before `second` has sent one are dropped.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is used.
    ///   - resultSelector: Combines an element with the latest element of `second`.
    /// - Returns: The sequence of combinations.
    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
        _ second: Second,
        resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Second.SharingStrategy == SharingStrategy {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence(), resultSelector: resultSelector))
    }

    /// Replaces each element with the latest element of `second`; elements that arrive before `second` has sent
    /// one are dropped.
    ///
    /// ```
    /// source:          ---a----b--c-|
    /// second:          -1---2-------|
    /// withLatestFrom:  ---1----2--2-|
    /// ```
    ///
    /// - Parameter second: The sequence whose latest element is sent.
    /// - Returns: The sequence of `second`'s latest elements.
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(
        _ second: Second
    ) -> SharedSequence<SharingStrategy, Second.Element> {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence()))
    }

    /// Sends the latest element of this sequence whenever `sampler` sends an element, if a new element has
    /// arrived since the previous sample (or, with `defaultValue`, that value when none has).
    ///
    /// - Parameters:
    ///   - sampler: The sequence whose elements trigger a sample.
    ///   - defaultValue: The element sent on a sample when no new element has arrived; `nil` to send nothing.
    /// - Returns: The sampled sequence.
    public func sample<Sampler: SharedSequenceConvertibleType>(
        _ sampler: Sampler,
        defaultValue: Element? = nil
    ) -> SharedSequence<SharingStrategy, Element> where Sampler.SharingStrategy == SharingStrategy {
        SharedSequence(asObservable().sample(sampler.asObservable(), defaultValue: defaultValue))
    }
}

extension SharedSequence {
    /// Sends the elements of each sequence of `sequence` in turn: the next one is subscribed to when the
    /// previous one completes.
    ///
    /// - Parameter sequence: The sequences to concatenate.
    /// - Returns: The concatenated sequence.
    public static func concat<Sequence: Swift.Sequence>(
        _ sequence: Sequence
    ) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Sends the elements of each sequence of `collection` in turn: the next one is subscribed to when the
    /// previous one completes.
    ///
    /// - Parameter collection: The sequences to concatenate.
    /// - Returns: The concatenated sequence.
    public static func concat<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Combines the elements of the sequences of `collection` pairwise, in order, with `resultSelector`.
    ///
    /// - Parameters:
    ///   - collection: The sequences.
    ///   - resultSelector: Combines one element of each sequence, in collection order. It cannot throw: a
    ///     shared sequence cannot fail (RxCocoa's may throw).
    /// - Returns: The sequence of combinations.
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector)
        )
    }

    /// Combines the elements of the sequences of `collection` pairwise, in order, into arrays.
    ///
    /// - Parameter collection: The sequences.
    /// - Returns: The sequence of arrays, one element of each sequence in collection order.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, [Element]> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }

    /// Combines the latest elements of the sequences of `collection` with `resultSelector` whenever one of them
    /// sends an element, once each has sent one.
    ///
    /// - Parameters:
    ///   - collection: The sequences.
    ///   - resultSelector: Combines the latest elements, in collection order. It cannot throw: a shared sequence
    ///     cannot fail (RxCocoa's may throw).
    /// - Returns: The sequence of combinations.
    public static func combineLatest<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector)
        )
    }

    /// Combines the latest elements of the sequences of `collection` into arrays whenever one of them sends an
    /// element, once each has sent one.
    ///
    /// - Parameter collection: The sequences.
    /// - Returns: The sequence of arrays of latest elements, in collection order.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, [Element]> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}
