// SendableRx — the disposable protocols.

/// A resource that can be released, such as a subscription.
///
/// Disposables are `Sendable`: a subscription may be disposed from any thread, and disposing twice is
/// harmless. Your own conforming types must be `Sendable` too (keep their state in a `Mutex` or an
/// `Atomic`).
public protocol Disposable: Sendable {
    /// Releases the resource. Calling it more than once has no further effect.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether ``Disposable/dispose()`` has been called.
    var isDisposed: Bool { get }
}

extension Disposable {
    /// Adds the disposable to `bag`, which disposes it when the bag is deallocated.
    ///
    /// - Parameter bag: The bag that takes ownership of the disposable.
    @inlinable
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
