// SendableRxTest — recorded timelines written back as marble diagrams.

import SendableRx

extension Marbles {
    /// Writes recorded events as a diagram that ``events(_:values:errors:frame:resolution:offset:)`` reads back to
    /// the same events.
    ///
    /// Gaps that are whole frames become `-`; what remains becomes a time progression in ticks (` 5 `). Events at
    /// one tick become a group. `Character` and one-character `String` values are written as themselves, others
    /// through `values`; errors through `errors`, and ``MarbleTestError`` as `#`.
    ///
    /// ```swift
    /// try Marbles.render([.next(10, "a"), .next(30, "b"), .completed(50)])   // "-a-b-|"
    /// ```
    ///
    /// - Parameters:
    ///   - events: The events, in time order.
    ///   - values: The character of each value (the first key, in character order, whose value is equal).
    ///   - errors: The character of each error (compared with `errorsAreEqual(_:_:)`).
    ///   - frame: Ticks per frame; positive.
    ///   - offset: The tick of frame 0.
    /// - Returns: The diagram.
    /// - Throws: ``MarbleRenderingError`` when no diagram reads back to these events.
    public static func render<Element: Equatable>(
        _ events: [Recorded<Event<Element>>],
        values: [Character: Element] = [:],
        errors: [Character: any Error] = [:],
        frame: TestTime = defaultFrame,
        offset: TestTime = 0
    ) throws(MarbleRenderingError) -> String {
        guard frame > 0 else { throw .invalidFrame(frame) }
        let valueKeys = values.keys.sorted()
        let errorKeys = errors.keys.sorted()
        func character(for event: Event<Element>) throws(MarbleRenderingError) -> Character {
            switch event {
            case .completed:
                return "|"
            case .error(let error):
                if let key = errorKeys.first(where: { errorsAreEqual(errors[$0]!, error) }) { return key }
                if error is MarbleTestError, errors["#"] == nil { return "#" }
                throw .noCharacterForError(String(reflecting: error))
            case .next(let element):
                if let key = valueKeys.first(where: { values[$0]! == element }) { return key }
                if let character = element as? Character ?? (element as? String).flatMap(singleCharacter),
                    !MarbleReader.isReserved(character), character != "#", values[character] == nil,
                    errors[character] == nil
                {
                    return character
                }
                throw .noCharacterForValue(String(reflecting: element))
            }
        }

        var diagram = ""
        var cursor = offset
        var index = 0
        while index < events.count {
            let time = events[index].time
            var end = index
            while end < events.count, events[end].time == time { end += 1 }
            if time < cursor {
                throw index > 0 && time >= events[index - 1].time && time >= offset
                    ? .tooClose(time: time) : .unordered(time: time)
            }
            appendGap(time - cursor, frame: frame, to: &diagram)
            let symbols = try events[index..<end].map { (recorded) throws(MarbleRenderingError) in
                try character(for: recorded.value)
            }
            if symbols.count == 1 {
                diagram.append(symbols[0])
                cursor = time + frame
            } else {
                diagram += "(" + String(symbols) + ")"
                cursor = time + frame * (symbols.count + 2)
            }
            index = end
        }
        let readBack = try? Marbles.events(diagram, values: values, errors: errors, frame: frame, offset: offset)
        guard readBack == events else { throw .ambiguous(diagram) }
        return diagram
    }

    /// Writes a subscription as a diagram that ``subscription(_:frame:resolution:offset:)`` reads back to it:
    /// `"--^---!"`, `"(^!)"` when it ended at once, no `!` while it is active.
    ///
    /// - Parameters:
    ///   - subscription: The subscription.
    ///   - frame: Ticks per frame; positive.
    ///   - offset: The tick of frame 0.
    /// - Returns: The diagram.
    /// - Throws: ``MarbleRenderingError`` when it began before `offset`, or ended less than a frame after it began
    ///   (but not at once).
    public static func render(
        _ subscription: Subscription,
        frame: TestTime = defaultFrame,
        offset: TestTime = 0
    ) throws(MarbleRenderingError) -> String {
        guard frame > 0 else { throw .invalidFrame(frame) }
        guard subscription.subscribe >= offset else { throw .unordered(time: subscription.subscribe) }
        var diagram = ""
        appendGap(subscription.subscribe - offset, frame: frame, to: &diagram)
        if subscription.unsubscribe == Int.max {
            diagram += "^"
        } else if subscription.unsubscribe == subscription.subscribe {
            diagram += "(^!)"
        } else {
            guard subscription.unsubscribe >= subscription.subscribe + frame else {
                throw .tooClose(time: subscription.unsubscribe)
            }
            diagram += "^"
            appendGap(subscription.unsubscribe - subscription.subscribe - frame, frame: frame, to: &diagram)
            diagram += "!"
        }
        return diagram
    }

    /// Whole frames as `-`, the rest as a time progression in ticks.
    private static func appendGap(_ ticks: TestTime, frame: TestTime, to diagram: inout String) {
        diagram += String(repeating: "-", count: ticks / frame)
        let rest = ticks % frame
        if rest > 0 {
            if let last = diagram.last, !last.isWhitespace { diagram += " " }
            diagram += "\(rest) "
        }
    }

    private static func singleCharacter(_ string: String) -> Character? {
        string.count == 1 ? string.first : nil
    }
}
