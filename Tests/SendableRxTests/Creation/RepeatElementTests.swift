// SendableRx tests — `repeatElement`, stopped by disposal.

import SendableRx
import SendableRxTest
import XCTest

final class RepeatElementTests: RxTestCase {
    func testRepeatElementUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        // The dispose at 205 was scheduled before the element due at 205, so it runs first.
        let res = scheduler.start(disposed: 205) { Observable.repeatElement(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42), .next(202, 42), .next(203, 42), .next(204, 42)])
    }

    func testRepeatElementLongerRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 300) { Observable.repeatElement("x", scheduler: scheduler) }
        XCTAssertEqual(res.events.count, 99)
        XCTAssertEqual(res.events.first, .next(201, "x"))
        XCTAssertEqual(res.events.last, .next(299, "x"))
    }

    func testRepeatElementOnTrampolineStopsWhenDisposedFromOnNext() {
        var count = 0
        var subscription: (any Disposable)?
        // Subscribing inside a running trampoline only queues the first recursion, so `subscribe` returns (and
        // `subscription` is assigned) before any element arrives; the queue drains after this action returns.
        // (Without the surrounding schedule, `subscribe` would not return until the sequence ends, as in RxSwift.)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription = Observable.repeatElement(1).subscribe(onNext: { _ in
                count += 1
                if count == 1000 { subscription?.dispose() }
            })
            XCTAssertEqual(count, 0)
            return Disposables.create()
        }
        XCTAssertEqual(count, 1000)
        subscription = nil
    }
}
