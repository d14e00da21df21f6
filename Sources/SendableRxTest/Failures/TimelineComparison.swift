// SendableRxTest — failure messages: expected and actual timelines drawn one above the other, plus the first
// difference.

import SendableRx

/// Builds the failure messages of the equality assertions: aligned marble timelines and the first differing event.
enum TimelineComparison {
    /// One row of an aligned drawing: a label and what happens at each tick.
    struct Row {
        var label: String
        var cells: [TestTime: String]
    }

    /// The message for two recorded event arrays that differ, drawn in the order given.
    static func message<Element: Equatable>(
        _ title: String,
        _ first: (label: String, events: [Recorded<Event<Element>>]),
        _ second: (label: String, events: [Recorded<Event<Element>>])
    ) -> String {
        var symbols = SymbolTable<Element>(first.events.map(\.value) + second.events.map(\.value))
        let rows = [
            Row(label: first.label, cells: symbols.cells(first.events)),
            Row(label: second.label, cells: symbols.cells(second.events)),
        ]
        var lines = [title]
        lines += drawing(rows)
        let index = firstDifference(first.events, second.events)
        lines.append(difference(at: index, first.label, first.events, second.label, second.events) { describe($0) })
        lines += symbols.legend
        return lines.joined(separator: "\n")
    }

    /// The message for two subscription arrays that differ, drawn in the order given.
    static func message(
        _ first: (label: String, subscriptions: [Subscription]),
        _ second: (label: String, subscriptions: [Subscription])
    ) -> String {
        func rows(_ subscriptions: [Subscription], _ label: String) -> [Row] {
            subscriptions.enumerated().map { index, subscription in
                var cells: [TestTime: String] = [:]
                if subscription.unsubscribe == subscription.subscribe {
                    cells[subscription.subscribe] = "(^!)"
                } else {
                    cells[subscription.subscribe] = "^"
                    if subscription.unsubscribe != Int.max { cells[subscription.unsubscribe] = "!" }
                }
                return Row(label: subscriptions.count == 1 ? label : "\(label)[\(index)]", cells: cells)
            }
        }
        var lines = ["Subscriptions are not equal."]
        let all = rows(first.subscriptions, first.label) + rows(second.subscriptions, second.label)
        if !all.isEmpty { lines += drawing(all) }
        let index = firstDifference(first.subscriptions, second.subscriptions)
        lines.append(
            difference(at: index, first.label, first.subscriptions, second.label, second.subscriptions) {
                String(reflecting: $0)
            })
        return lines.joined(separator: "\n")
    }

    /// The message for two arrays of untimed values that differ: both listed, and the first difference.
    static func message<Value>(
        _ title: String,
        _ first: (label: String, values: [Value]),
        _ second: (label: String, values: [Value]),
        firstDifference index: Int
    ) -> String {
        func list(_ values: [Value]) -> String {
            "[" + values.map { String(describing: $0) }.joined(separator: ", ") + "]"
        }
        let width = max(first.label.count, second.label.count) + 1
        return [
            title,
            "  \(pad(first.label + ":", to: width)) \(list(first.values))",
            "  \(pad(second.label + ":", to: width)) \(list(second.values))",
            difference(at: index, first.label, first.values, second.label, second.values) { String(describing: $0) },
        ].joined(separator: "\n")
    }

    /// The index of the first position where `first` and `second` differ, or the shorter count when one array
    /// starts the other.
    static func firstDifference<Value: Equatable>(_ first: [Value], _ second: [Value]) -> Int {
        firstDifference(first, second, by: ==)
    }

    /// The index of the first position where `areEqual(first[index], second[index])` is false, or the shorter count
    /// when there is none.
    static func firstDifference<Value>(
        _ first: [Value],
        _ second: [Value],
        by areEqual: (Value, Value) -> Bool
    ) -> Int {
        var index = 0
        while index < min(first.count, second.count), areEqual(first[index], second[index]) { index += 1 }
        return index
    }

    /// `next(2) @ 230`, `completed @ 300`, `error(Failure()) @ 300`.
    static func describe<Element>(_ recorded: Recorded<Event<Element>>) -> String {
        switch recorded.value {
        case .next(let element): return "next(\(String(reflecting: element))) @ \(recorded.time)"
        case .error(let error): return "error(\(String(describing: error))) @ \(recorded.time)"
        case .completed: return "completed @ \(recorded.time)"
        }
    }

    private static func difference<Value>(
        at index: Int,
        _ firstLabel: String,
        _ first: [Value],
        _ secondLabel: String,
        _ second: [Value],
        describe: (Value) -> String
    ) -> String {
        func item(_ values: [Value]) -> String {
            index < values.count ? describe(values[index]) : "nothing (\(values.count) in all)"
        }
        return "  first difference, at index \(index): "
            + "\(firstLabel) has \(item(first)), \(secondLabel) has \(item(second))"
    }

