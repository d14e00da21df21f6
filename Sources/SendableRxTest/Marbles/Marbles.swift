// SendableRxTest — marble diagrams: timelines written as strings, read into recorded events and subscriptions.

import SendableRx

/// Marble diagrams: a timeline as a string, one character per frame, read into ``Recorded`` events or a
/// ``Subscription``, and rendered back.
///
/// | In a diagram | Means |
/// | --- | --- |
/// | `-` | one frame passes (``defaultFrame``, 10 ticks, unless you choose another frame) |
/// | `a` | a `next` event: the value `values["a"]`, or the character itself when the element type is `Character` or `String` |
/// | a key of `errors` | an `error` event with that error |
/// | `#` | an `error` event: `errors["#"]`, or ``MarbleTestError`` when there is none |
/// | `\|` | a `completed` event |
/// | `(ab)` | events in one frame, the frame of the `(` |
/// | ` 20 `, ` 1.5s `, ` 300ms `, ` 2m ` | a time progression: that many ticks, or that much time at the scheduler's resolution |
/// | spaces | nothing (they only separate time progressions) |
/// | `^`, `!` | subscription and unsubscription, in subscription diagrams only |
///
/// Every character except a space takes one frame, as in RxJS: in `-a-b-|` the `a` is at 10, the `b` at 30 and the
/// completion at 50; `(ab)` takes four frames, so in `(ab)-c` the `c` is at 50. A time progression is a number,
/// optionally followed by `ms`, `s` or `m`, with a space (or the start or end of the diagram) on each side; it adds
/// its time and no frame: in `a 25 b` the `b` is at 35. A number that touches another character is a run of event
/// characters (`-1-2-|`), and digits inside a group are always events. A time progression with a unit is converted
/// through the resolution (seconds per tick); one that is not a whole number of ticks (` 300ms ` at one second per
/// tick) is an error, never rounded.
///
/// Events after a terminal event are kept, so that a diagram can describe a misbehaving source.
///
/// ```swift
/// let events = try Marbles.events("-a-(bc)-#", values: ["a": 1, "b": 2, "c": 3])
/// // [.next(10, 1), .next(30, 2), .next(30, 3), .error(80, MarbleTestError())]
/// let subscription = try Marbles.subscription("--^---!")   // Subscription(20, 60)
/// ```
public enum Marbles {
    /// The frame length, in ticks, when none is chosen: 10.
    public static let defaultFrame: TestTime = 10

    /// Reads a diagram of events.
    ///
    /// - Parameters:
    ///   - diagram: The diagram.
    ///   - values: The element of each value character.
    ///   - errors: The error of each error character; `#` is an error character even when it is not a key.
    ///   - frame: Ticks per frame; positive.
    ///   - resolution: Seconds per tick, for time progressions with a unit; positive.
    ///   - offset: The tick of frame 0.
    /// - Returns: The events with their ticks, in diagram order.
    /// - Throws: ``MarbleSyntaxError`` when the diagram is malformed.
    public static func events<Element>(
        _ diagram: String,
        values: [Character: Element] = [:],
        errors: [Character: any Error] = [:],
        frame: TestTime = defaultFrame,
        resolution: Double = 1,
        offset: TestTime = 0
    ) throws(MarbleSyntaxError) -> [Recorded<Event<Element>>] {
        var reader = try MarbleReader(diagram: diagram, frame: frame, resolution: resolution, offset: offset)
        for key in values.keys where MarbleReader.isReserved(key) || key == "#" {
            throw MarbleSyntaxError(diagram: diagram, position: nil, reason: .reservedCharacter(key))
        }
        for key in errors.keys where MarbleReader.isReserved(key) {
            throw MarbleSyntaxError(diagram: diagram, position: nil, reason: .reservedCharacter(key))
        }
        var events: [Recorded<Event<Element>>] = []
        while let symbol = try reader.next() {
            let event: Event<Element>
            switch symbol.character {
            case "^", "!":
                throw reader.error(at: symbol.position, .subscriptionMarkerInEvents(symbol.character))
            case "|":
                event = .completed
            case "#":
                event = .error(errors["#"] ?? MarbleTestError())
            case let character:
                let value = values[character]
                let error = errors[character]
                if value != nil, error != nil {
                    throw reader.error(at: symbol.position, .ambiguousCharacter(character))
                }
                if let error {
                    event = .error(error)
                } else if let element = value ?? literal(character, as: Element.self) {
                    event = .next(element)
                } else {
                    throw reader.error(at: symbol.position, .unknownCharacter(character))
                }
            }
            events.append(Recorded(time: symbol.time, value: event))
        }
        return events
    }

    /// Reads a subscription diagram: `^` where the subscription begins, `!` where it ends (none: still subscribed),
    /// with `-`, groups (`(^!)`), spaces and time progressions for the time between.
    ///
    /// - Parameters:
    ///   - diagram: The diagram, such as `"--^---!"` (`Subscription(20, 60)` at the default frame).
    ///   - frame: Ticks per frame; positive.
    ///   - resolution: Seconds per tick, for time progressions with a unit; positive.
    ///   - offset: The tick of frame 0.
    /// - Returns: The subscription; its ``Subscription/unsubscribe`` is `Int.max` without a `!`.
    /// - Throws: ``MarbleSyntaxError`` when the diagram is malformed.
    public static func subscription(
        _ diagram: String,
        frame: TestTime = defaultFrame,
        resolution: Double = 1,
        offset: TestTime = 0
    ) throws(MarbleSyntaxError) -> Subscription {
        var reader = try MarbleReader(diagram: diagram, frame: frame, resolution: resolution, offset: offset)
        var subscribe: TestTime?
        var unsubscribe: TestTime?
        while let symbol = try reader.next() {
            switch symbol.character {
            case "^":
                guard subscribe == nil else { throw reader.error(at: symbol.position, .duplicateSubscription) }
                subscribe = symbol.time
            case "!":
                guard subscribe != nil else {
                    throw reader.error(at: symbol.position, .unsubscriptionBeforeSubscription)
                }
                guard unsubscribe == nil else { throw reader.error(at: symbol.position, .duplicateUnsubscription) }
                unsubscribe = symbol.time
            default:
                throw reader.error(at: symbol.position, .eventInSubscription(symbol.character))
            }
        }
        guard let subscribe else {
            throw MarbleSyntaxError(diagram: diagram, position: nil, reason: .missingSubscription)
        }
        if let unsubscribe { return Subscription(subscribe, unsubscribe) }
        return Subscription(subscribe)
    }

