// SendableRx — `flatMap`, `flatMapLatest` and `concatMap` with async closures.

extension ObservableType where Element: Sendable {
    /// Runs `selector` in a task for each element and merges the results as they finish.
    ///
    /// Disposing the subscription cancels the running tasks; an error thrown by `selector` fails the sequence.
    ///
    /// - Parameter selector: The async work for an element.
    /// - Returns: The sequence of results.
    @inlinable
    public func flatMap<Result: Sendable>(
        _ selector: @escaping @Sendable (Element) async throws -> Result
    ) -> Observable<Result> {
        flatMap { element in Single<Result>.create { try await selector(element) }.asObservable() }
    }

    /// Runs `selector` in a task for each element, cancelling the previous element's task when a new element
    /// arrives, and emits the result of the latest one.
    ///
    /// - Parameter selector: The async work for an element.
    /// - Returns: The sequence of results of the work that was not superseded.
    @inlinable
    public func flatMapLatest<Result: Sendable>(
        _ selector: @escaping @Sendable (Element) async throws -> Result
    ) -> Observable<Result> {
        flatMapLatest { element in Single<Result>.create { try await selector(element) }.asObservable() }
    }

    /// Runs `selector` in a task for each element, one element at a time, and emits the results in order.
    ///
    /// - Parameter selector: The async work for an element.
    /// - Returns: The sequence of results, in element order.
    @inlinable
    public func concatMap<Result: Sendable>(
        _ selector: @escaping @Sendable (Element) async throws -> Result
    ) -> Observable<Result> {
        concatMap { element in Single<Result>.create { try await selector(element) }.asObservable() }
    }
}
