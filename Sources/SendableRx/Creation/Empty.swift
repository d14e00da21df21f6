// SendableRx — `empty`, `never` and `error`.

extension Observable {
    /// An observable that completes at once, with no elements.
    ///
    /// ```
    /// empty():  |
    /// ```
    ///
    /// - Returns: The observable sequence.
    public static func empty() -> Observable<Element> {
        TerminalObservable(.success(()))
    }

    /// An observable that never sends any event.
    ///
    /// ```
    /// never():  ------…
    /// ```
    ///
    /// - Returns: The observable sequence.
    public static func never() -> Observable<Element> {
        TerminalObservable(nil)
    }

    /// An observable that fails at once with `error`.
    ///
    /// ```
    /// error(e):  #
    /// ```
    ///
    /// - Parameter error: The error.
    /// - Returns: The observable sequence.
    public static func error(_ error: any Swift.Error) -> Observable<Element> {
        TerminalObservable(.failure(error))
    }
}
