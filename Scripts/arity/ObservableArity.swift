// Templates: `Observable.combineLatest` and `Observable.zip` for two to eight sources, and the `combining` functions
// that the written-out forms of every family (`Observable`, `Infallible`, `Single`, `Maybe`, `SharedSequence`) run.
//
// A written-out form only names its sources and hands them to `combining`, which makes one `CombiningSink`
// (CombiningSink.swift, written by hand) with an input per source. Each list that grows with the arity is kept on one
// line, however long, as RxSwift's generated files do: every form is then the same few lines at every arity, and the
// forms of one arity stand together (`combineLatest`, then `zip`).

func observableArityFiles() -> [GeneratedFile] {
    let directory = "Sources/SendableRx/Operators/Combining/"
    return [
        GeneratedFile(path: directory + "CombineLatest+Zip+Arity.swift", template: "ObservableArity.swift",
                      body: operatorsFile()),
        GeneratedFile(path: directory + "CombineLatest+Zip+Tuples.swift", template: "ObservableArity.swift",
                      body: tuplesFile()),
        GeneratedFile(path: directory + "MultiSourceArity.swift", template: "ObservableArity.swift",
                      body: combiningFile()),
    ]
}

// MARK: - combineLatest and zip

/// What the `combineLatest` and `zip` forms say differently.
fileprivate struct Combiner {
    var name: String
    /// The `CombiningMode` case the forms pass.
    var mode: String
    /// The first sentence of the `resultSelector` form's documentation, given the number of sources ("two").
    var summary: (String) -> String
    /// The paragraph after it, without the `/// ` of each line.
    var discussion: String
    var resultSelectorDocumentation: String
    /// The first sentence of the tuple form's documentation, given the number of sources.
    var tupleSummary: (String) -> String
    /// The documentation of the parameter-pack forms, with and without `resultSelector`.
    var packDocumentation: String
    var packTupleDocumentation: String
}

extension Combiner {
    static let combineLatest = Combiner(
        name: "combineLatest",
        mode: ".latest",
        summary: {
            "Combines the latest elements of \($0) sources with `resultSelector` whenever one emits, once each has "
                + "emitted."
        },
        discussion: """
            Completes when every source has completed, or when a source emits while all the others have completed and some
            never emitted; an error from any source ends it. Each source's subscription ends at its own completion.
            """,
        resultSelectorDocumentation:
            "Combines one latest element of each source; an error it throws ends the sequence.",
        tupleSummary: {
            "Combines the latest elements of \($0) sources into tuples whenever one emits, once each has emitted."
        },
        packDocumentation: combineLatestPackDocumentation,
        packTupleDocumentation: combineLatestPackTupleDocumentation
    )

    static let zip = Combiner(
        name: "zip",
        mode: ".zip",
        summary: { "Combines the elements of \($0) sources pairwise, in order, with `resultSelector`." },
        discussion: """
            The first elements of all the sources make the first combination, the second ones the second, and so on.
            Completes when every source has completed (as RxSwift's written-out forms do, even when a completed source
            leaves nothing to pair); an error from any source ends it. Each source's subscription ends at its own
            completion.
            """,
        resultSelectorDocumentation: "Combines the n-th element of each source; an error it throws ends the sequence.",
        tupleSummary: { "Combines the elements of \($0) sources pairwise, in order, into tuples." },
        packDocumentation: zipPackDocumentation,
        packTupleDocumentation: zipPackTupleDocumentation
    )
}

fileprivate let operatorsFileComment = """
// SendableRx — `combineLatest` and `zip` for two to eight sources, written out as RxSwift's are: each arity
// type-checks on its own (a parameter pack with `$0 + … + $7` does not in reasonable time). Each form hands its
// sources to `combining` (MultiSourceArity.swift), compiled once in the library; the tuple forms stay inlinable, so
// that the closure making the tuple is compiled for its element types. Nine or more sources take the parameter-pack
// forms at the end (RxSwift stops at eight); the tuple forms are in CombineLatest+Zip+Tuples.swift, the collection
// forms in CombineLatest+Zip+Collection.swift.
"""

fileprivate let tuplesFileComment = """
// SendableRx — the tuple forms of `combineLatest` and `zip` (no `resultSelector`), for two to eight sources and, as
// parameter packs, for nine or more. Each calls its `resultSelector` form (CombineLatest+Zip+Arity.swift) with a
// closure that makes the tuple; they stay inlinable, so that closure is compiled for the element types.
"""

// The documentation of the parameter-pack forms, as it appears in the file.

