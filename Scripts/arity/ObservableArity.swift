// Templates: `Observable.combineLatest` and `Observable.zip` for two to eight sources, and the shared subscription
// body they run (`subscribeSources`).
//
// Each file is built from one template per declaration family, repeated for every arity: the `resultSelector` form
// and the tuple form of each operator (CombineLatest+Arity.swift, Zip+Arity.swift) and `subscribeSources`
// (MultiSourceArity.swift). Lists that grow with the arity stay on one line while it fits and are otherwise wrapped
// the same way everywhere (see `fits`, `wrapped` and `filled`).

func observableArityFiles() -> [GeneratedFile] {
    let directory = "Sources/SendableRx/Operators/Combining/"
    let files = [
        GeneratedFile(path: directory + "CombineLatest+Arity.swift", template: "ObservableArity.swift",
                      body: combinerFile(.combineLatest)),
        GeneratedFile(path: directory + "Zip+Arity.swift", template: "ObservableArity.swift",
                      body: combinerFile(.zip)),
        GeneratedFile(path: directory + "MultiSourceArity.swift", template: "ObservableArity.swift",
                      body: multiSourceFile()),
    ]
    // The wrapping rules below keep lines short enough; this catches a line that no rule wraps.
    for file in files {
        for line in file.body.split(separator: "\n") where !fits(String(line)) {
            preconditionFailure("\(file.path): a generated line is too long: \(line)")
        }
    }
    return files
}

// MARK: - Layout

/// Whether a line fits. The committed files keep every line shorter than 120 columns: `zip`'s one-line `makeSink:`
/// argument would take exactly 120 and is wrapped, so a line of 120 counts as too long.
fileprivate func fits(_ line: String) -> Bool {
    line.count < 120
}

/// `items` after `indent`, separated by ", " and filled greedily onto as few lines as fit; every line but the last
/// ends with ",", the last with `last`.
fileprivate func filled(_ items: [String], indent: String, last: String = "") -> String {
    var lines: [String] = []
    var line = indent + items[0]
    for (index, item) in items.enumerated().dropFirst() {
        let longer = line + ", " + item
        if fits(longer + (index == items.count - 1 ? last : ",")) {
            line = longer
        } else {
            lines.append(line + ",")
            line = indent + item
        }
    }
    return (lines + [line + last]).joined(separator: "\n")
}

/// `open` + `items` + `close` on one line after `indent` when it fits; otherwise `open` ends the first line, the items
/// are filled onto lines indented one level more, and `close` starts the last line.
fileprivate func wrapped(_ indent: String, _ open: String, _ items: [String], _ close: String) -> String {
    let line = indent + open + items.joined(separator: ", ") + close
    if fits(line) { return line }
    return indent + open + "\n" + filled(items, indent: indent + "    ") + "\n" + indent + close
}

/// `body(1)`, …, `body(arity)` as an array.
fileprivate func each(_ arity: Int, _ body: (Int) -> String) -> [String] {
    (1 ... arity).map(body)
}

// MARK: - combineLatest and zip

/// What the `combineLatest` and `zip` files say differently; the rest of both files is `combinerFile`.
fileprivate struct Combiner {
    var name: String
    /// The comment at the top of the file.
    var fileComment: String
    /// The first sentence of the `resultSelector` form's documentation, given the number of sources ("two").
    var summary: (String) -> String
    /// The paragraph after it, without the `/// ` of each line.
    var discussion: String
    var resultSelectorDocumentation: String
    /// The sink that `subscribeSources` runs, for an arity.
    var sink: (Int) -> String
    /// The first sentence of the tuple form's documentation, given the number of sources.
    var tupleSummary: (String) -> String
}

extension Combiner {
    static let combineLatest = Combiner(
        name: "combineLatest",
        fileComment: combineLatestFileComment,
        summary: {
            "Combines the latest elements of \($0) sources with `resultSelector` whenever one emits, once each has "
                + "emitted."
        },
        discussion: combineLatestDiscussion,
        resultSelectorDocumentation:
            "Combines one latest element of each source; an error it throws ends the sequence.",
        sink: { "CombineLatestSink(arity: \($0), combine: $0, observer: observer, cancel: cancel)" },
        tupleSummary: {
            "Combines the latest elements of \($0) sources into tuples whenever one emits, once each has emitted."
        }
    )

