// The broad suite, group "RxCocoa": Driver, Signal and the bindings the way app code uses them — relays seen as
// drivers and signals with one and with ten subscribers, conversions with an error fallback, operator chains on
// drivers, combining and higher-order drivers, `drive`/`emit` into relays, `bind`, control properties and events,
// creating and disposing small driver chains, drivers over arrays and a driver under `SharingScheduler.mock`.
// Against RxSwift the versus tool builds RxCocoa 6.10.2's trait and binding sources (Scripts/rxcocoa-on-linux);
// here the same file runs against SendableRxCocoa. Every name starts with "Cocoa", the group's filter.
//
// The workloads run on the main thread, so a Driver or Signal delivers synchronously: both libraries' MainScheduler
// runs an action inline when called on the main thread with nothing queued. A Driver over an array delivers its
// first element inline and each later one from the main queue, which the workload drains.

#if RXSWIFT
import RxSwift
import RxRelay
import RxCocoa
import RxTest
#else
import SendableRx
import SendableRxRelay
import SendableRxCocoa
#if os(Linux)
import SendableRxTest
#endif
#endif
import Dispatch
import Foundation

/// Runs the main queue until `done` says so: the later elements of a Driver over an array are scheduled there.
/// Each pass serves one block, which schedules the next; without a deadline, because a deadline makes every pass
/// arm and cancel a timer (about 7 of the 12 µs a pass then costs on Linux).
private func runMainQueue(until done: () -> Bool) {
    while !done() {
        _ = RunLoop.main.run(mode: .default, before: .distantFuture)
    }
}

/// The state a text field keeps for its control property: what the user typed, and what the program last set.
private final class TextFieldModel {
    let typed = BehaviorRelay<String?>(value: nil)
    var text: String?

    /// The field's text as a control property: the typed values (the current one first), set through a binder.
    var property: ControlProperty<String?> {
        ControlProperty(values: typed, valueSink: Binder(self) { field, text in field.text = text })
    }
}

