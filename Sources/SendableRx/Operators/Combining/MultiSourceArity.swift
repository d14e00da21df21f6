// Generated from Scripts/arity/ObservableArity.swift by Scripts/arity/generate.sh: edit the template, not this file.
// SendableRx — running one `combineLatest` or `zip` subscription over two to eight typed sources: the shared body of
// the written-out forms, which the client's compiler specialises for the concrete sink (the parameter-pack form is
// not specialised by Swift 6.3).

/// Subscribes the sink that `makeSink` builds to 2 sources, in order; each combination reads the sources' elements
/// under the sink's lock and calls `resultSelector` outside it.
@inlinable
func subscribeSources<V1, V2, Element, Sink: MultiSourceSink<Element> & SourceSlots>(
    _ source1: Observable<V1>, _ source2: Observable<V2>,
    makeSink: (_ combine: @escaping MultiSourceSink<Element>.Combine) -> Sink,
    resultSelector: @escaping (V1, V2) throws -> Element
) -> SinkAndSubscription {
    // The combining closure holds neither the sink nor the sources: it reads them through unretained references
    // (without retain/release), so there is no cycle to break. The sources are alive until the sink releases them
    // (`sourcesReleased`), which is checked under the lock before they are read.
    let references = SourceReferences<(SourceReference, SourceReference)>()
    let sink = makeSink { owner, decide in
        let values = owner.lock.withLock { () -> (V1, V2)? in
            guard !owner.sourcesReleased, decide() else { return nil }
            let refs = references.value.unsafelyUnwrapped
            return (
                refs.0._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V1.self) },
                refs.1._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V2.self) }
            )
        }
        guard let values else { return nil }
        return try resultSelector(values.0, values.1)
    }
    let slot1 = sink.makeSlot(for: source1, index: 0)
    let slot2 = sink.makeSlot(for: source2, index: 1)
    slot1.nextSibling = slot2
    references.value = (Unmanaged.passUnretained(slot1), Unmanaged.passUnretained(slot2))
    sink.start(first: slot1)
    sink.subscribe(slot1, to: source1)
    sink.subscribe(slot2, to: source2)
    return (sink, Disposables.create())
}

/// Subscribes the sink that `makeSink` builds to 3 sources, in order; each combination reads the sources' elements
/// under the sink's lock and calls `resultSelector` outside it.
@inlinable
func subscribeSources<V1, V2, V3, Element, Sink: MultiSourceSink<Element> & SourceSlots>(
    _ source1: Observable<V1>, _ source2: Observable<V2>, _ source3: Observable<V3>,
    makeSink: (_ combine: @escaping MultiSourceSink<Element>.Combine) -> Sink,
    resultSelector: @escaping (V1, V2, V3) throws -> Element
) -> SinkAndSubscription {
    // The combining closure holds neither the sink nor the sources: it reads them through unretained references
    // (without retain/release), so there is no cycle to break. The sources are alive until the sink releases them
    // (`sourcesReleased`), which is checked under the lock before they are read.
    let references = SourceReferences<(SourceReference, SourceReference, SourceReference)>()
    let sink = makeSink { owner, decide in
        let values = owner.lock.withLock { () -> (V1, V2, V3)? in
            guard !owner.sourcesReleased, decide() else { return nil }
            let refs = references.value.unsafelyUnwrapped
            return (
                refs.0._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V1.self) },
                refs.1._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V2.self) },
                refs.2._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V3.self) }
            )
        }
        guard let values else { return nil }
        return try resultSelector(values.0, values.1, values.2)
    }
    let slot1 = sink.makeSlot(for: source1, index: 0)
    let slot2 = sink.makeSlot(for: source2, index: 1)
    let slot3 = sink.makeSlot(for: source3, index: 2)
    slot1.nextSibling = slot2
    slot2.nextSibling = slot3
    references.value = (
        Unmanaged.passUnretained(slot1), Unmanaged.passUnretained(slot2), Unmanaged.passUnretained(slot3)
    )
    sink.start(first: slot1)
    sink.subscribe(slot1, to: source1)
    sink.subscribe(slot2, to: source2)
    sink.subscribe(slot3, to: source3)
    return (sink, Disposables.create())
}

