// SendableRx tests — differential properties of the filtering operators against array models: the kept
// elements, the tick each operator ends at, and when it lets go of its source.

import SendableRx
import SendableRxTest
import XCTest

final class DifferentialFilterTests: PropertyTestCase {
    func testFilter() {
        checkUnary("filter") { rng in
            let trigger = randomThrowTrigger(&rng)
            let divisor = rng.int(2...4)
            let remainder = rng.int(0...(divisor - 1))
            return UnaryCase<Int>(
                "filter { $0 % \(divisor) == \(remainder) }, \(describeTrigger(trigger))",
                build: { source, _ in
                    source.filter { value in
                        if value == trigger { throw closureError }
                        return value % divisor == remainder
                    }
                },
                model: { view in
                    fold(view.events, ()) { _, value -> [Event<Int>] in
                        if value == trigger { return [.error(closureError)] }
                        return value % divisor == remainder ? [.next(value)] : []
                    }
                }
            )
        }
    }

    /// `take(n)` completes with its n-th element and disposes the source then; `take(0)` completes on
    /// subscription without subscribing.
    func testTake() {
        checkUnary("take") { rng in
            let count = rng.int(0...8)
            let testCase = UnaryCase<Int>(
                "take(\(count))",
                build: { source, _ in source.take(count) },
                model: { view in
                    if count == 0 { return [.completed(200)] }
                    return fold(view.events, count) { remaining, value in
                        remaining -= 1
                        return remaining == 0 ? [.next(value), .completed] : [.next(value)]
                    }
                }
            )
            return count == 0 ? testCase.withoutSubscription() : testCase
        }
    }

    func testSkip() {
        checkUnary("skip") { rng in
            let count = rng.int(-2...8)
            return UnaryCase<Int>(
                "skip(\(count))",
                build: { source, _ in source.skip(count) },
                model: { view in
                    fold(view.events, count) { remaining, value in
                        if remaining > 0 {
                            remaining -= 1
                            return []
                        }
                        return [.next(value)]
                    }
                }
            )
        }
    }

    /// `takeLast(n)` sends the last n elements at the completion tick; an error drops them.
    func testTakeLast() {
        checkUnary("takeLast") { rng in
            let count = rng.int(0...8)
            return UnaryCase<Int>(
                "takeLast(\(count))",
                build: { source, _ in source.takeLast(count) },
                model: { view in
                    fold(
                        view.events, [Int](),
                        onNext: { kept, value in
                            kept.append(value)
                            if kept.count > count { kept.removeFirst() }
                            return []
                        },
                        onCompleted: { kept in kept.map { .next($0) } + [.completed] }
                    )
                }
            )
        }
    }

    func testTakeWhile() {
        checkUnary("take(while:)") { rng in
            let limit = rng.int(0...10)
            let behavior: TakeBehavior = rng.bool() ? .inclusive : .exclusive
            let trigger = randomThrowTrigger(&rng)
            return UnaryCase<Int>(
                "take(while: { $0 < \(limit) }, behavior: .\(behavior)), \(describeTrigger(trigger))",
                build: { source, _ in
                    source.take(while: { value in
                        if value == trigger { throw closureError }
                        return value < limit
                    }, behavior: behavior)
                },
                model: { view in
                    fold(view.events, ()) { _, value -> [Event<Int>] in
                        if value == trigger { return [.error(closureError)] }
                        if value < limit { return [.next(value)] }
                        return behavior == .inclusive ? [.next(value), .completed] : [.completed]
                    }
                }
            )
        }
    }

    func testTakeUntilPredicate() {
        checkUnary("take(until:)") { rng in
            let stop = rng.int(0...9)
            let behavior: TakeBehavior = rng.bool() ? .inclusive : .exclusive
            return UnaryCase<Int>(
                "take(until: { $0 == \(stop) }, behavior: .\(behavior))",
                build: { source, _ in source.take(until: { $0 == stop }, behavior: behavior) },
                model: { view in
                    fold(view.events, ()) { _, value -> [Event<Int>] in
                        if value != stop { return [.next(value)] }
                        return behavior == .inclusive ? [.next(value), .completed] : [.completed]
                    }
                }
            )
        }
    }

    func testSkipWhile() {
        checkUnary("skip(while:)") { rng in
            let limit = rng.int(0...10)
            let trigger = randomThrowTrigger(&rng)
            return UnaryCase<Int>(
                "skip(while: { $0 < \(limit) }), \(describeTrigger(trigger))",
                build: { source, _ in
                    source.skip(while: { value in
                        if value == trigger { throw closureError }
                        return value < limit
                    })
                },
                // The predicate is not called again once it has failed, so a later trigger does not throw.
                model: { view in
                    fold(view.events, true) { skipping, value -> [Event<Int>] in
                        if skipping {
                            if value == trigger { return [.error(closureError)] }
                            skipping = value < limit
                        }
                        return skipping ? [] : [.next(value)]
                    }
                }
            )
        }
    }

    func testDistinctUntilChanged() {
        checkUnary("distinctUntilChanged()", values: 0...3) { _ in
            UnaryCase<Int>(
                "distinctUntilChanged()",
                build: { source, _ in source.distinctUntilChanged() },
                model: { view in distinctModel(view.events, key: { $0 }, equal: ==) }
            )
        }
    }

    func testDistinctUntilChangedByKey() {
        checkUnary("distinctUntilChanged(key)", values: 0...7) { rng in
            let trigger = randomThrowTrigger(&rng, values: 0...7)
            return UnaryCase<Int>(
                "distinctUntilChanged { $0 / 2 }, \(describeTrigger(trigger))",
                build: { source, _ in
                    source.distinctUntilChanged { value in
                        if value == trigger { throw closureError }
                        return value / 2
                    }
                },
                model: { view in distinctModel(view.events, key: { $0 / 2 }, equal: ==, trigger: trigger) }
            )
        }
    }

