// SendableRx — `empty`, `never` and `error`.

extension Observable {
    /// An observable that completes at once, with no elements.
    ///
    /// ```
    /// empty():  |
    /// ```
    ///
    /// - Returns: The observable sequence.
    @inlinable
    public static func empty() -> Observable<Element> {
        .keeping(()) { _, observer in
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// An observable that never sends any event.
    ///
    /// ```
    /// never():  ------…
    /// ```
    ///
    /// - Returns: The observable sequence.
    @inlinable
    public static func never() -> Observable<Element> {
        .keeping(()) { _, _ in Disposables.create() }
    }

    /// An observable that fails at once with `error`.
    ///
    /// ```
    /// error(e):  #
    /// ```
    ///
    /// - Parameter error: The error.
    /// - Returns: The observable sequence.
    @inlinable
    public static func error(_ error: any Swift.Error) -> Observable<Element> {
        .keeping(error) { error, observer in
            observer.on(.error(error))
            return Disposables.create()
        }
    }
}
