// SendableRxCocoa — argument checks: a shared sequence cannot report a bad argument as an error.

import Dispatch
import SendableRx

/// Whether `interval` lies in the past.
@usableFromInline
func intervalIsNegative(_ interval: RxTimeInterval) -> Bool {
    switch interval {
    case .seconds(let value): value < 0
    case .milliseconds(let value): value < 0
    case .microseconds(let value): value < 0
    case .nanoseconds(let value): value < 0
    case .never: false
    @unknown default: false
    }
}

/// Stops the program when a time argument of a shared-sequence operator is negative: the core operator would fail
/// with `RxError.argumentOutOfRange`, an error a `Driver` or `Signal` must never send.
@usableFromInline
func requireNonNegative(_ interval: RxTimeInterval, _ what: @autoclosure () -> String) {
    precondition(!intervalIsNegative(interval), "\(what()) can't be negative (\(interval))")
}