fileprivate let combineLatestPackDocumentation = """
/// Combines the latest elements of nine or more sources with `resultSelector` whenever one emits, once each has
/// emitted (RxSwift stops at eight; two to eight sources take the written-out forms).
///
/// ```
/// a:                       -1---2-----|
/// b:                       ---x---y---|
/// combineLatest(a, b, +):  ---1x-2x-2y-|
/// ```
///
/// Completes when every source has completed, or when a source emits while all the others have completed and
/// some never emitted; an error from any source ends it. Each source's subscription ends at its own completion.
///
/// - Parameters:
///   - source1: The first source.
///   - source2: The second source.
///   - source3: The third source.
///   - source4: The fourth source.
///   - source5: The fifth source.
///   - source6: The sixth source.
///   - source7: The seventh source.
///   - source8: The eighth source.
///   - source9: The ninth source.
///   - rest: Any further sources.
///   - resultSelector: Combines one latest element of each source. An error it throws is sent as an `error`
///     event.
/// - Returns: The sequence of combinations.
"""

fileprivate let combineLatestPackTupleDocumentation = """
/// Combines the latest elements of nine or more sources into tuples whenever one emits, once each has emitted
/// (two to eight sources take the written-out forms).
///
/// - Parameters:
///   - source1: The first source.
///   - source2: The second source.
///   - source3: The third source.
///   - source4: The fourth source.
///   - source5: The fifth source.
///   - source6: The sixth source.
///   - source7: The seventh source.
///   - source8: The eighth source.
///   - source9: The ninth source.
///   - rest: Any further sources.
/// - Returns: The sequence of tuples of latest elements.
"""

fileprivate let zipPackDocumentation = """
/// Combines the elements of nine or more sources pairwise, in order, with `resultSelector` (RxSwift stops at
/// eight; two to eight sources take the written-out forms).
///
/// ```
/// a:                 -1---2---3-|
/// b:                 ---x---y---|
/// zip(a, b, +):      ---1x--2y--|
/// ```
///
/// Completes when every source has completed; an error from any source ends it. Each source's subscription
/// ends at its own completion.
///
/// - Parameters:
///   - source1: The first source.
///   - source2: The second source.
///   - source3: The third source.
///   - source4: The fourth source.
///   - source5: The fifth source.
///   - source6: The sixth source.
///   - source7: The seventh source.
///   - source8: The eighth source.
///   - source9: The ninth source.
///   - rest: Any further sources.
///   - resultSelector: Combines one element of each source. An error it throws is sent as an `error` event.
/// - Returns: The sequence of combinations.
"""

fileprivate let zipPackTupleDocumentation = """
/// Combines the elements of nine or more sources pairwise, in order, into tuples (two to eight sources take
/// the written-out forms).
///
/// - Parameters:
///   - source1: The first source.
///   - source2: The second source.
///   - source3: The third source.
///   - source4: The fourth source.
///   - source5: The fifth source.
///   - source6: The sixth source.
///   - source7: The seventh source.
///   - source8: The eighth source.
///   - source9: The ninth source.
///   - rest: Any further sources.
/// - Returns: The sequence of tuples.
"""

/// CombineLatest+Zip+Arity.swift: for each arity the `resultSelector` forms; the parameter-pack forms (nine or more
/// sources) last.
fileprivate func operatorsFile() -> String {
    let combiners = [Combiner.combineLatest, .zip]
    let selectorForms = arities.flatMap { arity in combiners.map { resultSelectorForm($0, arity) } }
        + combiners.map(packForm)
    return operatorsFileComment + "\n\n"
        + "extension ObservableType {\n" + selectorForms.joined(separator: "\n\n") + "\n}\n"
}

/// CombineLatest+Zip+Tuples.swift: for each arity the tuple forms; the parameter-pack forms last.
fileprivate func tuplesFile() -> String {
    let combiners = [Combiner.combineLatest, .zip]
    let tupleForms = arities.flatMap { arity in combiners.map { tupleForm($0, arity) } }
        + combiners.map(packTupleForm)
    return tuplesFileComment + "\n\n"
        + "extension ObservableType where Element == Any {\n" + tupleForms.joined(separator: "\n\n") + "\n}\n"
}

/// `/// - Parameters:` and one line per source.
fileprivate func sourceParameterDocumentation(_ arity: Int) -> String {
    "    /// - Parameters:\n" + lines(arity, indent: "    ///   - ") { "source\($0): The \(ordinal($0)) source." }
}

/// `static func name(_:…, resultSelector:)`: hands the sources to `combining`.
fileprivate func resultSelectorForm(_ combiner: Combiner, _ arity: Int) -> String {
    let discussion = combiner.discussion.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "    /// " + $0 }.joined(separator: "\n")
    return """
            /// \(combiner.summary(cardinal(arity)))
            ///
        \(discussion)
            ///
        \(sourceParameterDocumentation(arity))
            ///   - resultSelector: \(combiner.resultSelectorDocumentation)
            /// - Returns: The sequence of combinations.
            public static func \(combiner.name)<\(list(arity) { "O\($0): ObservableType" })>(
                \(list(arity) { "_ source\($0): O\($0)" }),
                resultSelector: @escaping (\(list(arity) { "O\($0).Element" })) throws -> Element
            ) -> Observable<Element> {
                combining(\(combiner.mode), \(list(arity) { "source\($0)" }), resultSelector)
            }
        """
}

