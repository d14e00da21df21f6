// SendableRx tests — the delivery turn of `combineLatest` and `zip`: disposal while another thread holds the turn,
// pairing order when every source is fed from its own thread, and events queued behind a running result selector.

import Dispatch
import Foundation
import SendableRx
import Synchronization
import XCTest

final class CombiningDeliveryTurnTests: RxTestCase {
    func testDisposingWhileAResultSelectorRunsOnAnotherThreadDropsItsResultAndReleasesEverything() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let selectorEntered = DispatchSemaphore(value: 0)
        let disposed = DispatchSemaphore(value: 0)
        let received = Mutex<[Int]>([])
        let subscription = Observable.combineLatest(a, b) { (x: Int, y: Int) -> Int in
            if x == 2 {
                selectorEntered.signal()
                disposed.wait()
            }
            return x * 10 + y
        }.subscribe(onNext: { value in received.withLock { $0.append(value) } })
        a.onNext(1)
        b.onNext(1)
        let finished = expectation(description: "the turn ended")
        DispatchQueue.global().async {
            a.onNext(2)
            finished.fulfill()
        }
        selectorEntered.wait()
        subscription.dispose()
        disposed.signal()
        wait(for: [finished], timeout: 10)
        XCTAssertEqual(received.withLock { $0 }, [11])
        a.onNext(3)
        XCTAssertEqual(received.withLock { $0 }, [11])
    }

    func testZipOfACollectionFedFromOneThreadPerSourcePairsTheNthElementsInOrder() {
        let subjects = (0..<3).map { _ in PublishSubject<Int>() }
        let received = Mutex<[[Int]]>([])
        let completed = expectation(description: "completed")
        let subscription = Observable.zip(subjects)
            .subscribe(
                onNext: { values in received.withLock { $0.append(values) } },
                onCompleted: { completed.fulfill() }
            )
        DispatchQueue.concurrentPerform(iterations: subjects.count) { source in
            for index in 0..<1_000 {
                subjects[source].onNext(index)
            }
        }
        subjects.forEach { $0.onCompleted() }
        wait(for: [completed], timeout: 20)
        XCTAssertEqual(received.withLock { $0 }, (0..<1_000).map { [$0, $0, $0] })
        subscription.dispose()
    }

    func testAnErrorSentByAResultSelectorIntoItsSourceComesAfterThatSelectorsResult() {
        var a: AnyObserver<Int>?
        let left = Observable<Int>.create { observer in
            a = observer
            return Disposables.create()
        }
        let right = PublishSubject<Int>()
        var log: [String] = []
        let subscription = Observable.combineLatest(left, right) { (x: Int, y: Int) -> Int in
            log.append("selector \(x) \(y)")
            if y == 2 { a?.onError(operatorError) }
            return x + y
        }.subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") }
        )
        a?.onNext(1)
        right.onNext(1)
        right.onNext(2)
        right.onNext(3)
        XCTAssertEqual(log, ["selector 1 1", "next 2", "selector 1 2", "next 3", "error TestError(operator)"])
        subscription.dispose()
    }

    func testAnElementSentIntoASourceFromTheObserverWaitsForTheDeliveryInProgress() {
        var a: AnyObserver<Int>?
        let left = Observable<Int>.create { observer in
            a = observer
            return Disposables.create()
        }
        let right = Observable.just(100).concat(Observable.never())
        var log: [String] = []
        let subscription = Observable.combineLatest(left, right) { $0 + $1 }
            .subscribe(onNext: { value in
                log.append("begin \(value)")
                if value == 101 { a?.onNext(2) }
                log.append("end \(value)")
            })
        a?.onNext(1)
        XCTAssertEqual(log, ["begin 101", "end 101", "begin 102", "end 102"])
        subscription.dispose()
        a = nil
    }

    func testNineSourcesCombineAndCompleteOnceAllHave() {
        let sources = (0..<9).map { Observable.just($0) }
        var results: [Int] = []
        var completions = 0
        _ = Observable.combineLatest(
            sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6], sources[7], sources[8]
        ) { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int) -> Int in
            [a, b, c, d, e, f, g, h, i].reduce(0, +)
        }
            .subscribe(onNext: { results.append($0) }, onCompleted: { completions += 1 })
        XCTAssertEqual(results, [36])
        XCTAssertEqual(completions, 1)
    }
}
