// SendableRxCocoa — filtering shared sequences: `filter`, `distinctUntilChanged`, `skip`, `take`, `startWith`.

import SendableRx

extension SharedSequenceConvertibleType {
    /// Keeps the elements that satisfy `predicate`.
    ///
    /// - Parameter predicate: Says whether an element is kept.
    /// - Returns: The shared sequence of kept elements.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().filter(predicate))
    }

    /// Drops each element whose key, computed by `keySelector`, equals the key of the element before it.
    ///
    /// - Parameter keySelector: Computes the key compared with `==`.
    /// - Returns: The shared sequence without consecutive duplicates.
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) -> Key
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops each element that `comparer` finds equal to the element before it.
    ///
    /// - Parameter comparer: Says whether two consecutive elements are equal.
    /// - Returns: The shared sequence without consecutive duplicates.
    public func distinctUntilChanged(
        _ comparer: @escaping (Element, Element) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops each element whose key, computed by `keySelector`, `comparer` finds equal to the key of the element
    /// before it.
    ///
    /// - Parameters:
    ///   - keySelector: Computes the key of an element.
    ///   - comparer: Says whether two keys are equal.
    /// - Returns: The shared sequence without consecutive duplicates.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key,
        comparer: @escaping (Key, Key) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops the first `count` elements.
    ///
    /// - Parameter count: How many elements to drop; zero or a negative count drops nothing.
    /// - Returns: The shared sequence without its first `count` elements.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// Sends the first `count` elements, then completes.
    ///
    /// - Parameter count: How many elements to send.
    /// - Returns: The shared sequence of at most `count` elements.
    /// - Precondition: `count` is not negative.
    public func take(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().take(count))
    }

    /// Sends `element` first, then the elements of the sequence.
    ///
    /// ```
    /// source:         ---1-2-|
    /// startWith(0):   0--1-2-|
    /// ```
    ///
    /// - Parameter element: The element sent on subscription, before the source's.
    /// - Returns: The shared sequence that starts with `element`.
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops each element equal to the element before it.
    ///
    /// ```
    /// source:                  -1-1-2-2-1-|
    /// distinctUntilChanged():  -1---2---1-|
    /// ```
    ///
    /// - Returns: The shared sequence without consecutive duplicates.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}
