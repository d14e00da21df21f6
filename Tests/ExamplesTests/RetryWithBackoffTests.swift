// ExamplesTests — the RetryWithBackoff example's policy on a virtual clock: when each attempt is made.
//
// One tick is one millisecond (`resolution: 0.001`). Each attempt is a subscription to a cold test observable,
// so the recorded subscriptions show exactly when the policy retried.

@testable import RetryWithBackoff
import SendableRx
import SendableRxTest
import XCTest

final class RetryWithBackoffTests: XCTestCase {
    func testWaitsTwiceAsLongBeforeEachRetryThenGivesUp() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let download = scheduler.createColdObservable([.error(10, DownloadError.connectionReset)] as [Recorded<Event<String>>])

        let res = scheduler.start(created: 0, subscribed: 200, disposed: 10_000) {
            retryingWithBackoff(download.asObservable(), maxRetries: 3, initialDelay: 100, scheduler: scheduler)
        }

        // Fails at 210; retries after 100, 200 and 400 ticks; the fourth failure ends it.
        XCTAssertEqual(res.events, [.error(940, DownloadError.connectionReset)])
        XCTAssertEqual(download.subscriptions, [
            Subscription(200, 210), Subscription(310, 320), Subscription(520, 530), Subscription(930, 940),
        ])
    }

    func testSucceedsOnALaterAttempt() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let failing = scheduler.createColdObservable([.error(10, DownloadError.connectionReset)] as [Recorded<Event<String>>])
        let working = scheduler.createColdObservable([.next(30, "report.pdf"), .completed(30)])
        var attempts = 0
        let download = Observable.deferred {
            attempts += 1
            return attempts < 3 ? failing.asObservable() : working.asObservable()
        }

        let res = scheduler.start(created: 0, subscribed: 200, disposed: 10_000) {
            retryingWithBackoff(download, maxRetries: 3, initialDelay: 100, scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [.next(550, "report.pdf"), .completed(550)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 210), Subscription(310, 320)])
        XCTAssertEqual(working.subscriptions, [Subscription(520, 550)])
    }

    func testDoesNotRetryAPermanentError() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let download = scheduler.createColdObservable([.error(10, DownloadError.notFound)] as [Recorded<Event<String>>])

        let res = scheduler.start(created: 0, subscribed: 200, disposed: 10_000) {
            retryingWithBackoff(download.asObservable(), maxRetries: 3, initialDelay: 100, scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [.error(210, DownloadError.notFound)])
        XCTAssertEqual(download.subscriptions, [Subscription(200, 210)])
    }
}
