// SendableRx — Rx → Observation: `bind(to: model, \.title)`.

import Observation

extension ObservableType where Element: Sendable {
    /// Sets a property of an `@Observable` model to each element, on the caller's actor.
    ///
    /// Bind from the code that owns the model — a `@MainActor` view model, an actor's method — and the
    /// property is set there: the binding delivers each element on the caller's actor (`isolation`, which
    /// defaults to `#isolation`), in order, as ``ObservableType/subscribe(isolation:onNext:onError:onCompleted:onDisposed:)``
    /// does, so setting a main-actor property is checked by the compiler. From nonisolated code the property
    /// is set where the elements arrive, as with a plain `subscribe`.
    ///
    /// ```swift
    /// @MainActor @Observable final class Screen { var title = "" }
    ///
    /// @MainActor func show(_ titles: Observable<String>, on screen: Screen) {
    ///     titles.bind(to: screen, \.title).disposed(by: disposeBag)
    /// }
    /// ```
    ///
    /// The binding holds the model weakly: once it is gone, elements are ignored. As with every binding,
    /// completion is ignored and an error is a programmer error — it stops the program in DEBUG builds and is
    /// printed in release builds; handle errors upstream (`catchAndReturn`, `asInfallible`) before binding.
    ///
    /// - Parameters:
    ///   - isolation: The actor the model belongs to; `#isolation`, the caller's, by default.
    ///   - object: The model; held weakly.
    ///   - keyPath: The property to set.
    /// - Returns: A disposable that ends the binding.
    public func bind<Object: Observation.Observable & AnyObject>(
        isolation: isolated (any Actor)? = #isolation,
        to object: Object,
        _ keyPath: ReferenceWritableKeyPath<Object, Element>
    ) -> any Disposable {
        bindObservation(isolation: isolation, asObservable(), to: object) { object, element in
            object[keyPath: keyPath] = element
        }
    }

    /// Sets an optional property of an `@Observable` model to each element, on the caller's actor. See
    /// ``bind(isolation:to:_:)-(_,_,ReferenceWritableKeyPath<Object,Self.Element>)``.
    ///
    /// - Parameters:
    ///   - isolation: The actor the model belongs to; `#isolation`, the caller's, by default.
    ///   - object: The model; held weakly.
    ///   - keyPath: The optional property to set.
    /// - Returns: A disposable that ends the binding.
    public func bind<Object: Observation.Observable & AnyObject>(
        isolation: isolated (any Actor)? = #isolation,
        to object: Object,
        _ keyPath: ReferenceWritableKeyPath<Object, Element?>
    ) -> any Disposable {
        bindObservation(isolation: isolation, asObservable(), to: object) { object, element in
            object[keyPath: keyPath] = element
        }
    }
}

extension InfallibleType where Element: Sendable {
    /// Sets a property of an `@Observable` model to each element, on the caller's actor. See
    /// ``ObservableType/bind(isolation:to:_:)-(_,_,ReferenceWritableKeyPath<Object,Self.Element>)``.
    ///
    /// - Parameters:
    ///   - isolation: The actor the model belongs to; `#isolation`, the caller's, by default.
    ///   - object: The model; held weakly.
    ///   - keyPath: The property to set.
    /// - Returns: A disposable that ends the binding.
    public func bind<Object: Observation.Observable & AnyObject>(
        isolation: isolated (any Actor)? = #isolation,
        to object: Object,
        _ keyPath: ReferenceWritableKeyPath<Object, Element>
    ) -> any Disposable {
        bindObservation(isolation: isolation, asObservable(), to: object) { object, element in
            object[keyPath: keyPath] = element
        }
    }

    /// Sets an optional property of an `@Observable` model to each element, on the caller's actor. See
    /// ``ObservableType/bind(isolation:to:_:)-(_,_,ReferenceWritableKeyPath<Object,Self.Element>)``.
    ///
    /// - Parameters:
    ///   - isolation: The actor the model belongs to; `#isolation`, the caller's, by default.
    ///   - object: The model; held weakly.
    ///   - keyPath: The optional property to set.
    /// - Returns: A disposable that ends the binding.
    public func bind<Object: Observation.Observable & AnyObject>(
        isolation: isolated (any Actor)? = #isolation,
        to object: Object,
        _ keyPath: ReferenceWritableKeyPath<Object, Element?>
    ) -> any Disposable {
        bindObservation(isolation: isolation, asObservable(), to: object) { object, element in
            object[keyPath: keyPath] = element
        }
    }
}

/// Subscribes `source` with `set` on `isolation`, holding `object` weakly; errors are programmer errors.
private func bindObservation<Object: AnyObject, Element: Sendable>(
    isolation: isolated (any Actor)?,
    _ source: Observable<Element>,
    to object: Object,
    set: @escaping (Object, Element) -> Void
) -> any Disposable {
    source.subscribe(
        isolation: isolation,
        onNext: { [weak object] element in
            if let object {
                set(object, element)
            }
        },
        onError: { error in
            bindingErrorInDebug("Binding error: \(error)")
        }
    )
}
