// SendableRx tests — marble diagrams: reading events and subscriptions, every malformed case, rendering, the
// parse(render(x)) == x property, and the marble entry points of TestScheduler.

import SendableRx
import SendableRxTest
import XCTest

private struct Boom: Error, Equatable {}
private struct Bang: Error, Equatable {}

final class MarblesTests: RxTestCase {
    // MARK: reading events

    func testFramesElementsAndTerminals() throws {
        let events: [Recorded<Event<Int>>] = try Marbles.events("-a-b-|", values: ["a": 1, "b": 2])
        XCTAssertEqual(events, [.next(10, 1), .next(30, 2), .completed(50)])
    }

    func testCharactersAreTheirOwnValuesForCharacterAndString() throws {
        let strings: [Recorded<Event<String>>] = try Marbles.events("ab-|")
        XCTAssertEqual(strings, [.next(0, "a"), .next(10, "b"), .completed(30)])
        let characters: [Recorded<Event<Character>>] = try Marbles.events("-x")
        XCTAssertEqual(characters, [.next(10, "x")])
    }

    func testValuesTakePrecedenceOverTheLiteralCharacter() throws {
        let events = try Marbles.events("-a", values: ["a": "alpha"])
        XCTAssertEqual(events, [.next(10, "alpha")])
    }

    func testGroupsShareTheFrameOfTheParenthesisAndTakeAFramePerCharacter() throws {
        let events = try Marbles.events("-(ab)-c", values: ["a": 1, "b": 2, "c": 3])
        XCTAssertEqual(events, [.next(10, 1), .next(10, 2), .next(60, 3)])
        let terminal: [Recorded<Event<String>>] = try Marbles.events("(a|)")
        XCTAssertEqual(terminal, [.next(0, "a"), .completed(0)])
    }

    func testErrorsFromTheErrorsDictionaryAndTheDefault() throws {
        let byKey: [Recorded<Event<Int>>] = try Marbles.events("-x", errors: ["x": Boom()])
        XCTAssertEqual(byKey, [.error(10, Boom())])
        let hash: [Recorded<Event<Int>>] = try Marbles.events("--#")
        XCTAssertEqual(hash, [.error(20, MarbleTestError())])
        let customHash: [Recorded<Event<Int>>] = try Marbles.events("#", errors: ["#": Bang()])
        XCTAssertEqual(customHash, [.error(0, Bang())])
    }

    func testSpacesAreIgnored() throws {
        let events: [Recorded<Event<String>>] = try Marbles.events(" - a - b |")
        XCTAssertEqual(events, [.next(10, "a"), .next(30, "b"), .completed(40)])
    }

    func testTimeProgressionInTicksAddsNoFrame() throws {
        let events: [Recorded<Event<String>>] = try Marbles.events("a 25 b")
        XCTAssertEqual(events, [.next(0, "a"), .next(35, "b")])
        let leading: [Recorded<Event<String>>] = try Marbles.events("150 a 50 b-|")
        XCTAssertEqual(leading, [.next(150, "a"), .next(210, "b"), .completed(230)])
    }

    func testTimeProgressionWithUnitsGoesThroughTheResolution() throws {
        let seconds: [Recorded<Event<String>>] = try Marbles.events(" 1.5s a", resolution: 0.5)
        XCTAssertEqual(seconds, [.next(3, "a")])
        let milliseconds: [Recorded<Event<String>>] = try Marbles.events(" 300ms a", resolution: 0.001)
        XCTAssertEqual(milliseconds, [.next(300, "a")])
        let minutes: [Recorded<Event<String>>] = try Marbles.events("2m |")
        XCTAssertEqual(minutes, [.completed(120)])
    }

