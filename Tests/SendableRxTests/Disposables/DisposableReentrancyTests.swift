// SendableRx tests — disposables never call out while holding their lock: a dispose action that calls back into
// its owner neither deadlocks nor disposes anything twice.

import Foundation
import SendableRx
import XCTest

final class DisposableReentrancyTests: RxTestCase {
    func testAnActionThatDisposesItsOwnDisposableRunsOnce() {
        var runs = 0
        var disposable: (any Cancelable)?
        disposable = Disposables.create {
            runs += 1
            XCTAssertEqual(disposable?.isDisposed, true, "already marked disposed while the action runs")
            disposable?.dispose()
        }
        disposable?.dispose()
        XCTAssertEqual(runs, 1)
        disposable = nil
    }

    func testSerialDisposableReassignedFromThePreviousDisposablesDispose() {
        let serial = SerialDisposable()
        let replacement = CountingDisposable()
        var log: [String] = []
        serial.disposable = Disposables.create {
            log.append("first disposed")
            serial.disposable = replacement
        }
        serial.disposable = Disposables.create { log.append("second disposed") }
        // Replacing `first` disposes it; its dispose replaces `second` (now current), which is disposed in turn.
        XCTAssertEqual(log, ["first disposed", "second disposed"])
        XCTAssertEqual(replacement.disposeCount, 0)
        XCTAssertTrue((serial.disposable as? CountingDisposable) === replacement)
        serial.dispose()
        XCTAssertEqual(replacement.disposeCount, 1)
    }

    func testSerialDisposableDisposedFromTheCurrentDisposablesDispose() {
        let serial = SerialDisposable()
        var runs = 0
        serial.disposable = Disposables.create {
            runs += 1
            serial.dispose()
        }
        serial.dispose()
        XCTAssertEqual(runs, 1)
        XCTAssertTrue(serial.isDisposed)
    }

    func testCompositeRemovingItselfFromInsideDispose() {
        let composite = CompositeDisposable()
        var key: CompositeDisposable.DisposeKey?
        var runs = 0
        key = composite.insert(Disposables.create {
            runs += 1
            if let key { composite.remove(for: key) }
        })
        composite.remove(for: key!)
        XCTAssertEqual(runs, 1)
        XCTAssertEqual(composite.count, 0)
        composite.dispose()
        XCTAssertEqual(runs, 1)
    }

    func testSingleAssignmentDisposedFromItsInnerDisposable() {
        let single = SingleAssignmentDisposable()
        var runs = 0
        single.setDisposable(Disposables.create {
            runs += 1
            single.dispose()
        })
        single.dispose()
        XCTAssertEqual(runs, 1)
    }

    func testRefCountRetainFromTheUnderlyingsDisposeReturnsANoOp() {
        var refCount: RefCountDisposable?
        var retainedDuringDispose: (any Disposable)?
        let underlying = Disposables.create {
            retainedDuringDispose = refCount?.retain()
        }
        refCount = RefCountDisposable(disposable: underlying)
        refCount?.dispose()
        XCTAssertTrue(underlying.isDisposed)
        XCTAssertNotNil(retainedDuringDispose)
        retainedDuringDispose?.dispose()
        XCTAssertEqual(refCount?.isDisposed, true)
        refCount = nil
    }

    func testScheduledDisposableDisposedAgainFromItsUnderlying() {
        var runs = 0
        var scheduled: ScheduledDisposable?
        scheduled = ScheduledDisposable(
            scheduler: CurrentThreadScheduler.instance,
            disposable: Disposables.create {
                runs += 1
                scheduled?.dispose()
            }
        )
        scheduled?.dispose()
        XCTAssertEqual(runs, 1)
        XCTAssertEqual(scheduled?.isDisposed, true)
        scheduled = nil
    }
}
