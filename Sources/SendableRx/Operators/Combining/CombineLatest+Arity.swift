// SendableRx — `combineLatest` for two, three and four sources, written out so the client's compiler can specialise
// them (the parameter-pack form, which takes any number of sources, is not specialised by Swift 6.3).

extension ObservableType {
    /// Combines the latest elements of two sources with `resultSelector` whenever either emits, once both have
    /// emitted.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - resultSelector: Combines one latest element of each source; an error it throws ends the sequence.
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let (source1, source2) = (source1.asObservable(), source2.asObservable())
        return .producer { observer, cancel in
            let sink = CombineLatestSink<Element>(arity: 2, observer: observer, cancel: cancel)
            let slot1 = CombineLatestSource(source1, sink: sink, index: 0)
            let slot2 = CombineLatestSource(source2, sink: sink, index: 1)
            sink.start(slot1, slot2) {
                try resultSelector(slot1.value!, slot2.value!)
            }
            slot1.subscribe(source1)
            slot2.subscribe(source2)
            return (sink, Disposables.create())
        }
    }

    /// Combines the latest elements of three sources with `resultSelector` whenever any emits, once all have
    /// emitted.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - resultSelector: Combines one latest element of each source; an error it throws ends the sequence.
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let (source1, source2, source3) = (source1.asObservable(), source2.asObservable(), source3.asObservable())
        return .producer { observer, cancel in
            let sink = CombineLatestSink<Element>(arity: 3, observer: observer, cancel: cancel)
            let slot1 = CombineLatestSource(source1, sink: sink, index: 0)
            let slot2 = CombineLatestSource(source2, sink: sink, index: 1)
            let slot3 = CombineLatestSource(source3, sink: sink, index: 2)
            sink.start(slot1, slot2, slot3) {
                try resultSelector(slot1.value!, slot2.value!, slot3.value!)
            }
            slot1.subscribe(source1)
            slot2.subscribe(source2)
            slot3.subscribe(source3)
            return (sink, Disposables.create())
        }
    }

    /// Combines the latest elements of four sources with `resultSelector` whenever any emits, once all have
    /// emitted.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - resultSelector: Combines one latest element of each source; an error it throws ends the sequence.
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        let (source1, source2) = (source1.asObservable(), source2.asObservable())
        let (source3, source4) = (source3.asObservable(), source4.asObservable())
        return .producer { observer, cancel in
            let sink = CombineLatestSink<Element>(arity: 4, observer: observer, cancel: cancel)
            let slot1 = CombineLatestSource(source1, sink: sink, index: 0)
            let slot2 = CombineLatestSource(source2, sink: sink, index: 1)
            let slot3 = CombineLatestSource(source3, sink: sink, index: 2)
            let slot4 = CombineLatestSource(source4, sink: sink, index: 3)
            sink.start(slot1, slot2, slot3, slot4) {
                try resultSelector(slot1.value!, slot2.value!, slot3.value!, slot4.value!)
            }
            slot1.subscribe(source1)
            slot2.subscribe(source2)
            slot3.subscribe(source3)
            slot4.subscribe(source4)
            return (sink, Disposables.create())
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of two sources into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    /// - Returns: The sequence of tuples.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.combineLatest(source1, source2) { ($0, $1) }
    }

    /// Combines the latest elements of three sources into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    /// - Returns: The sequence of tuples.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Combines the latest elements of four sources into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    /// - Returns: The sequence of tuples.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(source1, source2, source3, source4) {
            ($0, $1, $2, $3)
        }
    }
}
