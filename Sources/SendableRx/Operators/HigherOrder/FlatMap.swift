// SendableRx — `flatMap`, `concatMap` and `merge` of an observable of observables.

extension ObservableType {
    /// Maps each element to an inner sequence and merges the elements of all inner sequences.
    ///
    /// ```
    /// source:                   -a----b-----|
    /// flatMap { inner($0) }:    --a1-b1-a2-b2-|
    /// ```
    ///
    /// Completes when the source and every inner sequence have completed; an error from any of them, or
    /// thrown by `selector`, ends the sequence and disposes every subscription.
    ///
    /// - Parameter selector: Maps an element to an inner sequence.
    /// - Returns: The merged sequence.
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        asObservable().merging(maxConcurrent: Int.max, observing(selector))
    }

    /// Maps each element to an inner sequence and concatenates the inner sequences, one after another.
    ///
    /// ```
    /// source:                     -a-b--------|
    /// concatMap { inner($0) }:    --a1-a2-b1-b2-|
    /// ```
    ///
    /// An inner sequence is subscribed to only after the previous one completed.
    ///
    /// - Parameter selector: Maps an element to an inner sequence.
    /// - Returns: The concatenated sequence.
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        asObservable().merging(maxConcurrent: 1, observing(selector))
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the elements of the inner sequences this sequence produces.
    ///
    /// - Returns: The merged sequence.
    public func merge() -> Observable<Element.Element> {
        asObservable().merging(maxConcurrent: Int.max, observing(identity))
    }

    /// Merges the inner sequences, subscribed to at most `maxConcurrent` at a time; the others wait their turn.
    ///
    /// - Parameter maxConcurrent: The largest number of inner sequences subscribed at once.
    /// - Returns: The merged sequence. A `maxConcurrent` below 1 fails at once with ``RxError/argumentOutOfRange``.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        if maxConcurrent < 1 {
            return .error(RxError.argumentOutOfRange)
        }
        return asObservable().merging(maxConcurrent: maxConcurrent, observing(identity))
    }

    /// Concatenates the inner sequences, one after another.
    ///
    /// - Returns: The concatenated sequence.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

extension Observable {
    /// Merges the elements of several sequences.
    ///
    /// - Parameter sources: The sequences.
    /// - Returns: The merged sequence; it completes when every source has completed.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        merge(Array(sources))
    }

    /// Merges the elements of several sequences.
    ///
    /// - Parameter sources: The sequences.
    /// - Returns: The merged sequence; it completes when every source has completed.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        OperatorProducer { downstream, cancel in
            // No outer sequence: the sources are handed to the sink directly, and its transform is never called.
            let sink = MergeSink<Observable<Element>, Element>(
                maxConcurrent: Int.max, outer: false, transform: identity, downstream: downstream, cancel: cancel
            )
            return (sink, sink.run(sources: sources))
        }
    }

    /// Merges the elements of several sequences.
    ///
    /// - Parameter sources: The sequences.
    /// - Returns: The merged sequence; it completes when every source has completed.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }

    /// The observable of `flatMap`, `concatMap` and `merge`: maps each element to an inner sequence with
    /// `transform` and merges the inner sequences, at most `maxConcurrent` subscribed at a time.
    func merging<Inner>(
        maxConcurrent: Int,
        _ transform: @escaping (Element) throws -> Observable<Inner>
    ) -> Observable<Inner> {
        OperatorProducer { downstream, cancel in
            let sink = MergeSink(
                maxConcurrent: maxConcurrent, outer: true, transform: transform, downstream: downstream, cancel: cancel
            )
            return (sink, sink.run(self))
        }
    }
}
