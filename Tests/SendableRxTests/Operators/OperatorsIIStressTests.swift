// SendableRx tests — deep recursion and multi-threaded stress for merge/concat/retry/combining/sharing operators.

import Dispatch
import Foundation
import SendableRx
import Synchronization
import XCTest

final class OperatorsIIStressTests: RxTestCase {
    private let deep = 100_000

    // MARK: recursion

    func testConcatOfManyJustsDoesNotOverflow() {
        var count = 0
        var sum = 0
        var completed = 0
        _ = Observable.concat((0..<deep).map { Observable.just($0) })
            .subscribe(onNext: { count += 1; sum += $0 }, onCompleted: { completed += 1 })
        XCTAssertEqual(count, deep)
        XCTAssertEqual(sum, (deep - 1) * deep / 2)
        XCTAssertEqual(completed, 1)
    }

    func testRetryOfSynchronouslyFailingSourceDoesNotOverflow() {
        var attempts = 0
        var errors: [OpsError] = []
        let failing = Observable<Int>.create { observer in
            attempts += 1
            observer.onError(OpsError.first)
            return Disposables.create()
        }
        _ = failing.retry(deep).subscribe(onError: { errors.append($0 as! OpsError) })
        XCTAssertEqual(attempts, deep)
        XCTAssertEqual(errors, [.first])
    }

    func testMergeMaxConcurrentOneOfManyJustsDoesNotOverflow() {
        var count = 0
        var last = -1
        var inOrder = true
        var completed = 0
        _ = Observable.from((0..<deep).map { Observable.just($0) }).merge(maxConcurrent: 1)
            .subscribe(onNext: {
                count += 1
                if $0 != last + 1 { inOrder = false }
                last = $0
            }, onCompleted: { completed += 1 })
        XCTAssertEqual(count, deep)
        XCTAssertTrue(inOrder)
        XCTAssertEqual(completed, 1)
    }

    func testConcatMapOfManySynchronousInnersDoesNotOverflow() {
        var count = 0
        var completed = 0
        _ = Observable.from(Array(0..<deep)).concatMap { Observable.just($0) }
            .subscribe(onNext: { _ in count += 1 }, onCompleted: { completed += 1 })
        XCTAssertEqual(count, deep)
        XCTAssertEqual(completed, 1)
    }

    // MARK: concurrency — grammar, no loss, no deadlock

    private let perThread = 5_000

    func testMergeFromSeveralThreads() {
        let subjects = (0..<4).map { _ in PublishSubject<Int>() }
        let checker = EventGrammarProbe<Int>()
        let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(checker.observer)
        let n = perThread
        opsRunConcurrently(4, "merge") { index in
            for i in 0..<n { subjects[index].onNext(i) }
            subjects[index].onCompleted()
        }
        XCTAssertTrue(checker.waitForTerminal(), "merge did not complete")
        checker.assertClean(nexts: 4 * n)
        subscription.dispose()
    }

    func testFlatMapFromSeveralThreads() {
        let subjects = (0..<4).map { _ in PublishSubject<Int>() }
        let checker = EventGrammarProbe<Int>()
        let subscription = Observable.from([0, 1, 2, 3]).flatMap { subjects[$0] }.subscribe(checker.observer)
        let n = perThread
        opsRunConcurrently(4, "flatMap") { index in
            for i in 0..<n { subjects[index].onNext(i) }
            subjects[index].onCompleted()
        }
        XCTAssertTrue(checker.waitForTerminal(), "flatMap did not complete")
        checker.assertClean(nexts: 4 * n)
        subscription.dispose()
    }

    func testCombineLatestFromSeveralThreads() {
        let subjects = (0..<4).map { _ in PublishSubject<Int>() }
        let checker = EventGrammarProbe<Int>()
        let subscription = Observable.combineLatest(subjects[0], subjects[1], subjects[2], subjects[3]) {
            $0 + $1 + $2 + $3
        }.subscribe(checker.observer)
        for subject in subjects { subject.onNext(0) }
        let n = perThread
        opsRunConcurrently(4, "combineLatest") { index in
            for i in 1...n { subjects[index].onNext(i) }
            subjects[index].onCompleted()
        }
        XCTAssertTrue(checker.waitForTerminal(), "combineLatest did not complete")
        checker.assertClean(nexts: 1 + 4 * n)
        subscription.dispose()
    }

    func testZipFromSeveralThreads() {
        let subjects = (0..<4).map { _ in PublishSubject<Int>() }
        let checker = EventGrammarProbe<Int>()
        let mismatches = OpsCounter()
        let subscription = Observable.zip(subjects[0], subjects[1], subjects[2], subjects[3]) { a, b, c, d -> Int in
            if !(a == b && b == c && c == d) { mismatches.increment() }
            return a
        }.subscribe(checker.observer)
        let n = perThread
        opsRunConcurrently(4, "zip") { index in
            for i in 0..<n { subjects[index].onNext(i) }
            subjects[index].onCompleted()
        }
        XCTAssertTrue(checker.waitForTerminal(), "zip did not complete")
        checker.assertClean(nexts: n)
        XCTAssertEqual(mismatches.value, 0)
        subscription.dispose()
    }

