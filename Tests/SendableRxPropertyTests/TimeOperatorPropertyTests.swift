// SendableRx tests — properties of the time operators on virtual time: debounce, throttle, delay, timeout (and
// take(for:), skip(_:scheduler:), delaySubscription), each compared with an exact model of RxSwift's semantics
// and checked against the plain-language property it promises.
//
// Tick ordering on a TestScheduler, which the models rely on: actions due at the same tick run in the order they
// were scheduled. Source events were all scheduled before any operator timer (hot ones when the source was
// created, cold ones on subscription at 200), so at a shared tick the source event runs first — except for a
// timer an operator schedules on subscription *before* subscribing to a cold source (timeout, take(for:),
// skip(_:scheduler:)), which runs before that source's events. The disposal at 1000 was scheduled before both
// operator timers and cold events, so neither runs at 1000. A due time of 0 is scheduled for "now", which the
// TestScheduler runs one tick later.

import SendableRx
import SendableRxTest
import XCTest

final class TimeOperatorPropertyTests: PropertyTestCase {
    /// Due times: mostly short against the marbles' gaps, sometimes long, sometimes beyond the test horizon.
    private static func randomDueTime(_ rng: inout SplitMix64) -> Int {
        switch rng.int(0...99) {
        case 0..<10: return 0
        case 10..<75: return rng.int(1...40)
        case 75..<93: return rng.int(41...150)
        default: return rng.int(151...900)
        }
    }

    // MARK: debounce

    func testDebounce() {
        checkUnary("debounce", values: 0...999) { rng in
            let due = Self.randomDueTime(&rng)
            return UnaryCase<Int>(
                "debounce(.seconds(\(due)))",
                build: { source, scheduler in source.debounce(.seconds(due), scheduler: scheduler) },
                model: { view in debounceModel(view.events, due: due) },
                invariants: { view, output in debounceViolations(view.events, output, due: due) }
            )
        }
    }

    // MARK: throttle

    func testThrottleLatest() {
        checkThrottle(latest: true)
    }

    func testThrottleNotLatest() {
        checkThrottle(latest: false)
    }

    private func checkThrottle(latest: Bool, file: StaticString = #filePath, line: UInt = #line) {
        checkUnary("throttle(latest: \(latest))", values: 0...999, file: file, line: line) { rng in
            let due = Self.randomDueTime(&rng)
            return UnaryCase<Int>(
                "throttle(.seconds(\(due)), latest: \(latest))",
                build: { source, scheduler in source.throttle(.seconds(due), latest: latest, scheduler: scheduler) },
                model: { view in throttleModel(view.events, due: due, latest: latest) },
                invariants: { view, output in throttleViolations(view.events, output, due: due, latest: latest) }
            )
        }
    }

    // MARK: delay

    func testDelay() {
        checkUnary("delay", values: 0...999) { rng in
            let due = Self.randomDueTime(&rng)
            return UnaryCase<Int>(
                "delay(.seconds(\(due)))",
                build: { source, scheduler in source.delay(.seconds(due), scheduler: scheduler) },
                model: { view in delayModel(view.events, due: due) },
                // The source is released when it terminates, not when the delayed terminal event is delivered.
                subscriptions: { view, _ in [Subscription(200, view.events.terminalTime() ?? 1000)] },
                invariants: { view, output in delayViolations(view.events, output, due: due) }
            )
        }
    }

    // MARK: timeout

    func testTimeout() {
        checkUnary("timeout", values: 0...999) { rng in
            let due = Self.randomDueTime(&rng)
            return UnaryCase<Int>(
                "timeout(.seconds(\(due)))",
                build: { source, scheduler in source.timeout(.seconds(due), scheduler: scheduler) },
                model: { view in timeoutModel(view.events, due: due, hot: view.isHot) },
                invariants: { view, output in timeoutViolations(view.events, output, due: due) }
            )
        }
    }

    // MARK: take(for:), skip(_:scheduler:), delaySubscription

    func testTakeForDuration() {
        checkUnary("take(for:)", values: 0...999) { rng in
            let due = Self.randomDueTime(&rng)
            return UnaryCase<Int>(
                "take(for: .seconds(\(due)))",
                build: { source, scheduler in source.take(for: .seconds(due), scheduler: scheduler) },
                model: { view in
                    let deadline = 200 + max(due, 1)
                    var output: [Recorded<Event<Int>>] = []
                    for recorded in view.events {
                        // The duration's timer was scheduled before a cold source's events, after a hot one's.
                        guard recorded.time < deadline || (recorded.time == deadline && view.isHot) else { break }
                        output.append(recorded)
                        if recorded.value.isStopEvent { return output }
                    }
                    if deadline < 1000 { output.append(.completed(deadline)) }
                    return output
                }
            )
        }
    }

