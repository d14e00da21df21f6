// SendableRx tests — SerialDisposable: replacement, disposal and assignment after disposal.

import Foundation
import SendableRx
import XCTest

final class SerialDisposableTests: RxTestCase {
    func testInitialState() {
        let serial = SerialDisposable()
        XCTAssertFalse(serial.isDisposed)
        serial.dispose()
        XCTAssertTrue(serial.isDisposed)
    }

    func testReplacingDisposesThePreviousDisposable() {
        let serial = SerialDisposable()
        let first = CountingDisposable()
        let second = CountingDisposable()
        let third = CountingDisposable()
        serial.disposable = first
        XCTAssertEqual(first.disposeCount, 0)
        serial.disposable = second
        XCTAssertEqual(first.disposeCount, 1)
        XCTAssertEqual(second.disposeCount, 0)
        serial.disposable = third
        XCTAssertEqual([first.disposeCount, second.disposeCount, third.disposeCount], [1, 1, 0])
        XCTAssertFalse(serial.isDisposed)
        serial.dispose()
        XCTAssertEqual([first.disposeCount, second.disposeCount, third.disposeCount], [1, 1, 1])
    }

    func testGetterReturnsTheCurrentDisposable() {
        let serial = SerialDisposable()
        let current = CountingDisposable()
        serial.disposable = current
        XCTAssertTrue((serial.disposable as? CountingDisposable) === current)
        serial.dispose()
        XCTAssertFalse(serial.disposable is CountingDisposable, "after dispose the current disposable is released")
    }

    func testDisposeDisposesTheCurrentOnceEvenWhenCalledTwice() {
        let serial = SerialDisposable()
        let current = CountingDisposable()
        serial.disposable = current
        serial.dispose()
        serial.dispose()
        XCTAssertEqual(current.disposeCount, 1)
        XCTAssertTrue(serial.isDisposed)
    }

    func testAssignmentAfterDisposeDisposesTheNewDisposableAtOnce() {
        let serial = SerialDisposable()
        serial.dispose()
        let late = CountingDisposable()
        serial.disposable = late
        XCTAssertEqual(late.disposeCount, 1)
        let later = CountingDisposable()
        serial.disposable = later
        XCTAssertEqual(later.disposeCount, 1)
        XCTAssertEqual(late.disposeCount, 1)
        XCTAssertTrue(serial.isDisposed)
    }

    func testAssigningTheSameDisposableAgainDisposesIt() {
        // As in RxSwift, the previous value is disposed even when it is the new one.
        let serial = SerialDisposable()
        let same = CountingDisposable()
        serial.disposable = same
        serial.disposable = same
        XCTAssertEqual(same.disposeCount, 1)
        serial.dispose()
        XCTAssertEqual(same.disposeCount, 2)
    }
}
