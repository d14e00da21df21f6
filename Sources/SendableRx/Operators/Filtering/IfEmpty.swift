// SendableRx — `ifEmpty(default:)` and `ifEmpty(switchTo:)`.

extension ObservableType {
    /// Emits `default` if the source completes without an element.
    ///
    /// ```
    /// source:               -----|
    /// ifEmpty(default: 0):  -----(0|)
    /// ```
    ///
    /// - Parameter default: The element to emit for an empty source.
    /// - Returns: The source's elements, or `default`.
    @inlinable
    public func ifEmpty(default: Element) -> Observable<Element> {
        let source = asObservable()
        let defaultElement = `default`
        return .producer { observer, cancel in
            let sink = DefaultIfEmptySink(defaultElement: defaultElement, observer: observer, cancel: cancel)
            return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
        }
    }

    /// Continues with `other` if the source completes without an element.
    ///
    /// ```
    /// source:                  -----|
    /// other:                        -7-|
    /// ifEmpty(switchTo: other): ------7-|
    /// ```
    ///
    /// `other` is an `Observable`, as in RxSwift: a subject or a connectable observable is passed as it is, and
    /// another ``ObservableType`` (a test observable, a relay) through `asObservable()`.
    ///
    /// - Parameter other: The sequence to switch to for an empty source; subscribed only then.
    /// - Returns: The source's elements, or `other`'s.
    @inlinable
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        switchingIfEmpty(to: other)
    }

    @inlinable
    func switchingIfEmpty<Other: ObservableType>(to other: Other) -> Observable<Element>
    where Other.Element == Element {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = SwitchIfEmptySink(other: other, observer: observer, cancel: cancel)
            let sourceSubscription = source.subscribe(AnyObserver(eventHandler: sink.on))
            return (sink, Disposables.create(sourceSubscription, sink.otherSubscription))
        }
    }
}

/// The sink of `ifEmpty(default:)`.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant; `sawElement` is touched only in the
// serialized event flow.
final class DefaultIfEmptySink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let defaultElement: Element
    @usableFromInline @exclusivity(unchecked) var sawElement = false

    @inlinable
    init(defaultElement: Element, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.defaultElement = defaultElement
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if case .next = event {
            sawElement = true
            forwardOn(event)
            return
        }
        // A terminal event: an empty completion gets the default element in front of it.
        if !sawElement, case .completed = event {
            forwardOn(.next(defaultElement))
        }
        forwardOn(event)
        dispose()
    }
}

/// The sink of `ifEmpty(switchTo:)`: mirrors the source, or `other` when the source completes empty.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant; `sawElement` is touched only in the
// serialized event flow, and `otherSubscription` is a thread-safe disposable.
final class SwitchIfEmptySink<Other: ObservableType>: Sink<Other.Element>, @unchecked Sendable {
    @usableFromInline typealias Element = Other.Element

    @usableFromInline let other: Other
    @usableFromInline let otherSubscription = SingleAssignmentDisposable()
    @usableFromInline @exclusivity(unchecked) var sawElement = false

    @inlinable
    init(other: Other, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.other = other
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if case .next = event {
            sawElement = true
            forwardOn(event)
        } else if !sawElement, case .completed = event {
            // Empty: the fallback sequence takes over; its terminal event ends the sink.
            otherSubscription.setDisposable(other.subscribe(AnyObserver(eventHandler: onOther)))
        } else {
            forwardOn(event)
            dispose()
        }
    }

    @inlinable
    func onOther(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
