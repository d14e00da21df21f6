// SendableRxTest — why a timeline could not be written as a marble diagram.

/// A timeline that ``Marbles/render(_:values:errors:frame:offset:)`` cannot write as a diagram that reads back to
/// the same timeline.
public enum MarbleRenderingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A value with no character: not in `values`, and not a `Character` or one-character `String` that is no
    /// marble syntax. The associated value describes the value.
    case noCharacterForValue(String)
    /// An error with no character: not in `errors`, and not a ``MarbleTestError`` (which is `#`).
    case noCharacterForError(String)
    /// An event at `time` that comes before the previous one, or before `offset`.
    case unordered(time: TestTime)
    /// An event at `time` that is too close to the frames the previous event or group takes (a group of `n`
    /// events takes `n + 2` frames), or a subscription that ends less than a frame after it began.
    case tooClose(time: TestTime)
    /// The diagram would not read back to the same timeline (digit values next to a time progression).
    case ambiguous(String)
    /// A frame length that is not positive.
    case invalidFrame(TestTime)

    /// The reason in words.
    public var description: String {
        switch self {
        case .noCharacterForValue(let value): return "no marble character for the value \(value)"
        case .noCharacterForError(let error): return "no marble character for the error \(error)"
        case .unordered(let time): return "the event at \(time) is out of order"
        case .tooClose(let time): return "the event at \(time) is too close to the frames of the one before"
        case .ambiguous(let diagram): return "the diagram \"\(diagram)\" would not read back to the same timeline"
        case .invalidFrame(let frame): return "the frame length \(frame) is not a positive number of ticks"
        }
    }
}
