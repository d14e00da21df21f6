// SendableRx tests — Hooks: the default error handler and subscription call-stack capture.

import SendableRx
import XCTest

final class HooksTests: RxTestCase {
    private var savedErrorHandler: Hooks.DefaultErrorHandler?
    private var savedCapture: Hooks.CustomCaptureSubscriptionCallstack?
    private var savedRecord = false

    override func setUp() {
        super.setUp()
        savedErrorHandler = Hooks.defaultErrorHandler
        savedCapture = Hooks.customCaptureSubscriptionCallstack
        savedRecord = Hooks.recordCallStackOnError
    }

    override func tearDown() {
        if let savedErrorHandler { Hooks.defaultErrorHandler = savedErrorHandler }
        if let savedCapture { Hooks.customCaptureSubscriptionCallstack = savedCapture }
        Hooks.recordCallStackOnError = savedRecord
        super.tearDown()
    }

    func testDefaultErrorHandlerReceivesUnhandledError() {
        let received = LockedBox<[String]>([])
        let stacks = LockedBox<[[String]]>([])
        Hooks.recordCallStackOnError = false
        Hooks.defaultErrorHandler = { stack, error in
            received.mutate { $0.append("\(error)") }
            stacks.mutate { $0.append(stack) }
        }
        var elements: [Int] = []
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError("unhandled"))
            return Disposables.create()
        }
        .subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(elements, [1])
        XCTAssertEqual(received.value, ["TestError(unhandled)"])
        XCTAssertEqual(stacks.value, [[]], "no call stack is captured unless recordCallStackOnError is set")
    }

    func testDefaultErrorHandlerIsNotCalledWhenOnErrorIsGiven() {
        let received = LockedBox<Int>(0)
        Hooks.defaultErrorHandler = { _, _ in received.mutate { $0 += 1 } }
        var handled: [String] = []
        _ = Observable<Int>.error(TestError("handled")).subscribe(onError: { handled.append("\($0)") })
        XCTAssertEqual(handled, ["TestError(handled)"])
        XCTAssertEqual(received.value, 0)
    }

    func testDefaultErrorHandlerIsNotCalledOnCompletion() {
        let received = LockedBox<Int>(0)
        Hooks.defaultErrorHandler = { _, _ in received.mutate { $0 += 1 } }
        _ = Observable.of(1, 2).subscribe(onNext: { _ in })
        XCTAssertEqual(received.value, 0)
    }

    func testRecordedCallStackIsPassedToTheHandler() {
        let captureCount = LockedBox<Int>(0)
        let received = LockedBox<[[String]]>([])
        Hooks.recordCallStackOnError = true
        Hooks.customCaptureSubscriptionCallstack = {
            captureCount.mutate { $0 += 1 }
            return ["frame 1", "frame 2"]
        }
        Hooks.defaultErrorHandler = { stack, _ in received.mutate { $0.append(stack) } }

        var stored: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            stored = observer
            return Disposables.create()
        }
        .subscribe(onNext: { _ in })
        XCTAssertEqual(captureCount.value, 1, "the call stack is captured when subscribe is called")
        XCTAssertEqual(received.value, [])

        stored?.onError(TestError())
        XCTAssertEqual(received.value, [["frame 1", "frame 2"]])
        XCTAssertEqual(captureCount.value, 1)
        subscription.dispose()
        stored = nil
    }

    func testRecordCallStackOnErrorFlag() {
        Hooks.recordCallStackOnError = true
        XCTAssertTrue(Hooks.recordCallStackOnError)
        Hooks.recordCallStackOnError = false
        XCTAssertFalse(Hooks.recordCallStackOnError)
    }
}