    func testDigitsTouchingOtherCharactersAreEvents() throws {
        let events = try Marbles.events("-1-2-|", values: ["1": 1, "2": 2])
        XCTAssertEqual(events, [.next(10, 1), .next(30, 2), .completed(50)])
        let grouped = try Marbles.events(" (12) ", values: ["1": 1, "2": 2])
        XCTAssertEqual(grouped, [.next(0, 1), .next(0, 2)])
        let glued = try Marbles.events("12-", values: ["1": 1, "2": 2])
        XCTAssertEqual(glued, [.next(0, 1), .next(10, 2)], "a token that is no time progression is read as events")
        let alone = try Marbles.events("12", values: ["1": 1, "2": 2])
        XCTAssertEqual(alone, [], "a number between the start and the end of the diagram is a time progression")
    }

    func testFrameAndOffset() throws {
        let events: [Recorded<Event<String>>] = try Marbles.events("-a-|", frame: 1, offset: 200)
        XCTAssertEqual(events, [.next(201, "a"), .completed(203)])
    }

    func testEventsAfterATerminalEventAreKept() throws {
        let events: [Recorded<Event<String>>] = try Marbles.events("|a#")
        XCTAssertEqual(events, [.completed(0), .next(10, "a"), .error(20, MarbleTestError())])
    }

    func testEmptyDiagramIsNoEvent() throws {
        let events: [Recorded<Event<Int>>] = try Marbles.events("   ")
        XCTAssertEqual(events, [])
    }

    // MARK: malformed event diagrams

    private func assertMalformed<Element>(
        _ diagram: String,
        values: [Character: Element] = [:],
        errors: [Character: any Error] = [:],
        frame: TestTime = 10,
        resolution: Double = 1,
        position: Int?,
        _ reason: MarbleSyntaxError.Reason,
        line: UInt = #line
    ) {
        do {
            let events = try Marbles.events(diagram, values: values, errors: errors, frame: frame, resolution: resolution)
            XCTFail("\(diagram) read as \(events)", line: line)
        } catch {
            XCTAssertEqual(error, MarbleSyntaxError(diagram: diagram, position: position, reason: reason), line: line)
        }
    }

    func testEveryMalformedEventDiagram() {
        let int: [Character: Int] = [:]
        assertMalformed("-a-(b-|", values: ["a": 1, "b": 2], position: 5, .frameInsideGroup)
        assertMalformed("-a-(b", values: ["a": 1, "b": 2], position: 3, .unclosedGroup)
        assertMalformed("a)", values: ["a": 1], position: 1, .unopenedGroup)
        assertMalformed("((a))", values: ["a": 1], position: 1, .nestedGroup)
        assertMalformed("-()", values: int, position: 1, .emptyGroup)
        assertMalformed("-a-z", values: ["a": 1], position: 3, .unknownCharacter("z"))
        assertMalformed("-a", values: ["a": 1], errors: ["a": Boom()], position: 1, .ambiguousCharacter("a"))
        assertMalformed("-a", values: ["-": 1], position: nil, .reservedCharacter("-"))
        assertMalformed("-a", values: ["#": 1], position: nil, .reservedCharacter("#"))
        assertMalformed("-a", values: ["a": 1], errors: ["|": Boom()], position: nil, .reservedCharacter("|"))
        assertMalformed("-^-a", values: ["a": 1], position: 1, .subscriptionMarkerInEvents("^"))
        assertMalformed("-a!", values: ["a": 1], position: 2, .subscriptionMarkerInEvents("!"))
        assertMalformed("- 300ms a", values: ["a": 1], position: 2, .fractionalTicks("300ms"))
        assertMalformed("a 1.5 b", values: ["a": 1, "b": 2], position: 2, .fractionalTicks("1.5"))
        assertMalformed("a 0.3s", values: ["a": 1], resolution: 0.2, position: 2, .fractionalTicks("0.3s"))
        assertMalformed("- 99999999999999999999 a", values: ["a": 1], position: 2, .timeOverflow)
        assertMalformed("-a", values: ["a": 1], frame: 0, position: nil, .invalidFrame(0))
        assertMalformed("-a", values: ["a": 1], resolution: 0, position: nil, .invalidResolution(0))
        assertMalformed("-a", values: ["a": 1], resolution: .infinity, position: nil, .invalidResolution(.infinity))
    }

