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
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    }
}

extension ObservableType {
    /// Drops elements whose key equals the key of the element before them.
    ///
    /// - Parameter keySelector: Computes the key to compare.
    /// - Returns: The sequence without consecutive duplicates by key.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) throws -> Key
    ) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Drops elements that `comparer` considers equal to the element before them.
    ///
    /// - Parameter comparer: Returns `true` when two elements count as equal.
    /// - Returns: The sequence without consecutive duplicates by `comparer`.
    @inlinable
    public func distinctUntilChanged(
        _ comparer: @escaping (Element, Element) throws -> Bool
    ) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops elements whose value at `keyPath` equals that of the element before them.
    ///
    /// - Parameter keyPath: The property to compare.
    /// - Returns: The sequence without consecutive duplicates at `keyPath`.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(
        at keyPath: KeyPath<Element, Property>
    ) -> Observable<Element> {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: { $0 == $1 })
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
    @inlinable
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = DistinctUntilChangedSink(
                keySelector: keySelector, comparer: comparer, observer: observer, cancel: cancel
            )
            return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
        }
    }
}

@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant.
final class DistinctUntilChangedSink<Element, Key>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let keySelector: (Element) throws -> Key
    @usableFromInline let comparer: (Key, Key) throws -> Bool
    @usableFromInline @exclusivity(unchecked) var currentKey: Key?

    @inlinable
    init(
        keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool,
        observer: AnyObserver<Element>,
        cancel: SinkDisposer
    ) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            do {
                let key = try keySelector(value)
                if let currentKey, try comparer(currentKey, key) {
                    return
                }
                currentKey = key
            } catch {
                forwardOn(.error(error))
                dispose()
                return
            }
            forwardOn(event)
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
