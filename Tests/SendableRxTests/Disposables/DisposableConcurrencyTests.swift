// SendableRx tests — CompositeDisposable and SerialDisposable used from 8 threads at once: no crash, and
// every disposable handed to them is disposed exactly once.

import Foundation
import SendableRx
import XCTest

private let threads = 8
private let perThread = 500

final class DisposableConcurrencyTests: RxTestCase {
    func testCompositeInsertRemoveAndDisposeFromEightThreads() {
        for round in 0..<4 {
            let composite = CompositeDisposable()
            let parts = (0..<(threads * perThread)).map { _ in CountingDisposable() }
            let disposeAt = perThread / 5 * (round + 1)
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for step in 0..<perThread {
                    let part = parts[thread * perThread + step]
                    let key = composite.insert(part)
                    if step.isMultiple(of: 2), let key {
                        composite.remove(for: key)
                    }
                    if thread == 0 && step == disposeAt {
                        composite.dispose()
                    }
                    _ = composite.count
                }
            }
            XCTAssertTrue(composite.isDisposed)
            XCTAssertEqual(composite.count, 0)
            let counts = parts.map(\.disposeCount)
            XCTAssertEqual(counts.filter { $0 != 1 }.count, 0, "round \(round): every disposable disposed exactly once")
        }
    }

    func testCompositeDisposedConcurrentlyByAllThreadsDisposesEachOnce() {
        let parts = (0..<1_000).map { _ in CountingDisposable() }
        let composite = CompositeDisposable(disposables: parts)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            composite.dispose()
        }
        XCTAssertTrue(parts.allSatisfy { $0.disposeCount == 1 })
    }

    func testSerialReplaceAndDisposeFromEightThreads() {
        for round in 0..<4 {
            let serial = SerialDisposable()
            let parts = (0..<(threads * perThread)).map { _ in CountingDisposable() }
            let disposeAt = perThread / 5 * (round + 1)
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for step in 0..<perThread {
                    serial.disposable = parts[thread * perThread + step]
                    if thread == 0 && step == disposeAt {
                        serial.dispose()
                    }
                    _ = serial.isDisposed
                }
            }
            XCTAssertTrue(serial.isDisposed)
            let counts = parts.map(\.disposeCount)
            XCTAssertEqual(counts.filter { $0 != 1 }.count, 0, "round \(round): every disposable disposed exactly once")
        }
    }

    func testSerialAndCompositeTogetherUnderContention() {
        let composite = CompositeDisposable()
        let serial = SerialDisposable()
        composite.insert(serial)
        let parts = (0..<(threads * perThread)).map { _ in CountingDisposable() }
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for step in 0..<perThread {
                let part = parts[thread * perThread + step]
                if thread.isMultiple(of: 2) {
                    serial.disposable = part
                } else {
                    composite.insert(part)
                }
                if thread == 1 && step == perThread / 2 {
                    composite.dispose()
                }
            }
        }
        XCTAssertTrue(serial.isDisposed)
        XCTAssertTrue(composite.isDisposed)
        XCTAssertTrue(parts.allSatisfy { $0.disposeCount == 1 })
    }
}
