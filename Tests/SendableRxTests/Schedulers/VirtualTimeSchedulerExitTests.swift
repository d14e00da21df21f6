// SendableRx tests — VirtualTimeScheduler: sleeping into the past stops the process, as RxSwift's fatalError.
// Swift Testing exit tests.

import Foundation
import SendableRx
import Testing

#if os(macOS) || os(Linux)  // exit tests: Swift Testing has none on iOS, tvOS, watchOS or visionOS
@Suite struct VirtualTimeSchedulerExitTests {
    @Test func sleepingIntoThePastIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 100))
            scheduler.sleep(-1)
        }
    }

    @Test func sleepingForwardExitsNormally() async {
        await #expect(processExitsWith: .success) {
            let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 100))
            scheduler.sleep(1)
            scheduler.sleep(0)
            precondition(scheduler.clock == Date(timeIntervalSince1970: 101))
        }
    }
}

@Suite struct VirtualTimeSchedulerReentrancyExitTests {
    /// RxSwift's `VirtualTimeScheduler.advanceTo` stops with `fatalError("Scheduler is already running")` when
    /// called while the scheduler runs; silently ignoring the call would hide a broken test.
    @Test func advanceToWhileRunningIsAFatalError() async {
        await #expect(processExitsWith: .failure) {
            let scheduler = HistoricalScheduler()
            _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
                scheduler.advanceTo(Date(timeIntervalSince1970: 10))
                return Disposables.create()
            }
            scheduler.start()
        }
    }
}
#endif
