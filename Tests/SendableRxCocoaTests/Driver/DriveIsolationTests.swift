// SendableRxCocoa tests — the closures of `drive` and `emit` take their caller's isolation: a `@MainActor` view
// model touches its state in them without a warning (this file compiles in Swift 6 mode with zero warnings), and
// they run on the main actor; `onDisposed` hops to the main actor when the subscription is disposed elsewhere.

import Dispatch
import Foundation
import SendableRx
import SendableRxCocoa
import SendableRxRelay
import XCTest

/// A view model in the shape of the issue: main-actor state written from `drive` and `emit` closures.
@MainActor
final class TitleViewModel {
    var title = ""
    var taps = 0
    var log: [String] = []
    var bag = DisposeBag()

    func bind(titles: Driver<String>, taps: Signal<Void>) {
        titles.drive(onNext: { self.title = $0 }).disposed(by: bag)
        taps.emit(onNext: { self.taps += 1 }).disposed(by: bag)
    }

    func bindWithObject(titles: Driver<String>) -> any Disposable {
        titles.drive(with: self, onNext: { model, title in model.title = "with: \(title)" })
    }

    func update(_ title: String) {
        self.title = "method: \(title)"
    }

    /// A main-actor method passed as the closure.
    func bindMethod(titles: Driver<String>) -> any Disposable {
        titles.drive(onNext: update)
    }

    func bindLogging(titles: Driver<String>) -> any Disposable {
        titles.drive(
            onNext: { self.log.append("next \($0) on main: \(Thread.isMainThread)") },
            onCompleted: { self.log.append("completed") },
            onDisposed: { self.log.append("disposed on main: \(Thread.isMainThread)") }
        )
    }

    func emitLogging(events: Signal<Int>) -> any Disposable {
        events.emit(
            with: self,
            onNext: { model, value in model.log.append("next \(value)") },
            onDisposed: { model in model.log.append("disposed on main: \(Thread.isMainThread)") }
        )
    }
}

final class DriveIsolationTests: RxTestCase {
    func testAMainActorViewModelWritesItsStateFromDriveAndEmitClosures() {
        let titles = BehaviorRelay(value: "first")
        let taps = PublishRelay<Void>()
        MainActor.assumeIsolated {
            let model = TitleViewModel()
            model.bind(titles: titles.asDriver(), taps: taps.asSignal())
            // The Driver replays the relay's value synchronously on the main thread.
            XCTAssertEqual(model.title, "first")
            // Values accepted on another thread reach the view model on the main queue.
            DispatchQueue.global().async {
                titles.accept("second")
                taps.accept(())
            }
            XCTAssertTrue(runMainLoop(until: { model.title == "second" && model.taps == 1 }))
            taps.accept(())
            XCTAssertEqual(model.taps, 2, "accepted on the main thread, with nothing queued: delivered at once")
            // The closures hold the view model, whose bag holds the subscriptions: a new bag ends them.
            model.bag = DisposeBag()
        }
    }

    func testWithObjectAndMethodReferenceForms() {
        let titles = BehaviorRelay(value: "a")
        MainActor.assumeIsolated {
            let model = TitleViewModel()
            let withObject = model.bindWithObject(titles: titles.asDriver())
            XCTAssertEqual(model.title, "with: a")
            withObject.dispose()
            let method = model.bindMethod(titles: titles.asDriver())
            XCTAssertEqual(model.title, "method: a")
            method.dispose()
        }
    }

    /// Disposed on the main thread, a main-actor `onDisposed` runs at once, after `onCompleted`.
    func testMainActorClosuresRunOnTheMainThreadInOrder() {
        MainActor.assumeIsolated {
            let model = TitleViewModel()
            let subscription = model.bindLogging(titles: Driver.just("x"))
            XCTAssertTrue(runMainLoop(until: { model.log.count == 3 }))
            XCTAssertEqual(model.log, ["next x on main: true", "completed", "disposed on main: true"])
            subscription.dispose()
        }
    }

    /// Disposed on another thread, a main-actor `onDisposed` is dispatched to the main queue (RxCocoa would run it
    /// on the disposing thread, where it could race with the view model).
    func testMainActorOnDisposedHopsToTheMainThreadWhenDisposedElsewhere() {
        let events = PublishRelay<Int>()
        MainActor.assumeIsolated {
            let model = TitleViewModel()
            let subscription = Handoff(model.emitLogging(events: events.asSignal()))
            events.accept(1)
            XCTAssertEqual(model.log, ["next 1"])
            let disposed = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                subscription.value.dispose()
                disposed.signal()
            }
            disposed.wait()
            XCTAssertEqual(model.log, ["next 1"], "not run on the disposing thread")
            XCTAssertTrue(runMainLoop(until: { model.log.count == 2 }))
            XCTAssertEqual(model.log, ["next 1", "disposed on main: true"])
        }
    }

    /// From nonisolated code the closures are nonisolated, as in RxSwift: `onDisposed` runs on the disposing thread.
    func testNonisolatedOnDisposedRunsOnTheDisposingThread() {
        let events = PublishRelay<Int>()
        let disposedOnMain = LockedList<Bool>()
        let subscription = Handoff(events.asSignal().emit(onDisposed: { disposedOnMain.append(Thread.isMainThread) }))
        let disposed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            subscription.value.dispose()
            disposed.signal()
        }
        disposed.wait()
        XCTAssertEqual(disposedOnMain.values, [false])
    }
}
