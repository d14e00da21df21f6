// Templates: `zip` and `combineLatest` of `SharedSequence` (`Driver`, `Signal`) for two to eight sources, written to
// Sources/SendableRxCocoa/SharedSequence/Operators/SharedSequence+Arity.swift. Each operator comes in two forms — a
// static method of `SharedSequence` that takes a result selector, and one of `SharedSequenceConvertibleType where
// Element == Any` that makes tuples — and one function below writes all four (operator × form) for each arity.

func sharedSequenceArityFiles() -> [GeneratedFile] {
    let body = """
        // SendableRxCocoa — `zip` and `combineLatest` of two to eight shared sequences, written out: a parameter pack
        // cannot require every source to have the same sharing strategy (Swift 6.3 does not support same-element
        // requirements). The result selectors cannot throw: a shared sequence cannot fail (RxCocoa's may throw).

        import SendableRx

        """
        + SharedSequenceOperator.all.map { $0.section }.joined()
    return [
        GeneratedFile(
            path: "Sources/SendableRxCocoa/SharedSequence/Operators/SharedSequence+Arity.swift",
            template: "SharedSequenceArity.swift",
            body: body
        ),
    ]
}

/// The two forms of each operator: combining with a result selector (on `SharedSequence`, whose `Element` is the
/// selector's result), or into tuples (on `SharedSequenceConvertibleType where Element == Any`).
private enum SharedSequenceForm: CaseIterable {
    case selector, tuples

    var extended: String {
        switch self {
        case .selector: "SharedSequence"
        case .tuples: "SharedSequenceConvertibleType where Element == Any"
        }
    }
}

/// One operator: its name, and the first paragraph of its doc comment for `count` ("two" …) sources in each form.
private struct SharedSequenceOperator {
    var name: String
    var summary: (_ count: String, _ form: SharedSequenceForm) -> String

    static let all = [
        SharedSequenceOperator(name: "zip") { count, form in
            "Combines the elements of \(count) sequences pairwise, in order, "
                + (form == .selector
                    ? "with `resultSelector`: the first elements of each, then the second elements, and so on."
                    : "into tuples.")
        },
        SharedSequenceOperator(name: "combineLatest") { count, form in
            "Combines the latest elements of \(count) sequences "
                + (form == .selector ? "with `resultSelector`" : "into tuples")
                + " whenever one of them sends an element, once each has sent one."
        },
    ]

    /// `// MARK:` and both extensions.
    var section: String {
        "\n// MARK: \(name)\n"
            + SharedSequenceForm.allCases.map { form in
                "\nextension \(form.extended) {\n"
                    + arities.map { function(arity: $0, form: form) }.joined(separator: "\n\n")
                    + "\n}\n"
            }.joined()
    }

    /// The operator for `arity` sources in `form`, with its doc comment, indented as a member of the extension.
    func function(arity: Int, form: SharedSequenceForm) -> String {
        let selector = form == .selector
        let parameters: String
        let result: String
        let constraints: String
        if selector {
            parameters = sourceList(arity, indent: "        ") { "_ source\($0): O\($0)" } + ",\n"
                + "        resultSelector: @escaping \(elementTuple(arity, indent: "        ")) -> Element"
            result = "SharedSequence<SharingStrategy, Element>"
            constraints = lines(arity, indent: "        ", terminator: ",", last: "") {
                "O\($0).SharingStrategy == SharingStrategy"
            }
        } else {
            parameters = sourceList(arity, indent: "        ") { "_ source\($0): O\($0)" }
            // Always split, even where it would fit on one line.
            result = """
                SharedSequence<
                        O1.SharingStrategy,
                        \(elementTuple(arity, indent: "        "))
                    >
                """
            // The first source's strategy is the result's: every other source must have it.
            constraints = lines(arity - 1, indent: "        ", terminator: ",", last: "") {
                "O\($0 + 1).SharingStrategy == O1.SharingStrategy"
            }
        }
        let sources = lines(arity, indent: "                ", terminator: ",", last: selector ? "," : "") {
            "source\($0).asSharedSequence().asObservable()"
        } + (selector ? "\n                resultSelector: resultSelector" : "")
        let documentation = docComment(summary(cardinal(arity), form))
            + "    ///\n"
            + "    /// - Parameters:\n"
            + lines(arity, indent: "    ///   - ") { "source\($0): The \(ordinal($0)) sequence." } + "\n"
            + (selector ? "    ///   - resultSelector: Combines one element of each sequence.\n" : "")
            + "    /// - Returns: "
            + (selector ? "The sequence of combinations.\n" : "The sequence of tuples, of the sources' strategy.\n")
        return documentation + """
                @inlinable
                public static func \(name)\(genericParameters(arity))(
            \(parameters)
                ) -> \(result)
                where
            \(constraints)
                {
                    SharedSequence(
                        Observable.\(name)(
            \(sources)
                        )
                    )
                }
            """
    }

    /// `<O1: SharedSequenceConvertibleType, …>` on the `func` line while that line fits in 120 columns, else one
    /// parameter per line.
    func genericParameters(_ arity: Int) -> String {
        let constraint: (Int) -> String = { "O\($0): SharedSequenceConvertibleType" }
        let oneLine = "<" + list(arity, constraint) + ">"
        if "    public static func \(name)\(oneLine)(".count <= 120 { return oneLine }
        return "<\n" + lines(arity, indent: "        ", terminator: ",", last: "", constraint) + "\n    >"
    }
}

/// Lists of one item per source (parameters, element types) are written on one line for up to this many sources and
/// one item per line beyond: the committed file splits them from five sources on, although they would still fit in
/// 120 columns.
private let sourcesOnOneLine = 4

/// `indent` then the items separated by ", ", or each item on its own line (with `indent`), separated by ",".
private func sourceList(_ arity: Int, indent: String, _ item: (Int) -> String) -> String {
    arity <= sourcesOnOneLine
        ? indent + list(arity, item)
        : lines(arity, indent: indent, terminator: ",", last: "", item)
}

/// `(O1.Element, …)`, or split one element per line when the line it is on starts at `indent`.
private func elementTuple(_ arity: Int, indent: String) -> String {
    let element: (Int) -> String = { "O\($0).Element" }
    return arity <= sourcesOnOneLine
        ? "(" + list(arity, element) + ")"
        : "(\n" + lines(arity, indent: indent + "    ", terminator: ",", last: "", element) + "\n" + indent + ")"
}

/// `text` as a `///` doc comment indented four spaces, word-wrapped at 120 columns, each line ending with "\n".
private func docComment(_ text: String) -> String {
    let prefix = "    ///"
    var result = ""
    var line = prefix
    for word in text.split(separator: " ") {
        if line != prefix, line.count + 1 + word.count > 120 {
            result += line + "\n"
            line = prefix
        }
        line += " " + word
    }
    return result + line + "\n"
}
