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
///
/// The subjects' `on(_:)` takes its event apart with ``receive(_:)``, inlined where the element type is known; their
/// errors and, but for `AsyncSubject`'s, their completions go to the core as they are (the default implementations
/// below). Each subject's `sendNext(_:)` is its own, so an element reaches the core with no further call.
@usableFromInline
protocol ElementReceiver<Element>: AnyObject {
    associatedtype Element
    /// The subject's observers and delivery.
    var core: SubjectCore { get }
    /// The subject's `on(_:)` for an element, compiled once in this module.
    func sendNext(_ element: Element)
    /// The subject's `on(_:)` for an error, compiled once in this module.
    func sendError(_ error: any Error)
    /// The subject's `on(_:)` for completion, compiled once in this module.
    func sendCompleted()
}

extension ElementReceiver {
    /// Takes `event` apart and sends its content: inlined into a subject's `on(_:)`, where the element type is known,
    /// so the subject's code, compiled once for every element type, gets the element alone.
    @inlinable @inline(__always)
    func receive(_ event: Event<Element>) {
        switch event {
        case .next(let element): sendNext(element)
        case .error(let error): sendError(error)
        case .completed: sendCompleted()
        }
    }

    @usableFromInline
    func sendError(_ error: any Error) {
        core.sendTerminal(error, of: Element.self)
    }

    @usableFromInline
    func sendCompleted() {
        core.sendTerminal(nil, of: Element.self)
    }
}

extension PublishSubject: ElementReceiver {}
extension BehaviorSubject: ElementReceiver {}
extension ReplaySubject: ElementReceiver {}
extension AsyncSubject: ElementReceiver {}