    func testSkipForDuration() {
        checkUnary("skip(_:scheduler:)", values: 0...999) { rng in
            let due = Self.randomDueTime(&rng)
            return UnaryCase<Int>(
                "skip(.seconds(\(due)), scheduler:)",
                build: { source, scheduler in source.skip(.seconds(due), scheduler: scheduler) },
                model: { view in
                    let opening = 200 + max(due, 1)
                    return view.events.filter { recorded in
                        recorded.value.isStopEvent || recorded.time > opening
                            || (recorded.time == opening && !view.isHot)
                    }
                }
            )
        }
    }

    func testDelaySubscription() {
        checkUnary("delaySubscription", values: 0...999) { rng in
            let due = Self.randomDueTime(&rng)
            let subscribedAt = 200 + max(due, 1)
            return UnaryCase<Int>(
                "delaySubscription(.seconds(\(due)))",
                build: { source, scheduler in source.delaySubscription(.seconds(due), scheduler: scheduler) },
                // Hot events at the subscription tick were scheduled before it, so they are missed.
                model: { view in view.marble.observed(subscribedAt: subscribedAt) },
                subscriptions: { _, output in
                    subscribedAt < 1000 ? [Subscription(subscribedAt, output.terminalTime() ?? 1000)] : []
                }
            )
        }
    }
}

// MARK: - Models

/// RxSwift's debounce: an element is sent `due` ticks after it arrived (one tick when `due` is 0) if nothing else
/// arrived by then; a completion sends the waiting element at once; an error drops it.
func debounceModel(_ events: [Recorded<Event<Int>>], due: Int) -> [Recorded<Event<Int>>] {
    let wait = max(due, 1)
    var output: [Recorded<Event<Int>>] = []
    for (index, recorded) in events.enumerated() {
        guard case .next(let value) = recorded.value else {
            output.append(recorded)
            continue
        }
        let fires = recorded.time + wait
        if index + 1 < events.count {
            let following = events[index + 1]
            if following.time > fires {
                output.append(.next(fires, value))
            } else if following.value.isCompleted {
                output.append(.next(following.time, value))
            }
        } else if fires < 1000 {
            output.append(.next(fires, value))
        }
    }
    return output
}

/// RxSwift's throttle, as a simulation of its state: the first element of a window is sent at once; with `latest`
/// the last element that arrives inside the window is sent when the window closes (`due` after the previous
/// send), and a completion that arrives while it waits is sent after it.
func throttleModel(_ events: [Recorded<Event<Int>>], due: Int, latest: Bool) -> [Recorded<Event<Int>>] {
    var output: [Recorded<Event<Int>>] = []
    var lastSent: Int?
    var waiting: Int?
    var completionWaits = false
    var timer: Int?

    // Returns whether the sequence ended.
    func fire(_ time: Int) -> Bool {
        timer = nil
        if let element = waiting {
            output.append(.next(time, element))
            lastSent = time
            waiting = nil
        }
        if completionWaits {
            output.append(.completed(time))
            return true
        }
        return false
    }

    for recorded in events {
        // A timer due before this event fires first; one due at the same tick fires after it.
        if let time = timer, time < recorded.time, fire(time) { return output }
        switch recorded.value {
        case .next(let element):
            let remaining = lastSent.map { due - (recorded.time - $0) } ?? 0
            if remaining <= 0 {
                output.append(.next(recorded.time, element))
                lastSent = recorded.time
                waiting = nil
            } else if latest {
                if waiting == nil { timer = recorded.time + remaining }
                waiting = element
            }
        case .error:
            output.append(recorded)
            return output
        case .completed:
            if waiting == nil {
                output.append(recorded)
                return output
            }
            completionWaits = true
        }
    }
    if let time = timer, time < 1000 { _ = fire(time) }
    return output
}

/// RxSwift's delay: each element and the completion is delivered `due` ticks after it arrived (one tick when `due`
/// is 0), but never at the same tick as the previous delivery; an error is sent at once and drops what has not
/// been delivered yet.
func delayModel(_ events: [Recorded<Event<Int>>], due: Int) -> [Recorded<Event<Int>>] {
    let wait = max(due, 1)
    let errorTime = events.first { $0.value.error != nil }?.time
    let cutoff = min(errorTime ?? 1000, 1000)
    var output: [Recorded<Event<Int>>] = []
    var previous = Int.min
    for recorded in events where recorded.value.error == nil {
        let time = max(recorded.time + wait, previous + 1)
        if time >= cutoff { break }
        output.append(Recorded(time: time, value: recorded.value))
        previous = time
    }
    if let error = events.terminal(), error.value.error != nil {
        output.append(error)
    }
    return output
}

