// SendableRx — `compactMap`.

extension ObservableType {
    /// Transforms each element and passes on the non-`nil` results.
    ///
    /// ```
    /// source:                  -"1"-"x"-"3"-|
    /// compactMap { Int($0) }:  -1-------3---|
    /// ```
    ///
    /// An error thrown by `transform` is sent as an `error` event and the source subscription is disposed.
    ///
    /// - Parameter transform: Converts each element, or returns `nil` to drop it.
    /// - Returns: The sequence of non-`nil` results.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        // The optional is unwrapped here, compiled for the element types: the operator, compiled once for all of
        // them, would look up `Optional<Result>`'s metadata for every element.
        asObservable().compactMap(unwrapping: { element, result in
            guard let value = try transform(element) else { return false }
            result.initialize(to: value)
            return true
        })
    }
}

extension Observable {
    /// `compactMap` over a transform that writes its result to the given memory and says whether it did.
    @usableFromInline
    func compactMap<Result>(
        unwrapping transform: @escaping (Element, UnsafeMutablePointer<Result>) throws -> Bool
    ) -> Observable<Result> {
        OperatorProducer { downstream, cancel in
            let sink = CompactMapSink(transform: transform, downstream: downstream, cancel: cancel)
            return (sink, self.subscribe(downstream: sink))
        }
    }
}

// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant.
final class CompactMapSink<Source, Result>: OperatorSink<Source, Result>, @unchecked Sendable {
    let transform: (Source, UnsafeMutablePointer<Result>) throws -> Bool
    let result = UnsafeMutablePointer<Result>.allocate(capacity: 1)

    init(
        transform: @escaping (Source, UnsafeMutablePointer<Result>) throws -> Bool,
        downstream: Downstream<Result>,
        cancel: SinkDisposer
    ) {
        self.transform = transform
        super.init(downstream: downstream, cancel: cancel)
    }

    deinit {
        result.deallocate()
    }

    override func next(_ element: Source) {
        let produced: Bool
        do {
            produced = try transform(element, result)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        if produced {
            forwardNext(result.move())
        }
    }
}
