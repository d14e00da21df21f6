// SendableRx tests — programs written as an RxSwift 6 user writes them (only the imports differ), with their
// "print" output recorded and compared with what RxSwift 6 prints, callback order included.

import Foundation
import SendableRx
import SendableRxTest
import XCTest

/// Collects what the program "prints".
private final class Console {
    private(set) var lines: [String] = []

    func print(_ items: Any...) {
        lines.append(items.map { "\($0)" }.joined(separator: " "))
    }
}

private enum NetworkError: Error {
    case offline
}

private final class ViewModel {
    let console: Console
    var names: [String] = []
    init(console: Console) { self.console = console }
}

final class RxSwiftStyleProgramTests: RxTestCase {
    func testOfWithCallbacks() {
        let console = Console()
        let disposeBag = DisposeBag()

        Observable.of(1, 2, 3)
            .subscribe(
                onNext: { console.print($0) },
                onCompleted: { console.print("completed") },
                onDisposed: { console.print("disposed") }
            )
            .disposed(by: disposeBag)
        console.print("end")

        XCTAssertEqual(console.lines, ["1", "2", "3", "completed", "disposed", "end"])
    }

    func testNestedSubscriptionInsideOnNextQueuesOnTheTrampoline() {
        let console = Console()
        let disposeBag = DisposeBag()

        Observable.of(1, 2)
            .subscribe(
                onNext: { x in
                    console.print("outer", x)
                    Observable.of(10, 20)
                        .subscribe(
                            onNext: { console.print("inner", x, $0) },
                            onCompleted: { console.print("inner completed", x) }
                        )
                        .disposed(by: disposeBag)
                    console.print("outer onNext returns", x)
                },
                onCompleted: { console.print("outer completed") }
            )
            .disposed(by: disposeBag)

        // Why this order (the same in RxSwift 6, whose CurrentThreadScheduler and Producer work alike):
        // `subscribe` on a thread with no trampoline starts one; `of` sends each element from a recursive action
        // on that trampoline, sending the element first and then queueing the next step. Inside outer onNext(1)
        // the trampoline is running, so the inner `of(10, 20)` subscription only queues its first step (I1) and
        // returns; then the outer step queues its next step (O2). The FIFO queue then runs:
        //   I1: inner 1 10, queues I1'      | queue: O2, I1'
        //   O2: outer 2 (queues I2), queues O3 | queue: I1', I2, O3
        //   I1': inner 1 20, queues I1''    | queue: I2, O3, I1''
        //   I2: inner 2 10, queues I2'      | queue: O3, I1'', I2'
        //   O3: outer completed; I1'': inner completed 1; I2': inner 2 20, queues I2''; I2'': inner completed 2.
        XCTAssertEqual(console.lines, [
            "outer 1",
            "outer onNext returns 1",
            "inner 1 10",
            "outer 2",
            "outer onNext returns 2",
            "inner 1 20",
            "inner 2 10",
            "outer completed",
            "inner completed 1",
            "inner 2 20",
            "inner completed 2",
        ])
    }

    func testNestedJustInsideOnNextIsImmediate() {
        // `just` (like RxSwift's Just) does not go through the trampoline: it sends at once, even inside one.
        let console = Console()
        let disposeBag = DisposeBag()
        Observable.of(1, 2)
            .subscribe(onNext: { x in
                console.print("outer", x)
                Observable.just(x * 100)
                    .subscribe(onNext: { console.print("just", $0) })
                    .disposed(by: disposeBag)
            })
            .disposed(by: disposeBag)
        XCTAssertEqual(console.lines, ["outer 1", "just 100", "outer 2", "just 200"])
    }

    func testCreateWithDisposeBag() {
        let console = Console()
        var disposeBag = DisposeBag()
        var observerRef: AnyObserver<String>?

        let messages = Observable<String>.create { observer in
            console.print("subscribed")
            observer.onNext("a")
            observer.onNext("b")
            observerRef = observer
            return Disposables.create {
                console.print("resource disposed")
            }
        }

        messages
            .subscribe(
                onNext: { console.print("message", $0) },
                onError: { console.print("error", $0) },
                onCompleted: { console.print("completed") },
                onDisposed: { console.print("disposed") }
            )
            .disposed(by: disposeBag)
        observerRef?.onNext("c")

        console.print("releasing the bag")
        disposeBag = DisposeBag()
        observerRef?.onNext("ignored")
        observerRef = nil

        XCTAssertEqual(console.lines, [
            "subscribed", "message a", "message b", "message c",
            "releasing the bag", "resource disposed", "disposed",
        ])
        _ = disposeBag
    }

