// SendableRx tests — CompositeDisposable: keys, removal, count, disposal and insertion after disposal.

import Foundation
import SendableRx
import XCTest

final class CompositeDisposableTests: RxTestCase {
    func testEmptyComposite() {
        let composite = CompositeDisposable()
        XCTAssertEqual(composite.count, 0)
        XCTAssertFalse(composite.isDisposed)
        composite.dispose()
        XCTAssertTrue(composite.isDisposed)
        XCTAssertEqual(composite.count, 0)
    }

    func testInsertReturnsDistinctKeysAndCounts() {
        let composite = CompositeDisposable()
        let first = CountingDisposable()
        let second = CountingDisposable()
        let key1 = composite.insert(first)
        XCTAssertEqual(composite.count, 1)
        let key2 = composite.insert(second)
        XCTAssertEqual(composite.count, 2)
        XCTAssertNotNil(key1)
        XCTAssertNotNil(key2)
        XCTAssertNotEqual(key1, key2)
        XCTAssertEqual(first.disposeCount, 0)
        XCTAssertEqual(second.disposeCount, 0)
        composite.dispose()
    }

    func testRemoveDisposesOnlyTheRemovedDisposable() {
        let composite = CompositeDisposable()
        let parts = (0..<3).map { _ in CountingDisposable() }
        let keys = parts.map { composite.insert($0)! }
        composite.remove(for: keys[1])
        XCTAssertEqual(parts.map(\.disposeCount), [0, 1, 0])
        XCTAssertEqual(composite.count, 2)
        XCTAssertFalse(composite.isDisposed)

        composite.remove(for: keys[1])
        XCTAssertEqual(parts.map(\.disposeCount), [0, 1, 0], "removing a key twice disposes once")
        XCTAssertEqual(composite.count, 2)

        composite.dispose()
        XCTAssertEqual(parts.map(\.disposeCount), [1, 1, 1])
    }

    func testRemoveAfterDisposeDoesNothing() {
        let composite = CompositeDisposable()
        let part = CountingDisposable()
        let key = composite.insert(part)!
        composite.dispose()
        XCTAssertEqual(part.disposeCount, 1)
        composite.remove(for: key)
        XCTAssertEqual(part.disposeCount, 1)
        XCTAssertEqual(composite.count, 0)
    }

    func testDisposeDisposesAllInInsertionOrderOnce() {
        var log: [Int] = []
        let composite = CompositeDisposable()
        for index in 0..<40 {
            composite.insert(Disposables.create { log.append(index) })
        }
        XCTAssertEqual(composite.count, 40)
        composite.dispose()
        XCTAssertEqual(log, Array(0..<40))
        XCTAssertTrue(composite.isDisposed)
        XCTAssertEqual(composite.count, 0)
        composite.dispose()
        XCTAssertEqual(log, Array(0..<40))
    }

    func testInsertAfterDisposeReturnsNilAndDisposesAtOnce() {
        let composite = CompositeDisposable()
        composite.dispose()
        let late = CountingDisposable()
        let key = composite.insert(late)
        XCTAssertNil(key)
        XCTAssertEqual(late.disposeCount, 1)
        XCTAssertEqual(composite.count, 0)
        XCTAssertTrue(composite.isDisposed)
    }

    func testInitWithTwoThreeAndMoreDisposables() {
        let parts = (0..<9).map { _ in CountingDisposable() }
        let two = CompositeDisposable(parts[0], parts[1])
        let three = CompositeDisposable(parts[2], parts[3], parts[4])
        let four = CompositeDisposable(parts[5], parts[6], parts[7], parts[8])
        XCTAssertEqual([two.count, three.count, four.count], [2, 3, 4])
        two.dispose()
        XCTAssertEqual(parts.map(\.disposeCount), [1, 1, 0, 0, 0, 0, 0, 0, 0])
        three.dispose()
        four.dispose()
        XCTAssertEqual(parts.map(\.disposeCount), Array(repeating: 1, count: 9))
    }

    func testInitWithArray() {
        let parts = (0..<5).map { _ in CountingDisposable() }
        let composite = CompositeDisposable(disposables: parts)
        XCTAssertEqual(composite.count, 5)
        let extraKey = composite.insert(CountingDisposable())
        XCTAssertNotNil(extraKey)
        XCTAssertEqual(composite.count, 6)
        composite.dispose()
        XCTAssertEqual(parts.map(\.disposeCount), [1, 1, 1, 1, 1])
    }