    func testErrorDescriptionPointsAtThePosition() {
        let error = MarbleSyntaxError(diagram: "-a-(b", position: 3, reason: .unclosedGroup)
        XCTAssertEqual(
            error.description,
            """
            marble diagram "-a-(b": group '(' at position 3 is never closed
                -a-(b
                   ^
            """)
        XCTAssertEqual(
            MarbleSyntaxError(diagram: "-", position: nil, reason: .missingSubscription).description,
            "marble diagram \"-\": no '^' marks the subscription")
    }

    // MARK: subscriptions

    func testSubscriptionDiagrams() throws {
        XCTAssertEqual(try Marbles.subscription("^---!"), Subscription(0, 40))
        XCTAssertEqual(try Marbles.subscription("--^---!"), Subscription(20, 60))
        XCTAssertEqual(try Marbles.subscription("--^--"), Subscription(20))
        XCTAssertEqual(try Marbles.subscription("-(^!)"), Subscription(10, 10))
        XCTAssertEqual(try Marbles.subscription("200 ^ 300 !", frame: 1), Subscription(200, 501))
        XCTAssertEqual(try Marbles.subscription("^!", frame: 5, offset: 100), Subscription(100, 105))
    }

    func testEveryMalformedSubscriptionDiagram() {
        func check(_ diagram: String, _ position: Int?, _ reason: MarbleSyntaxError.Reason, line: UInt = #line) {
            XCTAssertThrowsError(try Marbles.subscription(diagram), line: line) { error in
                XCTAssertEqual(
                    error as? MarbleSyntaxError, MarbleSyntaxError(diagram: diagram, position: position, reason: reason),
                    line: line)
            }
        }
        check("^-^-!", 2, .duplicateSubscription)
        check("^-!-!", 4, .duplicateUnsubscription)
        check("-!-^", 1, .unsubscriptionBeforeSubscription)
        check("----", nil, .missingSubscription)
        check("^-a-!", 2, .eventInSubscription("a"))
        check("^-|", 2, .eventInSubscription("|"))
        check("(^!", 0, .unclosedGroup)
        check("^ 0.5 !", 2, .fractionalTicks("0.5"))
    }

    // MARK: rendering

    func testRenderWritesFramesGroupsProgressionsAndTerminals() throws {
        XCTAssertEqual(try Marbles.render([.next(10, "a"), .next(30, "b"), .completed(50)] as [Recorded<Event<String>>]), "-a-b-|")
        XCTAssertEqual(try Marbles.render([.next(10, 1), .next(10, 2), .completed(60)], values: ["a": 1, "b": 2]), "-(ab)-|")
        XCTAssertEqual(try Marbles.render([.next(15, "a")] as [Recorded<Event<String>>]), "- 5 a")
        XCTAssertEqual(try Marbles.render([.next(3, "a")] as [Recorded<Event<String>>]), "3 a")
        XCTAssertEqual(try Marbles.render([.error(20, MarbleTestError())] as [Recorded<Event<Int>>]), "--#")
        XCTAssertEqual(try Marbles.render([.error(0, Boom())] as [Recorded<Event<Int>>], errors: ["x": Boom()]), "x")
        XCTAssertEqual(try Marbles.render([.next(201, "a")] as [Recorded<Event<String>>], frame: 1, offset: 200), "-a")
        XCTAssertEqual(try Marbles.render([] as [Recorded<Event<Int>>]), "")
    }