    func testErrorPath() {
        let console = Console()
        let disposeBag = DisposeBag()

        let request = Observable<String>.create { observer in
            observer.onNext("loading")
            observer.onError(NetworkError.offline)
            observer.onNext("never delivered")
            return Disposables.create { console.print("request cancelled") }
        }

        request
            .subscribe(
                onNext: { console.print($0) },
                onError: { console.print("failed:", $0) },
                onCompleted: { console.print("completed") },
                onDisposed: { console.print("disposed") }
            )
            .disposed(by: disposeBag)

        // The error is sent before the create closure has returned its disposable. As in RxSwift 6, `subscribe`'s
        // observer runs onError and then onDisposed; the sink then disposes the subscription, and the disposable
        // returned by the closure is disposed as soon as the closure returns it.
        XCTAssertEqual(console.lines, ["loading", "failed: offline", "disposed", "request cancelled"])
    }

    func testCreationOperators() {
        let console = Console()
        let disposeBag = DisposeBag()

        Observable.just("hello").subscribe(onNext: { console.print($0) }).disposed(by: disposeBag)
        Observable.from(["x", "y"]).subscribe(onNext: { console.print($0) }).disposed(by: disposeBag)
        Observable.from(optional: Optional<Int>.none)
            .subscribe(onNext: { console.print("some", $0) }, onCompleted: { console.print("none completed") })
            .disposed(by: disposeBag)
        Observable.range(start: 1, count: 3).subscribe(onNext: { console.print($0) }).disposed(by: disposeBag)
        Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 10 })
            .subscribe(onNext: { console.print($0) })
            .disposed(by: disposeBag)
        Observable<Int>.empty().subscribe(onCompleted: { console.print("empty completed") }).disposed(by: disposeBag)
        Observable<Int>.never().subscribe(onDisposed: { console.print("never disposed") }).disposed(by: disposeBag)

        var factoryCalls = 0
        let deferred = Observable<Int>.deferred {
            factoryCalls += 1
            return Observable.just(factoryCalls)
        }
        deferred.subscribe(onNext: { console.print("deferred", $0) }).disposed(by: disposeBag)
        deferred.subscribe(onNext: { console.print("deferred", $0) }).disposed(by: disposeBag)

        XCTAssertEqual(console.lines, [
            "hello", "x", "y", "none completed", "1", "2", "3", "1", "10", "empty completed",
            "deferred 1", "deferred 2",
        ])
        _ = disposeBag
    }

    func testCurrentThreadScheduler() {
        let console = Console()
        console.print("schedule required:", CurrentThreadScheduler.isScheduleRequired)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            console.print("outer start, schedule required:", CurrentThreadScheduler.isScheduleRequired)
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                console.print("inner")
                return Disposables.create()
            }
            console.print("outer end")
            return Disposables.create()
        }
        console.print("after")
        XCTAssertEqual(console.lines, [
            "schedule required: true", "outer start, schedule required: false", "outer end", "inner", "after",
        ])
    }

    func testSubscribeWithWeakOwner() {
        let console = Console()
        let disposeBag = DisposeBag()
        var viewModel: ViewModel? = ViewModel(console: console)

        Observable.of("Ann", "Bob")
            .subscribe(with: viewModel!, onNext: { owner, name in owner.names.append(name) },
                       onCompleted: { owner in owner.console.print("loaded", owner.names.joined(separator: ",")) })
            .disposed(by: disposeBag)
        viewModel = nil
        XCTAssertEqual(console.lines, ["loaded Ann,Bob"])
    }

    func testTestSchedulerHotAndCold() {
        let scheduler = TestScheduler(initialClock: 0)

        let hot = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(240, 3),
        ])
        let hotResult = scheduler.start { hot.asObservable() }
        XCTAssertEqual(hotResult.events, [.next(210, 2), .next(240, 3)])
        XCTAssertEqual(hot.subscriptions, [Subscription(200, 1000)])

        let coldScheduler = TestScheduler(initialClock: 0)
        let cold = coldScheduler.createColdObservable([
            .next(10, "a"),
            .next(20, "b"),
            .error(30, NetworkError.offline),
        ])
        let coldResult = coldScheduler.start { Observable.deferred { cold.asObservable() } }
        XCTAssertEqual(coldResult.events, [.next(210, "a"), .next(220, "b"), .error(230, NetworkError.offline)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 230)])
    }

    func testTestSchedulerTimers() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 260) {
            Observable<Int>.interval(.seconds(20), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(220, 0), .next(240, 1)])

        let timerScheduler = TestScheduler(initialClock: 0)
        let timer = timerScheduler.start { Observable<Int>.timer(.seconds(30), scheduler: timerScheduler) }
        XCTAssertEqual(timer.events, [.next(230, 0), .completed(230)])
    }
}
