// RetryWithBackoff — a flaky download retried with exponential backoff.
//
// What it shows:
//   1. `retry(when:)`: the handler receives the sequence of errors and returns a trigger sequence; each
//      trigger element resubscribes to the download, and the trigger's error ends the retries;
//   2. exponential backoff built from ordinary operators: `enumerated()` numbers the failures and
//      `flatMap` waits 1 s, 2 s, 4 s, … with `Observable.timer` before each retry, or gives up;
//   3. retrying only what is worth retrying: a "not found" error fails at once;
//   4. `Observable.deferred`, which makes each subscription (each attempt) a fresh request;
//   5. time on a virtual clock: `HistoricalScheduler.start()` runs the seven simulated seconds of waiting at
//      once, and the backoff function takes its scheduler as a parameter, so a test can pass `TestScheduler`
//      (see `Tests/ExamplesTests/RetryWithBackoffTests.swift`).
//
// What it prints: exactly `expected-output.txt` beside this file. Everything runs on the calling thread, on
// the virtual clock, so nothing depends on the wall clock or on thread timing.

import Foundation
import SendableRx

// MARK: - The retry policy

enum DownloadError: Error, Equatable {
    /// The connection dropped: worth another try.
    case connectionReset
    /// The file does not exist: retrying cannot help.
    case notFound

    var isTransient: Bool { self == .connectionReset }
}

/// Retries `download` after a transient failure, waiting `initialDelay`, then twice as long, and so on, at
/// most `maxRetries` times. A non-transient error, or a failure after the last retry, ends the sequence.
///
/// - Parameters:
///   - download: The download; each subscription is one attempt.
///   - maxRetries: How many times to retry after the first attempt.
///   - initialDelay: The wait before the first retry, in milliseconds; each further wait doubles.
///   - scheduler: The scheduler that measures the waits.
/// - Returns: The download, retried.
func retryingWithBackoff<Element>(
    _ download: Observable<Element>,
    maxRetries: Int,
    initialDelay: Int,
    scheduler: any SchedulerType
) -> Observable<Element> {
    download.retry { (errors: Observable<DownloadError>) in
        errors.enumerated().flatMap { attempt, error -> Observable<Int> in
            guard error.isTransient, attempt < maxRetries else {
                return .error(error)
            }
            return .timer(.milliseconds(initialDelay << attempt), scheduler: scheduler)
        }
    }
}

// MARK: - A pretend server

/// A server that answers each request from a script: a failure, or the file.
final class FlakyServer {
    private var script: [DownloadError?]
    private let clock: any SchedulerType
    private(set) var requests = 0

    init(script: [DownloadError?], clock: any SchedulerType) {
        self.script = script
        self.clock = clock
    }

    /// A download: each subscription sends one request.
    func download(_ name: String) -> Observable<String> {
        Observable.deferred {
            self.requests += 1
            let failure = self.script.isEmpty ? nil : self.script.removeFirst()
            let time = self.clock.now.timeIntervalSince1970
            if let failure {
                print("t=\(time)s  request \(self.requests): \(failure)")
                return .error(failure)
            }
            print("t=\(time)s  request \(self.requests): 200 OK")
            return .just("\(name) (42 KB)")
        }
    }
}

// MARK: - Running it

/// Downloads `name` from a server that follows `script`, on a virtual clock, and prints what happens.
func run(_ title: String, script: [DownloadError?]) {
    print("== \(title)")
    let clock = HistoricalScheduler()
    let server = FlakyServer(script: script, clock: clock)
    let subscription = retryingWithBackoff(
        server.download("report.pdf"),
        maxRetries: 3,
        initialDelay: 1_000,
        scheduler: clock
    )
    .subscribe(
        onNext: { print("t=\(clock.now.timeIntervalSince1970)s  downloaded \($0)") },
        onError: { print("t=\(clock.now.timeIntervalSince1970)s  gave up: \($0)") },
        onCompleted: { print("t=\(clock.now.timeIntervalSince1970)s  completed") }
    )
    clock.start()  // runs the scheduled retries, moving the virtual clock to each
    subscription.dispose()
}

run("two dropped connections, then success", script: [.connectionReset, .connectionReset])
run("the connection keeps dropping: three retries, then give up", script: Array(repeating: .connectionReset, count: 5))
run("not found: no retry", script: [.notFound])
