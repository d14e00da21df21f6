// ExamplesTests — the SearchBox pipeline again, written as a Swift Testing marble test: typing, every search's answer,
// the states and the searches' subscriptions are diagrams, one frame being 100 ms.
//
// The suite does not carry `.rxResources`: every test target of the package runs in one process, where the Swift
// Testing tests of other targets run in parallel with these and move Resources.total (see RxResourcesTrait).

@testable import SearchBox
import SendableRx
import SendableRxTest
import Testing

@Suite
struct SearchBoxMarbleTests {
    @Test func debounceDistinctAndLatestAsMarbles() {
        // One tick is a millisecond, one frame 100 ticks: the pipeline's 300 ms debounce is three frames.
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, marbleFrame: 100)
        let typing = scheduler.createHotObservable(
            "---a-b------cd----e-----|", values: ["a": "s", "b": "sw", "c": "swi", "d": "swift", "e": "rx"])
        let answers = ["sw": "--(r|)", "swift": "--------(r|)", "rx": "-#"]
        var searches: [String: TestableObservable<[String]>] = [:]

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 10_000) {
            searchStates(for: typing.asObservable(), scheduler: scheduler) { query in
                let search = scheduler.createColdObservable(
                    answers[query] ?? "", values: ["r": ["swift", "swiftui"]], errors: [:])
                searches[query] = search
                return search.asSingle()
            }
        }

        let states: [Character: SearchState] = [
            "S": .searching("sw"), "R": .results("sw", ["swift", "swiftui"]), "T": .searching("swift"),
            "U": .searching("rx"), "F": .failed("rx", reason: "marble error #"),
        ]
        expectEqual(res.events, scheduler.events("--------S-R-----T----UF-|", values: states))
        expectEqual(typing.subscriptions, scheduler.subscriptions("^-----------------------!"))
        #expect(Set(searches.keys) == ["sw", "swift", "rx"])
        // flatMapLatest disposed the slow "swift" search when "rx" started, before it could answer.
        expectEqual(searches["sw"]?.subscriptions ?? [], scheduler.subscriptions("--------^-!"))
        expectEqual(searches["swift"]?.subscriptions ?? [], scheduler.subscriptions("----------------^----!"))
        expectEqual(searches["rx"]?.subscriptions ?? [], scheduler.subscriptions("---------------------^!"))
    }

    @Test(arguments: ["---a--|", "---a-a-a-a--|", "-a-(a|)"])
    func oneQueryMeansOneSearch(typing diagram: String) {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, marbleFrame: 100)
        let typing = scheduler.createHotObservable(diagram, values: ["a": "swift"])
        var searched: [String] = []
        let res = scheduler.start(created: 0, subscribed: 0, disposed: 10_000) {
            searchStates(for: typing.asObservable(), scheduler: scheduler) { query in
                searched.append(query)
                return .just(["swift"])
            }
        }
        #expect(searched == ["swift"])
        #expect(res.events.compactMap(\.value.element) == [.searching("swift"), .results("swift", ["swift"])])
    }
}
