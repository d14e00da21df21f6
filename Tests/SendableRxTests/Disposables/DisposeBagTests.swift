// SendableRx tests — DisposeBag: disposal on deinit, the initialisers, the result builder and `disposed(by:)`.

import Foundation
import Synchronization
import SendableRx
import XCTest

final class DisposeBagTests: RxTestCase {
    func testDisposesEverythingOnDeinitInInsertionOrder() {
        var log: [String] = []
        var bag: DisposeBag? = DisposeBag()
        bag?.insert(Disposables.create { log.append("a") })
        bag?.insert(Disposables.create { log.append("b") })
        bag?.insert(Disposables.create { log.append("c") })
        XCTAssertEqual(log, [])
        bag = nil
        XCTAssertEqual(log, ["a", "b", "c"])
    }

    func testEachDisposableIsDisposedOnce() {
        let parts = (0..<5).map { _ in CountingDisposable() }
        do {
            let bag = DisposeBag()
            parts.forEach { bag.insert($0) }
            XCTAssertEqual(parts.map(\.disposeCount), [0, 0, 0, 0, 0])
        }
        XCTAssertEqual(parts.map(\.disposeCount), [1, 1, 1, 1, 1])
    }

    func testReplacingTheBagDisposesTheOldOne() {
        let first = CountingDisposable()
        let second = CountingDisposable()
        var bag = DisposeBag()
        bag.insert(first)
        bag = DisposeBag()
        XCTAssertEqual(first.disposeCount, 1)
        bag.insert(second)
        XCTAssertEqual(second.disposeCount, 0)
        bag = DisposeBag()
        XCTAssertEqual(second.disposeCount, 1)
        XCTAssertEqual(first.disposeCount, 1)
    }

    func testInitDisposingVariadic() {
        var log: [Int] = []
        do {
            let bag = DisposeBag(disposing:
                Disposables.create { log.append(1) },
                Disposables.create { log.append(2) },
                Disposables.create { log.append(3) }
            )
            _ = bag
            XCTAssertEqual(log, [])
        }
        XCTAssertEqual(log, [1, 2, 3])
    }

    func testInitDisposingArray() {
        var log: [Int] = []
        do {
            let parts: [any Disposable] = (0..<4).map { index in Disposables.create { log.append(index) } }
            let bag = DisposeBag(disposing: parts)
            _ = bag
            XCTAssertEqual(log, [])
        }
        XCTAssertEqual(log, [0, 1, 2, 3])
    }

    func testResultBuilderInit() {
        var log: [String] = []
        do {
            let bag = DisposeBag {
                Disposables.create { log.append("first") }
                Disposables.create { log.append("second") }
                Observable.just(1).subscribe(onNext: { _ in log.append("next") })
            }
            _ = bag
            XCTAssertEqual(log, ["next"])
        }
        XCTAssertEqual(log, ["next", "first", "second"])
    }

    func testResultBuilderInsertAppendsAfterEarlierDisposables() {
        var log: [String] = []
        do {
            let bag = DisposeBag()
            bag.insert(Disposables.create { log.append("before") })
            bag.insert {
                Disposables.create { log.append("built 1") }
                Disposables.create { log.append("built 2") }
            }
            bag.insert(Disposables.create { log.append("after") })
            XCTAssertEqual(log, [])
        }
        XCTAssertEqual(log, ["before", "built 1", "built 2", "after"])
    }

    func testVariadicAndArrayInsert() {
        var log: [Int] = []
        do {
            let bag = DisposeBag()
            bag.insert(Disposables.create { log.append(1) }, Disposables.create { log.append(2) })
            bag.insert([Disposables.create { log.append(3) }, Disposables.create { log.append(4) }] as [any Disposable])
            XCTAssertEqual(log, [])
        }
        XCTAssertEqual(log, [1, 2, 3, 4])
    }

    func testDisposedBy() {
        var log: [String] = []
        do {
            let bag = DisposeBag()
            Disposables.create { log.append("x") }.disposed(by: bag)
            Observable<Int>.never()
                .subscribe(onDisposed: { log.append("subscription disposed") })
                .disposed(by: bag)
            XCTAssertEqual(log, [])
        }
        XCTAssertEqual(log, ["x", "subscription disposed"])
    }

    func testDisposedByDisposesASubscriptionThatIsStillRunning() {
        let source = Observable<Int>.create { _ in Disposables.create() }
        let onDisposedCount = AtomicCounter()
        var bag: DisposeBag? = DisposeBag()
        source.subscribe(onDisposed: { onDisposedCount.increment() }).disposed(by: bag!)
        XCTAssertEqual(onDisposedCount.value, 0)
        bag = nil
        XCTAssertEqual(onDisposedCount.value, 1)
    }

    func testBagCanBeFilledFromManyThreads() {
        let parts = (0..<800).map { _ in CountingDisposable() }
        do {
            let bag = DisposeBag()
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                for index in stride(from: thread, to: parts.count, by: 8) {
                    parts[index].disposed(by: bag)
                }
            }
            XCTAssertTrue(parts.allSatisfy { $0.disposeCount == 0 })
        }
        XCTAssertTrue(parts.allSatisfy { $0.disposeCount == 1 })
    }

    func testManyDisposablesAreDisposedInInsertionOrderAndThenReleased() {
        // Past several growths of the bag's storage: order kept, each disposed once, nothing retained after.
        let order = Mutex<[Int]>([])
        weak var firstPart: CountingDisposable?
        var bag: DisposeBag? = DisposeBag()
        do {
            let part = CountingDisposable()
            firstPart = part
            bag?.insert(part)
        }
        for index in 0..<1_000 {
            bag?.insert(Disposables.create { order.withLock { $0.append(index) } })
        }
        XCTAssertNotNil(firstPart)
        bag = nil
        XCTAssertEqual(order.withLock { $0 }, Array(0..<1_000))
        XCTAssertNil(firstPart, "the bag keeps nothing once it has disposed its contents")
    }

    func testDisposableAddedWhileTheBagDisposesIsDisposedAtOnce() {
        var log: [String] = []
        var bag: DisposeBag? = DisposeBag()
        let late = Disposables.create { log.append("late") }
        // The first disposal action adds another disposable to the bag that is disposing it (from its deinit,
        // where only an unowned reference can still reach it; the object stays valid until deinit returns).
        unowned(unsafe) let bagWhileDisposing = bag!
        bag?.insert(Disposables.create {
            log.append("first")
            bagWhileDisposing.insert(late)
            log.append("after insert")
        })
        bag?.insert(Disposables.create { log.append("second") })
        bag = nil
        XCTAssertEqual(log, ["first", "late", "after insert", "second"])
    }

    func testEmptyBagAndBagOfOne() {
        do { _ = DisposeBag() }
        let only = CountingDisposable()
        do {
            let bag = DisposeBag()
            only.disposed(by: bag)
        }
        XCTAssertEqual(only.disposeCount, 1)
    }
}
