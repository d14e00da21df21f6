// SendableRxCocoa tests — what stops the program (Swift Testing exit tests): `drive` off the main thread, closures
// of another actor, bad time and concurrency arguments (a shared sequence cannot report them as errors), and an
// error bound to a control property.

import Dispatch
import Foundation
import SendableRx
import SendableRxCocoa
import SendableRxTest
import Testing

#if os(macOS) || os(Linux)  // exit tests: Swift Testing has none on iOS, tvOS, watchOS or visionOS
/// An actor other than the main actor, whose closures cannot run where a Signal delivers.
private actor Counter {
    var count = 0
    func bind(_ signal: Signal<Int>) -> any Disposable {
        signal.emit(onNext: { _ in self.count += 1 })
    }
}

@Suite struct SharedSequenceExitTests {
    @Test func driveOffTheMainThreadIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            let finished = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                _ = Driver<Int>.never().drive()
                finished.signal()
            }
            finished.wait()
        }
    }

    @Test func driveWithClosuresOffTheMainThreadIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            let finished = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                _ = Driver<Int>.never().drive(onNext: { _ in })
                finished.signal()
            }
            finished.wait()
        }
    }

    /// The control: `emit` may be called off the main thread, and an exit test that stops nothing succeeds.
    @Test func emitOffTheMainThreadIsAllowed() async {
        await #expect(processExitsWith: .success) {
            let finished = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                _ = Signal<Int>.never().emit(onNext: { _ in }).dispose()
                finished.signal()
            }
            finished.wait()
        }
    }

    @Test func emitWithClosuresOfAnotherActorIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            _ = await Counter().bind(Signal<Int>.never())
        }
    }

    @Test func negativeTimeArgumentsArePreconditionFailures() async {
        await #expect(processExitsWith: .failure) {
            _ = Driver<Int>.interval(.seconds(-1))
        }
        await #expect(processExitsWith: .failure) {
            _ = Signal<Int>.timer(.seconds(1), period: .milliseconds(-5))
        }
        await #expect(processExitsWith: .failure) {
            _ = Driver<Int>.never().throttle(.seconds(-1))
        }
        await #expect(processExitsWith: .failure) {
            _ = Driver<Int>.never().debounce(.seconds(-1))
        }
        await #expect(processExitsWith: .failure) {
            _ = Signal<Int>.never().delay(.seconds(-1))
        }
    }

    @Test func mergeWithMaxConcurrentBelowOneIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            _ = Driver<Driver<Int>>.never().merge(maxConcurrent: 0)
        }
    }

    @Test func takeOfANegativeCountIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            _ = Driver<Int>.never().take(-1)
        }
    }

    /// A binding must not fail: an error bound to a control property stops DEBUG builds (the tests' build).
    @Test func anErrorBoundToAControlPropertyStopsADebugBuild() async {
        await #expect(processExitsWith: .failure) {
            let property = ControlProperty(values: Observable<Int>.never(), valueSink: AnyObserver<Int> { _ in })
            property.on(.error(RxError.unknown))
        }
    }

    /// A control event promises never to fail; if its source fails anyway, the Driver made from it stops DEBUG builds.
    @Test func aFailingControlEventSourceStopsADebugBuild() async {
        await #expect(processExitsWith: .failure) {
            let event = ControlEvent(events: Observable<Int>.error(RxError.unknown))
            let scheduler = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: scheduler) {
                _ = event.asDriver().asObservable().subscribe()
            }
            // The control event subscribes to its source on the main queue (an exit test's body does not run on
            // the main thread): wait for that, then run the virtual time that delivers the error.
            if !Thread.isMainThread { DispatchQueue.main.sync {} }
            scheduler.start()
        }
    }
}
#endif
