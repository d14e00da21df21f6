// SendableRx — `distinctUntilChanged`.

extension ObservableType where Element: Equatable {
    /// Drops elements equal to the element before them.
    ///
    /// ```
    /// source:                   -1-1-2-2-1-|
    /// distinctUntilChanged():   -1---2---1-|
    /// ```
    ///
    /// - Returns: The sequence without consecutive duplicates.
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged(identity, comparer: isEqual)
    }
}

extension ObservableType {
    /// Drops elements whose key equals the key of the element before them.
    ///
    /// - Parameter keySelector: Computes the key to compare.
    /// - Returns: The sequence without consecutive duplicates by key.
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) throws -> Key
    ) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: isEqual)
    }

    /// Drops elements that `comparer` considers equal to the element before them.
    ///
    /// - Parameter comparer: Returns `true` when two elements count as equal.
    /// - Returns: The sequence without consecutive duplicates by `comparer`.
    public func distinctUntilChanged(
        _ comparer: @escaping (Element, Element) throws -> Bool
    ) -> Observable<Element> {
        distinctUntilChanged(identity, comparer: comparer)
    }

    /// Drops elements whose value at `keyPath` equals that of the element before them.
    ///
    /// - Parameter keyPath: The property to compare.
    /// - Returns: The sequence without consecutive duplicates at `keyPath`.
    public func distinctUntilChanged<Property: Equatable>(
        at keyPath: KeyPath<Element, Property>
    ) -> Observable<Element> {
        distinctUntilChanged(reading(keyPath), comparer: isEqual)
    }

    /// Drops elements whose key `comparer` considers equal to the key of the element before them.
    ///
    /// An error thrown by `keySelector` or `comparer` is sent as an `error` event and the source subscription
    /// is disposed.
    ///
    /// - Parameters:
    ///   - keySelector: Computes the key to compare.
    ///   - comparer: Returns `true` when two keys count as equal.
    /// - Returns: The sequence without consecutive duplicates.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        let source = asObservable()
        return OperatorProducer { downstream, cancel in
            let sink = DistinctUntilChangedSink(
                keySelector: keySelector, comparer: comparer, downstream: downstream, cancel: cancel
            )
            return (sink, source.subscribe(downstream: sink))
        }
    }
}

// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; `currentKey` is touched only
// in the serialized event flow.
final class DistinctUntilChangedSink<Element, Key>: OperatorSink<Element, Element>, @unchecked Sendable {
    let keySelector: (Element) throws -> Key
    let comparer: (Key, Key) throws -> Bool
    @exclusivity(unchecked) var currentKey = ElementSlot<Key>()

    init(
        keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool,
        downstream: Downstream<Element>,
        cancel: SinkDisposer
    ) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(downstream: downstream, cancel: cancel)
    }

    deinit {
        currentKey.destroy()
    }

    override func next(_ element: Element) {
        do {
            let key = try keySelector(element)
            if currentKey.isFull, try comparer(currentKey.value, key) {
                return
            }
            currentKey.store(key)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        forwardNext(element)
    }
}
