// SendableRx tests — RxError descriptions.

import SendableRx
import XCTest

private final class DisposedThing: Sendable, CustomStringConvertible {
    var description: String { "DisposedThing" }
}

final class RxErrorTests: RxTestCase {
    func testDebugDescriptions() {
        XCTAssertEqual(RxError.unknown.debugDescription, "Unknown error occurred.")
        XCTAssertEqual(RxError.overflow.debugDescription, "Arithmetic overflow occurred.")
        XCTAssertEqual(RxError.argumentOutOfRange.debugDescription, "Argument out of range.")
        XCTAssertEqual(RxError.noElements.debugDescription, "Sequence doesn't contain any elements.")
        XCTAssertEqual(RxError.moreThanOneElement.debugDescription, "Sequence contains more than one element.")
        XCTAssertEqual(RxError.timeout.debugDescription, "Sequence timeout.")
    }

    func testDisposedDescriptionNamesTheObject() {
        let error = RxError.disposed(object: DisposedThing())
        XCTAssertEqual(error.debugDescription, "Object `DisposedThing` was already disposed.")
    }

    func testRxErrorIsUsableAsSwiftError() {
        let error: any Error = RxError.timeout
        XCTAssertEqual(String(reflecting: error), "Sequence timeout.")
    }
}
