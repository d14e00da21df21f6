// SendableRx tests — every `Disposables.create` overload.

import Foundation
import SendableRx
import Synchronization
import XCTest

final class DisposablesCreateTests: RxTestCase {
    func testCreateWithoutArgumentsIsANoOpThatAllocatesNothing() {
        let before = Resources.total
        let disposables = (0..<10).map { _ in Disposables.create() }
        XCTAssertEqual(Resources.total, before, "the no-op disposable must not count as a live resource")
        disposables.forEach { $0.dispose() }
        disposables.forEach { $0.dispose() }
        XCTAssertEqual(Resources.total, before)
        XCTAssertFalse(disposables[0] is any Cancelable, "as in RxSwift, the no-op disposable is not Cancelable")
    }

    func testCreateWithActionRunsTheActionOnDisposal() {
        var runs = 0
        let disposable = Disposables.create { runs += 1 }
        XCTAssertEqual(runs, 0)
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        XCTAssertEqual(runs, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testCreateWithActionRunsTheActionOnceWhenDisposedTwice() {
        var runs = 0
        let disposable = Disposables.create { runs += 1 }
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(runs, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testCreateWithActionRunsTheActionOnceWhenDisposedConcurrentlyFromEightThreads() {
        for _ in 0..<200 {
            let runs = AtomicCounter()
            let disposable = Disposables.create { runs.increment() }
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                disposable.dispose()
            }
            XCTAssertEqual(runs.value, 1)
            XCTAssertTrue(disposable.isDisposed)
        }
    }

    func testCreateWithActionDoesNotRunTheActionWhenReleasedUndisposed() {
        var runs = 0
        do {
            let disposable = Disposables.create { runs += 1 }
            XCTAssertFalse(disposable.isDisposed)
        }
        XCTAssertEqual(runs, 0)
    }

    func testCreateWithTwoDisposablesDisposesBothOnce() {
        let first = CountingDisposable()
        let second = CountingDisposable()
        let disposable = Disposables.create(first, second)
        XCTAssertFalse(disposable.isDisposed)
        XCTAssertEqual(first.disposeCount, 0)
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(first.disposeCount, 1)
        XCTAssertEqual(second.disposeCount, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testCreateWithTwoDisposablesDisposesInArgumentOrder() {
        var log: [String] = []
        let disposable = Disposables.create(
            Disposables.create { log.append("first") },
            Disposables.create { log.append("second") }
        )
        disposable.dispose()
        XCTAssertEqual(log, ["first", "second"])
    }

    func testCreateWithThreeDisposablesDisposesAllOnce() {
        let parts = (0..<3).map { _ in CountingDisposable() }
        let disposable = Disposables.create(parts[0], parts[1], parts[2])
        XCTAssertFalse(disposable.isDisposed)
        XCTAssertEqual(parts.map(\.disposeCount), [0, 0, 0])
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(parts.map(\.disposeCount), [1, 1, 1])
        XCTAssertTrue(disposable.isDisposed)
    }

    func testCreateVariadicWithFourDisposablesDisposesAllOnce() {
        let parts = (0..<4).map { _ in CountingDisposable() }
        let disposable = Disposables.create(parts[0], parts[1], parts[2], parts[3])
        XCTAssertEqual(parts.map(\.disposeCount), [0, 0, 0, 0])
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(parts.map(\.disposeCount), [1, 1, 1, 1])
        XCTAssertTrue(disposable.isDisposed)
    }

    func testCreateVariadicWithSixDisposablesDisposesAllInArgumentOrder() {
        var log: [Int] = []
        let parts = (0..<6).map { index in Disposables.create { log.append(index) } }
        let disposable = Disposables.create(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5])
        XCTAssertEqual(log, [])
        disposable.dispose()
        XCTAssertEqual(log, [0, 1, 2, 3, 4, 5])
        disposable.dispose()
        XCTAssertEqual(log, [0, 1, 2, 3, 4, 5])
    }

    func testCreateWithArrayDisposesAllOnceForEverySize() {
        for size in 0...6 {
            let parts = (0..<size).map { _ in CountingDisposable() }
            let disposable = Disposables.create(parts as [any Disposable])
            XCTAssertFalse(disposable.isDisposed, "size \(size)")
            XCTAssertEqual(parts.map(\.disposeCount), Array(repeating: 0, count: size), "size \(size)")
            disposable.dispose()
            disposable.dispose()
            XCTAssertEqual(parts.map(\.disposeCount), Array(repeating: 1, count: size), "size \(size)")
            XCTAssertTrue(disposable.isDisposed, "size \(size)")
        }
    }

    func testCreateWithArrayDisposesInArrayOrder() {
        var log: [Int] = []
        let parts: [any Disposable] = (0..<5).map { index in Disposables.create { log.append(index) } }
        Disposables.create(parts).dispose()
        XCTAssertEqual(log, [0, 1, 2, 3, 4])
    }

    func testCompositesFromCreateDisposeConcurrentlyExactlyOnce() {
        for _ in 0..<100 {
            let parts = (0..<4).map { _ in CountingDisposable() }
            let binary = Disposables.create(parts[0], parts[1])
            let array = Disposables.create([parts[2], parts[3]] as [any Disposable])
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                if index.isMultiple(of: 2) { binary.dispose() } else { array.dispose() }
            }
            XCTAssertEqual(parts.map(\.disposeCount), [1, 1, 1, 1])
        }
    }
}
