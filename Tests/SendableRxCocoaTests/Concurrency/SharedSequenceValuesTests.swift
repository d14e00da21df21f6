// SendableRxCocoa tests — `values` (a main-actor AsyncStream) and Drivers/Signals made from AsyncSequences.

import Dispatch
import Foundation
import SendableRx
import SendableRxCocoa
import SendableRxRelay
import XCTest

final class SharedSequenceValuesTests: RxTestCase {
    @MainActor
    private static func collect<Element: Sendable>(_ driver: Driver<Element>) async -> [Element] {
        var collected: [Element] = []
        for await value in driver.values {
            MainActor.assertIsolated()
            collected.append(value)
        }
        return collected
    }

    func testDriverValuesYieldsTheElementsAndFinishesOnCompletion() async {
        let values = await Self.collect(Driver.of(1, 2, 3))
        XCTAssertEqual(values, [1, 2, 3])
    }

    /// A Driver's latest element is buffered when `values` subscribes, before iteration starts.
    @MainActor
    func testDriverValuesStartsWithTheReplayedElement() async {
        let relay = BehaviorRelay(value: "first")
        let driver = relay.asDriver()
        let values = driver.values
        relay.accept("second")
        var iterator = values.makeAsyncIterator()
        let first = await iterator.next()
        let second = await iterator.next()
        XCTAssertEqual(first, "first")
        XCTAssertEqual(second, "second")
    }

    /// An error upstream becomes the fallback element and then the end of the stream.
    @MainActor
    func testSignalValuesEndAfterTheFallbackElement() async {
        let subject = PublishSubject<Int>()
        let signal = subject.asSignal(onErrorJustReturn: -1)
        var collected: [Int] = []
        let values = signal.values
        DispatchQueue.global().async {
            subject.onNext(1)
            subject.onError(TestError())
        }
        for await value in values {
            collected.append(value)
        }
        XCTAssertEqual(collected, [1, -1])
    }

    /// Cancelling the iterating task disposes the subscription.
    @MainActor
    func testCancellingTheIterationDisposesTheSubscription() async {
        let disposed = LockedFlag()
        let subscribed = LockedFlag()
        let source = Observable<Int>.create { observer in
            subscribed.set(true)
            observer.onNext(1)
            return Disposables.create { disposed.set(true) }
        }
        let driver = source.asDriver(onErrorJustReturn: 0)
        let firstElement = LockedList<Int>()
        let task = Task { @MainActor in
            for await value in driver.values {
                firstElement.append(value)
            }
        }
        while firstElement.values.isEmpty {
            await Task.yield()
        }
        XCTAssertTrue(subscribed.value)
        XCTAssertFalse(disposed.value)
        task.cancel()
        await task.value
        XCTAssertTrue(disposed.value)
    }

    // MARK: AsyncSequence → Driver, Signal

    func testAStreamAsADriverDeliversOnTheMainThreadAndCompletes() {
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        let received = LockedList<String>()
        let subscription = stream.asDriver().drive(
            onNext: { received.append("\($0) main: \(Thread.isMainThread)") },
            onCompleted: { received.append("completed") }
        )
        XCTAssertTrue(runMainLoop(until: { received.values.count == 4 }))
        XCTAssertEqual(received.values, ["1 main: true", "2 main: true", "3 main: true", "completed"])
        subscription.dispose()
    }

    func testAStreamAsASignal() {
        let stream = AsyncStream<String> { continuation in
            continuation.yield("tap")
            continuation.finish()
        }
        let received = LockedList<String>()
        let subscription = stream.asSignal().emit(onNext: { received.append($0) }, onCompleted: { received.append("end") })
        XCTAssertTrue(runMainLoop(until: { received.values.count == 2 }))
        XCTAssertEqual(received.values, ["tap", "end"])
        subscription.dispose()
    }

    func testAThrowingStreamEndsWithTheFallbackElement() {
        let stream = AsyncThrowingStream<Int, any Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError())
        }
        let driverValues = LockedList<Int>()
        let subscription = stream.asDriver(onErrorJustReturn: -1).drive(onNext: { driverValues.append($0) })
        XCTAssertTrue(runMainLoop(until: { driverValues.values.count == 2 }))
        XCTAssertEqual(driverValues.values, [1, -1])
        subscription.dispose()

        let signalStream = AsyncThrowingStream<Int, any Error> { continuation in
            continuation.finish(throwing: TestError())
        }
        let signalValues = LockedList<Int>()
        let signalSubscription = signalStream.asSignal(onErrorJustReturn: -2).emit(onNext: { signalValues.append($0) })
        XCTAssertTrue(runMainLoop(until: { signalValues.values.count == 1 }))
        XCTAssertEqual(signalValues.values, [-2])
        signalSubscription.dispose()
    }

    /// Disposing the last subscription cancels the task iterating the sequence.
    func testDisposingCancelsTheIteration() {
        let cancelled = LockedFlag()
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        continuation.onTermination = { termination in
            if case .cancelled = termination { cancelled.set(true) }
        }
        let received = LockedList<Int>()
        let subscription = stream.asDriver().drive(onNext: { received.append($0) })
        continuation.yield(1)
        XCTAssertTrue(runMainLoop(until: { received.values == [1] }))
        subscription.dispose()
        XCTAssertTrue(runMainLoop(until: { cancelled.value }))
    }
}
