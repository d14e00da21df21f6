// Templates: `zip` and `combineLatest` of the traits (`Infallible`, `Single`, `Maybe`) for two to eight sources, and
// the nine-or-more forms that take the rest as a parameter pack.
//
// Every declaration is described by a `Declaration` (its doc comment, its lists of generic parameters and
// parameters, its body) and laid out by `render`: the doc comment wrapped at 120 columns, the signature on one line
// however long (as RxSwift's generated files are), the body on one more. The written-out forms with a result
// selector hand their sources to `combining` (MultiSourceArity.swift); the others call the `Observable` forms, and
// stay inlinable so that the closures making tuples are compiled for their element types. The forms of one arity
// stand together: `combineLatest` and `zip` of `Infallible`, `Single` and `Maybe` of `zip`.

func traitArityFiles() -> [GeneratedFile] {
    [
        GeneratedFile(
            path: "Sources/SendableRx/Traits/Infallible/Infallible+CombineLatest+Zip.swift",
            template: "TraitArity.swift",
            body: infallibleFile()
        ),
        GeneratedFile(
            path: "Sources/SendableRx/Traits/PrimitiveSequence+Zip.swift",
            template: "TraitArity.swift",
            body: primitiveSequenceZipFile()
        ),
    ]
}

// MARK: - Infallible.combineLatest and Infallible.zip

fileprivate enum InfallibleOperator: String {
    case combineLatest, zip

    /// The `CombiningMode` its written-out forms pass to `combining`.
    var mode: String {
        self == .combineLatest ? ".latest" : ".zip"
    }

    /// The doc summary for `sources` ("two" … "eight", or "nine or more" for the parameter-pack form).
    func summary(_ sources: String, selector: Bool, variadic: Bool) -> String {
        let what = self == .combineLatest ? "the latest elements" : "the elements"
        let how = (self == .zip ? " pairwise, in order," : "") + (selector ? " with `resultSelector`" : " into tuples")
        let tail = switch (self, selector) {
        case _ where variadic: " (RxSwift stops at eight)."
        case (.combineLatest, true):
            " whenever one emits, once each has emitted; completes as `Observable.combineLatest` does."
        case (.combineLatest, false): " whenever one emits, once each has emitted."
        case (.zip, true): "; completes when every source has completed."
        case (.zip, false): " (RxSwift has no tuple form of `Infallible.zip`)."
        }
        return "Combines \(what) of \(sources) infallibles\(how)\(tail)"
    }
}

fileprivate func infallibleFile() -> String {
    let operators: [InfallibleOperator] = [.combineLatest, .zip]
    func declarations(selector: Bool, variadic: Bool) -> [String] {
        (variadic ? [9] : Array(arities)).flatMap { arity in
            operators.map { render(infallibleDeclaration($0, arity: arity, selector: selector, variadic: variadic)) }
        }
    }
    let blocks = [false, true].flatMap { variadic in
        [
            extensionBlock("extension InfallibleType", declarations(selector: true, variadic: variadic)),
            extensionBlock(
                "extension InfallibleType where Element == Any", declarations(selector: false, variadic: variadic)
            ),
        ]
    }
    let comment = "SendableRx — `Infallible.combineLatest` and `Infallible.zip` of two to eight infallibles, written "
        + "out as RxSwift's are (each arity type-checks on its own), and of nine or more through a parameter pack; "
        + "the collection forms are in Infallible+CombineLatestCollection.swift."
    return fileHeader(comment) + blocks.joined(separator: "\n")
}

