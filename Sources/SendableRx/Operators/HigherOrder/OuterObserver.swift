// SendableRx — the outer-sequence side shared by `merge`, `flatMap`, `concatMap`, `flatMapFirst` and
// `flatMapLatest`.

extension SerializingSink {
    /// Subscribes `subscription` to the outer sequence of a higher-order operator.
    ///
    /// Each element that `accept` lets through (it runs first, outside the lock; `flatMapFirst` uses it to skip
    /// elements while an inner sequence is active) is mapped by `transform`, whose result goes to `next`; an error
    /// `transform` throws, or an error of the outer sequence, fails the result. Completion runs `completed`.
    ///
    /// - Parameters:
    ///   - outer: The outer sequence.
    ///   - subscription: Receives the outer subscription.
    ///   - accept: Whether to map an element at all.
    ///   - transform: Maps an element to an inner sequence.
    ///   - next: Handles an inner sequence.
    ///   - completed: Handles the outer completion.
    @inlinable
    final func observeOuter<Outer: ObservableType, Inner>(
        _ outer: Outer,
        into subscription: SingleAssignmentDisposable,
        accept: @escaping () -> Bool = { true },
        transform: @escaping (Outer.Element) throws -> Inner,
        next: @escaping (Inner) -> Void,
        completed: @escaping () -> Void
    ) {
        subscription.setDisposable(outer.subscribe(AnyObserver<Outer.Element> { event in
            switch event {
            case .next(let element):
                guard accept() else { return }
                let inner: Inner
                do {
                    inner = try transform(element)
                } catch {
                    self.locked { self.enqueue(.error(error)) }
                    return
                }
                next(inner)
            case .error(let error):
                self.locked { self.enqueue(.error(error)) }
            case .completed:
                completed()
            }
        }))
    }
}
