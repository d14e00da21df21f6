// SendableRxCocoa — shared sequences of shared sequences: `flatMap`, `flatMapLatest`, `flatMapFirst`, `concatMap`,
// `switchLatest`, `merge()`, `merge(maxConcurrent:)`.
//
// The inner sequences may have another sharing strategy than the outer one (a Driver mapped to Signals): the
// result has the inner sequences' strategy, as in RxCocoa.

import SendableRx

extension SharedSequenceConvertibleType {
    /// Maps each element to a shared sequence and merges the elements of all of them.
    ///
    /// - Parameter selector: Maps an element to an inner sequence.
    /// - Returns: The merged sequence, of the inner sequences' strategy.
    public func flatMap<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMap(selector))
    }

    /// Maps each element to a shared sequence and sends the elements of the latest one only: a new element
    /// disposes the previous inner sequence.
    ///
    /// ```
    /// source:            -a------b------|
    /// inner(a):           -1-2-3-4
    /// inner(b):                   -5-6-|
    /// flatMapLatest:     --1-2-3--5-6---|
    /// ```
    ///
    /// - Parameter selector: Maps an element to an inner sequence.
    /// - Returns: The sequence of the latest inner sequence's elements, of the inner sequences' strategy.
    public func flatMapLatest<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapLatest(selector))
    }

    /// Maps an element to a shared sequence only while no inner sequence is running; elements that arrive
    /// meanwhile are dropped.
    ///
    /// - Parameter selector: Maps an element to an inner sequence.
    /// - Returns: The sequence of the inner sequences' elements, of their strategy.
    public func flatMapFirst<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapFirst(selector))
    }

    /// Maps each element to a shared sequence and sends their elements one inner sequence after the other: an
    /// inner sequence is subscribed to when the previous one has completed.
    ///
    /// - Parameter selector: Maps an element to an inner sequence.
    /// - Returns: The concatenated sequence, of the inner sequences' strategy.
    public func concatMap<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().concatMap(selector))
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Sends the elements of the latest inner sequence only: a new inner sequence disposes the previous one.
    ///
    /// - Returns: The sequence of the latest inner sequence's elements, of the inner sequences' strategy.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.switchLatest())
    }

    /// Merges the elements of all inner sequences.
    ///
    /// - Returns: The merged sequence, of the inner sequences' strategy.
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.merge())
    }

    /// Merges the elements of the inner sequences, subscribed to at most `maxConcurrent` at a time; the others
    /// wait their turn.
    ///
    /// - Parameter maxConcurrent: The largest number of inner sequences subscribed at once.
    /// - Returns: The merged sequence, of the inner sequences' strategy.
    /// - Precondition: `maxConcurrent` is at least 1 (a shared sequence cannot report the bad argument as an
    ///   error).
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        precondition(maxConcurrent >= 1, "merge(maxConcurrent:): maxConcurrent must be at least 1 (\(maxConcurrent))")
        return SharedSequence(asObservable().map { $0.asSharedSequence() }.merge(maxConcurrent: maxConcurrent))
    }
}
