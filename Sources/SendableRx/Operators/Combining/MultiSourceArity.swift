// Generated from Scripts/arity/ObservableArity.swift by Scripts/arity/generate.sh: edit the template, not this file.
// SendableRx — running one `combineLatest` or `zip` over two to eight typed sources, for the written-out forms of
// every family: `combining` takes the sources as the forms name them, `combiningSources` as observables, and makes
// the sink's inputs and the closure that reads one element of each and runs the result selector. Compiled once in the
// library for every element type.

/// Runs `combineLatest` (`.latest`) or `zip` over two sources of any family.
package func combining<O1: ObservableConvertibleType, O2: ObservableConvertibleType, Element>(
    _ mode: CombiningMode, _ source1: O1, _ source2: O2,
    _ resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
) -> Observable<Element> {
    combiningSources(mode, source1.asObservable(), source2.asObservable(), resultSelector)
}

/// Runs `combineLatest` or `zip` over two observables: subscribes an input to each, in order; each combination
/// takes one element of every input and runs `resultSelector` on them.
func combiningSources<V1, V2, Element>(
    _ mode: CombiningMode, _ source1: Observable<V1>, _ source2: Observable<V2>,
    _ resultSelector: @escaping (V1, V2) throws -> Element
) -> Observable<Element> {
    combiningObservable(mode, arity: 2) { sink in
        let input1 = sink.input(source1), input2 = sink.input(source2)
        return { try resultSelector(input1.take(), input2.take()) }
    }
}

/// Runs `combineLatest` (`.latest`) or `zip` over three sources of any family.
package func combining<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, Element>(
    _ mode: CombiningMode, _ source1: O1, _ source2: O2, _ source3: O3,
    _ resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
) -> Observable<Element> {
    combiningSources(mode, source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector)
}

/// Runs `combineLatest` or `zip` over three observables: subscribes an input to each, in order; each combination
/// takes one element of every input and runs `resultSelector` on them.
func combiningSources<V1, V2, V3, Element>(
    _ mode: CombiningMode, _ source1: Observable<V1>, _ source2: Observable<V2>, _ source3: Observable<V3>,
    _ resultSelector: @escaping (V1, V2, V3) throws -> Element
) -> Observable<Element> {
    combiningObservable(mode, arity: 3) { sink in
        let input1 = sink.input(source1), input2 = sink.input(source2), input3 = sink.input(source3)
        return { try resultSelector(input1.take(), input2.take(), input3.take()) }
    }
}

/// Runs `combineLatest` (`.latest`) or `zip` over four sources of any family.
package func combining<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, Element>(
    _ mode: CombiningMode, _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    _ resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
) -> Observable<Element> {
    combiningSources(mode, source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector)
}

/// Runs `combineLatest` or `zip` over four observables: subscribes an input to each, in order; each combination
/// takes one element of every input and runs `resultSelector` on them.
func combiningSources<V1, V2, V3, V4, Element>(
    _ mode: CombiningMode, _ source1: Observable<V1>, _ source2: Observable<V2>, _ source3: Observable<V3>, _ source4: Observable<V4>,
    _ resultSelector: @escaping (V1, V2, V3, V4) throws -> Element
) -> Observable<Element> {
    combiningObservable(mode, arity: 4) { sink in
        let input1 = sink.input(source1), input2 = sink.input(source2), input3 = sink.input(source3), input4 = sink.input(source4)
        return { try resultSelector(input1.take(), input2.take(), input3.take(), input4.take()) }
    }
}

/// Runs `combineLatest` (`.latest`) or `zip` over five sources of any family.
package func combining<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, O5: ObservableConvertibleType, Element>(
    _ mode: CombiningMode, _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    _ resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
) -> Observable<Element> {
    combiningSources(mode, source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector)
}

/// Runs `combineLatest` or `zip` over five observables: subscribes an input to each, in order; each combination
/// takes one element of every input and runs `resultSelector` on them.
func combiningSources<V1, V2, V3, V4, V5, Element>(
    _ mode: CombiningMode, _ source1: Observable<V1>, _ source2: Observable<V2>, _ source3: Observable<V3>, _ source4: Observable<V4>, _ source5: Observable<V5>,
    _ resultSelector: @escaping (V1, V2, V3, V4, V5) throws -> Element
) -> Observable<Element> {
    combiningObservable(mode, arity: 5) { sink in
        let input1 = sink.input(source1), input2 = sink.input(source2), input3 = sink.input(source3), input4 = sink.input(source4), input5 = sink.input(source5)
        return { try resultSelector(input1.take(), input2.take(), input3.take(), input4.take(), input5.take()) }
    }
}

