// SendableRxBlocking tests — first, last, single, single(predicate), toArray and materialize on finite, empty and
// failing sources; timeouts; sources emitting from background threads; blocking on the main thread while
// events arrive through the main queue.

import Dispatch
import Foundation
import SendableRx
import SendableRxBlocking
import Synchronization
import XCTest

private struct BlockingError: Error, Equatable {
    let tag: String
}

/// A flag that closures on any thread can set.
private final class Flag: Sendable {
    private let storage = Atomic<Bool>(false)
    var isSet: Bool { storage.load(ordering: .sequentiallyConsistent) }
    func set() { storage.store(true, ordering: .sequentiallyConsistent) }
}

/// A value that closures on any thread can read and write.
private final class Locked<Value: Sendable>: Sendable {
    private let storage: RxMutex<Value>
    init(_ value: Value) { storage = RxMutex(value) }
    var value: Value {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}

/// Hands an observer to the main queue or a background queue; the test sends its events from one thread.
private struct ObserverBox<Element>: @unchecked Sendable {
    // @unchecked Sendable: the observer is used by exactly one queue after the hand-over.
    let observer: AnyObserver<Element>
}

/// An observable that emits `elements` and then completes (or fails) on `queue` after `delay`, and records disposal.
private func delayed(
    _ elements: [Int],
    error: BlockingError? = nil,
    on queue: DispatchQueue,
    after delay: TimeInterval,
    disposed: Flag = Flag()
) -> Observable<Int> {
    Observable.create { observer in
        let box = ObserverBox(observer: observer)
        queue.asyncAfter(deadline: .now() + delay) {
            for element in elements { box.observer.onNext(element) }
            if let error {
                box.observer.onError(error)
            } else {
                box.observer.onCompleted()
            }
        }
        return Disposables.create { disposed.set() }
    }
}

class BlockingTestCase: XCTestCase {
    private var startResourceCount: Int32 = 0

    override func setUp() {
        super.setUp()
        startResourceCount = Resources.total
    }

    override func tearDown() {
        let deadline = Date().addingTimeInterval(2)
        while Resources.total != startResourceCount && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.005)
        }
        XCTAssertEqual(Resources.total, startResourceCount, "Resources.total is not back to its start value")
        super.tearDown()
    }
}

final class BlockingObservableTests: BlockingTestCase {
    private let failure = BlockingError(tag: "source")

    // MARK: first

