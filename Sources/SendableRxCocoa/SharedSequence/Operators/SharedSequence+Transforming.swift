// SendableRxCocoa — transforming shared sequences: `map`, `compactMap`, `scan`.
//
// Each operator applies the core operator to the underlying observable and shares the result again with the
// strategy's behaviour, as RxCocoa does: a mapped Driver is itself a Driver (its own replay of one element).

import SendableRx

extension SharedSequenceConvertibleType {
    /// Transforms each element with `transform`.
    ///
    /// ```
    /// source:           -1-2-3-|
    /// map { $0 * 10 }:  -10-20-30-|
    /// ```
    ///
    /// - Parameter transform: Maps an element; it cannot throw (a shared sequence cannot fail).
    /// - Returns: The shared sequence of transformed elements.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().map(transform))
    }

    /// Transforms each element with `transform` and drops the `nil` results.
    ///
    /// - Parameter transform: Maps an element to a result or `nil`.
    /// - Returns: The shared sequence of non-`nil` results.
    public func compactMap<Result>(
        _ transform: @escaping (Element) -> Result?
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().compactMap(transform))
    }

    /// Sends each intermediate result of folding the elements into `seed` with `accumulator`.
    ///
    /// ```
    /// source:           -1-2-3-|
    /// scan(0, +):       -1-3-6-|
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value (not sent by itself).
    ///   - accumulator: Combines the accumulated value with the next element.
    /// - Returns: The shared sequence of accumulated values.
    public func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) -> Accumulate
    ) -> SharedSequence<SharingStrategy, Accumulate> {
        SharedSequence(asObservable().scan(seed, accumulator: accumulator))
    }
}
