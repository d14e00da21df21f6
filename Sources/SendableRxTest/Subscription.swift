// SendableRxTest — when a test observable was subscribed and unsubscribed.

/// The virtual times at which a test observable was subscribed to and unsubscribed from.
///
/// A subscription that is still active has ``unsubscribe`` equal to `Int.max`.
public struct Subscription: Hashable, Sendable, CustomDebugStringConvertible {
    /// The time of the subscription.
    public let subscribe: TestTime

    /// The time of the unsubscription, or `Int.max` while still subscribed.
    public let unsubscribe: TestTime

    /// A subscription that has not been disposed.
    ///
    /// - Parameter subscribe: The time of the subscription.
    public init(_ subscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = Int.max
    }

    /// A subscription that was disposed.
    ///
    /// - Parameters:
    ///   - subscribe: The time of the subscription.
    ///   - unsubscribe: The time of the unsubscription.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `(subscribe : unsubscribe)`, with `Infinity` for an active subscription.
    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : String(unsubscribe)
        return "(\(subscribe) : \(end))"
    }
}
