// What the arity templates share: the generated file type, its header, and the words and lists that change with the
// number of sources.

/// One generated source file: its path from the project root, the template that makes it, and its text after the
/// generated-file header.
struct GeneratedFile {
    var path: String
    var template: String
    var body: String
}

/// The first line of every generated file: that it is generated, from what, and how to make it again.
func generatedHeader(for file: GeneratedFile) -> String {
    "// Generated from Scripts/arity/\(file.template) by Scripts/arity/generate.sh: edit the template, not this file.\n"
}

/// The arities written out: two to eight sources, as in RxSwift.
let arities = 2 ... 8

/// "two" ... "eight".
func cardinal(_ number: Int) -> String {
    ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"][number]
}

/// "first" ... "eighth".
func ordinal(_ number: Int) -> String {
    ["zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"][number]
}

/// `body(1), body(2), …, body(arity)` joined with `separator`.
func list(_ arity: Int, separator: String = ", ", _ body: (Int) -> String) -> String {
    (1 ... arity).map(body).joined(separator: separator)
}

/// `body(1)`, …, `body(arity)`, each on its own line with `indent` in front and `terminator` after it (the last line
/// gets `last` instead).
func lines(_ arity: Int, indent: String, terminator: String = "", last: String? = nil, _ body: (Int) -> String) -> String {
    (1 ... arity).map { index in
        indent + body(index) + (index == arity ? (last ?? terminator) : terminator)
    }.joined(separator: "\n")
}