/// `Infallible.<op>` of `arity` infallibles, with `resultSelector` or into tuples; `variadic` makes the nine-or-more
/// form (`arity` named sources, then `rest`).
fileprivate func infallibleDeclaration(
    _ op: InfallibleOperator, arity: Int, selector: Bool, variadic: Bool
) -> Declaration {
    let pack = { (item: String) in variadic ? [item] : [] }
    let elements = (1 ... arity).map { "I\($0).Element" } + pack("repeat (each Rest).Element")
    return Declaration(
        summary: op.summary(variadic ? "nine or more" : cardinal(arity), selector: selector, variadic: variadic),
        parameterDocs: (1 ... arity).map { "source\($0): The \(ordinal($0)) \(variadic ? "source" : "infallible")." }
            + pack("rest: Any further sources.")
            + (selector ? [infallibleSelectorDoc] : []),
        returns: selector ? "The combined infallible." : "The infallible of tuples.",
        name: op.rawValue,
        generics: (1 ... arity).map { "I\($0): InfallibleType" } + pack("each Rest: InfallibleType"),
        parameters: [(1 ... arity).map { "_ source\($0): I\($0)" } + pack("_ rest: repeat each Rest")],
        selectorTypes: selector ? elements : nil,
        result: selector ? ("Infallible<Element>", [], "") : ("Infallible<(", elements, ")>"),
        inlinable: variadic || !selector,
        body: variadic || !selector
            ? "Infallible(Observable.\(op.rawValue)(" + observableArguments(arity, variadic: variadic, selector: selector) + "))"
            : "Infallible(combining(\(op.mode), \(list(arity) { "source\($0)" }), resultSelector))"
    )
}

/// Not wrapped, as in the hand-written files.
fileprivate let infallibleSelectorDoc =
    "resultSelector: Combines the elements. As in RxSwift it may throw, but should not: an error would end the "
        + "infallible with it."

// MARK: - Single.zip and Maybe.zip

fileprivate enum Trait: String {
    case Single, Maybe

    /// How the zipped trait ends when a source does not succeed.
    var outcome: String {
        switch self {
        case .Single: "fails as soon as one fails."
        case .Maybe: "completes empty when one completes empty, and fails as soon as one fails."
        }
    }
}

fileprivate func primitiveSequenceZipFile() -> String {
    func header(_ trait: Trait, tuple: Bool) -> String {
        "extension PrimitiveSequenceType where Trait == \(trait)Trait" + (tuple ? ", Element == Any" : "")
    }
    let traits: [Trait] = [.Single, .Maybe]
    // For each form, each arity: the `Single` form, then the `Maybe` form; the pack forms last.
    let blocks = [false, true].flatMap { variadic in
        [true, false].flatMap { selector in
            (variadic ? [9] : Array(arities)).flatMap { arity in
                traits.map { trait in
                    extensionBlock(header(trait, tuple: !selector), [
                        render(zipDeclaration(trait, arity: arity, selector: selector, variadic: variadic)),
                    ])
                }
            }
        }
    }
    let comment = "SendableRx — `zip` of two to eight `Single`s or `Maybe`s, written out as RxSwift's are, so that "
        + "each arity type-checks on its own, and of nine or more through a parameter pack."
    return fileHeader(comment) + blocks.joined(separator: "\n")
}

/// `Single.zip` or `Maybe.zip` of `arity` sources, with `resultSelector` or into a tuple; `variadic` makes the
/// nine-or-more form (`arity` named sources, then `rest`).
fileprivate func zipDeclaration(_ trait: Trait, arity: Int, selector: Bool, variadic: Bool) -> Declaration {
    let pack = { (item: String) in variadic ? [item] : [] }
    let elements = (1 ... arity).map { "E\($0)" } + pack("repeat each Rest")
    let summary = variadic
        ? "Zips nine or more `\(trait)`s " + (selector ? "with `resultSelector`" : "into a tuple")
            + " (RxSwift stops at eight), as the written-out forms do."
        : "Succeeds with " + (selector ? "`resultSelector` applied to" : "a tuple of")
            + " the elements of \(cardinal(arity)) `\(trait)`s once all have succeeded; \(trait.outcome)"
    return Declaration(
        summary: summary,
        parameterDocs: (1 ... arity).map { "source\($0): The \(ordinal($0)) \(variadic ? "source" : "`\(trait)`")." }
            + pack("rest: Any further sources.")
            + (selector ? ["resultSelector: Combines the elements; an error it throws fails the result."] : []),
        returns: selector ? "The combined `\(trait)`." : "A `\(trait)` of the tuple.",
        name: "zip",
        generics: (1 ... arity).map { "E\($0)" } + pack("each Rest"),
        // The pack parameter starts a line of its own.
        parameters: [(1 ... arity).map { "_ source\($0): PrimitiveSequence<Trait, E\($0)>" }]
            + (variadic ? [["_ rest: repeat PrimitiveSequence<Trait, each Rest>"]] : []),
        selectorTypes: selector ? elements : nil,
        result: selector
            ? ("PrimitiveSequence<Trait, Element>", [], "") : ("PrimitiveSequence<Trait, (", elements, ")>"),
        inlinable: variadic || !selector,
        body: variadic || !selector
            ? "PrimitiveSequence(raw: Observable.zip(" + observableArguments(arity, variadic: variadic, selector: selector) + "))"
            : "PrimitiveSequence(raw: combining(.zip, \(list(arity) { "source\($0)" }), resultSelector))"
    )
}

