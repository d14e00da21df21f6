// SendableRx tests — differential properties of the aggregating and combining operators: reduce, toArray,
// concat and zip against array models, including when each source is subscribed to and released.

import SendableRx
import SendableRxTest
import XCTest

final class DifferentialAggregateCombineTests: PropertyTestCase {
    /// `reduce` emits the accumulated value at the completion tick; a throwing accumulator fails at once.
    func testReduce() {
        checkUnary("reduce(_:accumulator:)") { rng in
            let seed = rng.int(0...5)
            let trigger = randomThrowTrigger(&rng)
            return UnaryCase<Int>(
                "reduce(\(seed)) { $0 * 7 + $1 }, \(describeTrigger(trigger))",
                build: { source, _ in
                    source.reduce(seed) { accumulated, value in
                        if value == trigger { throw closureError }
                        return (accumulated * 7 + value) % 1_000_003
                    }
                },
                model: { view in
                    fold(
                        view.events, seed,
                        onNext: { accumulated, value in
                            if value == trigger { return [.error(closureError)] }
                            accumulated = (accumulated * 7 + value) % 1_000_003
                            return []
                        },
                        onCompleted: { accumulated in [.next(accumulated), .completed] }
                    )
                }
            )
        }
    }

    func testReduceWithMapResult() {
        checkUnary("reduce(_:accumulator:mapResult:)") { rng in
            let failingResult = rng.percent(20)
            return UnaryCase<String>(
                "reduce(0, accumulator: +, mapResult: \(failingResult ? "throws" : "{ \"sum \\($0)\" }"))",
                build: { source, _ in
                    source.reduce(0, accumulator: +) { sum -> String in
                        if failingResult { throw closureError }
                        return "sum \(sum)"
                    }
                },
                model: { view in
                    fold(
                        view.events, 0,
                        onNext: { sum, value in
                            sum += value
                            return []
                        },
                        onCompleted: { sum in failingResult ? [.error(closureError)] : [.next("sum \(sum)"), .completed] }
                    )
                }
            )
        }
    }

    /// `toArray()` is a `Single<[Element]>`: all elements at the completion tick.
    func testToArray() {
        checkUnary("toArray") { _ in
            UnaryCase<[Int]>(
                "toArray()",
                build: { source, _ in source.toArray().asObservable() },
                model: { view in
                    fold(
                        view.events, [Int](),
                        onNext: { all, value in
                            all.append(value)
                            return []
                        },
                        onCompleted: { all in [.next(all), .completed] }
                    )
                }
            )
        }
    }

    /// `asSingle()` holds the element until completion; a second element fails at once.
    func testAsSingle() {
        checkUnary("asSingle") { _ in
            UnaryCase<Int>(
                "asSingle()",
                build: { source, _ in source.asSingle().asObservable() },
                model: { view in
                    fold(
                        view.events, Int?.none,
                        onNext: { held, value in
                            if held != nil { return [.error(RxError.moreThanOneElement)] }
                            held = value
                            return []
                        },
                        onCompleted: { held in held.map { [.next($0), .completed] } ?? [.error(RxError.noElements)] }
                    )
                }
            )
        }
    }

    /// `asMaybe()` is `asSingle()` except that an empty source just completes.
    func testAsMaybe() {
        checkUnary("asMaybe") { _ in
            UnaryCase<Int>(
                "asMaybe()",
                build: { source, _ in source.asMaybe().asObservable() },
                model: { view in
                    fold(
                        view.events, Int?.none,
                        onNext: { held, value in
                            if held != nil { return [.error(RxError.moreThanOneElement)] }
                            held = value
                            return []
                        },
                        onCompleted: { held in held.map { [.next($0), .completed] } ?? [.completed] }
                    )
                }
            )
        }
    }

    /// `concat` subscribes to the second source at the first's completion tick and releases the first then.
    func testConcat() {
        forAllCases("concat") { rng in
            let first = Marble.random(&rng)
            let second = Marble.random(&rng, values: 100...109)
            let scheduler = TestScheduler(initialClock: 0)
            let xs = first.make(scheduler)
            let ys = second.make(scheduler)
            let observer = scheduler.start { xs.asObservable().concat(ys.asObservable()) }

            let firstEvents = first.observed()
            var expected = firstEvents
            var firstSubscriptions = [Subscription(200, firstEvents.terminalTime() ?? 1000)]
            var secondSubscriptions: [Subscription] = []
            if let end = firstEvents.terminal(), end.value.isCompleted {
                // The second source is created after the first: its hot events at the switching tick come after a
                // hot first source's completion but before a cold one's.
                let secondEvents = second.observed(subscribedAt: end.time, hotTieSeen: first.isHot)
                expected = firstEvents.dropLast() + secondEvents
                firstSubscriptions = [Subscription(200, end.time)]
                secondSubscriptions = [Subscription(end.time, secondEvents.terminalTime() ?? 1000)]
            }
            var report = CaseReport()
            report.input("first", first)
            report.input("second", second)
            report.expectEqual("events", observer.events, expected)
            report.expectEqual("first subscriptions", xs.subscriptions, firstSubscriptions)
            report.expectEqual("second subscriptions", ys.subscriptions, secondSubscriptions)
            return report.result
        }
    }

    func testZipOfTwo() {
        checkZip("zip(a, b)", arity: 2, combine: { $0[0] * 100 + $0[1] }) { sources in
            Observable<Int>.zip(sources[0], sources[1]) { $0 * 100 + $1 }
        }
    }

    func testZipOfThree() {
        checkZip("zip(a, b, c)", arity: 3, combine: { $0[0] * 10_000 + $0[1] * 100 + $0[2] }) { sources in
            Observable<Int>.zip(sources[0], sources[1], sources[2]) { $0 * 10_000 + $1 * 100 + $2 }
        }
    }

    func testZipOfCollection() {
        forAllCases("zip([sources]) arity") { rng in
            let arity = rng.int(1...4)
            return zipCase(&rng, arity: arity, completesEarly: true, combine: { $0 }) { Observable.zip($0) }
        }
    }

    private func checkZip<Result: Equatable>(
        _ name: String,
        arity: Int,
        combine: @escaping ([Int]) -> Result,
        file: StaticString = #filePath,
        line: UInt = #line,
        build: @escaping ([Observable<Int>]) -> Observable<Result>
    ) {
        forAllCases(name, file: file, line: line) { rng in
            zipCase(&rng, arity: arity, completesEarly: false, combine: combine, build: build)
        }
    }
}