    static let zip = Combiner(
        name: "zip",
        fileComment: zipFileComment,
        summary: { "Combines the elements of \($0) sources pairwise, in order, with `resultSelector`." },
        discussion: zipDiscussion,
        resultSelectorDocumentation: "Combines the n-th element of each source; an error it throws ends the sequence.",
        sink: { "ZipSink(arity: \($0), completesEarly: false, combine: $0, observer: observer, cancel: cancel)" },
        tupleSummary: { "Combines the elements of \($0) sources pairwise, in order, into tuples." }
    )
}

// The prose that is the same for every arity, as it appears in the files (the discussions without `    /// `).

fileprivate let combineLatestFileComment = """
// SendableRx — `combineLatest` for two to eight sources, written out as RxSwift's are: each arity type-checks on its
// own (a parameter pack with `$0 + … + $7` does not in reasonable time) and is specialised in the client, through
// `subscribeSources`. Nine or more sources take the parameter-pack form in CombineLatest.swift.
"""

fileprivate let combineLatestDiscussion = """
Completes when every source has completed, or when a source emits while all the others have completed and some
never emitted; an error from any source ends it. Each source's subscription ends at its own completion.
"""

fileprivate let zipFileComment = """
// SendableRx — `zip` for two to eight sources, written out as RxSwift's are: each arity type-checks on its own
// (a parameter pack with `$0 + … + $7` does not in reasonable time) and is specialised in the client, through
// `subscribeSources`. Nine or more sources take the parameter-pack form in Zip.swift.
"""

fileprivate let zipDiscussion = """
The first elements of all the sources make the first combination, the second ones the second, and so on.
Completes when every source has completed (as RxSwift's written-out forms do, even when a completed source
leaves nothing to pair); an error from any source ends it. Each source's subscription ends at its own
completion.
"""

fileprivate let multiSourceFileComment = """
// SendableRx — running one `combineLatest` or `zip` subscription over two to eight typed sources: the shared body of
// the written-out forms, which the client's compiler specialises for the concrete sink (the parameter-pack form is
// not specialised by Swift 6.3).
"""

/// The comment that opens the body of every `subscribeSources`.
fileprivate let unretainedReferencesComment = """
    // The combining closure holds neither the sink nor the sources: it reads them through unretained references
    // (without retain/release), so there is no cycle to break. The sources are alive until the sink releases them
    // (`sourcesReleased`), which is checked under the lock before they are read.
"""

/// CombineLatest+Arity.swift or Zip+Arity.swift: the `resultSelector` forms, then the tuple forms.
fileprivate func combinerFile(_ combiner: Combiner) -> String {
    combiner.fileComment + "\n\n"
        + "extension ObservableType {\n"
        + arities.map { resultSelectorForm(combiner, $0) }.joined(separator: "\n\n")
        + "\n}\n\n"
        + "extension ObservableType where Element == Any {\n"
        + arities.map { tupleForm(combiner, $0) }.joined(separator: "\n\n")
        + "\n}\n\n"
}

/// `/// - Parameters:` and one line per source.
fileprivate func sourceParameterDocumentation(_ arity: Int) -> String {
    "    /// - Parameters:\n" + lines(arity, indent: "    ///   - ") { "source\($0): The \(ordinal($0)) source." }
}

/// `public static func name<O1: ObservableType, …>(`, the generic parameters on lines of their own when too long.
fileprivate func operatorHead(_ combiner: Combiner, _ arity: Int) -> String {
    wrapped("    ", "public static func \(combiner.name)<", each(arity) { "O\($0): ObservableType" }, ">(")
}

/// `_ source1: O1, …`, filled onto lines; `last` ends the list.
fileprivate func operatorParameters(_ arity: Int, last: String) -> String {
    filled(each(arity) { "_ source\($0): O\($0)" }, indent: "        ", last: last)
}

/// `static func name(_:…, resultSelector:)`: subscribes the sink through `subscribeSources`.
fileprivate func resultSelectorForm(_ combiner: Combiner, _ arity: Int) -> String {
    let elements = each(arity) { "O\($0).Element" }
    let sinkLine = "                makeSink: { \(combiner.sink(arity)) },"
    let discussion = combiner.discussion.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "    /// " + $0 }.joined(separator: "\n")
    let makeSink = fits(sinkLine)
        ? sinkLine
        : "                makeSink: {\n                    \(combiner.sink(arity))\n                },"
    return """
            /// \(combiner.summary(cardinal(arity)))
            ///
        \(discussion)
            ///
        \(sourceParameterDocumentation(arity))
            ///   - resultSelector: \(combiner.resultSelectorDocumentation)
            /// - Returns: The sequence of combinations.
            @inlinable
        \(operatorHead(combiner, arity))
        \(operatorParameters(arity, last: ","))
        \(wrapped("        ", "resultSelector: @escaping (", elements, ") throws -> Element"))
            ) -> Observable<Element> {
        \(lines(arity, indent: "        ") { "let source\($0) = source\($0).asObservable()" })
                return .producer { observer, cancel in
                    subscribeSources(
        \(filled(each(arity) { "source\($0)" }, indent: "                ", last: ","))
        \(makeSink)
                        resultSelector: resultSelector
                    )
                }
            }
        """
}

