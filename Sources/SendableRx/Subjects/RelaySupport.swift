// SendableRx — what SendableRxRelay's inlinable relays need from the core.

extension Infallible {
    /// Wraps a relay's subject, which never receives an error, without a guard operator in between.
    ///
    /// - Parameter relaySubject: The subject; it must never fail.
    @inlinable
    package init<Subject: ObservableType>(relaySubject: Subject) where Subject.Element == Element {
        self.init(relaySubject.asObservable())
    }
}