    /// The character itself as an element, when the element type is `Character` or `String`.
    static func literal<Element>(_ character: Character, as type: Element.Type) -> Element? {
        if let element = character as? Element { return element }
        if let element = String(character) as? Element { return element }
        return nil
    }
}

/// One event character of a diagram, with its position and tick.
struct MarbleSymbol {
    let character: Character
    let position: Int
    let time: TestTime
}

/// Walks a diagram: frames, groups and time progressions, handing out each remaining character with its tick.
struct MarbleReader {
    let diagram: String
    private let characters: [Character]
    private let frame: TestTime
    private let resolution: Double
    private var index = 0
    private var time: TestTime
    /// The position and tick of the open group's `(`, and how many events it holds so far.
    private var group: (position: Int, time: TestTime, count: Int)?

    init(diagram: String, frame: TestTime, resolution: Double, offset: TestTime) throws(MarbleSyntaxError) {
        self.diagram = diagram
        self.characters = Array(diagram)
        self.frame = frame
        self.resolution = resolution
        self.time = offset
        guard frame > 0 else { throw MarbleSyntaxError(diagram: diagram, position: nil, reason: .invalidFrame(frame)) }
        guard resolution > 0, resolution.isFinite else {
            throw MarbleSyntaxError(diagram: diagram, position: nil, reason: .invalidResolution(resolution))
        }
    }

    /// Marble syntax, which can be neither a value nor an error key (`#` may be an error key).
    static func isReserved(_ character: Character) -> Bool {
        character.isWhitespace || "-|()^!".contains(character)
    }

    func error(at position: Int?, _ reason: MarbleSyntaxError.Reason) -> MarbleSyntaxError {
        MarbleSyntaxError(diagram: diagram, position: position, reason: reason)
    }

    /// The next event character (`|`, `#`, `^`, `!` and value or error characters), or `nil` at the end.
    mutating func next() throws(MarbleSyntaxError) -> MarbleSymbol? {
        while index < characters.count {
            let position = index
            let character = characters[index]
            if character.isWhitespace {
                index += 1
                continue
            }
            if group == nil, let ticks = try timeProgression() {
                try advance(by: ticks, at: position)
                continue
            }
            index += 1
            switch character {
            case "-":
                if group != nil { throw error(at: position, .frameInsideGroup) }
                try advance(by: frame, at: position)
            case "(":
                if group != nil { throw error(at: position, .nestedGroup) }
                group = (position, time, 0)
                try advance(by: frame, at: position)
            case ")":
                guard let open = group else { throw error(at: position, .unopenedGroup) }
                if open.count == 0 { throw error(at: open.position, .emptyGroup) }
                group = nil
                try advance(by: frame, at: position)
            default:
                let at = group?.time ?? time
                group?.count += 1
                try advance(by: frame, at: position)
                return MarbleSymbol(character: character, position: position, time: at)
            }
        }
        if let open = group { throw error(at: open.position, .unclosedGroup) }
        return nil
    }

    private mutating func advance(by ticks: TestTime, at position: Int) throws(MarbleSyntaxError) {
        let (sum, overflow) = time.addingReportingOverflow(ticks)
        if overflow { throw error(at: position, .timeOverflow) }
        time = sum
    }

    /// At a token that starts after a space (or the start) and ends before one (or the end): its ticks if it is a
    /// time progression, consuming it; otherwise `nil`, consuming nothing.
    private mutating func timeProgression() throws(MarbleSyntaxError) -> TestTime? {
        let start = index
        guard start == 0 || characters[start - 1].isWhitespace, characters[start].isASCIIDigit else { return nil }
        var end = start
        while end < characters.count, !characters[end].isWhitespace { end += 1 }
        let token = String(characters[start..<end])
        guard let (number, unit) = Self.splitProgression(token) else { return nil }
        let seconds: Double?
        switch unit {
        case "": seconds = nil
        case "ms": seconds = number / 1000
        case "s": seconds = number
        case "m": seconds = number * 60
        default: return nil
        }
        let ticks = seconds.map { $0 / resolution } ?? number
        guard ticks < Double(Int.max / 2) else { throw error(at: start, .timeOverflow) }
        let whole = ticks.rounded()
        guard abs(ticks - whole) <= 1e-9 * Swift.max(1, whole) else { throw error(at: start, .fractionalTicks(token)) }
        index = end
        return Int(whole)
    }

    /// `"1.5s"` → `(1.5, "s")`; `nil` unless the token is digits, an optional fraction and an optional unit.
    private static func splitProgression(_ token: String) -> (Double, String)? {
        var digits = Substring(token)
        var unit = ""
        for candidate in ["ms", "s", "m"] where digits.hasSuffix(candidate) {
            unit = candidate
            digits = digits.dropLast(candidate.count)
            break
        }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
            let number = Double(digits)
        else { return nil }
        return (number, unit)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool {
        isASCII && isNumber
    }
}
