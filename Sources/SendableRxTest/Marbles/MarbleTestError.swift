// SendableRxTest — the error that `#` stands for when a diagram gives it none.

/// The error of a `#` in a marble diagram whose `errors` do not say which error `#` is.
///
/// All values are equal, so an expected diagram with `#` matches a recorded `#`.
public struct MarbleTestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Creates the error.
    public init() {}

    /// `"marble error #"`.
    public var description: String {
        "marble error #"
    }
}
