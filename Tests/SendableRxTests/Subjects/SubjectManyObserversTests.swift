// SendableRx tests — subjects and share with many observers: delivery order after many subscribers left (RxSwift's
// bag order: the reused first slot, then the others in subscription order), unsubscribing in every order,
// `hasObservers` of a terminated BehaviorSubject while its many observers unsubscribe, and a DisposeBag of many
// subject subscriptions.

import SendableRx
import SendableRxTest
import XCTest

final class SubjectManyObserversTests: RxTestCase {
    /// Subscribes observer `id` to `source`, recording `(id, element)` in `calls`.
    private func subscribe<Source: ObservableType>(
        _ id: Int, to source: Source, calls: CallLog
    ) -> any Disposable where Source.Element == Int {
        source.subscribe(onNext: { calls.append((id, $0)) }, onCompleted: { calls.append((id, -1)) })
    }

    func testOrderAfterManySubscribersLeftIsTheReusedFirstSlotThenSubscriptionOrder() {
        let subject = PublishSubject<Int>()
        let calls = CallLog()
        var subscriptions: [Int: any Disposable] = [:]
        for id in 0..<100 {
            subscriptions[id] = subscribe(id, to: subject, calls: calls)
        }
        // The first slot's occupant and every even subscriber leave (enough to compact the list).
        for id in stride(from: 0, to: 100, by: 2) {
            subscriptions.removeValue(forKey: id)!.dispose()
        }
        subject.onNext(1)
        XCTAssertEqual(calls.ids(of: 1), Array(stride(from: 1, to: 100, by: 2)))

        // The next subscriber takes the free first slot and is served first; the later ones follow in order.
        for id in 100..<103 {
            subscriptions[id] = subscribe(id, to: subject, calls: calls)
        }
        subject.onNext(2)
        XCTAssertEqual(calls.ids(of: 2), [100] + Array(stride(from: 1, to: 100, by: 2)) + [101, 102])

        // Leaving from the back, from the middle and from the first slot again.
        for id in [99, 51, 1, 100] {
            subscriptions.removeValue(forKey: id)!.dispose()
        }
        subscriptions[103] = subscribe(103, to: subject, calls: calls)
        subject.onNext(3)
        let middle = stride(from: 3, to: 99, by: 2).filter { $0 != 51 }
        XCTAssertEqual(calls.ids(of: 3), [103] + middle + [101, 102])

        subject.onCompleted()
        XCTAssertEqual(calls.ids(of: -1), [103] + middle + [101, 102])
        XCTAssertFalse(subject.hasObservers)
        subscriptions.values.forEach { $0.dispose() }
    }

    func testUnsubscribingInEveryOrderLeavesExactlyTheOthers() {
        for pattern in 0..<4 {
            let subject = PublishSubject<Int>()
            let calls = CallLog()
            let count = 300
            var subscriptions = (0..<count).map { subscribe($0, to: subject, calls: calls) }
            let order: [Int]
            switch pattern {
            case 0: order = Array(0..<count)
            case 1: order = Array((0..<count).reversed())
            case 2: order = (0..<count).map { ($0 * 7) % count }
            default: order = (0..<count).filter { $0 % 3 != 0 } + (0..<count).filter { $0 % 3 == 0 }
            }
            var left = Set(0..<count)
            for (step, id) in order.enumerated() {
                subscriptions[id].dispose()
                subscriptions[id].dispose()
                left.remove(id)
                if step % 37 == 0 || left.count < 3 {
                    subject.onNext(step)
                    XCTAssertEqual(calls.ids(of: step), left.sorted(), "pattern \(pattern), step \(step)")
                }
                XCTAssertEqual(subject.hasObservers, !left.isEmpty)
            }
            // A subscriber after everyone left starts the list afresh.
            subscriptions.append(subscribe(count, to: subject, calls: calls))
            subject.onNext(-2)
            XCTAssertEqual(calls.ids(of: -2), [count])
            subscriptions.forEach { $0.dispose() }
        }
    }

    func testBehaviorSubjectObserversCountAfterCompletionUntilEachUnsubscribes() {
        let subject = BehaviorSubject(value: 0)
        let calls = CallLog()
        var subscriptions = (0..<100).map { subscribe($0, to: subject, calls: calls) }
        for id in stride(from: 0, to: 100, by: 4) {
            subscriptions[id].dispose()
        }
        subject.onCompleted()
        XCTAssertEqual(calls.ids(of: -1), (0..<100).filter { $0 % 4 != 0 })
        XCTAssertTrue(subject.hasObservers)
        // A subscriber after completion gets the completion and is not counted.
        subscriptions.append(subscribe(100, to: subject, calls: calls))
        XCTAssertEqual(calls.ids(of: -1).last, 100)
        subscriptions[100].dispose()
        let remaining = (0..<100).filter { $0 % 4 != 0 }
        for (index, id) in remaining.reversed().enumerated() {
            XCTAssertTrue(subject.hasObservers, "\(remaining.count - index) subscriptions are left")
            subscriptions[id].dispose()
        }
        XCTAssertFalse(subject.hasObservers)
    }

    func testShareWithManySubscribersKeepsTheOrderAndDisconnectsWithTheLast() {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1)
        let calls = CallLog()
        var subscriptions: [Int: any Disposable] = [:]
        for id in 0..<60 {
            subscriptions[id] = subscribe(id, to: shared, calls: calls)
        }
        for id in (0..<60).filter({ $0 % 3 != 2 }) {
            subscriptions.removeValue(forKey: id)!.dispose()
        }
        source.onNext(7)
        XCTAssertEqual(calls.ids(of: 7), (0..<60).filter { $0 % 3 == 2 })
        subscriptions[60] = subscribe(60, to: shared, calls: calls)
        XCTAssertEqual(calls.ids(of: 7).last, 60, "the new subscriber is replayed the latest element at once")
        source.onNext(8)
        XCTAssertEqual(calls.ids(of: 8), [60] + (0..<60).filter { $0 % 3 == 2 })
        XCTAssertTrue(source.hasObservers)
        subscriptions.values.forEach { $0.dispose() }
        XCTAssertFalse(source.hasObservers)
    }

    func testDisposeBagOfManySubjectSubscriptions() {
        let subject = PublishSubject<Int>()
        let calls = CallLog()
        var bag: DisposeBag? = DisposeBag()
        for id in 0..<5_000 {
            subscribe(id, to: subject, calls: calls).disposed(by: bag!)
        }
        subject.onNext(1)
        XCTAssertEqual(calls.ids(of: 1), Array(0..<5_000))
        bag = nil
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        XCTAssertEqual(calls.ids(of: 2), [])
    }
}

/// The calls of many observers, in order.
// @unchecked Sendable: used only on the test's thread.
private final class CallLog: @unchecked Sendable {
    var calls: [(id: Int, element: Int)] = []

    func append(_ call: (Int, Int)) {
        calls.append(call)
    }

    /// The observers that received `element`, in call order.
    func ids(of element: Int) -> [Int] {
        calls.filter { $0.element == element }.map(\.id)
    }
}
