// SendableRx tests — SingleAssignmentDisposable: setting the disposable twice stops the process (as RxSwift's
// rxFatalError does). Swift Testing exit test.

import SendableRx
import Testing

#if os(macOS) || os(Linux)  // exit tests: Swift Testing has none on iOS, tvOS, watchOS or visionOS
@Suite struct SingleAssignmentDisposableExitTests {
    @Test func settingTheDisposableTwiceIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            let single = SingleAssignmentDisposable()
            single.setDisposable(Disposables.create())
            single.setDisposable(Disposables.create())
        }
    }

    @Test func settingTheDisposableTwiceAfterDisposeIsAlsoAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            let single = SingleAssignmentDisposable()
            single.dispose()
            single.setDisposable(Disposables.create())
            single.setDisposable(Disposables.create())
        }
    }

    @Test func settingTheDisposableOnceExitsNormally() async {
        await #expect(processExitsWith: .success) {
            let single = SingleAssignmentDisposable()
            single.setDisposable(Disposables.create())
            single.dispose()
        }
    }
}
#endif
