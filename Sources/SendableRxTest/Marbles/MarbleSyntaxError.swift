// SendableRxTest — why a marble diagram could not be read, and where.

/// A malformed marble diagram: the diagram, the position of the offending character and the reason.
///
/// ``Marbles/events(_:values:errors:frame:resolution:offset:)`` and
/// ``Marbles/subscription(_:frame:resolution:offset:)`` throw it. The marble entry points of ``TestScheduler``
/// cannot throw; they record it as a test failure instead and return a test observable that fails with it when
/// subscribed to.
///
/// Its description points at the character:
///
/// ```
/// marble diagram "-a-(b-|": group '(' at position 3 is never closed
///     -a-(b-|
///        ^
/// ```
public struct MarbleSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with a diagram.
    public enum Reason: Hashable, Sendable {
        /// A `(` without its `)`.
        case unclosedGroup
        /// A `)` without a `(` before it.
        case unopenedGroup
        /// A `(` inside a group.
        case nestedGroup
        /// `()`: a group without events.
        case emptyGroup
        /// A `-` (or another frame-only character) inside a group, where every event shares one frame.
        case frameInsideGroup
        /// A character that is not marble syntax, not a key of `values` or `errors`, and not a value by itself
        /// (only `Character` and `String` elements are their own characters).
        case unknownCharacter(Character)
        /// A character that is a key of both `values` and `errors`.
        case ambiguousCharacter(Character)
        /// A marble syntax character (`-`, `|`, `(`, `)`, `^`, `!`, a space) used as a key of `values`, or as a key
        /// of `errors` other than `#`.
        case reservedCharacter(Character)
        /// `^` or `!` in a diagram of events; they belong in a subscription diagram.
        case subscriptionMarkerInEvents(Character)
        /// An event character in a subscription diagram, which may hold only `-`, `^`, `!`, groups, spaces and
        /// time progressions.
        case eventInSubscription(Character)
        /// A second `^` in a subscription diagram.
        case duplicateSubscription
        /// A second `!` in a subscription diagram.
        case duplicateUnsubscription
        /// `!` before the `^` of a subscription diagram.
        case unsubscriptionBeforeSubscription
        /// A subscription diagram without `^`.
        case missingSubscription
        /// A time progression (` 1.5s `) that is not a whole number of ticks at the scheduler's resolution.
        case fractionalTicks(String)
        /// A time beyond what ``TestTime`` can hold.
        case timeOverflow
        /// A frame length that is not positive.
        case invalidFrame(TestTime)
        /// A resolution (seconds per tick) that is not positive and finite.
        case invalidResolution(Double)
    }

    /// The diagram as given.
    public let diagram: String

    /// The offset, in characters from 0, of the offending character; `nil` when the problem is not at one place
    /// (a missing `^`, a bad frame, a reserved key).
    public let position: Int?

    /// What is wrong.
    public let reason: Reason

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - diagram: The diagram.
    ///   - position: The offset of the offending character, if any.
    ///   - reason: What is wrong.
    public init(diagram: String, position: Int?, reason: Reason) {
        self.diagram = diagram
        self.position = position
        self.reason = reason
    }

    /// The reason in words, without the diagram.
    public var explanation: String {
        let at = position.map { " at position \($0)" } ?? ""
        switch reason {
        case .unclosedGroup:
            return "group '('\(at) is never closed"
        case .unopenedGroup:
            return "')'\(at) closes no group"
        case .nestedGroup:
            return "'('\(at) opens a group inside a group"
        case .emptyGroup:
            return "group '()'\(at) holds no event"
        case .frameInsideGroup:
            return "'-'\(at) is inside a group, whose events all share one frame"
        case .unknownCharacter(let character):
            return "'\(character)'\(at) is neither marble syntax nor a key of values or errors"
        case .ambiguousCharacter(let character):
            return "'\(character)'\(at) is a key of both values and errors"
        case .reservedCharacter(let character):
            return "'\(character)' is marble syntax and cannot be a key of values or errors"
        case .subscriptionMarkerInEvents(let character):
            return "'\(character)'\(at) marks a subscription; it belongs in a subscription diagram"
        case .eventInSubscription(let character):
            return "'\(character)'\(at) is an event; a subscription diagram holds only '-', '^', '!', groups and time"
        case .duplicateSubscription:
            return "a second '^'\(at); a subscription diagram has exactly one"
        case .duplicateUnsubscription:
            return "a second '!'\(at); a subscription diagram has at most one"
        case .unsubscriptionBeforeSubscription:
            return "'!'\(at) comes before the subscription '^'"
        case .missingSubscription:
            return "no '^' marks the subscription"
        case .fractionalTicks(let token):
            return "time progression '\(token)'\(at) is not a whole number of ticks at this resolution"
        case .timeOverflow:
            return "the time\(at) is beyond what TestTime can hold"
        case .invalidFrame(let frame):
            return "the frame length \(frame) is not a positive number of ticks"
        case .invalidResolution(let resolution):
            return "the resolution \(resolution) is not a positive number of seconds per tick"
        }
    }

    /// The diagram, the reason, and a caret under the offending character.
    public var description: String {
        var text = "marble diagram \"\(diagram)\": \(explanation)"
        if let position {
            let line = diagram.map { $0 == "\n" || $0 == "\t" ? " " : String($0) }.joined()
            text += "\n    \(line)\n    \(String(repeating: " ", count: position))^"
        }
        return text
    }
}
