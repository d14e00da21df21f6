// SendableRx tests — Observable.create: grammar enforcement and disposal of the user's disposable.

import SendableRx
import SendableRxTest
import XCTest

final class CreateTests: RxTestCase {
    func testSynchronousElementsThenCompleted() {
        var events: [Event<Int>] = []
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        _ = source.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
    }

    func testNothingIsForwardedAfterCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError())
            observer.onCompleted()
            return Disposables.create()
        }
        // Subscribe a raw observer: the grammar must be enforced by `create` itself.
        _ = source.subscribe(observer)
        XCTAssertEqual(observer.events, [.next(0, 1), .completed(0)])
    }

    func testNothingIsForwardedAfterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let source = Observable<Int>.create { observer in
            observer.onError(EquatableError.first)
            observer.onNext(2)
            observer.onError(EquatableError.second)
            observer.onCompleted()
            return Disposables.create()
        }
        _ = source.subscribe(observer)
        XCTAssertEqual(observer.events, [.error(0, EquatableError.first)])
    }

    func testGrammarWithVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { observer in
                scheduler.scheduleAt(210) { observer.onNext(1) }
                scheduler.scheduleAt(220) { observer.onCompleted() }
                scheduler.scheduleAt(230) { observer.onNext(2) }
                scheduler.scheduleAt(240) { observer.onError(TestError()) }
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    }

    func testCreateClosureRunsOncePerSubscriptionAtSubscriptionTime() {
        var subscribeCount = 0
        let source = Observable<Int>.create { observer in
            subscribeCount += 1
            observer.onNext(subscribeCount)
            observer.onCompleted()
            return Disposables.create()
        }
        XCTAssertEqual(subscribeCount, 0)
        var elements: [Int] = []
        _ = source.subscribe(onNext: { elements.append($0) })
        _ = source.subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(subscribeCount, 2)
        XCTAssertEqual(elements, [1, 2])
    }

    func testDisposableIsDisposedOnceOnSynchronousCompletion() {
        var disposeCount = 0
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { disposeCount += 1 }
        }
        let subscription = source.subscribe { _ in }
        XCTAssertEqual(disposeCount, 1, "disposed after the terminal event, before the caller disposes")
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposeCount, 1)
    }

    func testDisposableIsDisposedOnceOnSynchronousError() {
        var disposeCount = 0
        let source = Observable<Int>.create { observer in
            observer.onError(TestError())
            return Disposables.create { disposeCount += 1 }
        }
        let subscription = source.subscribe { _ in }
        XCTAssertEqual(disposeCount, 1)
        subscription.dispose()
        XCTAssertEqual(disposeCount, 1)
    }

    func testDisposableIsDisposedOnceOnLaterTermination() {
        var log: [String] = []
        var stored: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            stored = observer
            return Disposables.create { log.append("disposed") }
        }
        let subscription = source.subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        stored?.onNext(1)
        XCTAssertEqual(log, ["next 1"])
        stored?.onCompleted()
        XCTAssertEqual(log, ["next 1", "completed", "disposed"])
        stored?.onNext(2)
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "completed", "disposed"])
        stored = nil
    }

    func testDisposableIsDisposedOnceOnDispose() {
        var disposeCount = 0
        var stored: AnyObserver<Int>?
        var elements: [Int] = []
        let source = Observable<Int>.create { observer in
            stored = observer
            return Disposables.create { disposeCount += 1 }
        }
        let subscription = source.subscribe(onNext: { elements.append($0) })
        stored?.onNext(1)
        XCTAssertEqual(disposeCount, 0)
        subscription.dispose()
        XCTAssertEqual(disposeCount, 1)
        subscription.dispose()
        XCTAssertEqual(disposeCount, 1)
        // Events sent after disposal are not delivered, and termination does not dispose again.
        stored?.onNext(2)
        stored?.onCompleted()
        XCTAssertEqual(elements, [1])
        XCTAssertEqual(disposeCount, 1)
        stored = nil
    }

    func testRawObserverReceivesNothingAfterDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 215) {
            Observable<Int>.create { observer in
                scheduler.scheduleAt(210) { observer.onNext(1) }
                scheduler.scheduleAt(220) { observer.onNext(2) }
                scheduler.scheduleAt(230) { observer.onCompleted() }
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
    }

    func testDisposeInsideOnNextStopsFurtherElements() {
        var elements: [Int] = []
        var subscription: (any Disposable)?
        var stored: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            stored = observer
            return Disposables.create()
        }
        subscription = source.subscribe(onNext: { value in
            elements.append(value)
            if value == 2 { subscription?.dispose() }
        })
        stored?.onNext(1)
        stored?.onNext(2)
        stored?.onNext(3)
        XCTAssertEqual(elements, [1, 2])
        stored = nil
        subscription = nil
    }
}