/// One random `zip` case: the sources' events are merged in the order the TestScheduler runs them, and the
/// model pairs them as RxSwift's ZipSink does. `completesEarly`: RxSwift's collection form also completes when an
/// element arrives that can never be paired (every other source done); its written-out forms wait for the last
/// completion (compatibility scenarios combining/zip*).
private func zipCase<Result: Equatable>(
    _ rng: inout SplitMix64,
    arity: Int,
    completesEarly: Bool,
    combine: ([Int]) -> Result,
    build: @escaping ([Observable<Int>]) -> Observable<Result>
) -> String? {
    let marbles = (0..<arity).map { _ in Marble.random(&rng, values: 0...9, maxCount: 12) }
    let scheduler = TestScheduler(initialClock: 0)
    let testables = marbles.map { $0.make(scheduler) }
    let observer = scheduler.start { build(testables.map { $0.asObservable() }) }

    // Ticks run in scheduling order: hot events were scheduled when the sources were created (in source order),
    // cold events when the sources were subscribed to at 200 (in source order).
    var arrivals: [Arrival] = []
    for (source, marble) in marbles.enumerated() {
        for (position, recorded) in marble.observed().enumerated() {
            arrivals.append(Arrival(
                time: recorded.time, rank: marble.isHot ? 0 : 1, source: source, position: position,
                event: recorded.value
            ))
        }
    }
    arrivals.sort { ($0.time, $0.rank, $0.source, $0.position) < ($1.time, $1.rank, $1.source, $1.position) }

    var queues = Array(repeating: [Int](), count: arity)
    var done = Array(repeating: false, count: arity)
    var released: [Int?] = Array(repeating: nil, count: arity)
    var expected: [Recorded<Event<Result>>] = []
    func finish(_ time: Int, _ event: Event<Result>) {
        expected.append(Recorded(time: time, value: event))
        for index in 0..<arity where released[index] == nil {
            released[index] = time
        }
    }
    for arrival in arrivals {
        if expected.terminalTime() != nil { break }
        switch arrival.event {
        case .next(let value):
            queues[arrival.source].append(value)
            if queues.allSatisfy({ !$0.isEmpty }) {
                expected.append(.next(arrival.time, combine(queues.map { $0[0] })))
                for index in 0..<arity { queues[index].removeFirst() }
            } else if completesEarly && (0..<arity).allSatisfy({ $0 == arrival.source || done[$0] }) {
                finish(arrival.time, .completed)
            }
        case .error(let error):
            finish(arrival.time, .error(error))
        case .completed:
            done[arrival.source] = true
            released[arrival.source] = arrival.time
            if done.allSatisfy({ $0 }) {
                finish(arrival.time, .completed)
            }
        }
    }

    var report = CaseReport()
    for (index, marble) in marbles.enumerated() {
        report.input("source \(index)", marble)
    }
    report.expectEqual("events", observer.events, expected)
    for index in 0..<arity {
        report.expectEqual(
            "source \(index) subscriptions", testables[index].subscriptions,
            [Subscription(200, released[index] ?? 1000)]
        )
    }
    return report.result
}

/// One event of one `zip` source, with the keys that order it among the other sources' events.
private struct Arrival {
    let time: Int
    let rank: Int
    let source: Int
    let position: Int
    let event: Event<Int>
}
