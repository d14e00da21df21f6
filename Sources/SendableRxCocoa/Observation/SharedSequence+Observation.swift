// SendableRxCocoa — Drivers, Signals and the Observation framework: `Driver.observe { model.count }`,
// `driver.drive(model, \.title)` and `signal.emit(to: model, \.title)`.

import Observation
import SendableRx

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
    /// A driver of a value read from `@Observable` models: the current value when subscribed, then the new value
    /// after each change, on the main thread.
    ///
    /// It is `Infallible.observe(on:_:)` on the driver's scheduler (``SharingScheduler/make``, the main scheduler
    /// unless a test has mocked it), shared as every driver is: the first subscriber starts the tracking, later
    /// subscribers get the latest value at once, and the tracking stops when the last one leaves. All the changes
    /// made before the next read give one element. Change the models on the main thread (a `@MainActor` model
    /// guarantees it): a read runs on the main thread after the change was announced.
    ///
    /// ```swift
    /// @MainActor @Observable final class Cart { var items: [Item] = [] }
    ///
    /// @MainActor func bind(_ cart: Cart, to label: ControlProperty<String>) -> any Disposable {
    ///     Driver.observe { cart.items.count }
    ///         .map { "\($0) items" }
    ///         .drive(label)
    /// }
    /// ```
    ///
    /// Under ``SharingScheduler/mock(scheduler:action:)`` with a `TestScheduler`, the reads run on the test
    /// scheduler, so the elements come at exact virtual times (each read one tick after the subscription or the
    /// change, and the driver's own hop to its scheduler one tick later, as for any converted source).
    ///
    /// - Parameter value: Reads the value; it may read any number of properties of any number of models, and runs
    ///   on the driver's scheduler. It cannot throw: a driver cannot fail.
    /// - Returns: The driver of the value, which never completes.
    @MainActor
    public static func observe(_ value: @escaping () -> Element) -> Driver<Element> {
        Infallible.observe(on: SharingScheduler.make(), value).asDriver()
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sets a property of an `@Observable` model to each element of the driver, on the main actor.
    ///
    /// ```swift
    /// @MainActor @Observable final class Screen { var title = "" }
    ///
    /// @MainActor func show(_ titles: Driver<String>, on screen: Screen) {
    ///     titles.drive(screen, \.title).disposed(by: disposeBag)
    /// }
    /// ```
    ///
    /// The property is set synchronously as each element arrives (a driver delivers on the main thread), and the
    /// compiler checks that the key path may be used on the main actor. The binding holds the model weakly: once
    /// it is gone, elements are ignored. Completion is ignored. As every `drive`, it must be called on the main
    /// thread.
    ///
    /// - Parameters:
    ///   - object: The model; held weakly.
    ///   - keyPath: The property to set.
    /// - Returns: A disposable that ends the binding.
    @MainActor
    public func drive<Object: Observation.Observable & AnyObject>(
        _ object: Object,
        _ keyPath: ReferenceWritableKeyPath<Object, Element>
    ) -> any Disposable {
        drive(onNext: { [weak object] element in object?[keyPath: keyPath] = element })
    }

    /// Sets an optional property of an `@Observable` model to each element of the driver, on the main actor. See
    /// ``drive(_:_:)-(_,ReferenceWritableKeyPath<Object,Self.Element>)``.
    ///
    /// - Parameters:
    ///   - object: The model; held weakly.
    ///   - keyPath: The optional property to set.
    /// - Returns: A disposable that ends the binding.
    @MainActor
    public func drive<Object: Observation.Observable & AnyObject>(
        _ object: Object,
        _ keyPath: ReferenceWritableKeyPath<Object, Element?>
    ) -> any Disposable {
        drive(onNext: { [weak object] element in object?[keyPath: keyPath] = element })
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sets a property of an `@Observable` model to each element of the signal, on the main actor.
    ///
    /// The property is set synchronously as each element arrives (a signal delivers on the main thread), and the
    /// compiler checks that the key path may be used on the main actor. The binding holds the model weakly: once
    /// it is gone, elements are ignored. Completion is ignored.
    ///
    /// - Parameters:
    ///   - object: The model; held weakly.
    ///   - keyPath: The property to set.
    /// - Returns: A disposable that ends the binding.
    @MainActor
    public func emit<Object: Observation.Observable & AnyObject>(
        to object: Object,
        _ keyPath: ReferenceWritableKeyPath<Object, Element>
    ) -> any Disposable {
        emit(onNext: { [weak object] element in object?[keyPath: keyPath] = element })
    }

    /// Sets an optional property of an `@Observable` model to each element of the signal, on the main actor. See
    /// ``emit(to:_:)-(_,ReferenceWritableKeyPath<Object,Self.Element>)``.
    ///
    /// - Parameters:
    ///   - object: The model; held weakly.
    ///   - keyPath: The optional property to set.
    /// - Returns: A disposable that ends the binding.
    @MainActor
    public func emit<Object: Observation.Observable & AnyObject>(
        to object: Object,
        _ keyPath: ReferenceWritableKeyPath<Object, Element?>
    ) -> any Disposable {
        emit(onNext: { [weak object] element in object?[keyPath: keyPath] = element })
    }
}