    /// With a comparer that is not transitive, each element is compared with the last element passed on.
    func testDistinctUntilChangedByComparer() {
        checkUnary("distinctUntilChanged(comparer)", values: 0...6) { _ in
            UnaryCase<Int>(
                "distinctUntilChanged { abs($0 - $1) <= 1 }",
                build: { source, _ in source.distinctUntilChanged { abs($0 - $1) <= 1 } },
                model: { view in distinctModel(view.events, key: { $0 }, equal: { abs($0 - $1) <= 1 }) }
            )
        }
    }

    /// `element(at:)` ends with the element at the index; a source that completes first fails the sequence
    /// with `RxError.argumentOutOfRange`.
    func testElementAt() {
        checkUnary("element(at:)") { rng in
            let index = rng.int(0...8)
            return UnaryCase<Int>(
                "element(at: \(index))",
                build: { source, _ in source.element(at: index) },
                model: { view in
                    fold(
                        view.events, 0,
                        onNext: { position, value in
                            defer { position += 1 }
                            return position == index ? [.next(value), .completed] : []
                        },
                        onCompleted: { _ in [.error(RxError.argumentOutOfRange)] }
                    )
                }
            )
        }
    }

    /// `first()` is a `Single<Element?>`: the first element, or `nil` for an empty source.
    func testFirst() {
        checkUnary("first") { _ in
            UnaryCase<Int?>(
                "first()",
                build: { source, _ in source.first().asObservable() },
                model: { view in
                    fold(
                        view.events, (),
                        onNext: { _, value in [.next(value), .completed] },
                        onCompleted: { _ in [.next(nil), .completed] }
                    )
                }
            )
        }
    }

    /// `single()` passes the element on at once, fails with `moreThanOneElement` on a second one and with
    /// `noElements` when the source completes empty.
    func testSingle() {
        checkUnary("single()", values: 0...3) { rng in
            let filtered = rng.bool()
            let predicate: (Int) -> Bool = filtered ? { $0 == 2 } : { _ in true }
            return UnaryCase<Int>(
                filtered ? "single { $0 == 2 }" : "single()",
                build: { source, _ in filtered ? source.single { $0 == 2 } : source.single() },
                model: { view in
                    fold(
                        view.events, false,
                        onNext: { seen, value -> [Event<Int>] in
                            guard predicate(value) else { return [] }
                            if seen { return [.error(RxError.moreThanOneElement)] }
                            seen = true
                            return [.next(value)]
                        },
                        onCompleted: { seen in seen ? [.completed] : [.error(RxError.noElements)] }
                    )
                }
            )
        }
    }

    func testIgnoreElements() {
        checkUnary("ignoreElements") { _ in
            UnaryCase<Never>(
                "ignoreElements()",
                build: { source, _ in source.ignoreElements() },
                model: { view in fold(view.events, ()) { _, _ in [] } }
            )
        }
    }

    func testIfEmptyDefault() {
        checkUnary("ifEmpty(default:)") { rng in
            let fallback = rng.int(100...199)
            return UnaryCase<Int>(
                "ifEmpty(default: \(fallback))",
                build: { source, _ in source.ifEmpty(default: fallback) },
                model: { view in
                    fold(
                        view.events, true,
                        onNext: { isEmpty, value in
                            isEmpty = false
                            return [.next(value)]
                        },
                        onCompleted: { isEmpty in isEmpty ? [.next(fallback), .completed] : [.completed] }
                    )
                }
            )
        }
    }

    /// `ifEmpty(switchTo:)` subscribes to the fallback only when the source completes empty; the source's
    /// asObservable() wrapper releases it at its terminal event, as in RxSwift.
    func testIfEmptySwitchTo() {
        forAllCases("ifEmpty(switchTo:)") { rng in
            let source = Marble.random(&rng)
            let other = Marble.random(&rng, values: 100...109)
            let scheduler = TestScheduler(initialClock: 0)
            let xs = source.make(scheduler)
            let ys = other.make(scheduler)
            let observer = scheduler.start { xs.asObservable().ifEmpty(switchTo: ys.asObservable()) }

            let seen = source.observed()
            var expected = seen
            var otherSubscriptions: [Subscription] = []
            if let end = seen.terminal(), end.value.isCompleted, seen.count == 1 {
                // The fallback is created after the source, so its hot events at the switching tick come after
                // a hot source's completion but before a cold source's.
                let otherEvents = other.observed(subscribedAt: end.time, hotTieSeen: source.isHot)
                expected = otherEvents
                otherSubscriptions = [Subscription(end.time, otherEvents.terminalTime() ?? 1000)]
            }
            var report = CaseReport()
            report.input("source", source)
            report.input("other", other)
            report.expectEqual("events", observer.events, expected)
            report.expectEqual(
                "source subscriptions", xs.subscriptions, [Subscription(200, seen.terminalTime() ?? 1000)]
            )
            report.expectEqual("other subscriptions", ys.subscriptions, otherSubscriptions)
            return report.result
        }
    }
}

/// Passes on an element when its key differs (by `equal`) from the key of the last element passed on.
private func distinctModel<Key>(
    _ events: [Recorded<Event<Int>>],
    key: @escaping (Int) -> Key,
    equal: @escaping (Key, Key) -> Bool,
    trigger: Int? = nil
) -> [Recorded<Event<Int>>] {
    fold(events, Key?.none) { last, value -> [Event<Int>] in
        if value == trigger { return [.error(closureError)] }
        let current = key(value)
        if let last, equal(last, current) { return [] }
        last = current
        return [.next(value)]
    }
}