    /// Draws rows on one time axis: a column for every tick at which some row has something, `-` for the frames
    /// between, and a quiet stretch of more than 12 frames shortened to `--~N~--` (the two dashes on each side are
    /// frames, `N` the ticks left out).
    static func drawing(_ rows: [Row]) -> [String] {
        let times = Set(rows.flatMap(\.cells.keys)).sorted()
        guard let first = times.first else {
            return rows.map { "  \(pad($0.label, to: labelWidth(rows))) (nothing)" }
        }
        // Distances between ticks are counted in `UInt`: two ticks can be further apart than `Int.max` (the
        // `Subscription(Int.min, Int.min)` of a malformed marble diagram beside a real subscription at 200).
        let frame = max(1, times.reduce(0 as UInt) { gcd($0, distance(from: first, to: $1)) })
        var lines = Array(repeating: "", count: rows.count)
        var previous: TestTime?
        for time in times {
            if let previous {
                let quiet = distance(from: previous, to: time) / frame - 1
                let gap = quiet > 12 ? "--~\((quiet - 4) * frame)~--" : String(repeating: "-", count: Int(quiet))
                for row in lines.indices { lines[row] += gap }
            }
            let width = rows.map { $0.cells[time]?.count ?? 1 }.max() ?? 1
            for (row, content) in rows.enumerated() {
                let cell = content.cells[time] ?? "-"
                lines[row] += cell + String(repeating: cell == "-" ? "-" : " ", count: width - cell.count)
            }
            previous = time
        }
        let width = labelWidth(rows)
        let unit = frame == 1 ? "tick" : "ticks"
        let header = "  \(pad("", to: width)) first column at tick \(first), one column per \(frame) \(unit)"
        return [header] + rows.indices.map { "  \(pad(rows[$0].label + ":", to: width)) \(lines[$0])" }
    }

    private static func labelWidth(_ rows: [Row]) -> Int {
        (rows.map(\.label.count).max() ?? 0) + 1
    }

    private static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private static func gcd(_ a: UInt, _ b: UInt) -> UInt {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    /// The ticks from `start` to `end` (not before it), exact even where `end - start` overflows `Int`.
    private static func distance(from start: TestTime, to end: TestTime) -> UInt {
        UInt(bitPattern: end &- start)
    }
}

/// The marble character of each value in a failure message: the value itself when it is one character that is not
/// marble syntax, otherwise a letter explained in a legend.
struct SymbolTable<Element: Equatable> {
    private var symbols: [(value: Element, symbol: Character)] = []
    private var errors: [any Error] = []
    private var usesLetters = false

    init(_ events: [Event<Element>]) {
        let elements = events.compactMap(\.element)
        let literal = elements.allSatisfy { Self.literalSymbol($0) != nil }
        var letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for element in elements where !symbols.contains(where: { $0.value == element }) {
            if literal, let symbol = Self.literalSymbol(element) {
                symbols.append((element, symbol))
            } else {
                usesLetters = true
                symbols.append((element, letters.isEmpty ? "?" : letters.removeFirst()))
            }
        }
        for case .error(let error) in events where !errors.contains(where: { errorsAreEqual($0, error) }) {
            errors.append(error)
        }
    }

    /// The cells of one row: each tick's events as `a`, `|`, `#`, or a group `(ab|)`.
    mutating func cells(_ events: [Recorded<Event<Element>>]) -> [TestTime: String] {
        var grouped: [TestTime: [Character]] = [:]
        for recorded in events {
            grouped[recorded.time, default: []].append(symbol(for: recorded.value))
        }
        return grouped.mapValues { $0.count == 1 ? String($0) : "(" + String($0) + ")" }
    }

    /// `values: a = 10, b = 20` and `errors: # = …`, where needed.
    var legend: [String] {
        var lines: [String] = []
        if usesLetters {
            lines.append(
                "  values: " + symbols.map { "\($0.symbol) = \(String(reflecting: $0.value))" }.joined(separator: ", "))
        }
        if !errors.isEmpty {
            lines.append("  errors (#): " + errors.map { String(describing: $0) }.joined(separator: ", "))
        }
        return lines
    }

    private func symbol(for event: Event<Element>) -> Character {
        switch event {
        case .completed: return "|"
        case .error: return "#"
        case .next(let element): return symbols.first { $0.value == element }?.symbol ?? "?"
        }
    }

    private static func literalSymbol(_ element: Element) -> Character? {
        let text = String(describing: element)
        guard text.count == 1, let character = text.first, !MarbleReader.isReserved(character),
            character != "#", character != "~"
        else { return nil }
        return character
    }
}
