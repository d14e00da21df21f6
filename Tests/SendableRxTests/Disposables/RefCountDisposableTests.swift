// SendableRx tests — RefCountDisposable: the underlying disposable is released only when the primary and
// every retained reference are disposed.

import Foundation
import SendableRx
import XCTest

final class RefCountDisposableTests: RxTestCase {
    func testPrimaryDisposeWithoutReferencesDisposesTheUnderlying() {
        let underlying = CountingDisposable()
        let refCount = RefCountDisposable(disposable: underlying)
        XCTAssertFalse(refCount.isDisposed)
        refCount.dispose()
        XCTAssertEqual(underlying.disposeCount, 1)
        XCTAssertTrue(refCount.isDisposed)
        refCount.dispose()
        XCTAssertEqual(underlying.disposeCount, 1)
    }

    func testPrimaryFirstThenReference() {
        let underlying = CountingDisposable()
        let refCount = RefCountDisposable(disposable: underlying)
        let reference = refCount.retain()
        refCount.dispose()
        XCTAssertEqual(underlying.disposeCount, 0)
        XCTAssertFalse(refCount.isDisposed)
        reference.dispose()
        XCTAssertEqual(underlying.disposeCount, 1)
        XCTAssertTrue(refCount.isDisposed)
    }

    func testReferenceFirstThenPrimary() {
        let underlying = CountingDisposable()
        let refCount = RefCountDisposable(disposable: underlying)
        let reference = refCount.retain()
        reference.dispose()
        XCTAssertEqual(underlying.disposeCount, 0)
        XCTAssertFalse(refCount.isDisposed)
        refCount.dispose()
        XCTAssertEqual(underlying.disposeCount, 1)
        XCTAssertTrue(refCount.isDisposed)
    }

    func testSeveralReferencesInMixedOrder() {
        let underlying = CountingDisposable()
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        let second = refCount.retain()
        let third = refCount.retain()
        second.dispose()
        refCount.dispose()
        first.dispose()
        XCTAssertEqual(underlying.disposeCount, 0)
        XCTAssertFalse(refCount.isDisposed)
        third.dispose()
        XCTAssertEqual(underlying.disposeCount, 1)
        XCTAssertTrue(refCount.isDisposed)
    }

    func testAReferenceReleasesOnceEvenWhenDisposedTwice() {
        let underlying = CountingDisposable()
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        let second = refCount.retain()
        first.dispose()
        first.dispose()
        refCount.dispose()
        XCTAssertEqual(underlying.disposeCount, 0, "the double dispose of `first` must not release `second`'s reference")
        second.dispose()
        XCTAssertEqual(underlying.disposeCount, 1)
    }

    func testRetainAfterPrimaryDisposeWhileReferencesRemainKeepsTheUnderlyingAlive() {
        let underlying = CountingDisposable()
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        refCount.dispose()
        let second = refCount.retain()
        first.dispose()
        XCTAssertEqual(underlying.disposeCount, 0)
        second.dispose()
        XCTAssertEqual(underlying.disposeCount, 1)
    }

    func testRetainAfterTheUnderlyingWasDisposedReturnsANoOp() {
        let underlying = CountingDisposable()
        let refCount = RefCountDisposable(disposable: underlying)
        refCount.dispose()
        XCTAssertEqual(underlying.disposeCount, 1)
        let before = Resources.total
        let late = refCount.retain()
        XCTAssertEqual(Resources.total, before, "a no-op disposable, no new reference object")
        late.dispose()
        late.dispose()
        XCTAssertEqual(underlying.disposeCount, 1)
        XCTAssertTrue(refCount.isDisposed)
    }

    func testConcurrentReferencesReleaseTheUnderlyingExactlyOnce() {
        for _ in 0..<100 {
            let underlying = CountingDisposable()
            let refCount = RefCountDisposable(disposable: underlying)
            let references = (0..<8).map { _ in refCount.retain() }
            DispatchQueue.concurrentPerform(iterations: 9) { index in
                if index == 8 {
                    refCount.dispose()
                } else {
                    references[index].dispose()
                    references[index].dispose()
                }
            }
            XCTAssertEqual(underlying.disposeCount, 1)
            XCTAssertTrue(refCount.isDisposed)
        }
    }
}
