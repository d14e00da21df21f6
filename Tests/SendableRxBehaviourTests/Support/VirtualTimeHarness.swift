// SendableRx tests — runs table entries on virtual time and checks the generic operator contract.

import Foundation
import SendableRx
import SendableRxTest

/// The standard test sources, written as absolute times for a subscription at 200. The inputs are cold test
/// observables (the times are made relative to each subscription), so that an operator that subscribes later
/// (concat, catch, retry…) sees the events too. Times are chosen so that no event of a subscription at 200
/// coincides with a dispose time of the suite (205, 225, 415 and 1000), which makes "recorded before the dispose
/// time" an exact criterion.
enum StandardSource {
    /// The events of input `index` of kind `kind` in `scenario`.
    static func events(_ kind: InputKind, index: Int, scenario: Scenario) -> [Recorded<Event<Int>>] {
        let shift = 5 * index
        switch scenario {
        case .elements:
            return elements(kind, index: index)
        case .empty(let emptyIndex) where emptyIndex == index:
            return [.completed(250 + shift)]
        case .error(let errorIndex) where errorIndex == index:
            switch kind {
            case .observable, .infallible:
                return [.next(210 + shift, 1 + 10 * index), .error(250 + shift, BehaviourError.source)]
            case .single, .maybe, .completable:
                return [.error(250 + shift, BehaviourError.source)]
            }
        case .empty, .error:
            return elements(kind, index: index)
        case .never:
            return []
        }
    }

    /// The standard elements of input `index`: several elements for observables, one for single-element traits.
    static func elements(_ kind: InputKind, index: Int) -> [Recorded<Event<Int>>] {
        switch (kind, index) {
        case (.observable, 0), (.infallible, 0):
            return [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)]
        case (.observable, _), (.infallible, _):
            return [.next(215, 10), .next(235, 20), .completed(310)]
        case (.single, 0), (.maybe, 0):
            return [.next(220, 1), .completed(230)]
        case (.single, _), (.maybe, _):
            return [.next(215, 10), .completed(235)]
        case (.completable, 0):
            return [.completed(230)]
        case (.completable, _):
            return [.completed(235)]
        }
    }

    /// The events of every input of `entry` in `scenario`.
    static func inputs(of entry: Entry, _ scenario: Scenario) -> [[Recorded<Event<Int>>]] {
        entry.inputs.enumerated().map { events($1, index: $0, scenario: scenario) }
    }
}

/// What one virtual-time run of an entry recorded.
struct VirtualRun {
    /// The events the result delivered, elements as strings.
    var events: [Recorded<Event<String>>] = []
    /// The subscriptions of each test input.
    var subscriptions: [[Subscription]] = []
    /// When the result's subscription was disposed (nil if never).
    var disposedAt: TestTime?
    /// Contract violations seen while the run was in progress.
    var problems: [String] = []
    /// How many events were delivered synchronously inside `subscribe`.
    var eventsDuringSubscribe = 0

    var terminal: Recorded<Event<String>>? { events.first { $0.value.isStopEvent } }

    /// When the result ended: its terminal event or its disposal, whichever came first.
    var endTime: TestTime { min(terminal?.time ?? .max, disposedAt ?? .max) }

    /// The events recorded strictly before `time`.
    func events(before time: TestTime) -> [Recorded<Event<String>>] {
        events.filter { $0.time < time }
    }
}

/// Records the result of an entry on virtual time and notes events that arrive after dispose or after a
/// terminal event.
final class VirtualRecorder: ObserverType {
    typealias Element = String

    let scheduler: TestScheduler
    private(set) var events: [Recorded<Event<String>>] = []
    private(set) var problems: [String] = []
    private(set) var disposedAt: TestTime?
    /// Called after each `.next` has been recorded.
    var afterNext: (() -> Void)?

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func on(_ event: Event<String>) {
        let now = scheduler.clock
        if let disposedAt {
            problems.append("\(render(event)) delivered at \(now), after the subscription was disposed at \(disposedAt)")
        }
        if let terminal = events.first(where: { $0.value.isStopEvent }) {
            problems.append("\(render(event)) delivered at \(now), after the terminal \(render(terminal.value))")
        }
        events.append(Recorded(time: now, value: event))
        if case .next = event { afterNext?() }
    }

    /// Notes that the subscription is being disposed now.
    func markDisposed() {
        if disposedAt == nil { disposedAt = scheduler.clock }
    }
}

/// How one virtual-time run is set up.
struct RunPlan {
    /// The events of each input.
    var inputs: [[Recorded<Event<Int>>]]
    /// When the result's subscription is disposed.
    var disposeAt: TestTime = 1000
    /// Whether the observer disposes its own subscription when it receives its first element.
    var disposeOnFirstElement = false
}

