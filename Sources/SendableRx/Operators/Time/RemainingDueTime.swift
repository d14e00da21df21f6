// SendableRx — what is left of a time operator's due time after part of it has passed.

import Foundation

extension DispatchTimeInterval {
    /// The interval less `elapsed` seconds, counted in the interval's own unit, rounded to a whole number of that
    /// unit, and never below zero; `.never` stays `.never`.
    ///
    /// This is how RxSwift's `throttle` and `delay` compute the rest of a wait, and the rounding is visible: on a
    /// `TestScheduler` whose tick is a tenth of a second, `.seconds(1)` less 0.7 s leaves `.seconds(0)` (the wait
    /// is over) and less 0.3 s leaves `.seconds(1)`, not 0.7 s. Intervals given in milliseconds or nanoseconds
    /// round at that precision instead.
    @usableFromInline
    func remaining(after elapsed: TimeInterval) -> DispatchTimeInterval {
        func rest(_ value: Int, _ unitsPerSecond: Double) -> Int {
            let remainder = Double(value) - elapsed * unitsPerSecond
            guard remainder > 0 else { return 0 }
            let rounded = remainder.rounded(.toNearestOrAwayFromZero)
            // Double(Int.max) rounds up to 2^63, which Int cannot hold.
            return rounded < Double(Int.max) ? Int(rounded) : Int.max
        }
        switch self {
        case .seconds(let value): return .seconds(rest(value, 1))
        case .milliseconds(let value): return .milliseconds(rest(value, 1_000))
        case .microseconds(let value): return .microseconds(rest(value, 1_000_000))
        case .nanoseconds(let value): return .nanoseconds(rest(value, 1_000_000_000))
        case .never: return .never
        @unknown default: return .never
        }
    }
}
