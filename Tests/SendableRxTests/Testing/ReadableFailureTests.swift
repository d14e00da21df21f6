// SendableRx tests — what a failing test shows: malformed marble diagrams reported (never a crash), aligned timelines
// and the first difference from the XCTest overloads and from expectEqual, Single events compared with ==, the
// .rxResources trait and TestScheduler.Configuration. Swift Testing, because withKnownIssue can catch the failures.

import SendableRx
import SendableRxTest
import Synchronization
import Testing

private struct Failure: Error, Equatable, CustomStringConvertible {
    var description: String { "Failure" }
}

/// A count that tasks can share, standing in for Resources.total.
private final class Counter: Sendable {
    private let value: Atomic<Int32>

    init(_ value: Int32) {
        self.value = Atomic(value)
    }

    var current: Int32 { value.load(ordering: .sequentiallyConsistent) }

    func add(_ delta: Int32) {
        value.add(delta, ordering: .sequentiallyConsistent)
    }
}

/// Runs `body`, expecting it to record issues, and returns their messages.
private func recordedIssues(_ body: () -> Void) -> [String] {
    let messages = Mutex<[String]>([])
    withKnownIssue {
        body()
    } matching: { issue in
        messages.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
        return true
    }
    return messages.withLock { $0 }
}

@Suite(.serialized)
struct ReadableFailureTests {
    // MARK: malformed diagrams at the fixed entry points