/// Subscribes the sink that `makeSink` builds to 4 sources, in order; each combination reads the sources' elements
/// under the sink's lock and calls `resultSelector` outside it.
@inlinable
func subscribeSources<V1, V2, V3, V4, Element, Sink: MultiSourceSink<Element> & SourceSlots>(
    _ source1: Observable<V1>, _ source2: Observable<V2>, _ source3: Observable<V3>, _ source4: Observable<V4>,
    makeSink: (_ combine: @escaping MultiSourceSink<Element>.Combine) -> Sink,
    resultSelector: @escaping (V1, V2, V3, V4) throws -> Element
) -> SinkAndSubscription {
    // The combining closure holds neither the sink nor the sources: it reads them through unretained references
    // (without retain/release), so there is no cycle to break. The sources are alive until the sink releases them
    // (`sourcesReleased`), which is checked under the lock before they are read.
    let references = SourceReferences<(SourceReference, SourceReference, SourceReference, SourceReference)>()
    let sink = makeSink { owner, decide in
        let values = owner.lock.withLock { () -> (V1, V2, V3, V4)? in
            guard !owner.sourcesReleased, decide() else { return nil }
            let refs = references.value.unsafelyUnwrapped
            return (
                refs.0._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V1.self) },
                refs.1._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V2.self) },
                refs.2._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V3.self) },
                refs.3._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V4.self) }
            )
        }
        guard let values else { return nil }
        return try resultSelector(values.0, values.1, values.2, values.3)
    }
    let slot1 = sink.makeSlot(for: source1, index: 0)
    let slot2 = sink.makeSlot(for: source2, index: 1)
    let slot3 = sink.makeSlot(for: source3, index: 2)
    let slot4 = sink.makeSlot(for: source4, index: 3)
    slot1.nextSibling = slot2
    slot2.nextSibling = slot3
    slot3.nextSibling = slot4
    references.value = (
        Unmanaged.passUnretained(slot1), Unmanaged.passUnretained(slot2), Unmanaged.passUnretained(slot3),
        Unmanaged.passUnretained(slot4)
    )
    sink.start(first: slot1)
    sink.subscribe(slot1, to: source1)
    sink.subscribe(slot2, to: source2)
    sink.subscribe(slot3, to: source3)
    sink.subscribe(slot4, to: source4)
    return (sink, Disposables.create())
}

/// Subscribes the sink that `makeSink` builds to 5 sources, in order; each combination reads the sources' elements
/// under the sink's lock and calls `resultSelector` outside it.
@inlinable
func subscribeSources<V1, V2, V3, V4, V5, Element, Sink: MultiSourceSink<Element> & SourceSlots>(
    _ source1: Observable<V1>, _ source2: Observable<V2>, _ source3: Observable<V3>, _ source4: Observable<V4>,
    _ source5: Observable<V5>,
    makeSink: (_ combine: @escaping MultiSourceSink<Element>.Combine) -> Sink,
    resultSelector: @escaping (V1, V2, V3, V4, V5) throws -> Element
) -> SinkAndSubscription {
    // The combining closure holds neither the sink nor the sources: it reads them through unretained references
    // (without retain/release), so there is no cycle to break. The sources are alive until the sink releases them
    // (`sourcesReleased`), which is checked under the lock before they are read.
    let references = SourceReferences<(
        SourceReference, SourceReference, SourceReference, SourceReference, SourceReference
    )>()
    let sink = makeSink { owner, decide in
        let values = owner.lock.withLock { () -> (V1, V2, V3, V4, V5)? in
            guard !owner.sourcesReleased, decide() else { return nil }
            let refs = references.value.unsafelyUnwrapped
            return (
                refs.0._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V1.self) },
                refs.1._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V2.self) },
                refs.2._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V3.self) },
                refs.3._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V4.self) },
                refs.4._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V5.self) }
            )
        }
        guard let values else { return nil }
        return try resultSelector(values.0, values.1, values.2, values.3, values.4)
    }
    let slot1 = sink.makeSlot(for: source1, index: 0)
    let slot2 = sink.makeSlot(for: source2, index: 1)
    let slot3 = sink.makeSlot(for: source3, index: 2)
    let slot4 = sink.makeSlot(for: source4, index: 3)
    let slot5 = sink.makeSlot(for: source5, index: 4)
    slot1.nextSibling = slot2
    slot2.nextSibling = slot3
    slot3.nextSibling = slot4
    slot4.nextSibling = slot5
    references.value = (
        Unmanaged.passUnretained(slot1), Unmanaged.passUnretained(slot2), Unmanaged.passUnretained(slot3),
        Unmanaged.passUnretained(slot4), Unmanaged.passUnretained(slot5)
    )
    sink.start(first: slot1)
    sink.subscribe(slot1, to: source1)
    sink.subscribe(slot2, to: source2)
    sink.subscribe(slot3, to: source3)
    sink.subscribe(slot4, to: source4)
    sink.subscribe(slot5, to: source5)
    return (sink, Disposables.create())
}

