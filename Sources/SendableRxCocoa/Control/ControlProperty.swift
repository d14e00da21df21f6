// SendableRxCocoa — `ControlProperty`: the type of a UI element's value.

import SendableRx

/// A type that is a ``ControlProperty``.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The property as a ``ControlProperty``.
    ///
    /// - Returns: The control property.
    func asControlProperty() -> ControlProperty<Element>
}

/// A property of a UI element: observable (its current value, then the values the user sets) and bindable (an
/// observer that sets it).
///
/// The contract, as in RxCocoa: a new subscriber gets the current value first; values set by the program are not
/// reported; the sequence never fails, is delivered on the main thread and completes when the element goes away.
/// The initialiser subscribes to `values` on the main thread (`subscribe(on: ConcurrentMainScheduler.instance)`);
/// the rest is the implementor's promise. SendableRxCocoa ships no UIKit or AppKit extensions: build control
/// properties from your own sources, for example a `BehaviorRelay` standing in for a text field.
///
/// ```swift
/// let text = BehaviorRelay<String?>(value: nil)
/// let property = ControlProperty(values: text, valueSink: Binder(text) { relay, value in relay.accept(value) })
/// property.orEmpty.asDriver().drive(onNext: { print("text: \($0)") }).disposed(by: bag)
/// ```
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The type of the property's values.
    public typealias Element = PropertyType

    @usableFromInline
    let values: Observable<PropertyType>
    @usableFromInline
    let valueSink: AnyObserver<PropertyType>

    /// Creates a control property from the sequence of its values and the observer that sets it.
    ///
    /// - Parameters:
    ///   - values: The property's values: the current one on subscription, then user changes. Subscribed to on
    ///     the main thread.
    ///   - valueSink: Sets the property; receives the elements bound to it.
    @inlinable
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    /// Subscribes an observer to the property's values.
    ///
    /// - Parameter observer: The observer.
    /// - Returns: A disposable that ends the subscription.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The values the user sets, without the current value: every value except the first.
    ///
    /// The name says that the elements come from user changes, not that neighbouring elements differ.
    @inlinable
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// The property's values as an observable.
    ///
    /// - Returns: The observable.
    @inlinable
    public func asObservable() -> Observable<Element> {
        values
    }

    /// Returns `self`.
    ///
    /// - Returns: This control property.
    @inlinable
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets the property: a `next` element goes to the value sink, and so does completion; an error is a
    /// programmer error (a binding must not fail) that stops DEBUG builds and is printed in release builds.
    ///
    /// - Parameter event: The event.
    @inlinable
    public func on(_ event: Event<Element>) {
        switch event {
        case .next, .completed:
            valueSink.on(event)
        case .error(let error):
            controlBindingFailed(error)
        }
    }

    /// The property's values as a ``Driver``: observed on the main thread and shared with a replay of one element.
    ///
    /// A control property cannot fail; if its source fails anyway, DEBUG builds stop the program and release
    /// builds complete the driver.
    ///
    /// - Returns: The driver.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asDriver { error in
            controlSourceFailed("Driver", error)
            return Driver.empty()
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as `""`: a `ControlProperty<String>` whose values map `nil` to the empty
    /// string and whose sink sets the original property.
    @inlinable
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        let values = original.values.map { $0 ?? "" }
        let sink = original.valueSink.mapObserver { (value: String) -> String? in value }
        return ControlProperty<String>(values: values, valueSink: sink)
    }
}

/// Reports an error bound to a control property: a programmer error that stops DEBUG builds and is printed in
/// release builds.
@usableFromInline
func controlBindingFailed(_ error: any Swift.Error) {
    #if DEBUG
    fatalError("Binding error to a ControlProperty: \(error)")
    #else
    print("SendableRxCocoa: binding error to a ControlProperty: \(error)")
    #endif
}
