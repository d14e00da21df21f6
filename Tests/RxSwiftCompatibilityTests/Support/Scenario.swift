// SendableRx compatibility scenarios — the support code. Every file under Tests/RxSwiftCompatibilityTests/Support
// and Scenarios compiles twice: against SendableRx (this test target, Swift 6 mode) and against RxSwift 6.10.2
// (Scripts/rxswift-compat/run.sh, with -DRXSWIFT, Swift 5 mode). Only API that both libraries share may be used.
// Each scenario writes lines to a Log; RxSwift's lines are recorded in Transcripts/<group>.txt and the test target
// checks that SendableRx writes the same ones.

#if RXSWIFT
import RxBlocking
import RxRelay
import RxSwift
import RxTest
#else
import SendableRx
import SendableRxBlocking
import SendableRxRelay
import SendableRxTest
#endif
import Foundation

/// One scenario: a name (`group/case`) and the code that writes its lines.
struct Scenario {
    let name: String
    let run: (Log) -> Void

    init(_ name: String, _ run: @escaping (Log) -> Void) {
        self.name = name
        self.run = run
    }
}

/// An error a scenario sends or throws; printed by case name.
enum TestError: Error, Equatable {
    case a
    case b
    case c
}

/// What a scenario writes.
final class Log {
    private(set) var lines: [String] = []

    /// Writes one line: the items joined by spaces.
    func callAsFunction(_ items: Any...) {
        lines.append(items.map { "\($0)" }.joined(separator: " "))
    }

    /// Writes the events an observer recorded, with their times: `events: 210 next(2), 230 completed`.
    func events<Element>(_ observer: TestableObserver<Element>, _ label: String = "events") {
        lines.append("\(label): " + observer.events.map { "\($0.time) \(describe($0.value))" }.joined(separator: ", "))
    }

    /// Writes a test observable's subscriptions: `xs: (200, 230), (300, ∞)`.
    func subscriptions<Element>(_ source: TestableObservable<Element>, _ label: String = "xs") {
        lines.append("\(label): " + source.subscriptions.map(describe).joined(separator: ", "))
    }

    /// Writes an event as a scenario prints it.
    func event<Element>(_ event: Event<Element>, _ label: String = "event") {
        lines.append("\(label): \(describe(event))")
    }
}

func describe(_ subscription: Subscription) -> String {
    let end = subscription.unsubscribe == Int.max ? "∞" : "\(subscription.unsubscribe)"
    return "(\(subscription.subscribe), \(end))"
}

func describe<Element>(_ event: Event<Element>) -> String {
    switch event {
    case .next(let element): return "next(\(element))"
    case .error(let error): return "error(\(describe(error)))"
    case .completed: return "completed"
    }
}

/// An error by case name: `TestError.a`, `RxError.noElements`, or the type's name for anything else.
func describe(_ error: Error) -> String {
    if let error = error as? TestError {
        return "TestError.\(error)"
    }
    if let error = error as? RxError {
        switch error {
        case .unknown: return "RxError.unknown"
        case .disposed: return "RxError.disposed"
        case .overflow: return "RxError.overflow"
        case .argumentOutOfRange: return "RxError.argumentOutOfRange"
        case .noElements: return "RxError.noElements"
        case .moreThanOneElement: return "RxError.moreThanOneElement"
        case .timeout: return "RxError.timeout"
        }
    }
    return "\(type(of: error))"
}

/// Runs `body` and writes what it threw, or `returned <value>`.
func attempt<T>(_ log: Log, _ label: String, _ body: () throws -> T) {
    do {
        let value = try body()
        log(label, "returned", value)
    } catch {
        log(label, "threw", describe(error))
    }
}
