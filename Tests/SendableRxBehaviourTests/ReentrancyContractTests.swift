// SendableRx tests — every table entry fed from subjects that its own observer sends into re-entrantly.

import SendableRx
import SendableRxTest
import XCTest

final class ReentrancyContractTests: RxTestCase {
    /// From inside `onNext` the observer sends further elements into the entry's own sources (which are
    /// `PublishSubject`s): no crash, no deadlock (the watchdog), the grammar holds, the re-entrant elements are
    /// not lost for operators that pass every element on, and the subjects lose their observers on dispose.
    func testReentrantElementsSentIntoTheSourcesFromInsideTheObserver() {
        checkEntries(withInputs, "re-entrant elements") { entry in
            runReentrant(entry) { subjects, sent in
                guard sent < 3 else { return }
                subjects[(sent + 1) % subjects.count].onNext(100 + sent)
            }
        }
        // `map` passes every element on, so the re-entrant ones must show up (nested inside the outer onNext).
        let map = operatorTable.first { $0.key == "map(_:)" && $0.role == .plain }!
        let events = runWatchedEvents(map) { subjects, sent in
            if sent == 0 { subjects[0].onNext(100) }
        }
        XCTAssertEqual(events, ["next(2)", "next(101)", "next(3)", "next(4)", "completed"])
    }

    /// From inside `onNext` the observer completes, then fails, its first source re-entrantly.
    func testReentrantTerminationOfTheSourceFromInsideTheObserver() {
        checkEntries(withInputs, "re-entrant termination") { entry in
            runReentrant(entry) { subjects, sent in
                switch sent {
                case 0: subjects[0].onCompleted()
                case 1: subjects[subjects.count - 1].onError(BehaviourError.source)
                default: break
                }
            }
        }
    }

    private var withInputs: [Entry] {
        entries(.plain).filter { !$0.inputs.isEmpty }
    }
}

/// Runs `entry` on virtual time with `PublishSubject` inputs that receive the standard events; after each
/// element the observer calls `reenter(subjects, n)`, where `n` counts the elements delivered before.
private func runReentrant(
    _ entry: Entry, _ reenter: @escaping ([PublishSubject<Int>], Int) -> Void
) -> [String] {
    let (events, problems) = runWithSubjects(entry, reenter)
    var result = problems
    let terminals = events.filter(\.value.isStopEvent).count
    if terminals > 1 { result.append("\(terminals) terminal events: \(render(events))") }
    return result
}

/// The elements and terminal events `entry` delivered with re-entrant sends, rendered.
private func runWatchedEvents(
    _ entry: Entry, _ reenter: @escaping @Sendable ([PublishSubject<Int>], Int) -> Void
) -> [String] {
    let rendered = SharedValue<[String]>([])
    let problems = runWatched {
        let (events, problems) = runWithSubjects(entry, reenter)
        rendered.set(events.map { render($0.value) })
        return problems
    }
    XCTAssertEqual(problems, [])
    return rendered.value
}

private func runWithSubjects(
    _ entry: Entry, _ reenter: @escaping ([PublishSubject<Int>], Int) -> Void
) -> ([Recorded<Event<String>>], [String]) {
    let scheduler = TestScheduler(initialClock: 0)
    let subjects = entry.inputs.map { _ in PublishSubject<Int>() }
    let context = BuildContext(sources: subjects.map { $0.asObservable() }, scheduler: scheduler)
    for (index, kind) in entry.inputs.enumerated() {
        for recorded in StandardSource.elements(kind, index: index) {
            scheduler.scheduleAt(recorded.time) { subjects[index].on(recorded.value) }
        }
    }
    let recorder = VirtualRecorder(scheduler: scheduler)
    var sent = 0
    recorder.afterNext = {
        let delivered = sent
        sent += 1
        reenter(subjects, delivered)
    }
    var built: Built?
    var subscription: (any Disposable)?
    scheduler.scheduleAt(100) { built = entry.build(context) }
    scheduler.scheduleAt(200) { subscription = built?.subscribe(recorder.asObserver()) }
    scheduler.scheduleAt(1000) {
        recorder.markDisposed()
        subscription?.dispose()
    }
    scheduler.scheduleAt(20_000) { [unowned scheduler] in scheduler.stop() }
    scheduler.start()
    recorder.afterNext = nil

    var problems = recorder.problems
    for (index, subject) in subjects.enumerated() where subject.hasObservers {
        problems.append("input \(index) still has observers after the result was disposed")
    }
    return (recorder.events, problems)
}