    func testKeysFromInitialDisposablesDoNotCollideWithInsertedOnes() {
        let initial = CountingDisposable()
        let composite = CompositeDisposable(disposables: [initial])
        let inserted = CountingDisposable()
        let key = composite.insert(inserted)!
        composite.remove(for: key)
        XCTAssertEqual(inserted.disposeCount, 1)
        XCTAssertEqual(initial.disposeCount, 0)
        XCTAssertEqual(composite.count, 1)
        composite.dispose()
        XCTAssertEqual(initial.disposeCount, 1)
    }

    func testADisposableThatInsertsIntoItsCompositeDuringDisposalIsDisposedAtOnce() {
        let composite = CompositeDisposable()
        let late = CountingDisposable()
        composite.insert(Disposables.create { _ = composite.insert(late) })
        composite.dispose()
        XCTAssertEqual(late.disposeCount, 1, "no lock is held while disposing, and the late insert is rejected")
    }

    func testRemovingManyInAnyOrderKeepsTheRestInInsertionOrder() {
        let composite = CompositeDisposable()
        var order: [Int] = []
        let lock = NSLock()
        var keys: [CompositeDisposable.DisposeKey] = []
        for index in 0..<1_000 {
            keys.append(composite.insert(Disposables.create { lock.withLock { order.append(index) } })!)
        }
        // The first half removed first to last, then every third of the rest last to first, and one key twice.
        for key in keys[0..<500] { composite.remove(for: key) }
        composite.remove(for: keys[0])
        let laterRemoved = stride(from: 999, through: 500, by: -3).map { $0 }
        for index in laterRemoved { composite.remove(for: keys[index]) }
        let expectedRemoved = Array(0..<500) + laterRemoved
        XCTAssertEqual(order, expectedRemoved, "each removed disposable is disposed once, when removed")
        let survivors = (500..<1_000).filter { !laterRemoved.contains($0) }
        XCTAssertEqual(composite.count, survivors.count)
        // A new insert after the holes were squeezed out still goes last and keeps its own key.
        let lastKey = composite.insert(Disposables.create { lock.withLock { order.append(1_000) } })!
        XCTAssertEqual(composite.count, survivors.count + 1)
        composite.remove(for: keys[survivors[0]])
        composite.remove(for: lastKey)
        XCTAssertEqual(order.suffix(2), [survivors[0], 1_000])
        order.removeAll()
        composite.dispose()
        XCTAssertEqual(order, Array(survivors.dropFirst()), "disposal goes in insertion order, skipping the removed")
        XCTAssertEqual(composite.count, 0)
    }

    func testRemovingEveryDisposableEmptiesTheCompositeAndItStaysUsable() {
        let composite = CompositeDisposable()
        let parts = (0..<100).map { _ in CountingDisposable() }
        let keys = parts.map { composite.insert($0)! }
        for key in keys.reversed() { composite.remove(for: key) }
        XCTAssertEqual(composite.count, 0)
        XCTAssertEqual(parts.map(\.disposeCount), Array(repeating: 1, count: 100))
        let late = CountingDisposable()
        let lateKey = composite.insert(late)!
        XCTAssertFalse(keys.contains(lateKey), "keys are never reused")
        composite.dispose()
        XCTAssertEqual(late.disposeCount, 1)
    }

    func testRemovingTheLastDisposableAlsoDropsTheHolesBeforeItAndKeysStayValid() {
        let composite = CompositeDisposable()
        let parts = (0..<6).map { _ in CountingDisposable() }
        let keys = parts.map { composite.insert($0)! }
        composite.remove(for: keys[3])  // a hole in the middle
        composite.remove(for: keys[4])  // another, next to it
        composite.remove(for: keys[5])  // the last: it goes with the two holes before it
        XCTAssertEqual(composite.count, 3)
        composite.remove(for: keys[4])  // a key removed before has no effect
        XCTAssertEqual(parts.map(\.disposeCount), [0, 0, 0, 1, 1, 1])
        let late = CountingDisposable()
        let lateKey = composite.insert(late)!
        composite.remove(for: keys[1])  // a hole before the newly inserted last element
        composite.remove(for: lateKey)
        XCTAssertEqual(late.disposeCount, 1)
        XCTAssertEqual(composite.count, 2)
        // Insert-then-remove at the end, many times, leaves the others as they were.
        for _ in 0..<1_000 {
            let key = composite.insert(Disposables.create())!
            composite.remove(for: key)
        }
        XCTAssertEqual(composite.count, 2)
        composite.dispose()
        XCTAssertEqual(parts.map(\.disposeCount), [1, 1, 1, 1, 1, 1])
    }
}
