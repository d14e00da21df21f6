// SendableRx — `amb`.

extension ObservableType {
    /// Mirrors whichever of this sequence and `right` sends an event first, disposing the other.
    ///
    /// ```
    /// self:        ----1-2-|
    /// right:       --a-b---|
    /// amb(right):  --a-b---|
    /// ```
    ///
    /// - Parameter right: The competing sequence.
    /// - Returns: The sequence that reacted first.
    public func amb<Source: ObservableType>(_ right: Source) -> Observable<Element> where Source.Element == Element {
        let left = asObservable()
        let right = right.asObservable()
        return .producer { observer, cancel in
            let sink = SerializingSink<Element>(observer: observer, cancel: cancel)
            let leftSubscription = SingleAssignmentDisposable()
            let rightSubscription = SingleAssignmentDisposable()
            var winner: Int?

            func observe(_ side: Int, loser: SingleAssignmentDisposable) -> AnyObserver<Element> {
                AnyObserver { event in
                    let disposeLoser = sink.locked { () -> Bool in
                        var decided = false
                        if winner == nil {
                            winner = side
                            decided = true
                        }
                        guard winner == side else { return false }
                        sink.enqueue(event)
                        return decided
                    }
                    if disposeLoser {
                        loser.dispose()
                    }
                }
            }

            leftSubscription.setDisposable(left.subscribe(observe(0, loser: rightSubscription)))
            rightSubscription.setDisposable(right.subscribe(observe(1, loser: leftSubscription)))
            return (sink, Disposables.create(leftSubscription, rightSubscription))
        }
    }
}

extension Observable {
    /// Mirrors whichever source sends an event first, disposing the others.
    ///
    /// - Parameter sequence: The competing sources.
    /// - Returns: The sequence that reacted first; with no sources, a sequence that never emits.
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        sequence.reduce(Observable<Element>.never()) { $0.amb($1) }
    }

    /// Mirrors whichever source sends an event first, disposing the others, for sources of one type that are not
    /// `Observable`s — subjects, relays, traits — as RxSwift code passes them where a subject *is* an
    /// `Observable`.
    ///
    /// - Parameter sequence: The competing sources.
    /// - Returns: The sequence that reacted first; with no sources, a sequence that never emits.
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element: ObservableConvertibleType, Sequence.Element.Element == Element {
        amb(sequence.map { $0.asObservable() })
    }
}
