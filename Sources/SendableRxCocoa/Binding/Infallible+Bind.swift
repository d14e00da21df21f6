// SendableRxCocoa — `bind(with:onNext:)` for `Infallible`. (The `bind(to:)` and `bind(onNext:)` forms RxCocoa adds
// for `Observable` and `Infallible` live in SendableRx and SendableRxRelay, so that they need no extra import.)

import SendableRx

extension InfallibleType {
    /// Subscribes an element handler that receives `object` first, without retaining it; once `object` is gone,
    /// the handler is no longer called.
    ///
    /// - Parameters:
    ///   - object: The object passed to the handler; held weakly.
    ///   - onNext: Called for each element.
    /// - Returns: A disposable that ends the binding.
    @inlinable
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> any Disposable {
        subscribe(onNext: { [weak object] element in
            if let object { onNext(object, element) }
        })
    }
}