    func testRenderFailures() {
        XCTAssertThrowsError(try Marbles.render([.next(0, 7)])) { error in
            XCTAssertEqual(error as? MarbleRenderingError, .noCharacterForValue("7"))
        }
        XCTAssertThrowsError(try Marbles.render([.error(0, Boom())] as [Recorded<Event<Int>>])) { error in
            XCTAssertEqual(error as? MarbleRenderingError, .noCharacterForError(String(reflecting: Boom())))
        }
        XCTAssertThrowsError(try Marbles.render([.next(20, "a"), .next(10, "b")] as [Recorded<Event<String>>])) {
            XCTAssertEqual($0 as? MarbleRenderingError, .unordered(time: 10))
        }
        XCTAssertThrowsError(try Marbles.render([.next(0, "a"), .next(0, "b"), .next(10, "c")] as [Recorded<Event<String>>])) {
            XCTAssertEqual($0 as? MarbleRenderingError, .tooClose(time: 10))
        }
        XCTAssertThrowsError(try Marbles.render([.next(5, "1")] as [Recorded<Event<String>>])) {
            XCTAssertEqual($0 as? MarbleRenderingError, .ambiguous("5 1"))
        }
        XCTAssertThrowsError(try Marbles.render([.next(0, "-")] as [Recorded<Event<String>>])) {
            XCTAssertEqual($0 as? MarbleRenderingError, .noCharacterForValue(String(reflecting: "-")))
        }
        XCTAssertThrowsError(try Marbles.render([.next(0, "a")] as [Recorded<Event<String>>], frame: 0)) {
            XCTAssertEqual($0 as? MarbleRenderingError, .invalidFrame(0))
        }
    }

    func testRenderSubscriptions() throws {
        XCTAssertEqual(try Marbles.render(Subscription(20, 60)), "--^---!")
        XCTAssertEqual(try Marbles.render(Subscription(20)), "--^")
        XCTAssertEqual(try Marbles.render(Subscription(10, 10)), "-(^!)")
        XCTAssertEqual(try Marbles.render(Subscription(205, 300), offset: 200), "5 ^-------- 5 !")
        XCTAssertThrowsError(try Marbles.render(Subscription(0, 5))) {
            XCTAssertEqual($0 as? MarbleRenderingError, .tooClose(time: 5))
        }
        XCTAssertThrowsError(try Marbles.render(Subscription(0, 5), offset: 10)) {
            XCTAssertEqual($0 as? MarbleRenderingError, .unordered(time: 0))
        }
        for subscription in [Subscription(0, 40), Subscription(33, 99), Subscription(7), Subscription(50, 50)] {
            XCTAssertEqual(try Marbles.subscription(try Marbles.render(subscription)), subscription)
        }
    }

    /// parse(render(x)) == x for random timelines that a diagram can express: any ticks, groups, errors, completion,
    /// events after a terminal, and several frame lengths (a fixed seed keeps failures reproducible).
    func testRenderThenParseRoundTripsRandomTimelines() throws {
        var generator = SplitMix(seed: 0x5EED_F00D)
        let letters = Array("abcdefgh")
        let values = Dictionary(uniqueKeysWithValues: letters.enumerated().map { ($1, $0 * 10) })
        let errors: [Character: any Error] = ["x": Boom(), "y": Bang()]
        var rendered = 0
        for _ in 0..<2_000 {
            let frame = [1, 2, 5, 10, 20][Int(generator.next() % 5)]
            let offset = Int(generator.next() % 3) * 100
            var time = offset + Int(generator.next() % 40)
            var timeline: [Recorded<Event<Int>>] = []
            for _ in 0..<Int(generator.next() % 8) {
                let groupSize = generator.next() % 4 == 0 ? 2 + Int(generator.next() % 3) : 1
                for _ in 0..<groupSize {
                    let kind = generator.next() % 10
                    let event: Event<Int> =
                        kind < 7 ? .next(values[letters[Int(generator.next() % 8)]]!)
                        : kind == 7 ? .completed : kind == 8 ? .error(Boom()) : .error(MarbleTestError())
                    timeline.append(Recorded(time: time, value: event))
                }
                let width = groupSize == 1 ? 1 : groupSize + 2
                time += width * frame + Int(generator.next() % 45)
            }
            let diagram = try Marbles.render(timeline, values: values, errors: errors, frame: frame, offset: offset)
            let readBack = try Marbles.events(diagram, values: values, errors: errors, frame: frame, offset: offset)
            XCTAssertEqual(readBack, timeline, "diagram \(diagram)")
            rendered += 1
        }
        XCTAssertEqual(rendered, 2_000)
    }

