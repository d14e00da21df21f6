// Templates: `zip` and `combineLatest` of `SharedSequence` (`Driver`, `Signal`) for two to eight sources, written to
// Sources/SendableRxCocoa/SharedSequence/Operators/SharedSequence+Arity.swift. Each operator comes in two forms — a
// static method of `SharedSequence` that takes a result selector, and one of `SharedSequenceConvertibleType where
// Element == Any` that makes tuples. Each form's signature is one line, however long (as RxSwift's generated files
// are), and its body one more; the two operators of one arity stand together.

func sharedSequenceArityFiles() -> [GeneratedFile] {
    let body = """
        // SendableRxCocoa — `zip` and `combineLatest` of two to eight shared sequences, written out: a parameter pack
        // cannot require every source to have the same sharing strategy (Swift 6.3 does not support same-element
        // requirements). The result selectors cannot throw: a shared sequence cannot fail (RxCocoa's may throw). The
        // forms with a result selector hand their sources to SendableRx's `combining`, compiled once; the tuple forms
        // stay inlinable, so that the closures making tuples are compiled for their element types.

        import SendableRx

        """
        + SharedSequenceForm.allCases.map { form in
            "\nextension \(form.extended) {\n"
                + arities.flatMap { arity in
                    SharedSequenceOperator.all.map { $0.function(arity: arity, form: form) }
                }.joined(separator: "\n\n")
                + "\n}\n"
        }.joined()
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

/// One operator: its name, the `CombiningMode` it passes, and the first paragraph of its doc comment for `count`
/// ("two" …) sources in each form.
private struct SharedSequenceOperator {
    var name: String
    var mode: String
    var summary: (_ count: String, _ form: SharedSequenceForm) -> String

    static let all = [
        SharedSequenceOperator(name: "zip", mode: ".zip") { count, form in
            "Combines the elements of \(count) sequences pairwise, in order, "
                + (form == .selector
                    ? "with `resultSelector`: the first elements of each, then the second elements, and so on."
                    : "into tuples.")
        },
        SharedSequenceOperator(name: "combineLatest", mode: ".latest") { count, form in
            "Combines the latest elements of \(count) sequences "
                + (form == .selector ? "with `resultSelector`" : "into tuples")
                + " whenever one of them sends an element, once each has sent one."
        },
    ]

    /// The operator for `arity` sources in `form`, with its doc comment, indented as a member of the extension.
    func function(arity: Int, form: SharedSequenceForm) -> String {
        let selector = form == .selector
        let generics = list(arity) { "O\($0): SharedSequenceConvertibleType" }
        let elements = list(arity) { "O\($0).Element" }
        let sources = list(arity) { "_ source\($0): O\($0)" }
        let signature: String
        let body: String
        if selector {
            let constraints = list(arity) { "O\($0).SharingStrategy == SharingStrategy" }
            signature = "public static func \(name)<\(generics)>(\(sources), resultSelector: @escaping (\(elements)) "
                + "-> Element) -> SharedSequence<SharingStrategy, Element> where \(constraints) {"
            body = "SharedSequence(combining(\(mode), \(list(arity) { "source\($0).asSharedSequence()" }), "
                + "resultSelector))"
        } else {
            // The first source's strategy is the result's: every other source must have it.
            let constraints = (2 ... arity).map { "O\($0).SharingStrategy == O1.SharingStrategy" }
                .joined(separator: ", ")
            signature = "@inlinable public static func \(name)<\(generics)>(\(sources)) -> "
                + "SharedSequence<O1.SharingStrategy, (\(elements))> where \(constraints) {"
            body = "SharedSequence(Observable.\(name)("
                + list(arity) { "source\($0).asSharedSequence().asObservable()" } + "))"
        }
        let documentation = docComment(summary(cardinal(arity), form))
            + "    ///\n"
            + "    /// - Parameters:\n"
            + lines(arity, indent: "    ///   - ") { "source\($0): The \(ordinal($0)) sequence." } + "\n"
            + (selector ? "    ///   - resultSelector: Combines one element of each sequence.\n" : "")
            + "    /// - Returns: "
            + (selector ? "The sequence of combinations.\n" : "The sequence of tuples, of the sources' strategy.\n")
        return documentation + "    " + signature + "\n        " + body + "\n    }"
    }
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
