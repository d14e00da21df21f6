// SendableRx — the library's error type.

/// Errors that SendableRx itself produces.
public enum RxError: Swift.Error, CustomDebugStringConvertible {
    /// An unknown error.
    case unknown
    /// An operation was performed on a disposed object, for example subscribing to a disposed subject.
    case disposed(object: AnyObject)
    /// An arithmetic overflow.
    case overflow
    /// An argument was out of its allowed range (a negative count, a zero buffer size, a negative period…).
    case argumentOutOfRange
    /// A sequence that was required to have at least one element completed without one.
    case noElements
    /// A sequence that was required to have at most one element produced more.
    case moreThanOneElement
    /// No event arrived within the allowed time.
    case timeout

    /// A description that names the case.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error occurred."
        case .disposed(let object):
            return "Object `\(object)` was already disposed."
        case .overflow:
            return "Arithmetic overflow occurred."
        case .argumentOutOfRange:
            return "Argument out of range."
        case .noElements:
            return "Sequence doesn't contain any elements."
        case .moreThanOneElement:
            return "Sequence contains more than one element."
        case .timeout:
            return "Sequence timeout."
        }
    }
}

// @unchecked Sendable: the only non-Sendable payload, `disposed(object:)`, is carried to identify the disposed object
// (compare it with `===`); SendableRx never reads or mutates it.
extension RxError: @unchecked Sendable {}
