// SendableRx — `concat`.

extension ObservableType {
    /// Emits this sequence's elements, then, once it completes, `second`'s.
    ///
    /// ```
    /// self:          -1-2-|
    /// second:             -3-|
    /// concat(second): -1-2--3-|
    /// ```
    ///
    /// - Parameter second: The sequence to continue with.
    /// - Returns: The concatenated sequence.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }
}

extension Observable {
    /// Emits the elements of each sequence in turn, subscribing to the next when the previous completes.
    ///
    /// The sequence is iterated lazily, one source at a time, so it may be long or generated on demand;
    /// sources that complete synchronously do not grow the stack.
    ///
    /// - Parameter sequence: The sources.
    /// - Returns: The concatenated sequence; it fails as soon as a source fails. With no sources it completes
    ///   at once.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        concatenating(sequence)
    }

    /// Emits the elements of each sequence in turn.
    ///
    /// - Parameter collection: The sources.
    /// - Returns: The concatenated sequence. An empty collection completes at once.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        concatenating(collection)
    }

    /// Emits the elements of each sequence in turn.
    ///
    /// - Parameter sources: The sources.
    /// - Returns: The concatenated sequence. With no sources it completes at once.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }

    /// The sequence of the `concat` forms that take a sequence or a collection: its sources in turn.
    private static func concatenating<Sources: Swift.Sequence>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        OperatorProducer { downstream, cancel in
            let sink = SourceSequenceSink(
                sources: sources.makeIterator(), moveOn: .completion, downstream: downstream, cancel: cancel
            )
            return (sink, sink.run())
        }
    }
}