    @Test func malformedColdDiagramIsRecordedAndFailsOnSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var xs: TestableObservable<Int>?
        let issues = recordedIssues {
            xs = scheduler.createColdObservable("-a-(b", values: ["a": 1, "b": 2], errors: [:])
        }
        #expect(issues == [
            """
            Malformed marble diagram "-a-(b": group '(' at position 3 is never closed
                -a-(b
                   ^
            """,
        ])
        let error = MarbleSyntaxError(diagram: "-a-(b", position: 3, reason: .unclosedGroup)
        let res = scheduler.start { xs! }
        #expect(res.events == [.error(200, error)])
        // The error ends the subscription at once, as any terminal event does.
        #expect(xs!.subscriptions == [Subscription(200, 200)])
    }

    @Test func malformedHotDiagramIsRecordedAndFailsOnSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var xs: TestableObservable<String>?
        let issues = recordedIssues { xs = scheduler.createHotObservable("--^--a") }
        #expect(issues.count == 1)
        #expect(issues.first?.contains("'^' at position 2 marks a subscription") == true)
        let res = scheduler.start { xs! }
        #expect(res.events == [.error(200, MarbleSyntaxError(diagram: "--^--a", position: 2, reason: .subscriptionMarkerInEvents("^")))])
    }

    @Test(arguments: ["-a-z", "a)", "((a))", "-()", "(a-)", "- 1.5 a", "^-!"])
    func everyMalformedDiagramIsReportedNotCrashed(diagram: String) {
        let scheduler = TestScheduler(initialClock: 0)
        let issues = recordedIssues {
            _ = scheduler.createColdObservable(diagram, values: ["a": 1], errors: [:])
            _ = scheduler.createHotObservable(diagram, values: ["a": 1], errors: [:])
            _ = scheduler.events(diagram, values: ["a": 1])
        }
        #expect(issues.count == 3)
        #expect(issues.allSatisfy { $0.hasPrefix("Malformed marble diagram \"\(diagram)\": ") })
    }

    @Test func malformedExpectedTimelinesAndSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        var events: [Recorded<Event<Int>>] = []
        var subscriptions: [Subscription] = []
        let issues = recordedIssues {
            events = scheduler.events("-a", values: ["b": 1], offset: 200)
            subscriptions = scheduler.subscriptions("^--!", "--!")
        }
        #expect(issues.count == 2)
        #expect(events == [.error(200, MarbleSyntaxError(diagram: "-a", position: 1, reason: .unknownCharacter("a")))])
        #expect(subscriptions == [Subscription(0, 30), Subscription(Int.min, Int.min)])
    }

    // MARK: failure messages

    @Test func xctestOverloadDrawsAlignedTimelines() {
        let scheduler = TestScheduler(initialClock: 0)
        let actual: [Recorded<Event<Int>>] = [.next(210, 1), .next(240, 2), .completed(270)]
        let expected = scheduler.events("-a-b---|", values: ["a": 1, "b": 2], offset: 200)
        let issues = recordedIssues { XCTAssertEqual(actual, expected) }
        #expect(issues == [
            """
            Recorded events are not equal.
                   first column at tick 210, one column per 10 ticks
              lhs: 1--2--|
              rhs: 1-2---|
              first difference, at index 1: lhs has next(2) @ 240, rhs has next(2) @ 230
            """,
        ])
    }

    @Test func valuesWithoutACharacterGetLettersAndALegend() {
        let expected: [Recorded<Event<Int>>] = [.next(210, 10), .next(220, 200), .completed(230)]
        let actual: [Recorded<Event<Int>>] = [.next(210, 10), .next(220, 300), .completed(230)]
        let issues = recordedIssues { expectEqual(actual, expected) }
        #expect(issues == [
            """
            Recorded events are not equal.
                        first column at tick 210, one column per 10 ticks
              expected: ab|
              actual:   ac|
              first difference, at index 1: expected has next(200) @ 220, actual has next(300) @ 220
              values: a = 10, b = 200, c = 300
            """,
        ])
    }

    @Test func expectEqualDrawsExpectedAboveActualWithLiteralCharacters() {
        let expected: [Recorded<Event<String>>] = [.next(210, "a"), .next(210, "b"), .completed(300)]
        let actual: [Recorded<Event<String>>] = [.next(210, "a"), .error(250, Failure())]
        let issues = recordedIssues { expectEqual(actual, expected) }
        #expect(issues == [
            """
            Recorded events are not equal.
                        first column at tick 210, one column per 10 ticks
              expected: (ab)--------|
              actual:   a   ---#-----
              first difference, at index 1: expected has next("b") @ 210, actual has error(Failure) @ 250
              errors (#): Failure
            """,
        ])
        #expect(expectEqual(expected, expected))
    }

    @Test func longQuietStretchesAreShortened() {
        let expected: [Recorded<Event<Int>>] = [.next(200, 1), .completed(1_000)]
        let actual: [Recorded<Event<Int>>] = [.next(200, 1), .completed(990)]
        let issues = recordedIssues { expectEqual(actual, expected) }
        // 78 quiet frames between 200 and 990: two dashes, 740 ticks left out, two dashes.
        #expect(issues.first?.contains("  expected: 1--~740~---|\n  actual:   1--~740~--|-\n") == true, "\(issues)")
        #expect(issues.first?.contains("first difference, at index 1: expected has completed @ 1000, actual has completed @ 990") == true)
    }

    @Test func subscriptionsAreDrawnOnePerLine() {
        let scheduler = TestScheduler(initialClock: 0)
        let expected = scheduler.subscriptions("--^--!", "---(^!)")
        let actual = [Subscription(20, 50), Subscription(30)]
        let issues = recordedIssues { expectEqual(actual, expected) }
        #expect(issues == [
            """
            Subscriptions are not equal.
                           first column at tick 20, one column per 10 ticks
              expected[0]: ^-----!
              expected[1]: -(^!)--
              actual[0]:   ^-----!
              actual[1]:   -^   --
              first difference, at index 1: expected has (30 : 30), actual has (30 : Infinity)
            """,
        ])
        let xctest = recordedIssues { XCTAssertEqual(actual, expected) }
        #expect(xctest.first?.hasPrefix("Subscriptions are not equal.") == true)
    }

    @Test func ticksFartherApartThanIntMaxAreDrawnWithoutOverflow() {
        // A malformed diagram gives Subscription(Int.min, Int.min); drawn beside a subscription at 200 the distance
        // between the two ticks does not fit in an Int.
        let expected = [Subscription(Int.min, Int.min)]
        let actual = [Subscription(200, Int.max - 1)]
        let issues = recordedIssues { expectEqual(actual, expected) }
        #expect(issues.count == 1)
        #expect(issues.first?.hasPrefix("Subscriptions are not equal.") == true, "\(issues)")
        #expect(issues.first?.contains("first column at tick \(Int.min)") == true, "\(issues)")
        #expect(
            issues.first?.contains("first difference, at index 0: expected has (\(Int.min) : \(Int.min))") == true,
            "\(issues)"
        )
    }

    @Test func untimedEventsListBothAndTheFirstDifference() {
        let issues = recordedIssues {
            expectEqual([Event<Int>.next(1), .completed], [.next(1), .next(2), .completed])
            XCTAssertEqual([MaybeEvent<Int>.success(1)], [.completed])
            expectEqual([CompletableEvent.completed], [.error(Failure())])
        }
        #expect(issues == [
            """
            Events are not equal.
              expected: [next(1), next(2), completed]
              actual:   [next(1), completed]
              first difference, at index 1: expected has next(2), actual has completed
            """,
            """
            Events are not equal.
              lhs: [success(1)]
              rhs: [completed]
              first difference, at index 0: lhs has success(1), rhs has completed
            """,
            """
            Events are not equal.
              expected: [error(Failure)]
              actual:   [completed]
              first difference, at index 0: expected has error(Failure), actual has completed
            """,
        ])
    }

    // MARK: Single events with ==

    @Test func singleEventsCompareWithEqualsForExpect() {
        let events: [SingleEvent<Int>] = [.success(1), .failure(Failure())]
        #expect(events == [.success(1), .failure(Failure())])
        #expect(events != [.success(2), .failure(Failure())])
        #expect(SingleEvent<Int>.success(1) == .success(1))
        #expect(SingleEvent<Int>.failure(Failure()) != .failure(MarbleTestError()))
        let issues = recordedIssues { expectEqual(events, [.success(1)]) }
        #expect(issues.count == 1)
        #expect(expectEqual(events, events))
    }

    // MARK: the .rxResources trait

    @Test func rxResourcesTraitPassesWhenTheCountComesBack() async throws {
        let count = Counter(5)
        let trait = RxResourcesTrait(timeout: .seconds(1)) { count.current }
        try await trait.provideScope(for: Test.current!, testCase: Test.Case.current) {
            count.add(3)
            count.add(-3)
        }
    }

    @Test func rxResourcesTraitFailsALeakingTest() async throws {
        let count = Counter(5)
        let trait = RxResourcesTrait(timeout: .milliseconds(50)) { count.current }
        let messages = Mutex<[String]>([])
        try await withKnownIssue {
            try await trait.provideScope(for: Test.current!, testCase: Test.Case.current) {
                count.add(2)
            }
        } matching: { issue in
            messages.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
            return true
        }
        #expect(messages.withLock { $0 } == ["Resources.total is 7 after the test, 5 before it: 2 SendableRx objects leaked"])
    }

    @Test func rxResourcesTraitWaitsForObjectsReleasedElsewhere() async throws {
        let count = Counter(0)
        let trait = RxResourcesTrait(timeout: .seconds(5)) { count.current }
        try await trait.provideScope(for: Test.current!, testCase: Test.Case.current) {
            count.add(1)
            Task.detached {
                try? await Task.sleep(for: .milliseconds(30))
                count.add(-1)
            }
        }
        #expect(count.current == 0)
    }

    @Test func rxResourcesTraitScopesTestCasesNotSuites() {
        #expect(RxResourcesTrait.rxResources.isRecursive)
        #expect(RxResourcesTrait.rxResources.scopeProvider(for: Test.current!, testCase: nil) == nil)
        #expect(RxResourcesTrait.rxResources(timeout: .seconds(3)).timeout == .seconds(3))
    }

    // MARK: parameterised tests

    @Test(arguments: [
        TestScheduler.Configuration.rxTest, .init(marbleFrame: 1), .init(marbleFrame: 100), .milliseconds,
    ])
    func sameDiagramAtEveryFrame(configuration: TestScheduler.Configuration) {
        let scheduler = TestScheduler(configuration)
        let frame = configuration.marbleFrame
        let xs: TestableObservable<Character> = scheduler.createHotObservable("-a-b-|")
        let res = scheduler.start(created: 0, subscribed: 0, disposed: 100 * frame) {
            xs.delay(.nanoseconds(Int(Double(2 * frame) * configuration.resolution * 1e9)), scheduler: scheduler)
        }
        let expected: [Recorded<Event<Character>>] = scheduler.events("---a-b-|")
        expectEqual(res.events, expected)
        #expect(configuration.testDescription == configuration.description)
    }

    @Test func configurationPresets() {
        #expect(TestScheduler.Configuration.rxTest.description == "clock 0, 1.0 s/tick, delay, frame 10")
        #expect(TestScheduler.Configuration.withoutProcessingDelay.simulateProcessingDelay == false)
        let scheduler = TestScheduler.Configuration(initialClock: 5, marbleFrame: 2).makeScheduler()
        #expect(scheduler.clock == 5)
        #expect(scheduler.marbleFrame == 2)
    }
}