/// Runs `entry` once: builds it at 100, subscribes at 200, disposes at `plan.disposeAt`, then lets the
/// scheduler run out (bounded, so that a runaway timer cannot hang the suite).
func runVirtual(_ entry: Entry, _ plan: RunPlan) -> VirtualRun {
    let scheduler = TestScheduler(initialClock: 0)
    let inputs = plan.inputs.map { events in
        scheduler.createColdObservable(events.map { Recorded(time: $0.time - 200, value: $0.value) })
    }
    let context = BuildContext(sources: inputs.map { $0.asObservable() }, scheduler: scheduler)
    let recorder = VirtualRecorder(scheduler: scheduler)
    var built: Built?
    var subscription: (any Disposable)?
    var disposeWhenSubscribed = false

    if plan.disposeOnFirstElement {
        recorder.afterNext = {
            recorder.afterNext = nil
            guard let current = subscription else {
                // Still inside `subscribe`: the disposable does not exist yet.
                disposeWhenSubscribed = true
                return
            }
            recorder.markDisposed()
            current.dispose()
        }
    }
    scheduler.scheduleAt(100) {
        built = entry.build(context)
    }
    var eventsDuringSubscribe = 0
    scheduler.scheduleAt(200) {
        subscription = built?.subscribe(recorder.asObserver())
        eventsDuringSubscribe = recorder.events.count
        if disposeWhenSubscribed {
            recorder.markDisposed()
            subscription?.dispose()
        }
    }
    scheduler.scheduleAt(plan.disposeAt) {
        recorder.markDisposed()
        subscription?.dispose()
    }
    scheduler.scheduleAt(20_000) { [unowned scheduler] in
        scheduler.stop()
    }
    scheduler.start()
    recorder.afterNext = nil

    var run = VirtualRun()
    run.events = recorder.events
    run.subscriptions = inputs.map(\.subscriptions)
    run.disposedAt = recorder.disposedAt
    run.problems = recorder.problems
    run.eventsDuringSubscribe = eventsDuringSubscribe
    return run
}

/// The generic contract of one run: event grammar, upstream subscriptions ended when the result ended, and
/// (if given) the expected outcome.
func contractProblems(_ run: VirtualRun, entry: Entry, expected: Outcome?, injected: BehaviourError = .source) -> [String] {
    var problems = run.problems
    let terminals = run.events.indices.filter { run.events[$0].value.isStopEvent }
    if terminals.count > 1 {
        problems.append("\(terminals.count) terminal events: \(render(run.events))")
    } else if let index = terminals.first, index != run.events.count - 1 {
        problems.append("events after the terminal event: \(render(run.events))")
    }
    let slack = entry.has(.disposesUpstreamOnScheduler) ? 1 : 0
    let end = entry.has(.passesObserverToSource) ? (run.disposedAt ?? .max) : run.endTime
    for (index, subscriptions) in run.subscriptions.enumerated() {
        for subscription in subscriptions where subscription.unsubscribe > end &+ slack {
            problems.append(
                "input \(index) subscription \(subscription.debugDescription) still open after the result ended at "
                    + "\(end) (events: \(render(run.events)))"
            )
        }
    }
    if let expected {
        problems += outcomeProblems(run, expected: expected, injected: injected)
    }
    return problems
}

/// Whether the run ended the way `expected` says.
func outcomeProblems(_ run: VirtualRun, expected: Outcome, injected: BehaviourError) -> [String] {
    outcomeMatches(run.terminal?.value, expected, injected) ? [] : ["expected \(expected), got \(render(run.events))"]
}

/// Whether `terminal` (nil: none) is the ending `expected` describes.
func outcomeMatches(_ terminal: Event<String>?, _ expected: Outcome, _ injected: BehaviourError) -> Bool {
    switch (expected, terminal) {
    case (.completes, .completed?):
        true
    case (.fails, .error(let error)?):
        (error as? BehaviourError) == injected
    case (.failsOther, .error(let error)?):
        !(error is BehaviourError)
    case (.silent, nil):
        true
    default:
        false
    }
}

/// `210:next(1) 300:completed`.
func render(_ events: [Recorded<Event<String>>]) -> String {
    events.isEmpty ? "no events" : events.map { "\($0.time):\(render($0.value))" }.joined(separator: " ")
}

func render(_ event: Event<String>) -> String {
    switch event {
    case .next(let element): "next(\(element))"
    case .error(let error): "error(\(error))"
    case .completed: "completed"
    }
}
