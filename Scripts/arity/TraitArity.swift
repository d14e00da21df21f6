// Templates: `zip` and `combineLatest` of the traits (`Infallible`, `Single`, `Maybe`) for two to eight sources, and
// the nine-or-more forms that take the rest as a parameter pack.
//
// Every declaration is described by a `Declaration` (its doc comment and the lists of generic parameters, parameters,
// element types and arguments) and laid out by `render`, which keeps a list on one line when it fits in 120 columns
// and otherwise puts it on lines of its own, filled greedily.

func traitArityFiles() -> [GeneratedFile] {
    [
        GeneratedFile(
            path: "Sources/SendableRx/Traits/Infallible/Infallible+CombineLatest.swift",
            template: "TraitArity.swift",
            body: infallibleFile(.combineLatest)
        ),
        GeneratedFile(
            path: "Sources/SendableRx/Traits/Infallible/Infallible+Zip.swift",
            template: "TraitArity.swift",
            body: infallibleFile(.zip)
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

    /// The file's first comment, before it is wrapped.
    var fileComment: String {
        switch self {
        case .combineLatest:
            "SendableRx — `Infallible.combineLatest` of two to eight infallibles, written out as RxSwift's are (each "
                + "arity type-checks on its own); the collection forms are in Infallible+CombineLatestCollection.swift."
        case .zip:
            "SendableRx — `Infallible.zip` of two to eight infallibles, written out as RxSwift's are (each arity "
                + "type-checks on its own)."
        }
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

fileprivate func infallibleFile(_ op: InfallibleOperator) -> String {
    func declarations(selector: Bool) -> [String] {
        arities.map { render(infallibleDeclaration(op, arity: $0, selector: selector, variadic: false)) }
    }
    func variadic(selector: Bool) -> [String] {
        [render(infallibleDeclaration(op, arity: 9, selector: selector, variadic: true))]
    }
    let blocks = [
        extensionBlock("extension InfallibleType", declarations(selector: true)),
        extensionBlock("extension InfallibleType where Element == Any", declarations(selector: false)),
    ] + [
        extensionBlock("extension InfallibleType", variadic(selector: true)),
        extensionBlock("extension InfallibleType where Element == Any", variadic(selector: false)),
    ]
    return fileHeader(op.fileComment) + blocks.joined(separator: "\n")
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
        call: "Infallible(Observable.\(op.rawValue)(",
        arguments: (1 ... arity).map { "source\($0).asObservable()" } + pack("repeat (each rest).asObservable()")
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
    // The written-out forms of each trait, then the pack forms of each trait.
    let writtenOut = traits.flatMap { trait in
        [true, false].map { selector in
            extensionBlock(header(trait, tuple: !selector), arities.map {
                render(zipDeclaration(trait, arity: $0, selector: selector, variadic: false))
            })
        }
    }
    let packs = traits.flatMap { trait in
        [true, false].map { selector in
            extensionBlock(header(trait, tuple: !selector), [
                render(zipDeclaration(trait, arity: 9, selector: selector, variadic: true)),
            ])
        }
    }
    let comment = "SendableRx — `zip` of two to eight `Single`s or `Maybe`s, written out as RxSwift's are, so that "
        + "each arity type-checks on its own, and of nine or more through a parameter pack."
    return fileHeader(comment) + (writtenOut + packs).joined(separator: "\n")
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
        call: "PrimitiveSequence(raw: Observable.zip(",
        arguments: (1 ... arity).map { "source\($0).asObservable()" } + pack("repeat (each rest).asObservable()")
    )
}

// MARK: - Layout

/// The column no generated line goes past (doc comment lines of parameters excepted, as in the rest of the project).
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
    /// The parameters before `resultSelector`, in groups that each start a line of their own.
    var parameters: [[String]]
    /// The parameter types of `resultSelector`, or nil for the tuple form (which has no `resultSelector`).
    var selectorTypes: [String]?
    /// The return type: `open`, the tuple's element types, `close`.
    var result: (open: String, items: [String], close: String)
    /// The body's call up to its first argument, for example `Infallible(Observable.zip(`.
    var call: String
    var arguments: [String]
}

fileprivate func render(_ declaration: Declaration) -> String {
    let d = declaration
    let selector = d.selectorTypes != nil
    var out = wrapped(d.summary, prefix: "    /// ")
    out.append("    ///")
    out.append("    /// - Parameters:")
    out += d.parameterDocs.map { "    ///   - " + $0 }
    out.append("    /// - Returns: " + d.returns)
    out.append("    @inlinable")
    out += bracketed("public static func \(d.name)<", [d.generics], ">(", indent: 4, inner: 8)
    out += packed(d.parameters, indent: "        ", last: selector ? "," : "")
    if let types = d.selectorTypes {
        out += bracketed("resultSelector: @escaping (", [types], ") throws -> Element", indent: 8, inner: 12)
    }
    out += bracketed(") -> " + d.result.open, [d.result.items], d.result.close + " {", indent: 4, inner: 12)
    // When the call is wrapped, `resultSelector:` gets a line of its own after the sources.
    out += bracketed(d.call, [d.arguments] + (selector ? [["resultSelector: resultSelector"]] : []), "))",
                     indent: 8, inner: 12)
    out.append("    }")
    return out.joined(separator: "\n")
}

/// `head` + the items of `groups` + `tail` on one line indented by `indent` if it fits; otherwise `head`, the items
/// packed on lines indented by `inner`, and `tail` on a line of its own back at `indent`.
fileprivate func bracketed(_ head: String, _ groups: [[String]], _ tail: String, indent: Int, inner: Int) -> [String] {
    let margin = String(repeating: " ", count: indent)
    let items = groups.flatMap { $0 }
    let line = margin + head + items.joined(separator: ", ") + tail
    if line.count <= width || items.isEmpty { return [line] }
    return [margin + head] + packed(groups, indent: String(repeating: " ", count: inner)) + [margin + tail]
}

/// The items joined by ", " and filled greedily into lines that start with `indent` and end with "," (the very last
/// line with `last` instead); each group starts a new line.
fileprivate func packed(_ groups: [[String]], indent: String, last: String = "") -> [String] {
    var lines: [String] = []
    for (groupIndex, group) in groups.enumerated() {
        let groupEnd = groupIndex == groups.count - 1 ? last : ","
        var line = ""
        for (index, item) in group.enumerated() {
            let end = index == group.count - 1 ? groupEnd : ","
            if line.isEmpty {
                line = indent + item
            } else if (line + ", " + item + end).count <= width {
                line += ", " + item
            } else {
                lines.append(line + ",")
                line = indent + item
            }
        }
        lines.append(line + groupEnd)
    }
    return lines
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
