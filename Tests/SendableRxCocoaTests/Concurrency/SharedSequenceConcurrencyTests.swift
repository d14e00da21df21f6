// SendableRxCocoa tests — Drivers and Signals under concurrent use (run under ThreadSanitizer in CI): sources fed
// from many threads, subscriptions and disposals on background threads while events flow.

import Dispatch
import Foundation
import SendableRx
import SendableRxCocoa
import SendableRxRelay
import XCTest

final class SharedSequenceConcurrencyTests: RxTestCase {
    /// Elements accepted on eight threads at once all arrive, on the main thread, one at a time.
    func testElementsFromManyThreadsArriveOnTheMainThreadOneAtATime() {
        let relay = PublishRelay<Int>()
        let driver = relay.asDriver(onErrorJustReturn: -1)
        var received = 0
        var offMain = 0
        let subscription = driver.drive(onNext: { _ in
            if !Thread.isMainThread { offMain += 1 }
            received += 1
        })
        let threads = 8
        let perThread = 250
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for value in 0..<perThread { relay.accept(value) }
        }
        XCTAssertTrue(runMainLoop(until: { received == threads * perThread }, timeout: 20))
        XCTAssertEqual(offMain, 0)
        subscription.dispose()
    }

    /// Subscribers arrive and leave on background threads while the source emits: one connection at a time, no
    /// crash, everything released.
    func testSubscribeAndDisposeStormsOnBackgroundThreads() {
        let subject = PublishSubject<Int>()
        let connections = LockedCounter()
        let source = Observable<Int>.create { observer in
            connections.increment()
            return subject.subscribe(observer)
        }
        let driver = Handoff(source.asDriver(onErrorJustReturn: 0))
        let signal = Handoff(source.asSignal(onErrorJustReturn: 0))
        let delivered = LockedCounter()
        let stop = LockedFlag()
        let emitter = Thread {
            var value = 0
            while !stop.value {
                subject.onNext(value)
                value += 1
            }
        }
        emitter.start()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            for _ in 0..<100 {
                let subscription = index.isMultiple(of: 2)
                    ? driver.value.asObservable().subscribe(onNext: { _ in delivered.increment() })
                    : signal.value.emit(onNext: { _ in delivered.increment() })
                subscription.dispose()
            }
        }
        stop.set(true)
        drainMainQueue(for: 0.2)
        XCTAssertGreaterThan(connections.value, 0)
    }

    /// A main-actor `onDisposed`, disposed from many threads at once, runs exactly once, on the main thread.
    func testMainActorOnDisposedRunsOnceWhenDisposedFromManyThreads() {
        let relay = PublishRelay<Int>()
        MainActor.assumeIsolated {
            var disposedCount = 0
            var disposedOnMain = true
            let subscription = Handoff(relay.asSignal().emit(onDisposed: {
                disposedCount += 1
                disposedOnMain = disposedOnMain && Thread.isMainThread
            }))
            DispatchQueue.concurrentPerform(iterations: 8) { _ in subscription.value.dispose() }
            XCTAssertTrue(runMainLoop(until: { disposedCount == 1 }))
            drainMainQueue(for: 0.05)
            XCTAssertEqual(disposedCount, 1)
            XCTAssertTrue(disposedOnMain)
        }
    }
}
