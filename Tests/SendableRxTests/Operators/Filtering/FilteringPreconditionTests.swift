// SendableRx tests — negative indices and counts in the filtering operators stop the process (documented
// preconditions, as RxSwift's fatal errors); Swift Testing exit tests.

import SendableRx
import Testing

#if os(macOS) || os(Linux)  // exit tests: Swift Testing has none on iOS, tvOS, watchOS or visionOS
@Suite struct FilteringPreconditionTests {
    @Test func elementAtNegativeIndexIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable.just(1).element(at: -1)
        }
    }

    @Test func takeNegativeCountIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable.just(1).take(-1)
        }
    }

    @Test func takeLastNegativeCountIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable.just(1).takeLast(-1)
        }
    }
}
#endif
