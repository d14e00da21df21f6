// SendableRx tests — the atomic disposables run their action, or dispose what they hold, exactly once, whichever
// threads race to dispose them; a single-assignment disposable disposes its content whether it is set before or
// after it is disposed.

import Foundation
import SendableRx
import XCTest

final class DisposeOnceTests: RxTestCase {
    private let rounds = 2_000

    func testDisposablesCreateRunsItsActionOnceUnderConcurrentDisposal() {
        for _ in 0..<rounds {
            let counter = AtomicCounter()
            let disposable = Disposables.create { counter.increment() }
            DispatchQueue.concurrentPerform(iterations: 4) { _ in disposable.dispose() }
            XCTAssertEqual(counter.value, 1)
            XCTAssertTrue(disposable.isDisposed)
        }
    }

    func testBinaryDisposableDisposesBothOnceUnderConcurrentDisposal() {
        for _ in 0..<rounds {
            let first = CountingDisposable()
            let second = CountingDisposable()
            let both = Disposables.create(first, second)
            DispatchQueue.concurrentPerform(iterations: 4) { _ in both.dispose() }
            XCTAssertEqual(first.disposeCount, 1)
            XCTAssertEqual(second.disposeCount, 1)
            XCTAssertTrue(both.isDisposed)
        }
    }

    func testSingleAssignmentDisposesItsContentOnceWhenSetAndDisposeRace() {
        for _ in 0..<rounds {
            let inner = CountingDisposable()
            let single = SingleAssignmentDisposable()
            DispatchQueue.concurrentPerform(iterations: 3) { index in
                if index == 0 {
                    single.setDisposable(inner)
                } else {
                    single.dispose()
                }
            }
            XCTAssertEqual(inner.disposeCount, 1)
            XCTAssertTrue(single.isDisposed)
        }
    }

    func testSingleAssignmentDisposesContentSetAfterDisposal() {
        let inner = CountingDisposable()
        let single = SingleAssignmentDisposable()
        single.dispose()
        XCTAssertEqual(inner.disposeCount, 0)
        single.setDisposable(inner)
        XCTAssertEqual(inner.disposeCount, 1)
        single.dispose()
        XCTAssertEqual(inner.disposeCount, 1)
    }

    func testSerialDisposableDisposesEachReplacedDisposableOnce() {
        let serial = SerialDisposable()
        let disposables = (0..<100).map { _ in CountingDisposable() }
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in stride(from: thread, to: disposables.count, by: 4) {
                serial.disposable = disposables[index]
            }
        }
        serial.dispose()
        XCTAssertEqual(disposables.map(\.disposeCount), Array(repeating: 1, count: 100))
    }

    func testCompositeDisposableCountsAndDisposesInInsertionOrder() {
        var order: [Int] = []
        let composite = CompositeDisposable()
        let keys = (0..<5).map { index in composite.insert(Disposables.create { order.append(index) }) }
        XCTAssertEqual(composite.count, 5)
        composite.remove(for: keys[1]!)
        XCTAssertEqual(order, [1])
        XCTAssertEqual(composite.count, 4)
        composite.dispose()
        XCTAssertEqual(order, [1, 0, 2, 3, 4])
        XCTAssertEqual(composite.count, 0)
        XCTAssertNil(composite.insert(Disposables.create { order.append(9) }))
        XCTAssertEqual(order, [1, 0, 2, 3, 4, 9])
        composite.remove(for: keys[2]!)
        XCTAssertEqual(order, [1, 0, 2, 3, 4, 9], "removing after disposal does nothing")
    }
}
