// SearchBox — a search field wired to an async search service.
//
// What it shows:
//   1. the classic search-box pipeline, in `searchStates(for:debounce:scheduler:search:)` below:
//      `debounce` waits for a pause in typing, `map` + `distinctUntilChanged` skip queries that did not change,
//      and `flatMapLatest` starts a search for each new query and cancels the one still running;
//   2. an `async` service call wrapped as a `Single` with `Single.create { try await … }`; disposing the
//      subscription (which `flatMapLatest` does when a newer query arrives) cancels the task running it;
//   3. a failed search turned into a value with `catch`, so that one failure does not end the pipeline;
//   4. time made deterministic: the pipeline takes its scheduler as a parameter. Here it runs on a
//      `HistoricalScheduler`, a virtual clock the program advances by hand, so "typing" takes no real time;
//      `Tests/ExamplesTests/SearchBoxTests.swift` runs the same function on `TestScheduler` and checks every
//      event at its exact virtual time.
//
// What it prints: exactly `expected-output.txt` beside this file. The keystrokes and the debounce run on the
// virtual clock; the program waits for each expected state before typing on, and prints everything itself,
// so no line depends on thread timing.

import Foundation
import SendableRx

// MARK: - The pipeline

/// What the results list shows.
enum SearchState: Equatable, Sendable {
    /// A search for the query is running.
    case searching(String)
    /// The results for the query.
    case results(String, [String])
    /// The search for the query failed.
    case failed(String, reason: String)
}

/// Turns the text of a search field into the states of its results list.
///
/// - Parameters:
///   - text: The field's text, one element per edit.
///   - dueTime: How long typing must pause before a search starts.
///   - scheduler: The scheduler that measures `dueTime`; a virtual-time scheduler in tests.
///   - search: Starts a search; the subscription is disposed when a newer query supersedes it.
/// - Returns: A `.searching` state as each search starts, then its `.results` or `.failed` state.
func searchStates(
    for text: Observable<String>,
    debounce dueTime: RxTimeInterval = .milliseconds(300),
    scheduler: any SchedulerType,
    search: @escaping (String) -> Single<[String]>
) -> Observable<SearchState> {
    text
        .debounce(dueTime, scheduler: scheduler)
        .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        .filter { !$0.isEmpty }
        .distinctUntilChanged()
        .flatMapLatest { query in
            search(query)
                .asObservable()
                .map { SearchState.results(query, $0) }
                .catch { error in .just(.failed(query, reason: "\(error)")) }
                .startWith(.searching(query))
        }
}

// MARK: - A pretend search service

enum SearchError: Error, CustomStringConvertible {
    case invalidQuery

    var description: String { "invalid query" }
}

/// A search service with `async` requests. One query ("swi") is slow enough to be overtaken.
actor SearchService {
    private let catalog = ["rxswift", "rxrelay", "rxtest", "swift", "swift-nio", "swiftui", "swiftlint"]
    private(set) var requests: [String] = []
    private(set) var cancelled: [String] = []
    private var running = 0

    func search(_ query: String) async throws -> [String] {
        running += 1
        defer { running -= 1 }
        requests.append(query)
        if query == "swi" {
            do {
                // Slow: only cancellation ends this early, and that is what happens.
                try await Task.sleep(for: .seconds(30))
            } catch {
                cancelled.append(query)
                throw error
            }
        }
        guard query.allSatisfy({ $0.isLetter || $0 == "-" }) else {
            throw SearchError.invalidQuery
        }
        return catalog.filter { $0.hasPrefix(query) }
    }

    /// Waits until the request for `query` has reached the service. (A `Single.create` task starts soon after
    /// the subscription, not during it; the demo waits so that its log does not depend on thread timing.)
    func waitUntilRequested(_ query: String) async throws {
        while !requests.contains(query) {
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Waits until no request is running, so that the log is complete.
    func waitUntilIdle() async throws {
        while running > 0 {
            try await Task.sleep(for: .milliseconds(1))
        }
    }
}

// MARK: - Driving it

/// Types into the field on a virtual clock and prints what the results list shows.
@MainActor
final class SearchScreen {
    private let clock = HistoricalScheduler()
    private let field = PublishSubject<String>()
    private var states: AsyncStream<SearchState>.Iterator
    private let subscription: any Disposable
    private let service: SearchService

    init(service: SearchService) {
        self.service = service
        let (stream, continuation) = AsyncStream.makeStream(of: SearchState.self)
        states = stream.makeAsyncIterator()
        subscription = searchStates(
            for: field.asObservable(),
            scheduler: clock,
            search: { query in
                // The bridge: an async call as a `Single`; disposing the subscription cancels the task.
                Single.create { try await service.search(query) }
            }
        )
        .subscribe(
            onNext: { continuation.yield($0) },
            onCompleted: { continuation.finish() }
        )
    }

    private var time: String {
        "t=\(Int((clock.now.timeIntervalSince1970 * 1_000).rounded()))ms"
    }

    /// Moves the virtual clock to `milliseconds`, running what is due (the debounce, say), then types `text`.
    func type(_ text: String, at milliseconds: Int) {
        clock.advanceTo(Date(timeIntervalSince1970: Double(milliseconds) / 1_000))
        print("\(time)  typed \"\(text)\"")
        field.onNext(text)
    }

    /// Moves the virtual clock to `milliseconds`, then waits for and prints `count` states.
    func show(_ count: Int, at milliseconds: Int) async throws {
        clock.advanceTo(Date(timeIntervalSince1970: Double(milliseconds) / 1_000))
        for _ in 0..<count {
            guard let state = await nextState() else { return }
            print("\(time)    list: \(state)")
            if case .searching(let query) = state {
                try await service.waitUntilRequested(query)
            }
        }
    }

    /// The next state the pipeline sent, or `nil` once it has completed.
    private func nextState() async -> SearchState? {
        // An iterator is a value; advance a copy and store it back.
        var iterator = states
        defer { states = iterator }
        return await iterator.next(isolation: #isolation)
    }

    /// Closes the field and waits for the pipeline to complete.
    func close() async {
        field.onCompleted()
        while await nextState() != nil {}
        print("\(time)  field closed; pipeline completed")
        subscription.dispose()
    }
}

let service = SearchService()
let screen = SearchScreen(service: service)

print("== typing fast: one search, after the pause")
screen.type("s", at: 0)
screen.type("sw", at: 120)
screen.type("swi", at: 240)
try await screen.show(1, at: 540)

print("== typing on while \"swi\" is still loading: flatMapLatest cancels it")
screen.type("swif", at: 700)
screen.type("swift", at: 800)
try await screen.show(2, at: 1_100)

print("== the same query again (after trimming): distinctUntilChanged skips it")
screen.type("Swift ", at: 1_500)
screen.type("rx", at: 2_000)
try await screen.show(2, at: 2_300)

print("== a failing search becomes a state; the field keeps working")
screen.type("rx!", at: 2_600)
try await screen.show(2, at: 2_900)
screen.type("rxr", at: 3_000)
try await screen.show(2, at: 3_300)

print("== closing the field")
await screen.close()

try await service.waitUntilIdle()
print("== what the service saw")
print("requests:", await service.requests)
print("cancelled:", await service.cancelled)
