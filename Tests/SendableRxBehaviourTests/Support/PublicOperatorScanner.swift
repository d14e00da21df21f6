// SendableRx tests — finds the public operators a module's source declares, for the coverage check.

import Foundation

/// Scans Swift source for the public functions declared directly inside the types (or extensions of the types)
/// that carry Rx operators, and names each one by family and selector: `map(_:)` (the Observable family:
/// `ObservableType`, `Observable`, `ObservableConvertibleType`, `ConnectableObservableType`), `Single.map(_:)`,
/// `Maybe.…`, `Completable.…` (`PrimitiveSequence` extensions constrained to that trait),
/// `PrimitiveSequence.…` (unconstrained), `Infallible.…` (`Infallible`, `InfallibleType`) and `AsyncSequence.…`.
///
/// The scan is lexical but robust against what trips up line-based greps: comments and string literals are
/// blanked out first, brace depth decides what is declared directly in a type body (nested types and local
/// functions are skipped), and signatures are parsed across lines with balanced brackets.
enum PublicOperatorScanner {
    /// The type names whose bodies are scanned, with the family prefix of their operators (nil: decided by the
    /// trait constraint of the declaration).
    static let families: [String: String?] = [
        "ObservableType": "",
        "Observable": "",
        "ObservableConvertibleType": "",
        "ConnectableObservableType": "",
        "PrimitiveSequence": nil,
        "PrimitiveSequenceType": nil,
        "Infallible": "Infallible.",
        "InfallibleType": "Infallible.",
        "AsyncSequence": "AsyncSequence.",
    ]