    /// render(parse(d)) reads back to parse(d) for random well-formed diagrams.
    func testParseThenRenderRoundTripsRandomDiagrams() throws {
        var generator = SplitMix(seed: 42)
        let pieces = ["-", "-", "-", "a", "b", "c", "|", "#", "(ab)", "(c|)", " 7 ", " 20 ", "  ", " 1s "]
        for _ in 0..<2_000 {
            let diagram = (0..<Int(generator.next() % 12)).map { _ in pieces[Int(generator.next() % 14)] }.joined()
            let events: [Recorded<Event<String>>] = try Marbles.events(diagram)
            let rendered = try Marbles.render(events)
            XCTAssertEqual(try Marbles.events(rendered), events, "\(diagram) → \(rendered)")
        }
    }

    // MARK: TestScheduler entry points

    func testColdObservableFromMarblesIsRelativeToEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("-a-b-|", values: ["a": 1, "b": 2])
        XCTAssertEqual(xs.recordedEvents, [.next(10, 1), .next(30, 2), .completed(50)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(250)])
        XCTAssertEqual(res.events, scheduler.events("-a-b-|", values: ["a": 1, "b": 2], offset: 200))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(xs.subscriptions, scheduler.subscriptions("^----!", offset: 200))
    }

    func testHotObservableFromMarblesIsAbsolute() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("---------------a-----b--|", values: ["a": 1, "b": 2])
        XCTAssertEqual(xs.recordedEvents, [.next(150, 1), .next(210, 2), .completed(240)])
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 20), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testLiteralStringsAndErrorsThroughTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = scheduler.createColdObservable("-a-x", errors: ["x": Boom()])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(210, "a"), .error(230, Boom())])
        XCTAssertEqual(try scheduler.marbles(res.events, errors: ["x": Boom()], offset: 200), "-a-x")
        XCTAssertEqual(try scheduler.marbles(xs.subscriptions[0], offset: 200), "^--!")
    }

    func testMarbleFrameAndResolutionOfTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, marbleFrame: 100)
        XCTAssertEqual(scheduler.marbleFrame, 100)
        XCTAssertEqual(scheduler.resolution, 0.001)
        let xs = scheduler.createColdObservable("-a 250ms b|", values: ["a": 1, "b": 2])
        XCTAssertEqual(xs.recordedEvents, [.next(100, 1), .next(450, 2), .completed(550)])
        XCTAssertEqual(TestScheduler(initialClock: 0).marbleFrame, Marbles.defaultFrame)
    }

    func testMarbleObservablesBehaveAsTheirArrayTwins() {
        // The marble entry points only translate the diagram: RxTest's behaviour is the arrays' behaviour.
        let scheduler = TestScheduler(initialClock: 0)
        let fromMarbles = scheduler.createHotObservable(" 150 a 50 b 10 c|", values: ["a": 1, "b": 2, "c": 3])
        let fromArray = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(fromMarbles.recordedEvents, fromArray.recordedEvents)
        let observer = scheduler.createObserver(Int.self)
        let other = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = fromMarbles.subscribe(observer)
            _ = fromArray.subscribe(other)
        }
        scheduler.start()
        XCTAssertEqual(observer.events, other.events)
        XCTAssertEqual(fromMarbles.subscriptions, [Subscription(200)])
    }
}

/// A small deterministic random number generator for the property tests.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
