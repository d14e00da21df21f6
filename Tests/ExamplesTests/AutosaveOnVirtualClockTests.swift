// ExamplesTests — async code and an Rx pipeline on one TestScheduler: an editor's drafts are debounced with Rx, and
// an async autosaver stores each one, retrying with `Task.sleep(for:clock:)` backoff. Both run on the scheduler's
// virtual time, so every save lands at an exact tick, the same way every time (the test runs it 1,000 times).

import SendableRx
import SendableRxTest
import Synchronization
import XCTest

// MARK: - The code under test, written as an app would write it

/// Drafts worth saving: the editor's text once typing pauses for `pause`, without repeats.
func draftsToSave(_ edits: Observable<String>, pause: RxTimeInterval, scheduler: any SchedulerType) -> Observable<String> {
    edits
        .debounce(pause, scheduler: scheduler)
        .distinctUntilChanged()
}

/// Stores `draft`, retrying after a failure: waits `backoff`, then twice as long, and so on, `attempts` times in all.
///
/// - Returns: The attempt that succeeded (1 for the first).
/// - Throws: The last error, once every attempt has failed; `CancellationError` if cancelled while waiting.
func save(
    _ draft: String,
    attempts: Int,
    backoff: Duration,
    clock: some Clock<Duration>,
    store: (String) async throws -> Void
) async throws -> Int {
    var delay = backoff
    var attempt = 1
    while true {
        do {
            try await store(draft)
            return attempt
        } catch where attempt < attempts {
            try await Task.sleep(for: delay, clock: clock)
            delay *= 2
            attempt += 1
        }
    }
}

/// A storage service that fails the first `failures[draft]` requests for a draft.
final class FlakyStore: Sendable {
    struct Unavailable: Error {}

    private let failures: Mutex<[String: Int]>

    init(failures: [String: Int]) {
        self.failures = Mutex(failures)
    }

    func store(_ draft: String) async throws {
        let fail = failures.withLock { failures -> Bool in
            guard let left = failures[draft], left > 0 else { return false }
            failures[draft] = left - 1
            return true
        }
        if fail { throw Unavailable() }
    }
}

// MARK: - The test

final class AutosaveOnVirtualClockTests: XCTestCase {
    /// One run: typing is a hot observable, the debounced drafts flow into an async autosaver, and the autosaver's
    /// reports flow back into a subject recorded on the scheduler.
    private func runOnce() -> (reports: [Recorded<Event<String>>], typing: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let typing = scheduler.createHotObservable(" 10 a-b-c  150 d 290 d 10 e 300 |",
            values: ["a": "h", "b": "he", "c": "hel", "d": "hello", "e": "hello!"])
        let store = FlakyStore(failures: ["hello": 2, "hello!": 5])
        let reports = PublishSubject<String>()
        let recorder = scheduler.createObserver(String.self)
        let drafts = AsyncStream<String>.makeStream()
        let bag = DisposeBag()
        reports.subscribe(recorder).disposed(by: bag)

        // Rx → async: the debounced drafts go into the stream the autosaver reads.
        scheduler.scheduleAt(0) {
            draftsToSave(typing.asObservable(), pause: .seconds(100), scheduler: scheduler)
                .subscribe(
                    onNext: { drafts.continuation.yield($0) },
                    onCompleted: { drafts.continuation.finish() }
                )
                .disposed(by: bag)
        }
        // async → Rx: the autosaver, a task on the scheduler's executor, reports into the subject.
        scheduler.task {
            for await draft in drafts.stream {
                do {
                    let attempt = try await save(
                        draft, attempts: 3, backoff: .seconds(20), clock: scheduler.clock, store: store.store)
                    reports.onNext("saved \(draft) (attempt \(attempt))")
                } catch {
                    reports.onNext("gave up on \(draft)")
                }
            }
            reports.onCompleted()
        }
        scheduler.start()
        return (recorder.events, typing.subscriptions)
    }

    func testDebouncedDraftsAreSavedWithBackoffAtExactTicksEveryTime() {
        // Typing: h 10, he 30, hel 50; hello 210; hello again 510, then hello! 530 before the pause; completion 840.
        // Debounce 100: hel at 150, hello at 310, hello! at 630. "hello" fails twice: retries at 330 and 370.
        // "hello!" fails three times: waits 20 and 40 ticks, gives up at 690. The stream ends at 840.
        let expected: [Recorded<Event<String>>] = [
            .next(150, "saved hel (attempt 1)"),
            .next(370, "saved hello (attempt 3)"),
            .next(690, "gave up on hello!"),
            .completed(840),
        ]
        for run in 1...1_000 {
            let (reports, typing) = runOnce()
            XCTAssertEqual(reports, expected, "run \(run)")
            XCTAssertEqual(typing, [Subscription(0, 840)], "run \(run)")
            if reports != expected { break }
        }
    }
}