/// RxSwift's timeout: events pass until `due` ticks (one when `due` is 0) go by after the subscription or the
/// previous element without an event; then the sequence fails with `RxError.timeout` and releases the source.
func timeoutModel(_ events: [Recorded<Event<Int>>], due: Int, hot: Bool) -> [Recorded<Event<Int>>] {
    let wait = max(due, 1)
    var output: [Recorded<Event<Int>>] = []
    var deadline = 200 + wait
    var isFirstTimer = true
    for recorded in events {
        // The first timer was scheduled on subscription, before a cold source's events; later timers after all.
        let eventFirst = recorded.time < deadline || (recorded.time == deadline && (hot || !isFirstTimer))
        guard eventFirst else { break }
        output.append(recorded)
        if recorded.value.isStopEvent { return output }
        deadline = recorded.time + wait
        isFirstTimer = false
    }
    if deadline < 1000 {
        output.append(.error(deadline, RxError.timeout))
    }
    return output
}

// MARK: - Properties, stated independently of the models

private func debounceViolations(
    _ input: [Recorded<Event<Int>>], _ output: [Recorded<Event<Int>>], due: Int
) -> [String] {
    let wait = max(due, 1)
    var violations: [String] = []
    let completion = input.terminal().flatMap { $0.value.isCompleted ? $0.time : nil }
    var previousTimed: Int?
    for (time, element) in output.timedElements() {
        if time == completion { continue }  // flushed by the completion: not a quiet period
        // A quiet-period send: the element arrived exactly `wait` before, and nothing arrived since.
        let arrivals = input.filter { $0.time > time - wait && $0.time <= time }
        let origin = input.first { $0.time == time - wait }
        if !arrivals.isEmpty || origin?.value.element != element {
            violations.append("\(element) sent at \(time) is not the last element before a quiet period of \(wait)")
        }
        if let previous = previousTimed, time - previous < wait {
            violations.append("sends at \(previous) and \(time) are closer than the due time \(wait)")
        }
        previousTimed = time
    }
    return violations
}

private func throttleViolations(
    _ input: [Recorded<Event<Int>>], _ output: [Recorded<Event<Int>>], due: Int, latest: Bool
) -> [String] {
    var violations: [String] = []
    let sent = output.timedElements()
    for (previous, next) in zip(sent, sent.dropFirst()) where next.time - previous.time < due {
        violations.append("sends at \(previous.time) and \(next.time) are closer than the window \(due)")
    }
    // Sent elements are source elements, in source order, each sent no earlier than it arrived.
    var cursor = input.timedElements()[...]
    for (time, element) in sent {
        // Without latest an element can only be sent when it arrives.
        let candidate = cursor.firstIndex { $0.element == element && (latest ? $0.time <= time : $0.time == time) }
        guard let match = candidate else {
            violations.append(
                "\(element) sent at \(time) is not a later source element" + (latest ? "" : " arriving then")
            )
            continue
        }
        cursor = cursor[(match + 1)...]
    }
    // With latest, the last element before a completion is never lost (if the window closes before 1000).
    if latest, let end = input.terminal(), end.value.isCompleted, let last = input.timedElements().last,
       output.terminalTime() != nil, sent.last?.element != last.element {
        violations.append("latest: true lost the last element \(last.element)")
    }
    return violations
}

private func delayViolations(
    _ input: [Recorded<Event<Int>>], _ output: [Recorded<Event<Int>>], due: Int
) -> [String] {
    let wait = max(due, 1)
    var violations: [String] = []
    // With strictly increasing input ticks, every delivered element and completion is shifted by exactly `wait`.
    let strictlyIncreasing = zip(input, input.dropFirst()).allSatisfy { $0.time < $1.time }
    for recorded in output {
        if let error = recorded.value.error {
            if input.terminal()?.time != recorded.time || input.terminal()?.value.error == nil {
                violations.append("error \(error) at \(recorded.time) was not forwarded at once")
            }
        } else if strictlyIncreasing,
                  !input.contains(where: { $0.time == recorded.time - wait && $0.value == recorded.value }) {
            violations.append("\(recorded.value) at \(recorded.time) is not a source event shifted by \(wait)")
        }
    }
    return violations
}

private func timeoutViolations(
    _ input: [Recorded<Event<Int>>], _ output: [Recorded<Event<Int>>], due: Int
) -> [String] {
    let wait = max(due, 1)
    var violations: [String] = []
    var passed = output
    if let last = output.last, case .error(let error) = last.value, error is RxError {
        passed.removeLast()
        let previous = passed.last?.time ?? 200
        if last.time - previous != wait {
            violations.append("timed out at \(last.time), \(last.time - previous) ticks after the last event")
        }
        if input.contains(where: { $0.time > previous && $0.time < last.time }) {
            violations.append("timed out at \(last.time) although an event arrived after \(previous)")
        }
    }
    if Array(input.prefix(passed.count)) != passed {
        violations.append("the events before the timeout are not the source's")
    }
    return violations
}
