// SendableRxCocoa — side effects and diagnostics on shared sequences: `do`, `debug`, `withUnretained`.

import SendableRx

extension SharedSequenceConvertibleType {
    /// Runs side effects for the events and the subscription lifecycle, passing events on unchanged.
    ///
    /// There are no error handlers (a shared sequence cannot fail), and the handlers cannot throw. `onNext` and
    /// `onCompleted` run before the event is passed on, `afterNext` and `afterCompleted` after; `onSubscribe`
    /// runs before the source is subscribed to, `onSubscribed` after, and `onDispose` when the subscription to
    /// the source is disposed. The handlers run once per subscription to the source: the result is shared, so
    /// several subscribers of one connection share one run of them.
    ///
    /// - Parameters:
    ///   - onNext: Before each element is passed on.
    ///   - afterNext: After each element is passed on.
    ///   - onCompleted: Before completion is passed on.
    ///   - afterCompleted: After completion is passed on.
    ///   - onSubscribe: Before the source is subscribed to.
    ///   - onSubscribed: After the source is subscribed to.
    ///   - onDispose: When the subscription to the source is disposed.
    /// - Returns: The same sequence, with the side effects.
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
            )
        )
    }

    /// Prints every event and the subscription lifecycle, with a timestamp and an identifier.
    ///
    /// - Parameters:
    ///   - identifier: A label for the lines; by default the file, line and function of the call.
    ///   - trimOutput: Whether to shorten event descriptions longer than 40 characters.
    ///   - file: The calling file, for the default identifier.
    ///   - line: The calling line, for the default identifier.
    ///   - function: The calling function, for the default identifier.
    /// - Returns: The same sequence, with logging.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function)
        )
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Pairs each element with `object` through `resultSelector`, without retaining `object`; once `object` has
    /// been deallocated, the next element completes the signal instead.
    ///
    /// - Parameters:
    ///   - object: The object to pass along; held weakly.
    ///   - resultSelector: Combines the object and an element.
    /// - Returns: The signal of combined values.
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Pairs each element with `object`, without retaining `object`; once `object` has been deallocated, the next
    /// element completes the signal instead.
    ///
    /// - Parameter object: The object to pass along; held weakly.
    /// - Returns: The signal of `(object, element)` pairs.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Unavailable: a `Driver` replays its latest element, and that replay would keep `object` alive. Use
    /// `drive(with:onNext:onCompleted:onDisposed:)` instead, as in RxCocoa.
    ///
    /// - Parameters:
    ///   - object: The object.
    ///   - resultSelector: Combines the object and an element.
    /// - Returns: Never returns: the method is unavailable.
    @available(*, unavailable, message: "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead")
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Unavailable: use `drive(with:onNext:onCompleted:onDisposed:)` instead, as in RxCocoa.
    ///
    /// - Parameter object: The object.
    /// - Returns: Never returns: the method is unavailable.
    @available(*, unavailable, message: "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead")
    public func withUnretained<Object: AnyObject>(_ object: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(asObservable().withUnretained(object) { ($0, $1) })
    }
}