/// Subscribes the sink that `makeSink` builds to 6 sources, in order; each combination reads the sources' elements
/// under the sink's lock and calls `resultSelector` outside it.
@inlinable
func subscribeSources<V1, V2, V3, V4, V5, V6, Element, Sink: MultiSourceSink<Element> & SourceSlots>(
    _ source1: Observable<V1>, _ source2: Observable<V2>, _ source3: Observable<V3>, _ source4: Observable<V4>,
    _ source5: Observable<V5>, _ source6: Observable<V6>,
    makeSink: (_ combine: @escaping MultiSourceSink<Element>.Combine) -> Sink,
    resultSelector: @escaping (V1, V2, V3, V4, V5, V6) throws -> Element
) -> SinkAndSubscription {
    // The combining closure holds neither the sink nor the sources: it reads them through unretained references
    // (without retain/release), so there is no cycle to break. The sources are alive until the sink releases them
    // (`sourcesReleased`), which is checked under the lock before they are read.
    let references = SourceReferences<(
        SourceReference, SourceReference, SourceReference, SourceReference, SourceReference, SourceReference
    )>()
    let sink = makeSink { owner, decide in
        let values = owner.lock.withLock { () -> (V1, V2, V3, V4, V5, V6)? in
            guard !owner.sourcesReleased, decide() else { return nil }
            let refs = references.value.unsafelyUnwrapped
            return (
                refs.0._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V1.self) },
                refs.1._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V2.self) },
                refs.2._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V3.self) },
                refs.3._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V4.self) },
                refs.4._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V5.self) },
                refs.5._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V6.self) }
            )
        }
        guard let values else { return nil }
        return try resultSelector(values.0, values.1, values.2, values.3, values.4, values.5)
    }
    let slot1 = sink.makeSlot(for: source1, index: 0)
    let slot2 = sink.makeSlot(for: source2, index: 1)
    let slot3 = sink.makeSlot(for: source3, index: 2)
    let slot4 = sink.makeSlot(for: source4, index: 3)
    let slot5 = sink.makeSlot(for: source5, index: 4)
    let slot6 = sink.makeSlot(for: source6, index: 5)
    slot1.nextSibling = slot2
    slot2.nextSibling = slot3
    slot3.nextSibling = slot4
    slot4.nextSibling = slot5
    slot5.nextSibling = slot6
    references.value = (
        Unmanaged.passUnretained(slot1), Unmanaged.passUnretained(slot2), Unmanaged.passUnretained(slot3),
        Unmanaged.passUnretained(slot4), Unmanaged.passUnretained(slot5), Unmanaged.passUnretained(slot6)
    )
    sink.start(first: slot1)
    sink.subscribe(slot1, to: source1)
    sink.subscribe(slot2, to: source2)
    sink.subscribe(slot3, to: source3)
    sink.subscribe(slot4, to: source4)
    sink.subscribe(slot5, to: source5)
    sink.subscribe(slot6, to: source6)
    return (sink, Disposables.create())
}

/// Subscribes the sink that `makeSink` builds to 7 sources, in order; each combination reads the sources' elements
/// under the sink's lock and calls `resultSelector` outside it.
@inlinable
func subscribeSources<V1, V2, V3, V4, V5, V6, V7, Element, Sink: MultiSourceSink<Element> & SourceSlots>(
    _ source1: Observable<V1>, _ source2: Observable<V2>, _ source3: Observable<V3>, _ source4: Observable<V4>,
    _ source5: Observable<V5>, _ source6: Observable<V6>, _ source7: Observable<V7>,
    makeSink: (_ combine: @escaping MultiSourceSink<Element>.Combine) -> Sink,
    resultSelector: @escaping (V1, V2, V3, V4, V5, V6, V7) throws -> Element
) -> SinkAndSubscription {
    // The combining closure holds neither the sink nor the sources: it reads them through unretained references
    // (without retain/release), so there is no cycle to break. The sources are alive until the sink releases them
    // (`sourcesReleased`), which is checked under the lock before they are read.
    let references = SourceReferences<(
        SourceReference, SourceReference, SourceReference, SourceReference, SourceReference, SourceReference,
        SourceReference
    )>()
    let sink = makeSink { owner, decide in
        let values = owner.lock.withLock { () -> (V1, V2, V3, V4, V5, V6, V7)? in
            guard !owner.sourcesReleased, decide() else { return nil }
            let refs = references.value.unsafelyUnwrapped
            return (
                refs.0._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V1.self) },
                refs.1._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V2.self) },
                refs.2._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V3.self) },
                refs.3._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V4.self) },
                refs.4._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V5.self) },
                refs.5._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V6.self) },
                refs.6._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V7.self) }
            )
        }
        guard let values else { return nil }
        return try resultSelector(values.0, values.1, values.2, values.3, values.4, values.5, values.6)
    }
    let slot1 = sink.makeSlot(for: source1, index: 0)
    let slot2 = sink.makeSlot(for: source2, index: 1)
    let slot3 = sink.makeSlot(for: source3, index: 2)
    let slot4 = sink.makeSlot(for: source4, index: 3)
    let slot5 = sink.makeSlot(for: source5, index: 4)
    let slot6 = sink.makeSlot(for: source6, index: 5)
    let slot7 = sink.makeSlot(for: source7, index: 6)
    slot1.nextSibling = slot2
    slot2.nextSibling = slot3
    slot3.nextSibling = slot4
    slot4.nextSibling = slot5
    slot5.nextSibling = slot6
    slot6.nextSibling = slot7
    references.value = (
        Unmanaged.passUnretained(slot1), Unmanaged.passUnretained(slot2), Unmanaged.passUnretained(slot3),
        Unmanaged.passUnretained(slot4), Unmanaged.passUnretained(slot5), Unmanaged.passUnretained(slot6),
        Unmanaged.passUnretained(slot7)
    )
    sink.start(first: slot1)
    sink.subscribe(slot1, to: source1)
    sink.subscribe(slot2, to: source2)
    sink.subscribe(slot3, to: source3)
    sink.subscribe(slot4, to: source4)
    sink.subscribe(slot5, to: source5)
    sink.subscribe(slot6, to: source6)
    sink.subscribe(slot7, to: source7)
    return (sink, Disposables.create())
}

