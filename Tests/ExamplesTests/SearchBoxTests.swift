// ExamplesTests — the SearchBox example's pipeline on a virtual clock, event for event.
//
// `searchStates(for:debounce:scheduler:search:)` takes its scheduler and its search function as parameters,
// so the test drives it with `TestScheduler`: typing is a hot test observable, each search a cold one that
// answers after a set delay, and every state is checked at its exact virtual time. One tick is one millisecond
// (`resolution: 0.001`), so the pipeline's default 300 ms debounce is 300 ticks.

@testable import SearchBox
import SendableRx
import SendableRxTest
import XCTest

final class SearchBoxTests: XCTestCase {
    private struct Failure: Error, CustomStringConvertible {
        var description: String { "service unavailable" }
    }

    func testDebounceDistinctAndLatestOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let typing = scheduler.createHotObservable([
            .next(300, "s"), .next(420, "sw"), .next(540, "swi"),   // a pause after "swi": search at 840
            .next(1_000, "swif"), .next(1_100, "swift"),             // search at 1400, cancelling "swi"
            .next(1_800, "Swift "),                                  // the same query once trimmed: no search
            .next(2_300, "rx"),                                      // search at 2600, which fails
            .completed(3_000),
        ])
        // Each query's answer, relative to the moment the search is subscribed to.
        let answers: [String: [Recorded<Event<[String]>>]] = [
            "swi": [.next(1_000, ["swift", "swiftui"]), .completed(1_000)],  // slow: overtaken by "swift"
            "swift": [.next(150, ["swift", "swiftui"]), .completed(150)],
            "rx": [.error(50, Failure())],
        ]
        var searches: [String: TestableObservable<[String]>] = [:]

        let res = scheduler.start(created: 0, subscribed: 200, disposed: 10_000) {
            searchStates(for: typing.asObservable(), scheduler: scheduler) { query in
                let search = scheduler.createColdObservable(answers[query] ?? [])
                searches[query] = search
                return search.asSingle()
            }
        }

        XCTAssertEqual(res.events, [
            .next(840, .searching("swi")),
            .next(1_400, .searching("swift")),
            .next(1_550, .results("swift", ["swift", "swiftui"])),
            .next(2_600, .searching("rx")),
            .next(2_650, .failed("rx", reason: "service unavailable")),
            .completed(3_000),
        ])
        XCTAssertEqual(typing.subscriptions, [Subscription(200, 3_000)])
        XCTAssertEqual(Set(searches.keys), ["swi", "swift", "rx"])
        // flatMapLatest disposed the slow "swi" search when "swift" arrived, before it could answer.
        XCTAssertEqual(searches["swi"]?.subscriptions, [Subscription(840, 1_400)])
        XCTAssertEqual(searches["swift"]?.subscriptions, [Subscription(1_400, 1_550)])
        XCTAssertEqual(searches["rx"]?.subscriptions, [Subscription(2_600, 2_650)])
    }

    func testEmptyQueriesDoNotSearch() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let typing = scheduler.createHotObservable([
            .next(300, "  "), .next(900, ""), .completed(1_500),
        ])
        var searched: [String] = []

        let res = scheduler.start(created: 0, subscribed: 200, disposed: 10_000) {
            searchStates(for: typing.asObservable(), scheduler: scheduler) { query in
                searched.append(query)
                return .just([])
            }
        }

        XCTAssertEqual(res.events, [.completed(1_500)])
        XCTAssertEqual(searched, [])
    }
}
