// SendableRx tests — a user type adopting ObservableType gets the subscribe forms and asObservable().

import SendableRx
import SendableRxTest
import XCTest

/// A user-written observable: counts down from `start` to 1, then completes.
private struct Countdown: ObservableType {
    typealias Element = Int
    let start: Int

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Int {
        for value in stride(from: start, through: 1, by: -1) {
            observer.on(.next(value))
        }
        observer.on(.completed)
        return Disposables.create()
    }
}

/// A user-written observable that breaks the grammar: it keeps sending after completing.
private struct Misbehaving: ObservableType {
    typealias Element = Int
    let disposeCount: LockedBox<Int>

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Int {
        observer.on(.next(1))
        observer.on(.completed)
        observer.on(.next(2))
        observer.on(.error(TestError()))
        let disposeCount = disposeCount
        return Disposables.create { disposeCount.mutate { $0 += 1 } }
    }
}

final class ObservableTypeAdoptionTests: RxTestCase {
    func testSubscribeOnNextOnUserType() {
        var log: [String] = []
        _ = Countdown(start: 3).subscribe(
            onNext: { log.append("\($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["3", "2", "1", "completed", "disposed"])
    }

    func testSubscribeEventHandlerOnUserType() {
        var events: [Event<Int>] = []
        _ = Countdown(start: 2).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(2), .next(1), .completed])
    }

    func testAsObservableOnUserType() {
        let observable: Observable<Int> = Countdown(start: 2).asObservable()
        var elements: [Int] = []
        _ = observable.subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(elements, [2, 1])
    }

    func testUserTypeOnTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Countdown(start: 2) }
        XCTAssertEqual(res.events, [.next(200, 2), .next(200, 1), .completed(200)])
    }

    func testSubscribeFormsEnforceGrammarOnMisbehavingUserType() {
        let disposeCount = LockedBox(0)
        var events: [Event<Int>] = []
        _ = Misbehaving(disposeCount: disposeCount).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .completed])
    }

    func testAsObservableEnforcesGrammarOnMisbehavingUserType() {
        // RxSwift 6 implements `ObservableType.asObservable()` as `Observable.create { o in self.subscribe(o) }`,
        // so the result delivers at most one terminal event to any observer and disposes the source on it.
        let disposeCount = LockedBox(0)
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let subscription = Misbehaving(disposeCount: disposeCount).asObservable().subscribe(observer)
        XCTAssertEqual(observer.events, [.next(0, 1), .completed(0)])
        XCTAssertEqual(disposeCount.value, 1, "the source is disposed after its terminal event")
        subscription.dispose()
        XCTAssertEqual(disposeCount.value, 1)
    }
}