/// `static func name(_:…)` on `Element == Any`: the `resultSelector` form making tuples.
fileprivate func tupleForm(_ combiner: Combiner, _ arity: Int) -> String {
    let type = "Observable<(\(list(arity) { "O\($0).Element" }))>"
    let sources = list(arity) { "source\($0)" }
    let tuple = "(\(list(arity) { "$\($0 - 1)" }))"
    // The call on one line; else its arguments on a line of their own; else the type alone on the first line, the
    // call on the next and the closure's tuple inside it.
    var call = "        \(type).\(combiner.name)(\(sources)) { \(tuple) }"
    if !fits(call) {
        call = "        \(type).\(combiner.name)("
        if fits(call) {
            call += "\n            \(sources)\n        ) { \(tuple) }"
        } else {
            call = "        \(type)\n"
                + "            .\(combiner.name)(\(sources)) {\n"
                + "                \(tuple)\n"
                + "            }"
        }
    }
    return """
            /// \(combiner.tupleSummary(cardinal(arity)))
            ///
        \(sourceParameterDocumentation(arity))
            /// - Returns: The sequence of tuples.
            @inlinable
        \(operatorHead(combiner, arity))
        \(operatorParameters(arity, last: ""))
            ) -> \(type) {
        \(call)
            }
        """
}

// MARK: - subscribeSources

/// MultiSourceArity.swift: `subscribeSources` for each arity.
fileprivate func multiSourceFile() -> String {
    multiSourceFileComment + "\n\n" + arities.map(subscribeSources).joined(separator: "\n\n") + "\n"
}

/// `subscribeSources` over `arity` sources: builds the sink with a combining closure that reads every slot's element,
/// makes a slot per source, links and publishes the slots, then subscribes them in order.
fileprivate func subscribeSources(_ arity: Int) -> String {
    let values = list(arity) { "V\($0)" }
    return """
        /// Subscribes the sink that `makeSink` builds to \(arity) sources, in order; each combination reads the \
        sources' elements
        /// under the sink's lock and calls `resultSelector` outside it.
        @inlinable
        \(wrapped("", "func subscribeSources<",
                  each(arity) { "V\($0)" } + ["Element", "Sink: MultiSourceSink<Element> & SourceSlots"], ">("))
        \(filled(each(arity) { "_ source\($0): Observable<V\($0)>" }, indent: "    ", last: ","))
            makeSink: (_ combine: @escaping MultiSourceSink<Element>.Combine) -> Sink,
            resultSelector: @escaping (\(values)) throws -> Element
        ) -> SinkAndSubscription {
        \(unretainedReferencesComment)
        \(wrapped("    ", "let references = SourceReferences<(", each(arity) { _ in "SourceReference" }, ")>()"))
            let sink = makeSink { owner, decide in
                let values = owner.lock.withLock { () -> (\(values))? in
                    guard !owner.sourcesReleased, decide() else { return nil }
                    let refs = references.value.unsafelyUnwrapped
                    return (
        \(lines(arity, indent: "                ", terminator: ",", last: "") {
            "refs.\($0 - 1)._withUnsafeGuaranteedRef { Sink.element(of: $0, as: V\($0).self) }"
        })
                    )
                }
                guard let values else { return nil }
                return try resultSelector(\(list(arity) { "values.\($0 - 1)" }))
            }
        \(lines(arity, indent: "    ") { "let slot\($0) = sink.makeSlot(for: source\($0), index: \($0 - 1))" })
        \(lines(arity - 1, indent: "    ") { "slot\($0).nextSibling = slot\($0 + 1)" })
        \(wrapped("    ", "references.value = (", each(arity) { "Unmanaged.passUnretained(slot\($0))" }, ")"))
            sink.start(first: slot1)
        \(lines(arity, indent: "    ") { "sink.subscribe(slot\($0), to: source\($0))" })
            return (sink, Disposables.create())
        }
        """
}
