// SendableRx tests — SingleAssignmentDisposable (XCTest part; the double-assignment precondition is an exit test
// in SingleAssignmentDisposableExitTests.swift).

import Foundation
import SendableRx
import XCTest

final class SingleAssignmentDisposableTests: RxTestCase {
    func testSetThenDispose() {
        let single = SingleAssignmentDisposable()
        let inner = CountingDisposable()
        XCTAssertFalse(single.isDisposed)
        single.setDisposable(inner)
        XCTAssertEqual(inner.disposeCount, 0)
        XCTAssertFalse(single.isDisposed)
        single.dispose()
        XCTAssertEqual(inner.disposeCount, 1)
        XCTAssertTrue(single.isDisposed)
        single.dispose()
        XCTAssertEqual(inner.disposeCount, 1)
    }

    func testDisposeThenSetDisposesAtOnce() {
        let single = SingleAssignmentDisposable()
        single.dispose()
        XCTAssertTrue(single.isDisposed)
        let inner = CountingDisposable()
        single.setDisposable(inner)
        XCTAssertEqual(inner.disposeCount, 1)
        single.dispose()
        XCTAssertEqual(inner.disposeCount, 1)
    }

    func testDisposeWithNothingSet() {
        let single = SingleAssignmentDisposable()
        single.dispose()
        single.dispose()
        XCTAssertTrue(single.isDisposed)
    }

    func testRacingSetAndDisposeDisposesExactlyOnce() {
        for _ in 0..<500 {
            let single = SingleAssignmentDisposable()
            let inner = CountingDisposable()
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 { single.setDisposable(inner) } else { single.dispose() }
            }
            XCTAssertEqual(inner.disposeCount, 1)
            XCTAssertTrue(single.isDisposed)
        }
    }
}
