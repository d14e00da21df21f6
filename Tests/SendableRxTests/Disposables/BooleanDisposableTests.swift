// SendableRx tests — BooleanDisposable.

import Foundation
import SendableRx
import XCTest

final class BooleanDisposableTests: RxTestCase {
    func testInitIsNotDisposedUntilDisposed() {
        let disposable = BooleanDisposable()
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
    }

    func testInitIsDisposedTrue() {
        let disposable = BooleanDisposable(isDisposed: true)
        XCTAssertTrue(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
    }

    func testInitIsDisposedFalse() {
        let disposable = BooleanDisposable(isDisposed: false)
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
    }

    func testDisposalIsVisibleFromAnotherThread() {
        let disposable = BooleanDisposable()
        runOnNewThread { disposable.dispose() }
        XCTAssertTrue(disposable.isDisposed)
    }
}
