// SendableRx — the subject protocol.

/// A type that is both an observable sequence and an observer: events sent to its observer side are passed
/// on to its subscribers.
public protocol SubjectType<Element>: ObservableType {
    /// The observer side's type.
    associatedtype Observer: ObserverType

    /// The observer side of the subject.
    ///
    /// - Returns: The observer that feeds the subject.
    func asObserver() -> Observer
}