/// Subscribes the sink that `makeSink` builds to 8 sources, in order; each combination reads the sources' elements
/// under the sink's lock and calls `resultSelector` outside it.
@inlinable
func subscribeSources<V1, V2, V3, V4, V5, V6, V7, V8, Element, Sink: MultiSourceSink<Element> & SourceSlots>(
    _ source1: Observable<V1>, _ source2: Observable<V2>, _ source3: Observable<V3>, _ source4: Observable<V4>,
    _ source5: Observable<V5>, _ source6: Observable<V6>, _ source7: Observable<V7>, _ source8: Observable<V8>,
    makeSink: (_ combine: @escaping MultiSourceSink<Element>.Combine) -> Sink,
    resultSelector: @escaping (V1, V2, V3, V4, V5, V6, V7, V8) throws -> Element
) -> SinkAndSubscription {
    // The combining closure holds neither the sink nor the sources: it reads them through unretained references
    // (without retain/release), so there is no cycle to break. The sources are alive until the sink releases them
    // (`sourcesReleased`), which is checked under the lock before they are read.
    let references = SourceReferences<(
        SourceReference, SourceReference, SourceReference, SourceReference, SourceReference, SourceReference,
        SourceReference, SourceReference
    )>()
    let sink = makeSink { owner, decide in
        let values = owner.lock.withLock { () -> (V1, V2, V3, V4, V5, V6, V7, V8)? in
            guard !owner.sourcesReleased, decide() else { return nil }
            let refs = references.value.unsafelyUnwrapped
            return (
                refs.0._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V1.self) },
                refs.1._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V2.self) },
                refs.2._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V3.self) },
                refs.3._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V4.self) },
                refs.4._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V5.self) },
                refs.5._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V6.self) },
                refs.6._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V7.self) },
                refs.7._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V8.self) }
            )
        }
        guard let values else { return nil }
        return try resultSelector(values.0, values.1, values.2, values.3, values.4, values.5, values.6, values.7)
    }
    let slot1 = sink.makeSlot(for: source1, index: 0)
    let slot2 = sink.makeSlot(for: source2, index: 1)
    let slot3 = sink.makeSlot(for: source3, index: 2)
    let slot4 = sink.makeSlot(for: source4, index: 3)
    let slot5 = sink.makeSlot(for: source5, index: 4)
    let slot6 = sink.makeSlot(for: source6, index: 5)
    let slot7 = sink.makeSlot(for: source7, index: 6)
    let slot8 = sink.makeSlot(for: source8, index: 7)
    slot1.nextSibling = slot2
    slot2.nextSibling = slot3
    slot3.nextSibling = slot4
    slot4.nextSibling = slot5
    slot5.nextSibling = slot6
    slot6.nextSibling = slot7
    slot7.nextSibling = slot8
    references.value = (
        Unmanaged.passUnretained(slot1), Unmanaged.passUnretained(slot2), Unmanaged.passUnretained(slot3),
        Unmanaged.passUnretained(slot4), Unmanaged.passUnretained(slot5), Unmanaged.passUnretained(slot6),
        Unmanaged.passUnretained(slot7), Unmanaged.passUnretained(slot8)
    )
    sink.start(first: slot1)
    sink.subscribe(slot1, to: source1)
    sink.subscribe(slot2, to: source2)
    sink.subscribe(slot3, to: source3)
    sink.subscribe(slot4, to: source4)
    sink.subscribe(slot5, to: source5)
    sink.subscribe(slot6, to: source6)
    sink.subscribe(slot7, to: source7)
    sink.subscribe(slot8, to: source8)
    return (sink, Disposables.create())
}
