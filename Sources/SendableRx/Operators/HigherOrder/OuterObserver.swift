// SendableRx — the outer-sequence side shared by `merge`, `flatMap`, `concatMap`, `flatMapFirst` and
// `flatMapLatest`.

/// A higher-order operator's sink, as seen from its outer sequence. The requirements are called directly by the
/// specialised ``observeOuter(_:into:transform:)``, so sharing the outer observer costs no indirect call.
@usableFromInline
protocol OuterSequenceSink<Inner>: AnyObject {
    associatedtype Inner: ObservableConvertibleType

    /// Fails the result (``SerializingSink`` provides it).
    func failOuter(_ error: any Error)

    /// Whether to map an outer element at all (runs first, outside the lock; `flatMapFirst` skips elements while an
    /// inner sequence is active).
    func acceptOuterElement() -> Bool

    /// Handles the inner sequence an outer element was mapped to.
    func outerNext(_ inner: Inner)

    /// Handles the completion of the outer sequence.
    func outerCompleted()
}

extension OuterSequenceSink {
    @inlinable
    func acceptOuterElement() -> Bool {
        true
    }

    /// Subscribes `subscription` to the outer sequence: each element that ``acceptOuterElement()`` lets through is
    /// mapped by `transform` and handed to ``outerNext(_:)``; an error `transform` throws, or an error of the outer
    /// sequence, fails the result; completion goes to ``outerCompleted()``.
    ///
    /// - Parameters:
    ///   - outer: The outer sequence.
    ///   - subscription: Receives the outer subscription.
    ///   - transform: Maps an element to an inner sequence.
    @inlinable
    func observeOuter<Outer: ObservableType>(
        _ outer: Outer,
        into subscription: SingleAssignmentDisposable,
        transform: @escaping (Outer.Element) throws -> Inner
    ) {
        subscription.setDisposable(outer.subscribe(AnyObserver<Outer.Element> { event in
            switch event {
            case .next(let element):
                guard self.acceptOuterElement() else { return }
                let inner: Inner
                do {
                    inner = try transform(element)
                } catch {
                    self.failOuter(error)
                    return
                }
                self.outerNext(inner)
            case .error(let error):
                self.failOuter(error)
            case .completed:
                self.outerCompleted()
            }
        }))
    }
}

extension SerializingSink {
    /// Fails the result with `error`, in order with the other events.
    @inlinable
    final func failOuter(_ error: any Error) {
        sendLocked { .error(error) }
    }
}
