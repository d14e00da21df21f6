// SendableRx — `Binder`, the observer for binding values to UI and other objects.

/// An observer that applies each element to a target object, on a scheduler (the main thread by default).
///
/// The binder holds its target weakly: once the target is gone, elements are ignored. A binding never
/// terminates the target: completion is ignored, and an error is a programmer error — it stops the program in
/// DEBUG builds and is printed in release builds, as in RxSwift.
///
/// ```swift
/// extension Reactive where Base: ProgressView {
///     var progress: Binder<Double> {
///         Binder(base) { view, value in view.progress = value }
///     }
/// }
/// model.progress.bind(to: progressView.rx.progress).disposed(by: disposeBag)
/// ```
///
/// Any writable property of a class is also reachable as a binder through `rx`:
/// `model.title.bind(to: label.rx.text)`.
public struct Binder<Value>: ObserverType {
    /// The type of elements the binder receives.
    public typealias Element = Value

    @usableFromInline let binding: (Event<Value>) -> Void

    /// Creates a binder that applies elements to `target` on `scheduler`.
    ///
    /// - Parameters:
    ///   - target: The object to bind to; held weakly.
    ///   - scheduler: Where `binding` runs; the main thread by default.
    ///   - binding: Applies an element to the target.
    @inlinable
    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: any ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
        // The scheduled action is made once, not per element: an action formed in the event handler would be a new
        // closure context, one allocation per element, even when the scheduler runs it at once.
        let apply: (Value) -> any Disposable = { [weak target] element in
            if let target {
                binding(target, element)
            }
            return Disposables.create()
        }
        self.binding = { event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element, action: apply)
            case .error(let error):
                bindingErrorInDebug("Binding error: \(error)")
            case .completed:
                break
            }
        }
    }

    /// Applies a `next` element to the target on the binder's scheduler; ignores completion; an error is a
    /// programmer error (see ``Binder``).
    ///
    /// - Parameter event: The event.
    @inlinable
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// Erases the binder's type.
    ///
    /// - Returns: An ``AnyObserver`` forwarding to this binder.
    @inlinable
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}

extension Reactive where Base: AnyObject {
    /// A binder for any writable property of the base object, reached through dynamic member lookup.
    ///
    /// ```swift
    /// final class Model { var title = "" }
    /// let model = Model()
    /// Observable.just("Hello").bind(to: model.rx.title)   // model.title == "Hello", set on the main thread
    /// ```
    ///
    /// - Parameter keyPath: The property to write.
    /// - Returns: A ``Binder`` that sets the property on the main thread, holding the base object weakly.
    @inlinable
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property> {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}

/// Reports a programmer error in a binding: stops the program in DEBUG builds, prints the message in release
/// builds (RxSwift's behaviour for binding errors).
@usableFromInline
func bindingErrorInDebug(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    #if DEBUG
    fatalError(message(), file: file, line: line)
    #else
    print("\(file):\(line): \(message())")
    #endif
}
