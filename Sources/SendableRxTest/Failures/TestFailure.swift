// SendableRxTest — reporting a failure to whichever test library runs the current test.

#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where a failure is reported: the caller's source location, in the forms XCTest and Swift Testing take.
struct FailureLocation {
    var fileID: String
    var filePath: StaticString
    var line: UInt
    var column: UInt
}

/// Records a test failure: as a Swift Testing issue inside a Swift Testing test, otherwise as an XCTest failure
/// (and on standard error where neither library exists). Never stops the program.
func recordTestFailure(_ message: String, at location: FailureLocation) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: location.fileID,
                filePath: "\(location.filePath)",
                line: Int(location.line),
                column: Int(location.column)
            )
        )
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: location.filePath, line: location.line)
    #else
    print("\(location.fileID):\(location.line): error: \(message)")
    #endif
}