    /// The operators declared by every `.swift` file below `directories`, each with the files declaring it.
    static func scan(directories: [URL]) throws -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for directory in directories {
            guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
            else { continue }
            for case let file as URL in enumerator where file.pathExtension == "swift" {
                let source = try String(contentsOf: file, encoding: .utf8)
                for name in operators(in: source) {
                    result[name, default: []].insert(file.lastPathComponent)
                }
            }
        }
        return result
    }

    /// The operator names declared in `source`.
    static func operators(in source: String) -> [String] {
        let code = Array(blankingCommentsAndStrings(source))
        var names: [String] = []
        var depth = 0
        var headerStart = 0
        var family: String?  // the prefix of the top-level body being read, nil outside a scanned body
        var index = 0
        while index < code.count {
            let character = code[index]
            if character == "{" {
                if depth == 0 {
                    family = familyPrefix(ofHeader: String(code[headerStart..<index]))
                }
                depth += 1
            } else if character == "}" {
                depth -= 1
                if depth == 0 {
                    family = nil
                    headerStart = index + 1
                }
            } else if depth == 1, let prefix = family, let (name, end) = publicFunction(in: code, at: index) {
                names.append(prefix + name)
                index = end
                continue
            }
            index += 1
        }
        return names
    }

    /// The family prefix of a top-level declaration whose header (everything since the previous top-level
    /// declaration) is `header`, or nil if it does not declare or extend a scanned type.
    private static func familyPrefix(ofHeader header: String) -> String? {
        let pattern = #"(?:^|\s)(?:extension|struct|class|enum|protocol|actor)\s+([A-Za-z_][A-Za-z0-9_]*)([^{]*)$"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: header, range: NSRange(header.startIndex..., in: header)),
              let typeRange = Range(match.range(at: 1), in: header),
              let constraintRange = Range(match.range(at: 2), in: header),
              let prefix = families[String(header[typeRange])]
        else { return nil }
        if let prefix { return prefix }
        let constraints = header[constraintRange]
        if constraints.contains("SingleTrait") { return "Single." }
        if constraints.contains("MaybeTrait") { return "Maybe." }
        if constraints.contains("CompletableTrait") { return "Completable." }
        return "PrimitiveSequence."
    }

    /// If a `public [modifiers] func` declaration starts at `index`, its selector and the index after its
    /// parameter list.
    private static func publicFunction(in code: [Character], at index: Int) -> (String, Int)? {
        guard code[index] == "p", index == 0 || !isIdentifier(code[index - 1]) else { return nil }
        var cursor = index
        guard word(in: code, at: &cursor) == "public" else { return nil }
        let modifiers: Set<String> = ["static", "class", "final", "nonisolated", "override", "mutating", "nonmutating"]
        var next: String?
        repeat {
            skipWhitespace(in: code, at: &cursor)
            next = word(in: code, at: &cursor)
        } while next.map(modifiers.contains) == true
        guard next == "func" else { return nil }
        skipWhitespace(in: code, at: &cursor)
        var name = ""
        if cursor < code.count, code[cursor] == "`" {
            cursor += 1
            while cursor < code.count, code[cursor] != "`" { name.append(code[cursor]); cursor += 1 }
            cursor += 1
        } else {
            guard let identifier = word(in: code, at: &cursor) else { return nil }  // operators (==) are skipped
            name = identifier
        }
        skipWhitespace(in: code, at: &cursor)
        if cursor < code.count, code[cursor] == "<" {
            guard let end = closingIndex(in: code, from: cursor) else { return nil }
            cursor = end + 1
            skipWhitespace(in: code, at: &cursor)
        }
        guard cursor < code.count, code[cursor] == "(", let end = closingIndex(in: code, from: cursor) else {
            return nil
        }
        let labels = topLevelParts(of: Array(code[(cursor + 1)..<end])).compactMap { part -> String? in
            var position = 0
            skipWhitespace(in: part, at: &position)
            if position < part.count, part[position] == "`" {
                return String(part[(position + 1)...].prefix { $0 != "`" })
            }
            return word(in: part, at: &position)
        }
        return (name + "(" + labels.map { $0 + ":" }.joined() + ")", end + 1)
    }

    /// Splits a parameter list at its top-level commas.
    private static func topLevelParts(of text: [Character]) -> [[Character]] {
        var parts: [[Character]] = []
        var current: [Character] = []
        var depth = 0
        var index = 0
        while index < text.count {
            let character = text[index]
            if character == "-", index + 1 < text.count, text[index + 1] == ">" {
                current += ["-", ">"]
                index += 2
                continue
            }
            switch character {
            case "(", "[", "<", "{": depth += 1
            case ")", "]", ">", "}": depth -= 1
            default: break
            }
            if character == ",", depth == 0 {
                parts.append(current)
                current = []
            } else {
                current.append(character)
            }
            index += 1
        }
        if current.contains(where: { !$0.isWhitespace }) { parts.append(current) }
        return parts
    }

    /// The index of the bracket closing the one at `start` (`(`/`)` or `<`/`>`, nesting all kinds; the `>` of
    /// `->` does not count).
    private static func closingIndex(in code: [Character], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < code.count {
            let character = code[index]
            if character == "-", index + 1 < code.count, code[index + 1] == ">" {
                index += 2
                continue
            }
            switch character {
            case "(", "[", "<", "{": depth += 1
            case ")", "]", ">", "}":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }

    private static func word(in code: [Character], at cursor: inout Int) -> String? {
        let start = cursor
        while cursor < code.count, isIdentifier(code[cursor]) { cursor += 1 }
        return cursor > start ? String(code[start..<cursor]) : nil
    }

    private static func skipWhitespace(in code: [Character], at cursor: inout Int) {
        while cursor < code.count, code[cursor].isWhitespace { cursor += 1 }
    }

    /// `source` with comments and the contents of string literals replaced by spaces (line breaks kept), so
    /// that braces and keywords inside them are not mistaken for code.
    static func blankingCommentsAndStrings(_ source: String) -> String {
        let characters = Array(source)
        var output: [Character] = []
        output.reserveCapacity(characters.count)
        var index = 0
        func blank(_ character: Character) -> Character { character.isNewline ? character : " " }
        func starts(with text: String, at position: Int) -> Bool {
            var cursor = position
            for character in text {
                guard cursor < characters.count, characters[cursor] == character else { return false }
                cursor += 1
            }
            return true
        }
        while index < characters.count {
            if starts(with: "//", at: index) {
                while index < characters.count, !characters[index].isNewline {
                    output.append(" ")
                    index += 1
                }
            } else if starts(with: "/*", at: index) {
                var nesting = 0
                repeat {
                    if starts(with: "/*", at: index) {
                        nesting += 1
                        output += [" ", " "]
                        index += 2
                    } else if starts(with: "*/", at: index) {
                        nesting -= 1
                        output += [" ", " "]
                        index += 2
                    } else {
                        output.append(blank(characters[index]))
                        index += 1
                    }
                } while nesting > 0 && index < characters.count
            } else if starts(with: "\"\"\"", at: index) {
                output += ["\"", "\"", "\""]
                index += 3
                while index < characters.count, !starts(with: "\"\"\"", at: index) {
                    if characters[index] == "\\" { output.append(" "); index += 1 }
                    if index < characters.count { output.append(blank(characters[index])); index += 1 }
                }
                output += ["\"", "\"", "\""]
                index += 3
            } else if characters[index] == "\"" {
                output.append("\"")
                index += 1
                while index < characters.count, characters[index] != "\"", !characters[index].isNewline {
                    if characters[index] == "\\" { output.append(" "); index += 1 }
                    if index < characters.count { output.append(blank(characters[index])); index += 1 }
                }
                if index < characters.count { output.append("\""); index += 1 }
            } else {
                output.append(characters[index])
                index += 1
            }
        }
        return String(output)
    }
}