// MARK: - Layout

/// The column no doc comment line goes past (the lines of parameters excepted, as in the rest of the project).
fileprivate let width = 120

/// One `public static func` with its doc comment, in the pieces that change with the arity.
fileprivate struct Declaration {
    /// The doc comment's first paragraph, wrapped at `width`.
    var summary: String
    /// `name: description`, one per parameter, not wrapped.
    var parameterDocs: [String]
    var returns: String
    var name: String
    var generics: [String]
    /// The parameters before `resultSelector`, in groups (kept for the pack forms, whose pack parameter comes last).
    var parameters: [[String]]
    /// The parameter types of `resultSelector`, or nil for the tuple form (which has no `resultSelector`).
    var selectorTypes: [String]?
    /// The return type: `open`, the tuple's element types, `close`.
    var result: (open: String, items: [String], close: String)
    var inlinable: Bool
    /// The body: one expression.
    var body: String
}

/// The arguments of a call of an `Observable` form: each source as an observable, then the pack, then the selector.
fileprivate func observableArguments(_ arity: Int, variadic: Bool, selector: Bool) -> String {
    ((1 ... arity).map { "source\($0).asObservable()" }
        + (variadic ? ["repeat (each rest).asObservable()"] : [])
        + (selector ? ["resultSelector: resultSelector"] : [])).joined(separator: ", ")
}

fileprivate func render(_ declaration: Declaration) -> String {
    let d = declaration
    var out = wrapped(d.summary, prefix: "    /// ")
    out.append("    ///")
    out.append("    /// - Parameters:")
    out += d.parameterDocs.map { "    ///   - " + $0 }
    out.append("    /// - Returns: " + d.returns)
    var parameters = d.parameters.flatMap { $0 }
    if let types = d.selectorTypes {
        parameters.append("resultSelector: @escaping (\(types.joined(separator: ", "))) throws -> Element")
    }
    let result = d.result.open + d.result.items.joined(separator: ", ") + d.result.close
    out.append("    " + (d.inlinable ? "@inlinable " : "") + "public static func \(d.name)<"
        + d.generics.joined(separator: ", ") + ">(" + parameters.joined(separator: ", ") + ") -> " + result + " {")
    out.append("        " + d.body)
    out.append("    }")
    return out.joined(separator: "\n")
}

/// `text` word-wrapped into lines of at most `width` columns that start with `prefix`.
fileprivate func wrapped(_ text: String, prefix: String) -> [String] {
    var lines: [String] = []
    var line = prefix
    for word in text.split(separator: " ") {
        if line == prefix {
            line += word
        } else if (line + " " + word).count <= width {
            line += " " + word
        } else {
            lines.append(line)
            line = prefix + word
        }
    }
    return lines + [line]
}

/// The file's first comment, wrapped, and a blank line.
fileprivate func fileHeader(_ comment: String) -> String {
    wrapped(comment, prefix: "// ").joined(separator: "\n") + "\n\n"
}

/// `header { declarations, separated by blank lines }` and a newline.
fileprivate func extensionBlock(_ header: String, _ declarations: [String]) -> String {
    header + " {\n" + declarations.joined(separator: "\n\n") + "\n}\n"
}