/// Runs `combineLatest` (`.latest`) or `zip` over six sources of any family.
package func combining<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, O5: ObservableConvertibleType, O6: ObservableConvertibleType, Element>(
    _ mode: CombiningMode, _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
) -> Observable<Element> {
    combiningSources(mode, source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector)
}

/// Runs `combineLatest` or `zip` over six observables: subscribes an input to each, in order; each combination
/// takes one element of every input and runs `resultSelector` on them.
func combiningSources<V1, V2, V3, V4, V5, V6, Element>(
    _ mode: CombiningMode, _ source1: Observable<V1>, _ source2: Observable<V2>, _ source3: Observable<V3>, _ source4: Observable<V4>, _ source5: Observable<V5>, _ source6: Observable<V6>,
    _ resultSelector: @escaping (V1, V2, V3, V4, V5, V6) throws -> Element
) -> Observable<Element> {
    combiningObservable(mode, arity: 6) { sink in
        let input1 = sink.input(source1), input2 = sink.input(source2), input3 = sink.input(source3), input4 = sink.input(source4), input5 = sink.input(source5), input6 = sink.input(source6)
        return { try resultSelector(input1.take(), input2.take(), input3.take(), input4.take(), input5.take(), input6.take()) }
    }
}

/// Runs `combineLatest` (`.latest`) or `zip` over seven sources of any family.
package func combining<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, O5: ObservableConvertibleType, O6: ObservableConvertibleType, O7: ObservableConvertibleType, Element>(
    _ mode: CombiningMode, _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    _ resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
) -> Observable<Element> {
    combiningSources(mode, source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector)
}

/// Runs `combineLatest` or `zip` over seven observables: subscribes an input to each, in order; each combination
/// takes one element of every input and runs `resultSelector` on them.
func combiningSources<V1, V2, V3, V4, V5, V6, V7, Element>(
    _ mode: CombiningMode, _ source1: Observable<V1>, _ source2: Observable<V2>, _ source3: Observable<V3>, _ source4: Observable<V4>, _ source5: Observable<V5>, _ source6: Observable<V6>, _ source7: Observable<V7>,
    _ resultSelector: @escaping (V1, V2, V3, V4, V5, V6, V7) throws -> Element
) -> Observable<Element> {
    combiningObservable(mode, arity: 7) { sink in
        let input1 = sink.input(source1), input2 = sink.input(source2), input3 = sink.input(source3), input4 = sink.input(source4), input5 = sink.input(source5), input6 = sink.input(source6), input7 = sink.input(source7)
        return { try resultSelector(input1.take(), input2.take(), input3.take(), input4.take(), input5.take(), input6.take(), input7.take()) }
    }
}

/// Runs `combineLatest` (`.latest`) or `zip` over eight sources of any family.
package func combining<O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType, O4: ObservableConvertibleType, O5: ObservableConvertibleType, O6: ObservableConvertibleType, O7: ObservableConvertibleType, O8: ObservableConvertibleType, Element>(
    _ mode: CombiningMode, _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
    _ resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
) -> Observable<Element> {
    combiningSources(mode, source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector)
}

/// Runs `combineLatest` or `zip` over eight observables: subscribes an input to each, in order; each combination
/// takes one element of every input and runs `resultSelector` on them.
func combiningSources<V1, V2, V3, V4, V5, V6, V7, V8, Element>(
    _ mode: CombiningMode, _ source1: Observable<V1>, _ source2: Observable<V2>, _ source3: Observable<V3>, _ source4: Observable<V4>, _ source5: Observable<V5>, _ source6: Observable<V6>, _ source7: Observable<V7>, _ source8: Observable<V8>,
    _ resultSelector: @escaping (V1, V2, V3, V4, V5, V6, V7, V8) throws -> Element
) -> Observable<Element> {
    combiningObservable(mode, arity: 8) { sink in
        let input1 = sink.input(source1), input2 = sink.input(source2), input3 = sink.input(source3), input4 = sink.input(source4), input5 = sink.input(source5), input6 = sink.input(source6), input7 = sink.input(source7), input8 = sink.input(source8)
        return { try resultSelector(input1.take(), input2.take(), input3.take(), input4.take(), input5.take(), input6.take(), input7.take(), input8.take()) }
    }
}