    func testFirst() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().first(), 1)
    }

    func testFirstOfEmptyIsNil() throws {
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
    }

    func testFirstRethrowsTheError() {
        XCTAssertThrowsError(try Observable<Int>.error(failure).toBlocking().first()) { error in
            XCTAssertEqual(error as? BlockingError, self.failure)
        }
    }

    func testFirstIgnoresAnErrorAfterTheFirstElement() throws {
        let source = Observable.concat([Observable.just(1), Observable.error(failure)])
        XCTAssertEqual(try source.toBlocking().first(), 1)
    }

    func testFirstDisposesTheSubscriptionAfterTheFirstElement() throws {
        let subject = PublishSubject<Int>()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
            subject.onNext(1)
            subject.onNext(2)
        }
        XCTAssertEqual(try subject.toBlocking(timeout: 5).first(), 1)
        XCTAssertFalse(subject.hasObservers, "first() disposes its subscription")
    }

    func testFirstDisposesASynchronousSource() throws {
        let disposed = Flag()
        let emittedAfterFirst = Flag()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            emittedAfterFirst.set()
            return Disposables.create { disposed.set() }
        }
        XCTAssertEqual(try source.toBlocking().first(), 1)
        XCTAssertTrue(disposed.isSet)
        XCTAssertTrue(emittedAfterFirst.isSet)
    }

    // MARK: last

    func testLast() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
    }

    func testLastOfEmptyIsNil() throws {
        XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
    }

    func testLastRethrowsTheErrorEvenAfterElements() {
        let source = Observable.concat([Observable.of(1, 2), Observable.error(failure)])
        XCTAssertThrowsError(try source.toBlocking().last()) { error in
            XCTAssertEqual(error as? BlockingError, self.failure)
        }
    }

    // MARK: single

    func testSingle() throws {
        XCTAssertEqual(try Observable.just(7).toBlocking().single(), 7)
    }

    func testSingleOfEmptyThrowsNoElements() {
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) { error in
            guard case RxError.noElements = error else { return XCTFail("expected noElements, got \(error)") }
        }
    }

    func testSingleOfSeveralThrowsMoreThanOneElement() {
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single()) { error in
            guard case RxError.moreThanOneElement = error else {
                return XCTFail("expected moreThanOneElement, got \(error)")
            }
        }
    }

    func testSingleStopsAtTheSecondElementOfAnEndlessSource() {
        let subject = PublishSubject<Int>()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
            subject.onNext(1)
            subject.onNext(2)
        }
        XCTAssertThrowsError(try subject.toBlocking(timeout: 5).single()) { error in
            guard case RxError.moreThanOneElement = error else {
                return XCTFail("expected moreThanOneElement, got \(error)")
            }
        }
        XCTAssertFalse(subject.hasObservers)
    }

    func testSingleRethrowsTheError() {
        XCTAssertThrowsError(try Observable<Int>.error(failure).toBlocking().single()) { error in
            XCTAssertEqual(error as? BlockingError, self.failure)
        }
    }

    func testSingleWithPredicate() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3, 4).toBlocking().single { $0 == 3 }, 3)
    }

    func testSingleWithPredicateMatchingNothingThrowsNoElements() {
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single { $0 > 5 }) { error in
            guard case RxError.noElements = error else { return XCTFail("expected noElements, got \(error)") }
        }
    }

    func testSingleWithPredicateMatchingTwiceThrowsMoreThanOneElement() {
        XCTAssertThrowsError(try Observable.of(1, 2, 3, 4).toBlocking().single { $0 % 2 == 0 }) { error in
            guard case RxError.moreThanOneElement = error else {
                return XCTFail("expected moreThanOneElement, got \(error)")
            }
        }
    }

    func testSingleWithThrowingPredicateRethrows() {
        let predicateError = BlockingError(tag: "predicate")
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single { _ in throw predicateError }) { error in
            XCTAssertEqual(error as? BlockingError, predicateError)
        }
    }

    /// Issue 16, item 5: the predicate is not called once the outcome is known.
    func testSingleWithPredicateStopsAtTheSecondMatch() {
        let seen = Locked<[Int]>([])
        XCTAssertThrowsError(try Observable.of(42, 43, 44, 45).toBlocking().single { element in
            seen.value.append(element)
            return element >= 43
        }) { error in
            guard case RxError.moreThanOneElement = error else {
                return XCTFail("expected moreThanOneElement, got \(error)")
            }
        }
        XCTAssertEqual(seen.value, [42, 43, 44])
    }

    func testSingleWithPredicateThatThrowsIsNotCalledAgain() {
        let predicateError = BlockingError(tag: "predicate")
        let seen = Locked<[Int]>([])
        XCTAssertThrowsError(try Observable.of(42, 43, 44, 45).toBlocking().single { element in
            seen.value.append(element)
            if element == 43 { throw predicateError }
            return false
        }) { error in
            XCTAssertEqual(error as? BlockingError, predicateError)
        }
        XCTAssertEqual(seen.value, [42, 43])
    }

    func testSingleWithPredicateSeesEveryElementWhileTheOutcomeIsOpen() throws {
        let seen = Locked<[Int]>([])
        let element = try Observable.of(1, 2, 3, 4).toBlocking().single { element in
            seen.value.append(element)
            return element == 2
        }
        XCTAssertEqual(element, 2)
        XCTAssertEqual(seen.value, [1, 2, 3, 4])
    }

    /// The blocking calls subscribe inside the trampoline, as RxBlocking does: a source that schedules its
    /// elements on `CurrentThreadScheduler` stops as soon as the outcome is known.
    func testBlockingCallsStopATrampolinedSourceOnceTheOutcomeIsKnown() throws {
        let emitted = Locked<[Int]>([])
        let completed = Flag()
        let source = Observable.of(1, 2, 3, 4).do(
            onNext: { element in emitted.value.append(element) },
            onCompleted: { completed.set() }
        )
        XCTAssertEqual(try source.toBlocking().first(), 1)
        XCTAssertEqual(emitted.value, [1])
        XCTAssertFalse(completed.isSet)

        emitted.value = []
        XCTAssertThrowsError(try source.toBlocking().single())
        XCTAssertEqual(emitted.value, [1, 2])

        emitted.value = []
        XCTAssertThrowsError(try source.toBlocking().single { $0 > 2 })
        XCTAssertEqual(emitted.value, [1, 2, 3, 4])

        emitted.value = []
        let ranged = Observable.range(start: 1, count: 100).do(onNext: { emitted.value.append($0) })
        XCTAssertEqual(try ranged.toBlocking().first(), 1)
        XCTAssertEqual(emitted.value, [1])

        emitted.value = []
        let concatenated = Observable.concat([Observable.of(1, 2), Observable.of(3)]).do(onNext: { emitted.value.append($0) })
        XCTAssertEqual(try concatenated.toBlocking().first(), 1)
        XCTAssertEqual(emitted.value, [1])

        emitted.value = []
        XCTAssertEqual(try source.toBlocking().last(), 4)
        XCTAssertEqual(emitted.value, [1, 2, 3, 4], "last() needs every element")
    }

    func testZeroOrNegativeTimeoutAlwaysTimesOut() {
        let subscribed = Flag()
        let source = Observable<Int>.create { observer in
            subscribed.set()
            observer.onNext(3)
            observer.onCompleted()
            return Disposables.create()
        }
        XCTAssertThrowsError(try source.toBlocking(timeout: 0).toArray()) { error in
            guard case RxError.timeout = error else { return XCTFail("expected timeout, got \(error)") }
        }
        XCTAssertTrue(subscribed.isSet, "the subscription is still made")
        guard case .failed(let elements, RxError.timeout) = source.toBlocking(timeout: -1).materialize() else {
            return XCTFail("expected a timeout")
        }
        XCTAssertEqual(elements, [3], "with the elements received during the subscription")
        XCTAssertEqual(try source.toBlocking(timeout: 0.5).toArray(), [3])
    }

    // MARK: toArray

    func testToArray() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
    }

    func testToArrayOfEmpty() throws {
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])
    }

    func testToArrayRethrowsTheError() {
        let source = Observable.concat([Observable.of(1), Observable.error(failure)])
        XCTAssertThrowsError(try source.toBlocking().toArray()) { error in
            XCTAssertEqual(error as? BlockingError, self.failure)
        }
    }

    // MARK: materialize

    func testMaterializeCompleted() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            return XCTFail("expected completed")
        }
        XCTAssertEqual(elements, [1, 2])
    }

    func testMaterializeEmpty() {
        guard case .completed(let elements) = Observable<Int>.empty().toBlocking().materialize() else {
            return XCTFail("expected completed")
        }
        XCTAssertEqual(elements, [])
    }

    func testMaterializeFailed() {
        let source = Observable.concat([Observable.of(1, 2), Observable.error(failure)])
        guard case .failed(let elements, let error) = source.toBlocking().materialize() else {
            return XCTFail("expected failed")
        }
        XCTAssertEqual(elements, [1, 2])
        XCTAssertEqual(error as? BlockingError, failure)
    }

    func testMaterializeTimeoutKeepsTheElementsReceived() {
        let subject = PublishSubject<Int>()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) { subject.onNext(1) }
        guard case .failed(let elements, let error) = subject.toBlocking(timeout: 0.5).materialize() else {
            return XCTFail("expected failed")
        }
        XCTAssertEqual(elements, [1])
        guard case RxError.timeout = error else { return XCTFail("expected timeout, got \(error)") }
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: timeouts and threads

    func testTimeoutOnNeverThrowsTimeoutAndDisposes() {
        let disposed = Flag()
        let never = Observable<Int>.create { _ in Disposables.create { disposed.set() } }
        let started = Date()
        XCTAssertThrowsError(try never.toBlocking(timeout: 0.3).first()) { error in
            guard case RxError.timeout = error else { return XCTFail("expected timeout, got \(error)") }
        }
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertGreaterThanOrEqual(elapsed, 0.25)
        XCTAssertLessThan(elapsed, 10, "the timeout must end the wait")
        XCTAssertTrue(disposed.isSet, "a timeout disposes the subscription")
    }

    func testTimeoutOnObservableNever() {
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.1).toArray()) { error in
            guard case RxError.timeout = error else { return XCTFail("expected timeout, got \(error)") }
        }
    }

    func testSourceEmittingFromABackgroundThreadAfterADelay() throws {
        let disposed = Flag()
        let source = delayed([1, 2, 3], on: .global(), after: 0.1, disposed: disposed)
        XCTAssertEqual(try source.toBlocking(timeout: 10).toArray(), [1, 2, 3])
        XCTAssertTrue(disposed.isSet)
    }

    func testErrorFromABackgroundThread() {
        let source = delayed([1], error: failure, on: .global(), after: 0.05)
        XCTAssertThrowsError(try source.toBlocking(timeout: 10).last()) { error in
            XCTAssertEqual(error as? BlockingError, self.failure)
        }
    }

    func testBlockingOnABackgroundThread() {
        let result = Locked<[Int]?>(nil)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let source = delayed([4, 5], on: DispatchQueue(label: "emitter"), after: 0.05)
            let elements = try? source.toBlocking(timeout: 10).toArray()
            result.value = elements
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 20), .success)
        XCTAssertEqual(result.value, [4, 5])
    }

    func testTimeoutOnABackgroundThread() {
        let caught = Locked<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            do {
                _ = try Observable<Int>.never().toBlocking(timeout: 0.1).first()
                caught.value = "no error"
            } catch RxError.timeout {
                caught.value = "timeout"
            } catch {
                caught.value = "\(error)"
            }
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 20), .success)
        XCTAssertEqual(caught.value, "timeout")
    }

    // MARK: main thread

    /// XCTest runs tests on the main thread; the events arrive through the main queue, which only drains if the
    /// blocking wait keeps the main run loop turning.
    func testBlockingOnTheMainThreadWhileEventsArriveThroughTheMainQueue() throws {
        XCTAssertTrue(Thread.isMainThread, "XCTest is expected to run tests on the main thread")
        let source = delayed([1, 2], on: .main, after: 0.05)
        XCTAssertEqual(try source.toBlocking(timeout: 10).toArray(), [1, 2])
    }

    func testFirstOnTheMainThreadWithMainQueueDelivery() throws {
        XCTAssertTrue(Thread.isMainThread)
        let disposed = Flag()
        let source = delayed([9, 10], on: .main, after: 0.02, disposed: disposed)
        XCTAssertEqual(try source.toBlocking(timeout: 10).first(), 9)
        XCTAssertTrue(disposed.isSet)
    }

    func testTimeoutOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
        let started = Date()
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.2).single()) { error in
            guard case RxError.timeout = error else { return XCTFail("expected timeout, got \(error)") }
        }
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.15)
    }

    func testBlockingObservableAcceptsAnyObservableConvertibleType() throws {
        let subject = BehaviorSubject(value: 3)
        XCTAssertEqual(try subject.toBlocking().first(), 3)
        XCTAssertFalse(subject.hasObservers)
    }
}
