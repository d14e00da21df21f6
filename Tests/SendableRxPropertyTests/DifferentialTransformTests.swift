// SendableRx tests — differential properties of the transforming operators: each is run on random marbles on a
// TestScheduler and compared, tick for tick, with a reference model written over arrays.

import SendableRx
import SendableRxTest
import XCTest

final class DifferentialTransformTests: PropertyTestCase {
    func testMap() {
        checkUnary("map") { rng in
            let trigger = randomThrowTrigger(&rng)
            return UnaryCase<Int>(
                "map { $0 * 3 + 1 }, \(describeTrigger(trigger))",
                build: { source, _ in
                    source.map { value in
                        if value == trigger { throw closureError }
                        return value * 3 + 1
                    }
                },
                model: { view in
                    fold(view.events, ()) { _, value in
                        value == trigger ? [.error(closureError)] : [.next(value * 3 + 1)]
                    }
                }
            )
        }
    }

    func testCompactMap() {
        checkUnary("compactMap") { rng in
            let trigger = randomThrowTrigger(&rng)
            let divisor = rng.int(2...4)
            return UnaryCase<String>(
                "compactMap { $0 % \(divisor) == 0 ? \"<$0>\" : nil }, \(describeTrigger(trigger))",
                build: { source, _ in
                    source.compactMap { value -> String? in
                        if value == trigger { throw closureError }
                        return value % divisor == 0 ? "<\(value)>" : nil
                    }
                },
                model: { view in
                    fold(view.events, ()) { _, value -> [Event<String>] in
                        if value == trigger { return [.error(closureError)] }
                        return value % divisor == 0 ? [.next("<\(value)>")] : []
                    }
                }
            )
        }
    }

    func testScanWithSeed() {
        checkUnary("scan(_:accumulator:)") { rng in
            let trigger = randomThrowTrigger(&rng)
            let seed = rng.int(0...5)
            return UnaryCase<Int>(
                "scan(\(seed)) { ($0 * 31 + $1) % 1_000_003 }, \(describeTrigger(trigger))",
                build: { source, _ in
                    source.scan(seed) { accumulated, value in
                        if value == trigger { throw closureError }
                        return (accumulated * 31 + value) % 1_000_003
                    }
                },
                model: { view in
                    fold(view.events, seed) { accumulated, value in
                        if value == trigger { return [.error(closureError)] }
                        accumulated = (accumulated * 31 + value) % 1_000_003
                        return [.next(accumulated)]
                    }
                }
            )
        }
    }

    func testScanInto() {
        checkUnary("scan(into:accumulator:)") { rng in
            let trigger = randomThrowTrigger(&rng)
            return UnaryCase<[Int]>(
                "scan(into: []) { $0.append($1) }, \(describeTrigger(trigger))",
                build: { source, _ in
                    source.scan(into: [Int]()) { accumulated, value in
                        if value == trigger { throw closureError }
                        accumulated.append(value)
                    }
                },
                model: { view in
                    fold(view.events, [Int]()) { accumulated, value in
                        if value == trigger { return [.error(closureError)] }
                        accumulated.append(value)
                        return [.next(accumulated)]
                    }
                }
            )
        }
    }

    func testEnumerated() {
        checkUnary("enumerated") { _ in
            UnaryCase<IndexedElement>(
                "enumerated()",
                build: { source, _ in
                    source.enumerated().map { IndexedElement(index: $0.index, element: $0.element) }
                },
                model: { view in
                    fold(view.events, 0) { index, value in
                        defer { index += 1 }
                        return [.next(IndexedElement(index: index, element: value))]
                    }
                }
            )
        }
    }

    func testMaterialize() {
        checkUnary("materialize") { _ in
            UnaryCase<Event<Int>>(
                "materialize()",
                build: { source, _ in source.materialize() },
                model: { view in
                    fold(
                        view.events, (),
                        onNext: { _, value in [.next(.next(value))] },
                        onError: { _, error in [.next(.error(error)), .completed] },
                        onCompleted: { _ in [.next(.completed), .completed] }
                    )
                }
            )
        }
    }

    func testDematerializeUndoesMaterialize() {
        checkUnary("materialize().dematerialize()") { _ in
            UnaryCase<Int>(
                "materialize().dematerialize()",
                build: { source, _ in source.materialize().dematerialize() },
                model: { view in view.events }
            )
        }
    }

    func testStartWith() {
        checkUnary("startWith") { rng in
            let prefix = (0..<rng.int(1...3)).map { _ in rng.int(100...199) }
            return UnaryCase<Int>(
                "startWith(\(prefix.map(String.init).joined(separator: ", ")))",
                build: { source, _ in
                    switch prefix.count {
                    case 1: return source.startWith(prefix[0])
                    case 2: return source.startWith(prefix[0], prefix[1])
                    default: return source.startWith(prefix[0], prefix[1], prefix[2])
                    }
                },
                // The prefix is sent synchronously on subscription, at 200.
                model: { view in prefix.map { .next(200, $0) } + view.events }
            )
        }
    }

    /// `buffer` has no count-only form; with a time span far beyond the test's 1000 ticks it buffers by count.
    func testBufferByCount() {
        checkUnary("buffer(count)") { rng in
            let count = rng.int(1...5)
            return UnaryCase<[Int]>(
                "buffer(timeSpan: .seconds(100_000), count: \(count))",
                build: { source, scheduler in
                    source.buffer(timeSpan: .seconds(100_000), count: count, scheduler: scheduler)
                },
                model: { view in bufferModel(view.events, count: count) }
            )
        }
    }

    /// `window` has no count-only form either; each window is collected with `toArray`, which must give the
    /// same arrays at the same ticks as `buffer`.
    func testWindowByCount() {
        checkUnary("window(count)") { rng in
            let count = rng.int(1...5)
            return UnaryCase<[Int]>(
                "window(timeSpan: .seconds(100_000), count: \(count)).flatMap { $0.toArray() }",
                build: { source, scheduler in
                    source.window(timeSpan: .seconds(100_000), count: count, scheduler: scheduler)
                        .flatMap { $0.toArray().asObservable() }
                },
                model: { view in bufferModel(view.events, count: count) }
            )
        }
    }
}

/// Arrays of `count` elements, each emitted with its last element; on completion the current (possibly empty)
/// array, then completion; on error the current array is dropped.
private func bufferModel(_ events: [Recorded<Event<Int>>], count: Int) -> [Recorded<Event<[Int]>>] {
    fold(
        events, [Int](),
        onNext: { chunk, value in
            chunk.append(value)
            guard chunk.count == count else { return [] }
            defer { chunk = [] }
            return [.next(chunk)]
        },
        onCompleted: { chunk in [.next(chunk), .completed] }
    )
}
