// SendableRxCocoa tests — do (every handler, once per connection), debug and withUnretained.

import SendableRx
import SendableRxCocoa
import SendableRxTest
import XCTest

final class UtilityTests: RxTestCase {
    private func mocked(_ body: (TestScheduler) -> Void) {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) { body(scheduler) }
    }

    func testDoRunsEveryHandlerInOrder() {
        mocked { scheduler in
            var log: [String] = []
            let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let driver = source.asDriver(onErrorJustReturn: 0).do(
                onNext: { log.append("onNext \($0) at \(scheduler.clock)") },
                afterNext: { log.append("afterNext \($0)") },
                onCompleted: { log.append("onCompleted at \(scheduler.clock)") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe at \(scheduler.clock)") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose at \(scheduler.clock)") }
            )
            let observer = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) {
                _ = driver.asObservable().subscribe(onNext: {
                    log.append("subscriber \($0)")
                    observer.onNext($0)
                }, onCompleted: { log.append("subscriber completed") })
            }
            scheduler.start()
            // The result is shared with share(replay: 1, scope: .whileConnected), whose connection passes a terminal
            // event to the subscribers and leaves the terminated source to dispose itself afterwards (running
            // `onDispose` last), as RxSwift's replay-1 connection does (compatibility scenario
            // sharing/share.replay1WhileConnected.callbackOrder).
            XCTAssertEqual(log, [
                "onSubscribe at 200", "onSubscribed",
                "onNext 1 at 211", "subscriber 1", "afterNext 1",
                "onCompleted at 221", "subscriber completed", "afterCompleted", "onDispose at 221",
            ])
            XCTAssertEqual(observer.events, [.next(211, 1)])
        }
    }

    /// The result is shared: two subscribers of one connection share one run of the handlers.
    func testDoHandlersRunOncePerConnection() {
        mocked { scheduler in
            var subscribes = 0
            var nexts = 0
            var disposes = 0
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let signal = source.asSignal(onErrorJustReturn: 0).do(
                onNext: { _ in nexts += 1 }, onSubscribe: { subscribes += 1 }, onDispose: { disposes += 1 }
            )
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(signal.emit())
                subscriptions.append(signal.emit())
            }
            scheduler.scheduleAt(230) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(subscribes, 1)
            XCTAssertEqual(nexts, 2)
            XCTAssertEqual(disposes, 1)
        }
    }

    func testDebugPassesEventsThrough() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let observer = scheduler.start { source.asDriver(onErrorJustReturn: 0).debug("driver", trimOutput: true) }
            XCTAssertEqual(observer.events, [.next(211, 1), .completed(221)])
        }
    }

    func testSignalWithUnretainedCompletesOnceTheObjectIsGone() {
        mocked { scheduler in
            var owner: Owner? = Owner("o")
            weak let weakOwner = owner
            let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3)])
            let signal = source.asSignal(onErrorJustReturn: 0).withUnretained(owner!) { owner, value in
                "\(owner.name)\(value)"
            }
            let tuples = source.asSignal(onErrorJustReturn: 0).withUnretained(owner!).map { "\($0.0.name)-\($0.1)" }
            let observer = scheduler.createObserver(String.self)
            let tupleObserver = scheduler.createObserver(String.self)
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(signal.asObservable().subscribe(observer))
                subscriptions.append(tuples.asObservable().subscribe(tupleObserver))
            }
            scheduler.scheduleAt(220) { owner = nil }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertNil(weakOwner)
            XCTAssertEqual(observer.events, [.next(211, "o1"), .completed(231)])
            XCTAssertEqual(tupleObserver.events, [.next(211, "o-1"), .completed(231)])
        }
    }
}