// swift-format-ignore
func cocoaWorkloads() -> [SideBySideWorkload] {
    var workloads = [
        SideBySideWorkload(name: "CocoaDriverRelay1Subscriber", units: 1_000_000) {
            let relay = BehaviorRelay(value: 0)
            return pumpOnes(
                subscribers: 1, count: 1_000_000,
                subscribe: { relay.asDriver().drive(onNext: $0) }, send: relay.accept
            )
        },
        SideBySideWorkload(name: "CocoaDriverRelay10Subscribers", units: 1_000_000) {
            let relay = BehaviorRelay(value: 0)
            let driver = relay.asDriver()
            return pumpOnes(
                subscribers: 10, count: 1_000_000,
                subscribe: { driver.drive(onNext: $0) }, send: relay.accept
            )
        },
        SideBySideWorkload(name: "CocoaSignalRelay1Subscriber", units: 1_000_000) {
            let relay = PublishRelay<Int>()
            return pumpOnes(
                subscribers: 1, count: 1_000_000,
                subscribe: { relay.asSignal().emit(onNext: $0) }, send: relay.accept
            )
        },
        SideBySideWorkload(name: "CocoaSignalRelay10Subscribers", units: 1_000_000) {
            let relay = PublishRelay<Int>()
            let signal = relay.asSignal()
            return pumpOnes(
                subscribers: 10, count: 1_000_000,
                subscribe: { signal.emit(onNext: $0) }, send: relay.accept
            )
        },
        SideBySideWorkload(name: "CocoaAsDriverOnErrorJustReturnPumping", units: 1_000_000) {
            let subject = PublishSubject<Int>()
            var sum = 0
            let subscription = subject.asDriver(onErrorJustReturn: -1).drive(onNext: { sum &+= $0 })
            for _ in 0..<1_000_000 { subject.onNext(1) }
            subject.onError(WorkloadError.failed)
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "CocoaDriverOperatorChain", units: 1_000_000) {
            let relay = BehaviorRelay(value: 0)
            var sum = 0
            let subscription = relay.asDriver()
                .map { $0 / 2 }
                .filter { $0 & 3 != 3 }
                .distinctUntilChanged()
                .scan(0) { $0 &+ $1 }
                .drive(onNext: { sum &+= $0 })
            for index in 0..<1_000_000 { relay.accept(index) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "CocoaDriverCombineLatest", units: 1_000_000) {
            let first = BehaviorRelay(value: 0)
            let second = BehaviorRelay(value: 0)
            var sum = 0
            let subscription = Driver.combineLatest(first.asDriver(), second.asDriver()) { $0 &+ $1 }
                .drive(onNext: { sum &+= $0 })
            for index in 0..<500_000 {
                first.accept(index & 7)
                second.accept(1)
            }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "CocoaSignalWithLatestFromDriver", units: 1_000_000) {
            let taps = PublishRelay<Void>()
            let state = BehaviorRelay(value: 0)
            var sum = 0
            let subscription = taps.asSignal().withLatestFrom(state.asDriver()).emit(onNext: { sum &+= $0 })
            for index in 0..<500_000 {
                state.accept(index & 7)
                taps.accept(())
            }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "CocoaDriverFlatMapLatestJust", units: 100_000) {
            let relay = BehaviorRelay(value: 0)
            var sum = 0
            let subscription = relay.asDriver().flatMapLatest { Driver.just($0 &+ 1) }.drive(onNext: { sum &+= $0 })
            for index in 0..<100_000 { relay.accept(index & 7) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "CocoaDriveBehaviorRelay", units: 1_000_000) {
            let input = BehaviorRelay(value: 0)
            let output = BehaviorRelay(value: 0)
            let subscription = input.asDriver().map { $0 &+ 1 }.drive(output)
            var sum = 0
            for _ in 0..<1_000_000 {
                input.accept(1)
                sum &+= output.value
            }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "CocoaEmitToBehaviorRelay", units: 1_000_000) {
            let input = PublishRelay<Int>()
            let output = BehaviorRelay(value: 0)
            let subscription = input.asSignal().map { $0 &+ 1 }.emit(to: output)
            var sum = 0
            for _ in 0..<1_000_000 {
                input.accept(1)
                sum &+= output.value
            }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "CocoaDriverChainedViewModels", units: 1_000_000) {
            // One view model's driver feeds a relay that another view model drives the view from.
            let input = BehaviorRelay(value: 0)
            let middle = BehaviorRelay(value: 0)
            var sum = 0
            let feed = input.asDriver().map { $0 &+ 1 }.drive(middle)
            let view = middle.asDriver().map { $0 &* 2 }.drive(onNext: { sum &+= $0 })
            for _ in 0..<1_000_000 { input.accept(1) }
            feed.dispose()
            view.dispose()
            return sum
        },
        SideBySideWorkload(name: "CocoaBindToRelay", units: 1_000_000) {
            let subject = PublishSubject<Int>()
            let output = PublishRelay<Int>()
            var sum = 0
            let observer = output.subscribe(onNext: { sum &+= $0 })
            let binding = subject.map { $0 &+ 1 }.bind(to: output)
            for _ in 0..<1_000_000 { subject.onNext(1) }
            binding.dispose()
            observer.dispose()
            return sum
        },
        SideBySideWorkload(name: "CocoaBindOnNext", units: 1_000_000) {
            let subject = PublishSubject<Int>()
            var sum = 0
            let binding = subject.bind(onNext: { sum &+= $0 })
            for _ in 0..<1_000_000 { subject.onNext(1) }
            binding.dispose()
            return sum
        },
        SideBySideWorkload(name: "CocoaControlPropertyOrEmptyDriver", units: 1_000_000) {
            let field = TextFieldModel()
            let words: [String?] = ["user", nil, "name", "secret"]
            var sum = 0
            let subscription = field.property.orEmpty.asDriver().map { $0.utf8.count }.drive(onNext: { sum &+= $0 })
            for index in 0..<1_000_000 { field.typed.accept(words[index & 3]) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "CocoaControlPropertyChangedSignal", units: 1_000_000) {
            let field = TextFieldModel()
            let words: [String?] = ["user", nil, "name", "secret"]
            var sum = 0
            let subscription = field.property.changed.asSignal().emit(onNext: { sum &+= $0?.utf8.count ?? 7 })
            for index in 0..<1_000_000 { field.typed.accept(words[index & 3]) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "CocoaBindToControlProperty", units: 1_000_000) {
            let field = TextFieldModel()
            let names = PublishSubject<String>()
            let words = ["user", "name", "secret", ""]
            var sum = 0
            let binding = names.bind(to: field.property.orEmpty)
            for index in 0..<1_000_000 {
                names.onNext(words[index & 3])
                sum &+= field.text?.utf8.count ?? 0
            }
            binding.dispose()
            return sum
        },
        SideBySideWorkload(name: "CocoaDriverJustMapDriveCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                Driver.just(1).map { $0 &+ 1 }.drive(onNext: { sum &+= $0 }).dispose()
            }
            return sum
        },
        SideBySideWorkload(name: "CocoaRelayAsDriverDriveCreating", units: 100_000) {
            let relay = BehaviorRelay(value: 1)
            var sum = 0
            for _ in 0..<100_000 {
                relay.asDriver().drive(onNext: { sum &+= $0 }).dispose()
            }
            return sum
        },
        SideBySideWorkload(name: "CocoaDriverOfCreating", units: 10_000) {
            var sum = 0
            var completed = 0
            for _ in 0..<10_000 {
                _ = Driver.of(1, 2, 3).drive(onNext: { sum &+= $0 }, onCompleted: { completed += 1 })
            }
            runMainQueue { completed == 10_000 }
            return sum
        },
        SideBySideWorkload(name: "CocoaDriverFromArrayPumping", units: 100_000) {
            var sum = 0
            var completed = false
            let subscription = Driver.from(Array(repeating: 1, count: 100_000))
                .drive(onNext: { sum &+= $0 }, onCompleted: { completed = true })
            runMainQueue { completed }
            subscription.dispose()
            return sum
        },
    ]
    workloads += cocoaTestingWorkloads()
    return workloads
}

#if RXSWIFT || os(Linux)
/// A driver under test: `SharingScheduler.mock` with a `TestScheduler`, fed by a hot test observable.
private func cocoaTestingWorkloads() -> [SideBySideWorkload] {
    [
        SideBySideWorkload(name: "CocoaSharingSchedulerMockDriver", units: 10_000) {
            var events: [Recorded<Event<Int>>] = []
            for index in 0..<10_000 { events.append(.next(10 + index * 10, index)) }
            events.append(.completed(10 + 10_000 * 10))
            let scheduler = TestScheduler(initialClock: 0)
            var count = 0
            SharingScheduler.mock(scheduler: scheduler) {
                let xs = scheduler.createHotObservable(events)
                let observer = scheduler.start(created: 0, subscribed: 0, disposed: 1_000_000) {
                    xs.asDriver(onErrorJustReturn: -1).map { $0 &* 2 }.filter { $0 & 3 == 0 }.asObservable()
                }
                count = observer.events.count &+ (observer.events.last?.time ?? 0)
            }
            return count
        },
    ]
}
#else
/// The group's virtual-time workload where SendableRxTest can be linked (see SideBySide+Testing.swift).
private func cocoaTestingWorkloads() -> [SideBySideWorkload] {
    []
}
#endif
