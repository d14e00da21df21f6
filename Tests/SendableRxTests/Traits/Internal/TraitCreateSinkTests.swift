// SendableRx tests — the sink behind the traits' `create(subscribe:)`: the grammar it enforces on what the user's
// function reports, re-entrant reports, and disposal after the first terminal event.

import SendableRx
import SendableRxTest
import XCTest

final class TraitCreateSinkTests: RxTestCase {
    func testSingleCreateOnTestSchedulerReportsOnceAndDisposes() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [TestTime] = []
        let res = scheduler.start {
            Single<Int>.create { observer in
                let first = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
                    observer(.success(1))
                    observer(.success(2))
                    observer(.failure(traitError))
                    return Disposables.create()
                }
                return Disposables.create {
                    first.dispose()
                    disposedAt.append(scheduler.clock)
                }
            }.asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(disposedAt, [210])
    }

    func testSingleCreateReentrantSuccessIsForwardedBeforeTheCompletion() {
        // As RxSwift's: a success reported from inside the downstream handler of the first element is an element
        // sent before the first completion, so a plain observer of the Single sees both.
        var report: ((SingleEvent<Int>) -> Void)?
        var events: [Event<Int>] = []
        var disposals = 0
        let subscription = Single<Int>.create { observer in
            report = observer
            return Disposables.create { disposals += 1 }
        }.asObservable().subscribe { event in
            events.append(event)
            if case .next(1) = event { report?(.success(2)) }
        }
        report?(.success(1))
        report?(.success(3))
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
        XCTAssertEqual(disposals, 1)
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
        // `report` keeps the sink, whose observer (the handler above) keeps `report`: break the test's own cycle.
        report = nil
    }

    func testSingleCreateFailureAfterDisposeIsIgnored() {
        var report: ((SingleEvent<Int>) -> Void)?
        var events: [Event<Int>] = []
        let subscription = Single<Int>.create { observer in
            report = observer
            return Disposables.create()
        }.asObservable().subscribe { events.append($0) }
        subscription.dispose()
        report?(.failure(traitError))
        report?(.success(1))
        XCTAssertEqual(events, [])
    }

    func testMaybeCreateReportsTheFirstResultOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Maybe<String>.create { observer in
                scheduler.scheduleRelative((), dueTime: .seconds(30)) { _ in
                    observer(.completed)
                    observer(.success("late"))
                    observer(.error(traitError))
                    return Disposables.create()
                }
            }.asObservable()
        }
        XCTAssertEqual(res.events, [.completed(230)])
    }

    func testMaybeCreateSuccessOfANonTrivialElement() {
        var events: [Event<[String]>] = []
        _ = Maybe<[String]>.create { observer in
            observer(.success(["a", "b"]))
            return Disposables.create()
        }.asObservable().subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(["a", "b"]), .completed])
    }

    func testCompletableCreateErrorThenCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Completable.create { observer in
                scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
                    observer(.error(traitError))
                    observer(.completed)
                    return Disposables.create()
                }
            }.asObservable()
        }
        XCTAssertEqual(res.events, [.error(205, traitError)])
    }

    func testInfallibleCreateElementsThenCompletionThenNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Infallible<Int>.create { observer in
                scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
                    observer(.next(1))
                    observer(.next(2))
                    observer(.completed)
                    observer(.next(3))
                    observer(.completed)
                    return Disposables.create()
                }
            }.asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(210, 2), .completed(210)])
    }

    func testInfallibleCreateDisposedAtTheEndOfTheTest() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [TestTime] = []
        let res = scheduler.start(disposed: 400) {
            Infallible<Int>.create { observer in
                let timer = scheduler.schedulePeriodic((), startAfter: .seconds(100), period: .seconds(100)) { _ in
                    observer(.next(scheduler.clock))
                }
                return Disposables.create {
                    timer.dispose()
                    disposedAt.append(scheduler.clock)
                }
            }.asObservable()
        }
        XCTAssertEqual(res.events, [.next(300, 300)])
        XCTAssertEqual(disposedAt, [400])
    }
}