/// `static func name(_:…)` on `Element == Any`: the `resultSelector` form making tuples.
fileprivate func tupleForm(_ combiner: Combiner, _ arity: Int) -> String {
    let type = "Observable<(\(list(arity) { "O\($0).Element" }))>"
    return """
            /// \(combiner.tupleSummary(cardinal(arity)))
            ///
        \(sourceParameterDocumentation(arity))
            /// - Returns: The sequence of tuples.
            @inlinable public static func \(combiner.name)<\(list(arity) { "O\($0): ObservableType" })>(
                \(list(arity) { "_ source\($0): O\($0)" })
            ) -> \(type) {
                \(type).\(combiner.name)(\(list(arity) { "source\($0)" })) { (\(list(arity) { "$\($0 - 1)" })) }
            }
        """
}

/// The generic parameters and parameters of a parameter-pack form: nine named sources, then the rest.
fileprivate let packGenerics = list(9) { "O\($0): ObservableType" } + ", each Rest: ObservableType"
fileprivate let packParameters = list(9) { "_ source\($0): O\($0)" } + ", _ rest: repeat each Rest"
fileprivate let packElements = list(9) { "O\($0).Element" } + ", repeat (each Rest).Element"

/// The `resultSelector` form for nine or more sources: hands them to `combiningPack`.
fileprivate func packForm(_ combiner: Combiner) -> String {
    let documentation = combiner.packDocumentation.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "    " + $0 }.joined(separator: "\n")
    return """
        \(documentation)
            public static func \(combiner.name)<\(packGenerics)>(\(packParameters), resultSelector: @escaping (\(packElements)) throws -> Element) -> Observable<Element> {
                combiningPack(\(combiner.mode), \(list(9) { "source\($0).asObservable()" }), repeat (each rest).asObservable(), resultSelector: resultSelector)
            }
        """
}

/// The tuple form for nine or more sources: the `resultSelector` form making tuples.
fileprivate func packTupleForm(_ combiner: Combiner) -> String {
    let documentation = combiner.packTupleDocumentation.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "    " + $0 }.joined(separator: "\n")
    let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
    return """
        \(documentation)
            @inlinable public static func \(combiner.name)<\(packGenerics)>(\(packParameters)) -> Observable<(\(packElements))> {
                .\(combiner.name)(\(list(9) { "source\($0)" }), repeat each rest) { (\(names.joined(separator: ", ")), rest: repeat (each Rest).Element) in (\(names.joined(separator: ", ")), repeat each rest) }
            }
        """
}

// MARK: - combining

fileprivate let combiningFileComment = """
// SendableRx — running one `combineLatest` or `zip` over two to eight typed sources, for the written-out forms of
// every family: `combining` takes the sources as the forms name them, `combiningSources` as observables, and makes
// the sink's inputs and the closure that reads one element of each and runs the result selector. Compiled once in the
// library for every element type.
"""

/// MultiSourceArity.swift: `combining` and `combiningSources` for each arity.
fileprivate func combiningFile() -> String {
    combiningFileComment + "\n\n"
        + arities.map { combining($0) + "\n\n" + combiningSources($0) }.joined(separator: "\n\n") + "\n"
}

/// `combining` over `arity` sources of any family: converts them to observables.
fileprivate func combining(_ arity: Int) -> String {
    """
    /// Runs `combineLatest` (`.latest`) or `zip` over \(cardinal(arity)) sources of any family.
    package func combining<\(list(arity) { "O\($0): ObservableConvertibleType" }), Element>(
        _ mode: CombiningMode, \(list(arity) { "_ source\($0): O\($0)" }),
        _ resultSelector: @escaping (\(list(arity) { "O\($0).Element" })) throws -> Element
    ) -> Observable<Element> {
        combiningSources(mode, \(list(arity) { "source\($0).asObservable()" }), resultSelector)
    }
    """
}

/// `combiningSources` over `arity` observables: one input per source, and a closure reading one element of each.
fileprivate func combiningSources(_ arity: Int) -> String {
    """
    /// Runs `combineLatest` or `zip` over \(cardinal(arity)) observables: subscribes an input to each, in order; each \
    combination
    /// takes one element of every input and runs `resultSelector` on them.
    func combiningSources<\(list(arity) { "V\($0)" }), Element>(
        _ mode: CombiningMode, \(list(arity) { "_ source\($0): Observable<V\($0)>" }),
        _ resultSelector: @escaping (\(list(arity) { "V\($0)" })) throws -> Element
    ) -> Observable<Element> {
        combiningObservable(mode, arity: \(arity)) { sink in
            let \(list(arity) { "input\($0) = sink.input(source\($0))" })
            return { try resultSelector(\(list(arity) { "input\($0).take()" })) }
        }
    }
    """
}
