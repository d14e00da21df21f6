// SendableRx tests — disposing from another thread during emission, and long synchronous sequences.

import Foundation
import SendableRx
import Synchronization
import XCTest

private final class Counter: Sendable {
    let value = Atomic<Int>(0)
    func increment() { value.add(1, ordering: .relaxed) }
    var current: Int { value.load(ordering: .relaxed) }
}

private final class Flag: Sendable {
    let value = Atomic<Bool>(false)
    func set() { value.store(true, ordering: .releasing) }
    var isSet: Bool { value.load(ordering: .acquiring) }
}

final class StressTests: RxTestCase {
    func testDisposeFromAnotherThreadWhileEmittingOnABackgroundThread() {
        let received = Counter()
        let emitted = Counter()
        let emittedAfterDisposeRequested = Counter()
        let emitterDone = DispatchSemaphore(value: 0)

        let source = Observable<Int>.create { observer in
            let stop = Flag()
            let box = UncheckedSendable(observer)
            Thread.detachNewThread {
                // Keeps emitting well after the subscription asked it to stop, so that only the library's sink
                // stands between these events and the observer.
                var index = 0
                while emittedAfterDisposeRequested.current < 100_000 && index < 100_000_000 {
                    box.value.onNext(index)
                    emitted.increment()
                    if stop.isSet { emittedAfterDisposeRequested.increment() }
                    index += 1
                }
                emitterDone.signal()
            }
            return Disposables.create { stop.set() }
        }

        let subscription = UncheckedSendable(source.subscribe(onNext: { _ in received.increment() }))

        let deadline = Date().addingTimeInterval(10)
        while received.current < 10_000 && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.001)
        }
        XCTAssertGreaterThanOrEqual(received.current, 10_000, "the emitter must be running before the dispose")

        let disposed = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            subscription.value.dispose()
            disposed.signal()
        }
        XCTAssertEqual(disposed.wait(timeout: .now() + 10), .success)

        Thread.sleep(forTimeInterval: 0.05)  // grace for an event that was already in flight
        let receivedAfterGrace = received.current
        XCTAssertEqual(emitterDone.wait(timeout: .now() + 30), .success, "the emitter must finish")
        XCTAssertEqual(received.current, receivedAfterGrace, "no event is delivered after dispose returned")
        XCTAssertEqual(emittedAfterDisposeRequested.current, 100_000)
        XCTAssertGreaterThan(emitted.current, received.current, "events sent after dispose were dropped")
    }

    func testManySynchronousElementsThroughCreate() {
        let count = 300_000
        var received = 0
        var last = -1
        var completed = false
        _ = Observable<Int>.create { observer in
            for index in 0..<count {
                observer.onNext(index)
            }
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(onNext: { received += 1; last = $0 }, onCompleted: { completed = true })
        XCTAssertEqual(received, count)
        XCTAssertEqual(last, count - 1)
        XCTAssertTrue(completed)
    }

    func testManySynchronousElementsThroughFromArray() {
        let count = 300_000
        let array = Array(0..<count)
        var received = 0
        var inOrder = true
        var completed = false
        _ = Observable.from(array).subscribe(
            onNext: { value in
                if value != received { inOrder = false }
                received += 1
            },
            onCompleted: { completed = true }
        )
        XCTAssertEqual(received, count)
        XCTAssertTrue(inOrder)
        XCTAssertTrue(completed)
    }

    func testManySynchronousElementsThroughRange() {
        var received = 0
        var last = -1
        var completed = false
        _ = Observable.range(start: 0, count: 300_000).subscribe(
            onNext: { received += 1; last = $0 },
            onCompleted: { completed = true }
        )
        XCTAssertEqual(received, 300_000)
        XCTAssertEqual(last, 299_999)
        XCTAssertTrue(completed)
    }
}
