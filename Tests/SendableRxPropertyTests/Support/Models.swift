// SendableRx tests — building blocks of the reference models: a fold over recorded input events.

import SendableRx
import SendableRxTest

/// The error the throwing closures of the property tests throw.
let closureError = PropertyError(code: 99)

/// A reference model written as a fold over the input events.
///
/// Each input event produces zero or more output events at its own tick; the output ends at the first terminal
/// event produced. By default errors and completion pass straight through.
func fold<State, Result>(
    _ events: [Recorded<Event<Int>>],
    _ initial: State,
    onNext: (inout State, Int) -> [Event<Result>],
    onError: (inout State, any Error) -> [Event<Result>] = { _, error in [.error(error)] },
    onCompleted: (inout State) -> [Event<Result>] = { _ in [.completed] }
) -> [Recorded<Event<Result>>] {
    var state = initial
    var output: [Recorded<Event<Result>>] = []
    for recorded in events {
        let produced: [Event<Result>]
        switch recorded.value {
        case .next(let element): produced = onNext(&state, element)
        case .error(let error): produced = onError(&state, error)
        case .completed: produced = onCompleted(&state)
        }
        for event in produced {
            output.append(Recorded(time: recorded.time, value: event))
            if event.isStopEvent { return output }
        }
    }
    return output
}

/// An optional trigger value: `nil` half of the time, else a value the closure under test throws on.
func randomThrowTrigger(_ rng: inout SplitMix64, values: ClosedRange<Int> = 0...9) -> Int? {
    rng.bool() ? nil : rng.int(values)
}

/// `"never"` or `"on <value>"`, for the failure report.
func describeTrigger(_ trigger: Int?) -> String {
    trigger.map { "throws on \($0)" } ?? "never throws"
}

/// A pair that is `Equatable`, for operators whose elements are tuples.
struct IndexedElement: Equatable, CustomStringConvertible {
    let index: Int
    let element: Int

    var description: String { "(\(index), \(element))" }
}
