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

/// A subject of this module, whose events can be sent without building an `Event`: what the connectable observables
/// send their source's events to, from code compiled once (where `on(_:)` would build and take apart an event).
protocol ElementReceiver<Element>: AnyObject {
    associatedtype Element
    func sendNext(_ element: Element)
    func sendError(_ error: any Error)
    func sendCompleted()
}

extension PublishSubject: ElementReceiver {}
extension BehaviorSubject: ElementReceiver {}
extension ReplaySubject: ElementReceiver {}
extension AsyncSubject: ElementReceiver {}
