// SendableRx — `startWith`.

extension ObservableType {
    /// Emits `elements` first, synchronously on subscription, then the source's events.
    ///
    /// ```
    /// source:            ---3-|
    /// startWith(1, 2):   (1)(2)-3-|
    /// ```
    ///
    /// - Parameter elements: The elements to emit first.
    /// - Returns: The sequence with the elements prepended.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        startWith(contentsOf: elements)
    }

    /// Emits `elements` first, synchronously on subscription, then the source's events.
    func startWith(contentsOf elements: [Element]) -> Observable<Element> {
        let source = asObservable()
        return OperatorProducer { downstream, _ in
            for element in elements {
                downstream.next(element)
            }
            return (NoSink.shared, source.subscribe(downstream: downstream))
        }
    }
}