    func testWithLatestFromFromSeveralThreads() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let checker = EventGrammarProbe<Int>()
        let subscription = first.withLatestFrom(second) { $0 + $1 }.subscribe(checker.observer)
        second.onNext(0)
        let n = perThread
        opsRunConcurrently(3, "withLatestFrom") { index in
            switch index {
            case 0:
                for i in 0..<n { first.onNext(i) }
            default:
                for i in 0..<n { second.onNext(i) }
            }
        }
        first.onCompleted()
        XCTAssertTrue(checker.waitForTerminal(), "withLatestFrom did not complete")
        checker.assertClean(nexts: n)
        subscription.dispose()
    }

    func testAmbFromSeveralThreads() {
        for _ in 0..<20 {
            let subjects = (0..<4).map { _ in PublishSubject<Int>() }
            let checker = EventGrammarProbe<Int>()
            let winner = OpsCounter(-1)
            let foreign = OpsCounter()
            let subscription = Observable.amb(subjects.map { $0.asObservable() })
                .do(onNext: { value in
                    let source = value / 1_000_000
                    let (exchanged, original) = winner.atomic.compareExchange(
                        expected: -1, desired: source, ordering: .sequentiallyConsistent)
                    if !exchanged && original != source { foreign.increment() }
                })
                .subscribe(checker.observer)
            let n = 500
            let ok = opsRunConcurrently(4, "amb") { index in
                for i in 0..<n { subjects[index].onNext(index * 1_000_000 + i) }
                subjects[index].onCompleted()
            }
            guard ok else { return }
            XCTAssertTrue(checker.waitForTerminal(), "amb did not complete")
            checker.assertClean(nexts: n)
            XCTAssertEqual(foreign.value, 0, "elements from a losing source")
            subscription.dispose()
        }
    }

    // MARK: known RxSwift deadlocks

    func testTakeOneOfShareReplayZippedWithItselfUnderConcurrentEmission() {
        for _ in 0..<200 {
            let subject = PublishSubject<Int>()
            let shared = subject.share(replay: 1)
            let checker = EventGrammarProbe<Int>()
            let subscription = Observable.zip(shared.take(1), shared.take(1)) { $0 + $1 }.subscribe(checker.observer)
            let ok = opsRunConcurrently(2, seconds: 10, "zip(share(replay: 1).take(1))") { index in
                subject.onNext(index + 1)
                subject.onNext(index + 10)
            }
            guard ok else { return }
            XCTAssertTrue(checker.waitForTerminal(seconds: 10), "zip of take(1) did not complete")
            checker.assertClean(nexts: 1)
            subscription.dispose()
        }
    }

    func testConcurrentFirstSubscriptionsToOneShare() {
        for _ in 0..<50 {
            let subject = PublishSubject<Int>()
            let sourceSubscriptions = OpsCounter()
            let source = Observable<Int>.create { observer in
                sourceSubscriptions.increment()
                return subject.subscribe(observer)
            }
            let shared = UncheckedSendable(source.share())
            let checkers = (0..<8).map { _ in EventGrammarProbe<Int>() }
            let disposables = LockedBox<[any Disposable]>([])
            let ok = opsRunConcurrently(8, seconds: 10, "concurrent share() subscriptions") { index in
                let disposable = shared.value.subscribe(checkers[index].observer)
                disposables.mutate { $0.append(disposable) }
            }
            guard ok else { return }
            XCTAssertEqual(sourceSubscriptions.value, 1)
            subject.onNext(1)
            subject.onCompleted()
            for checker in checkers {
                XCTAssertTrue(checker.waitForTerminal(seconds: 5))
                checker.assertClean(nexts: 1)
            }
            disposables.value.forEach { $0.dispose() }
        }
    }

    func testReplaySubjectFeedingConnectableConnectedAndDisposedFromTwoThreads() {
        for _ in 0..<200 {
            let replay = ReplaySubject<Int>.create(bufferSize: 1)
            replay.onNext(0)
            let connectable = UncheckedSendable(replay.asObservable().publish())
            let checker = EventGrammarProbe<Int>()
            let subscription = connectable.value.subscribe(checker.observer)
            let connection = connectable.value.connect()
            let ok = opsRunConcurrently(3, seconds: 10, "ReplaySubject → publish connect/dispose") { index in
                switch index {
                case 0:
                    connection.dispose()
                case 1:
                    let again = connectable.value.connect()
                    again.dispose()
                default:
                    for i in 1...20 { replay.onNext(i) }
                }
            }
            guard ok else { return }
            XCTAssertEqual(checker.overlaps.load(ordering: .relaxed), 0)
            XCTAssertEqual(checker.afterTerminal.load(ordering: .relaxed), 0)
            subscription.dispose()
            connectable.value.connect().dispose()
        }
    }
}
