// SendableRxTest — test observables, expected timelines and subscriptions from marble diagrams.

import SendableRx

extension TestScheduler {
    /// Creates a cold observable from a marble diagram: frame 0 is the moment of each subscription.
    ///
    /// ```swift
    /// let xs = scheduler.createColdObservable("-a-b-|", values: ["a": 1, "b": 2])
    /// // the same as createColdObservable([.next(10, 1), .next(30, 2), .completed(50)])
    /// ```
    ///
    /// A frame is ``marbleFrame`` ticks; see ``Marbles`` for the syntax. An element is `values[c]`, or the character
    /// itself when `Element` is `Character` or `String`.
    ///
    /// - Parameters:
    ///   - marbles: The diagram.
    ///   - values: The element of each value character.
    ///   - errors: The error of each error character (`#` is ``MarbleTestError`` unless given here).
    /// - Returns: The observable, which records its subscriptions. When the diagram is malformed, the failure (with
    ///   the position and the reason) is recorded in the running XCTest or Swift Testing test, and the observable
    ///   fails with the ``MarbleSyntaxError`` as soon as it is subscribed to.
    public func createColdObservable<Element>(
        _ marbles: String,
        values: [Character: Element] = [:],
        errors: [Character: Error] = [:]
    ) -> TestableObservable<Element> {
        createColdObservable(eventsOrFailure(marbles, values: values, errors: errors))
    }

    /// Creates a hot observable from a marble diagram: frame 0 is tick 0, so RxTest's usual ticks 150 and 210 are at
    /// positions 15 and 21 at the default frame of 10 ticks (or write ` 150 a 50 b` with time progressions).
    ///
    /// ```swift
    /// let xs = scheduler.createHotObservable("---------------a-----b-|", values: ["a": 1, "b": 2])
    /// // the same as createHotObservable([.next(150, 1), .next(210, 2), .completed(230)])
    /// ```
    ///
    /// - Parameters:
    ///   - marbles: The diagram.
    ///   - values: The element of each value character.
    ///   - errors: The error of each error character (`#` is ``MarbleTestError`` unless given here).
    /// - Returns: The observable, which records its subscriptions. When the diagram is malformed, the failure is
    ///   recorded in the running test, and the observable sends no event at its ticks but fails with the
    ///   ``MarbleSyntaxError`` as soon as it is subscribed to.
    public func createHotObservable<Element>(
        _ marbles: String,
        values: [Character: Element] = [:],
        errors: [Character: Error] = [:]
    ) -> TestableObservable<Element> {
        do {
            let events = try Marbles.events(
                marbles, values: values, errors: errors, frame: marbleFrame, resolution: resolution)
            return createHotObservable(events)
        } catch {
            recordMalformed(error, location: nil)
            return createColdObservable([.error(0, error)])
        }
    }

