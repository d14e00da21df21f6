// SendableRx tests — random marble sequences for the property tests, and what a subscriber of them sees.

import SendableRx
import SendableRxTest

/// The error the random marbles end with; its code tells errors apart.
struct PropertyError: Error, Equatable, CustomStringConvertible {
    let code: Int

    var description: String { "PropertyError(\(code))" }
}

/// Whether a marble is replayed by a hot test observable (absolute times) or a cold one (times relative to each
/// subscription).
enum Temperature: String {
    case hot
    case cold
}

/// A recorded sequence — elements at strictly increasing times, then maybe an error or a completion — and the
/// kind of test observable that plays it.
struct Marble: CustomStringConvertible {
    let temperature: Temperature
    /// The events as handed to the scheduler: absolute times when hot, relative to the subscription when cold.
    let events: [Recorded<Event<Int>>]

    var isHot: Bool { temperature == .hot }

    /// The test observable that plays the marble on `scheduler`.
    func make(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        switch temperature {
        case .hot: return scheduler.createHotObservable(events)
        case .cold: return scheduler.createColdObservable(events)
        }
    }

    /// The events, with absolute times, that a subscriber subscribed from `subscribedAt` until `disposedAt` sees.
    ///
    /// The `TestScheduler` runs actions due at the same tick in the order they were scheduled. A hot observable
    /// schedules all its events when it is created — before `start` schedules the subscription and the disposal —
    /// so a hot event at the disposal tick is still seen, and one at the subscription tick is seen only when the
    /// subscription itself was scheduled earlier (`hotTieSeen`). A cold observable schedules its events when it is
    /// subscribed to, after the disposal was scheduled, so a cold event at the disposal tick is not seen.
    func observed(subscribedAt: Int = 200, hotTieSeen: Bool = false, disposedAt: Int = 1000) -> [Recorded<Event<Int>>] {
        switch temperature {
        case .hot:
            return events.filter {
                ($0.time > subscribedAt || ($0.time == subscribedAt && hotTieSeen)) && $0.time <= disposedAt
            }
        case .cold:
            return events
                .map { Recorded(time: $0.time + subscribedAt, value: $0.value) }
                .filter { $0.time < disposedAt }
        }
    }

    var description: String {
        "\(temperature) \(render(events))"
    }

    /// A random marble.
    ///
    /// - Parameters:
    ///   - rng: The generator.
    ///   - temperature: Hot or cold; random when `nil`.
    ///   - values: The range of the elements; a small range gives many repeats.
    ///   - window: The range of the event times (absolute when hot, relative when cold); by default hot marbles
    ///     start a little before the subscription at 200 (so some elements are missed) and cold ones right after
    ///     it, and both end before the disposal at 1000.
    ///   - terminalTies: Whether the terminal event may share the last element's tick.
    ///   - maxCount: The largest number of elements.
    static func random(
        _ rng: inout SplitMix64,
        temperature: Temperature? = nil,
        values: ClosedRange<Int> = 0...9,
        window: ClosedRange<Int>? = nil,
        terminalTies: Bool = true,
        maxCount: Int = 30
    ) -> Marble {
        let temperature = temperature ?? (rng.bool() ? .hot : .cold)
        let window = window ?? (temperature == .hot ? rng.int(150...215)...990 : 1...790)
        let roll = rng.int(0...99)
        let count = roll < 8 ? 0 : (roll < 70 ? rng.int(1...min(8, maxCount)) : rng.int(min(9, maxCount)...maxCount))
        var events: [Recorded<Event<Int>>] = []
        var time = window.lowerBound - 1
        for _ in 0..<count {
            let next = time + randomGap(&rng)
            if next > window.upperBound { break }
            time = next
            events.append(.next(time, rng.int(values)))
        }
        let ending = rng.int(0...9)
        if ending < 7 {
            let gap = terminalTies && !events.isEmpty && rng.percent(10) ? 0 : randomGap(&rng)
            let end = time + gap
            if end <= window.upperBound {
                events.append(ending < 4 ? .completed(end) : .error(end, PropertyError(code: rng.int(1...3))))
            }
        }
        return Marble(temperature: temperature, events: events)
    }

    /// A gap between events: mostly short, sometimes long.
    static func randomGap(_ rng: inout SplitMix64) -> Int {
        switch rng.int(0...99) {
        case 0..<45: return rng.int(1...4)
        case 45..<85: return rng.int(5...30)
        default: return rng.int(31...150)
        }
    }
}

/// The recorded events as test source code: `[.next(210, 1), .completed(300)]`.
func render<Element>(_ events: [Recorded<Event<Element>>]) -> String {
    let parts = events.map { recorded -> String in
        switch recorded.value {
        case .next(let element): return ".next(\(recorded.time), \(String(reflecting: element)))"
        case .error(let error): return ".error(\(recorded.time), \(String(describing: error)))"
        case .completed: return ".completed(\(recorded.time))"
        }
    }
    return "[" + parts.joined(separator: ", ") + "]"
}

/// The subscriptions as test source code: `[Subscription(200, 300)]`.
func render(_ subscriptions: [Subscription]) -> String {
    let parts = subscriptions.map { subscription in
        subscription.unsubscribe == Int.max
            ? "Subscription(\(subscription.subscribe))"
            : "Subscription(\(subscription.subscribe), \(subscription.unsubscribe))"
    }
    return "[" + parts.joined(separator: ", ") + "]"
}

extension Array {
    /// The time of the terminal event of a recorded sequence, if it has one.
    func terminalTime<Value>() -> Int? where Element == Recorded<Event<Value>> {
        last.flatMap { $0.value.isStopEvent ? $0.time : nil }
    }

    /// The elements of a recorded sequence, with their times.
    func timedElements<Value>() -> [(time: Int, element: Value)] where Element == Recorded<Event<Value>> {
        compactMap { recorded in recorded.value.element.map { (recorded.time, $0) } }
    }

    /// The terminal event of a recorded sequence, if it has one.
    func terminal<Value>() -> Recorded<Event<Value>>? where Element == Recorded<Event<Value>> {
        last.flatMap { $0.value.isStopEvent ? $0 : nil }
    }
}
