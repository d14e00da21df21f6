// SendableRx tests — `scheduleRecursive`: deep recursion on the trampoline, and disposal stopping recursion.

import Foundation
import SendableRx
import SendableRxTest
import XCTest

final class RecursiveSchedulingTests: RxTestCase {
    func testTwoHundredThousandRecursionsOnTheCurrentThreadSchedulerDoNotOverflowTheStack() {
        let total = 200_000
        var count = 0
        var lastState = -1
        let disposable = CurrentThreadScheduler.instance.scheduleRecursive(0) { state, recurse in
            count += 1
            lastState = state
            if state < total - 1 {
                recurse(state + 1)
            }
        }
        XCTAssertEqual(count, total)
        XCTAssertEqual(lastState, total - 1)
        disposable.dispose()
    }

    func testRecursionOnASmallStackThreadDoesNotOverflow() {
        // A 256 KiB stack would overflow after a few thousand nested calls if recursion were not trampolined.
        let count = AtomicCounter()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            var local = 0
            let disposable = CurrentThreadScheduler.instance.scheduleRecursive(0) { state, recurse in
                local += 1
                if state < 99_999 { recurse(state + 1) }
            }
            disposable.dispose()
            for _ in 0..<local { count.increment() }
            done.signal()
        }
        thread.stackSize = 256 * 1024
        thread.start()
        done.wait()
        XCTAssertEqual(count.value, 100_000)
    }

    func testRecursionRunsAfterTheEnclosingActionInOrder() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { state, recurse in
                log.append("r\(state)")
                if state < 2 { recurse(state + 1) }
            }
            log.append("enclosing action ends")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["enclosing action ends", "r0", "r1", "r2"])
    }

    func testDisposingFromInsideTheActionStopsRecursion() {
        var states: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            var recursion: (any Disposable)?
            recursion = CurrentThreadScheduler.instance.scheduleRecursive(0) { state, recurse in
                states.append(state)
                if state == 3 {
                    recursion?.dispose()
                }
                recurse(state + 1)
            }
            return Disposables.create()
        }
        XCTAssertEqual(states, [0, 1, 2, 3])
    }

    func testDisposingStopsRecursionOnAVirtualTimeScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [Int] = []
        let recursion = scheduler.scheduleRecursive(0) { state, recurse in
            times.append(scheduler.clock)
            recurse(state + 1)
        }
        scheduler.scheduleAt(5) { recursion.dispose() }
        scheduler.start()
        XCTAssertEqual(times, [1, 2, 3, 4])
        XCTAssertEqual(scheduler.clock, 5)
    }

    func testDisposingBeforeTheFirstRunPreventsAnyRun() {
        let scheduler = TestScheduler(initialClock: 0)
        var runs = 0
        let recursion = scheduler.scheduleRecursive(()) { _, recurse in
            runs += 1
            recurse(())
        }
        recursion.dispose()
        scheduler.start()
        XCTAssertEqual(runs, 0)
    }

    func testStateIsThreadedThroughRecursions() {
        var visited: [String] = []
        _ = CurrentThreadScheduler.instance.scheduleRecursive("a") { state, recurse in
            visited.append(state)
            if state.count < 4 { recurse(state + "a") }
        }
        XCTAssertEqual(visited, ["a", "aa", "aaa", "aaaa"])
    }

    func testRecursingTwiceFromOneRunSchedulesBothBranches() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let recursion = scheduler.scheduleRecursive(1) { depth, recurse in
            log.append("\(scheduler.clock):\(depth)")
            if depth < 3 {
                recurse(depth + 1)
                recurse(depth + 1)
            }
        }
        scheduler.start()
        recursion.dispose()
        XCTAssertEqual(log, ["1:1", "2:2", "2:2", "3:3", "3:3", "3:3", "3:3"])
    }
}
