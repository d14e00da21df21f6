// The arity generator's entry point: collects the files of every family, then writes them under the project root,
// or (with --check) compares them with the committed files and fails on any difference.

import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let root = arguments.first else {
    FileHandle.standardError.write(Data("usage: ArityGenerator PROJECT-ROOT [--check]\n".utf8))
    exit(2)
}
let checking = arguments.dropFirst().contains("--check")

let files = observableArityFiles() + traitArityFiles() + sharedSequenceArityFiles()
var differing: [String] = []
for file in files {
    let url = URL(fileURLWithPath: root).appendingPathComponent(file.path)
    let contents = generatedHeader(for: file) + file.body
    if checking {
        let committed = try? String(contentsOf: url, encoding: .utf8)
        if committed != contents { differing.append(file.path) }
    } else {
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }
}
if checking {
    if differing.isEmpty {
        print("arity files: \(files.count) up to date")
    } else {
        print("arity files differ from their templates (run Scripts/arity/generate.sh and commit):")
        for path in differing { print("  \(path)") }
        exit(1)
    }
} else {
    print("arity files: \(files.count) written")
}
