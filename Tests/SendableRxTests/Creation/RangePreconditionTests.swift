// SendableRx tests — `range` with a negative count stops the process (a documented precondition); Swift Testing exit tests.

import SendableRx
import Testing

#if os(macOS) || os(Linux)  // exit tests: Swift Testing has none on iOS, tvOS, watchOS or visionOS
@Suite struct RangePreconditionTests {
    @Test func negativeCountIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int>.range(start: 0, count: -1)
        }
    }

    @Test func overflowingRangeIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int8>.range(start: 120, count: 10)
        }
    }
}
#endif
