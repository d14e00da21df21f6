// SendableRx — the `.rx` namespace.

import Foundation

/// The namespace for reactive extensions of a base type, reached through `.rx`.
///
/// ```swift
/// extension Reactive where Base: MyView {
///     var title: Binder<String> { … }
/// }
/// myView.rx.title
/// ```
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended value.
    public let base: Base

    /// Creates the namespace for `base`.
    ///
    /// - Parameter base: The value to extend.
    public init(_ base: Base) {
        self.base = base
    }
}

/// A type that has reactive extensions under `.rx`.
public protocol ReactiveCompatible {
    /// The type extended by `rx`.
    associatedtype ReactiveBase

    /// The reactive extensions of the type.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The reactive extensions of the value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The reactive extensions of the type.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // A no-op setter, as in RxSwift, so that `rx` extensions may declare mutating members.
        set {}
    }

    /// The reactive extensions of the value.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // A no-op setter, as in RxSwift, so that `rx` extensions may declare mutating members.
        set {}
    }
}

extension NSObject: ReactiveCompatible {}