    /// Reads an expected timeline from a marble diagram, for `XCTAssertEqual(res.events, …)` or `#expect`.
    ///
    /// ```swift
    /// let res = scheduler.start { xs.map { $0 * 10 } }
    /// XCTAssertEqual(res.events, scheduler.events("-a-b-|", values: ["a": 10, "b": 20], offset: 200))
    /// ```
    ///
    /// - Parameters:
    ///   - marbles: The diagram.
    ///   - values: The element of each value character.
    ///   - errors: The error of each error character (`#` is ``MarbleTestError`` unless given here).
    ///   - offset: The tick of frame 0; `200`, `start`'s subscription time, compares with what `start` records.
    ///   - fileID: The file to report a malformed diagram in; the caller's by default.
    ///   - filePath: The file path to report a malformed diagram in; the caller's by default.
    ///   - line: The line to report a malformed diagram at; the caller's by default.
    ///   - column: The column to report a malformed diagram at; the caller's by default.
    /// - Returns: The events; when the diagram is malformed, the failure is recorded in the running test and the
    ///   result is a single error event with the ``MarbleSyntaxError`` at `offset`.
    public func events<Element>(
        _ marbles: String,
        values: [Character: Element] = [:],
        errors: [Character: Error] = [:],
        offset: TestTime = 0,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> [Recorded<Event<Element>>] {
        do {
            return try Marbles.events(
                marbles, values: values, errors: errors, frame: marbleFrame, resolution: resolution, offset: offset)
        } catch {
            let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
            recordMalformed(error, location: location)
            return [.error(offset, error)]
        }
    }

    /// Reads an expected subscription from a subscription diagram such as `"--^---!"`.
    ///
    /// - Parameters:
    ///   - marbles: The diagram.
    ///   - offset: The tick of frame 0.
    ///   - fileID: The file to report a malformed diagram in; the caller's by default.
    ///   - filePath: The file path to report a malformed diagram in; the caller's by default.
    ///   - line: The line to report a malformed diagram at; the caller's by default.
    ///   - column: The column to report a malformed diagram at; the caller's by default.
    /// - Returns: The subscription; when the diagram is malformed, the failure is recorded in the running test and
    ///   the result is `Subscription(Int.min, Int.min)`, which no test observable records.
    public func subscription(
        _ marbles: String,
        offset: TestTime = 0,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Subscription {
        do {
            return try Marbles.subscription(marbles, frame: marbleFrame, resolution: resolution, offset: offset)
        } catch {
            let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
            recordMalformed(error, location: location)
            return Subscription(Int.min, Int.min)
        }
    }

    /// Reads expected subscriptions, one diagram each: `scheduler.subscriptions("^--!", "--^-!")`.
    ///
    /// - Parameters:
    ///   - marbles: The diagrams.
    ///   - offset: The tick of frame 0 of every diagram.
    ///   - fileID: The file to report a malformed diagram in; the caller's by default.
    ///   - filePath: The file path to report a malformed diagram in; the caller's by default.
    ///   - line: The line to report a malformed diagram at; the caller's by default.
    ///   - column: The column to report a malformed diagram at; the caller's by default.
    /// - Returns: The subscriptions, in the order given (see ``subscription(_:offset:fileID:filePath:line:column:)``
    ///   for malformed diagrams).
    public func subscriptions(
        _ marbles: String...,
        offset: TestTime = 0,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> [Subscription] {
        marbles.map {
            subscription($0, offset: offset, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// Writes recorded events as a marble diagram with this scheduler's ``marbleFrame``; see
    /// ``Marbles/render(_:values:errors:frame:offset:)``.
    ///
    /// - Parameters:
    ///   - events: The events, in time order.
    ///   - values: The character of each value.
    ///   - errors: The character of each error.
    ///   - offset: The tick of frame 0.
    /// - Returns: The diagram.
    /// - Throws: ``MarbleRenderingError`` when no diagram reads back to these events.
    public func marbles<Element: Equatable>(
        _ events: [Recorded<Event<Element>>],
        values: [Character: Element] = [:],
        errors: [Character: Error] = [:],
        offset: TestTime = 0
    ) throws(MarbleRenderingError) -> String {
        try Marbles.render(events, values: values, errors: errors, frame: marbleFrame, offset: offset)
    }

    /// Writes a subscription as a subscription diagram with this scheduler's ``marbleFrame``.
    ///
    /// - Parameters:
    ///   - subscription: The subscription.
    ///   - offset: The tick of frame 0.
    /// - Returns: The diagram, such as `"--^---!"`.
    /// - Throws: ``MarbleRenderingError`` when no diagram reads back to this subscription.
    public func marbles(_ subscription: Subscription, offset: TestTime = 0) throws(MarbleRenderingError) -> String {
        try Marbles.render(subscription, frame: marbleFrame, offset: offset)
    }

    private func eventsOrFailure<Element>(
        _ marbles: String,
        values: [Character: Element],
        errors: [Character: Error]
    ) -> [Recorded<Event<Element>>] {
        do {
            return try Marbles.events(
                marbles, values: values, errors: errors, frame: marbleFrame, resolution: resolution)
        } catch {
            recordMalformed(error, location: nil)
            return [.error(0, error)]
        }
    }

    private func recordMalformed(_ error: MarbleSyntaxError, location: FailureLocation?) {
        recordTestFailure(
            "Malformed \(error)",
            at: location ?? FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        )
    }
}
