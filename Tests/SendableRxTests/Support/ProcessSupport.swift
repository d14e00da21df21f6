// SendableRx tests — running a program (swiftc, a fixture executable) and collecting what it printed. Foundation's
// Process exists on macOS and Linux only.

#if os(macOS) || os(Linux)
import Foundation

/// Runs `program` with `arguments` to its end; returns its exit status and its standard output and error, interleaved.
func runProgram(_ program: URL, arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
#endif
