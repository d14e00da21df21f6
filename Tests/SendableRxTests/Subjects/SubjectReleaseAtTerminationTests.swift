// SendableRx tests — a subject lets go of its observers at its terminal event (as RxSwift does), so an observer
// that captures the bag holding its own subscription does not keep that bag alive after the subject terminated.

import SendableRx
import SendableRxTest
import XCTest

final class SubjectReleaseAtTerminationTests: RxTestCase {
    /// Subscribes an observer capturing `bag` into `bag`, terminates the subject with `terminate`, releases the
    /// bag and checks that everything but the subject is gone.
    private func checkBagCapturedInItsSubscriptionIsReleased<Subject: SubjectType & ObserverType>(
        _ makeSubject: () -> Subject,
        terminate: (Subject) -> Void,
        expecting expected: [Int],
        file: StaticString = #filePath, line: UInt = #line
    ) where Subject.Element == Int, Subject.Observer.Element == Int {
        let subject = makeSubject()
        let afterSubject = Resources.total
        weak var weakBag: DisposeBag?
        var received: [Int] = []
        do {
            var bag: DisposeBag? = DisposeBag()
            weakBag = bag
            subject.subscribe(
                onNext: { [bag] in
                    _ = bag
                    received.append($0)
                },
                onError: { [bag] _ in _ = bag }
            ).disposed(by: bag!)
            subject.onNext(1)
            terminate(subject)
            bag = nil
        }
        XCTAssertNil(weakBag, "the bag is kept alive after the subject terminated", file: file, line: line)
        XCTAssertEqual(Resources.total, afterSubject, "resources leaked", file: file, line: line)
        XCTAssertEqual(received, expected, file: file, line: line)
    }

    func testPublishSubjectReleasesAnObserverCapturingItsBagAtCompletion() {
        checkBagCapturedInItsSubscriptionIsReleased({ PublishSubject<Int>() }, terminate: { $0.onCompleted() }, expecting: [1])
    }

    func testPublishSubjectReleasesAnObserverCapturingItsBagAtError() {
        checkBagCapturedInItsSubscriptionIsReleased({ PublishSubject<Int>() }, terminate: { $0.onError(TestError()) }, expecting: [1])
    }

    func testBehaviorSubjectReleasesAnObserverCapturingItsBagAtCompletion() {
        checkBagCapturedInItsSubscriptionIsReleased({ BehaviorSubject<Int>(value: 0) }, terminate: { $0.onCompleted() }, expecting: [0, 1])
    }

    func testReplaySubjectReleasesAnObserverCapturingItsBagAtCompletion() {
        checkBagCapturedInItsSubscriptionIsReleased({ ReplaySubject<Int>.create(bufferSize: 2) }, terminate: { $0.onCompleted() }, expecting: [1])
    }

    func testAsyncSubjectReleasesAnObserverCapturingItsBagAtCompletion() {
        checkBagCapturedInItsSubscriptionIsReleased({ AsyncSubject<Int>() }, terminate: { $0.onCompleted() }, expecting: [1])
    }

    /// The same through a sharing operator over a subject: the shared connection lets go of the observer when the
    /// source terminates.
    private func checkSharedBagIsReleased(
        _ share: (Observable<Int>) -> Observable<Int>,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let subject = PublishSubject<Int>()
        let afterSubject = Resources.total
        weak var weakBag: DisposeBag?
        var received: [Int] = []
        do {
            var bag: DisposeBag? = DisposeBag()
            weakBag = bag
            let shared = share(subject.asObservable())
            shared.subscribe(onNext: { [bag] in
                _ = bag
                received.append($0)
            }).disposed(by: bag!)
            subject.onNext(1)
            subject.onCompleted()
            bag = nil
        }
        XCTAssertNil(weakBag, "the bag is kept alive after the source terminated", file: file, line: line)
        XCTAssertEqual(Resources.total, afterSubject, "resources leaked", file: file, line: line)
        XCTAssertEqual(received, [1], file: file, line: line)
    }

    func testShareReleasesAnObserverCapturingItsBagWhenTheSourceCompletes() {
        checkSharedBagIsReleased { $0.share() }
        checkSharedBagIsReleased { $0.share(replay: 1) }
        checkSharedBagIsReleased { $0.share(replay: 1, scope: .forever) }
        checkSharedBagIsReleased { $0.share(replay: 2, scope: .forever) }
    }

    func testRefCountedConnectablesReleaseAnObserverCapturingItsBagWhenTheSourceCompletes() {
        checkSharedBagIsReleased { $0.publish().refCount() }
        checkSharedBagIsReleased { $0.replay(1).refCount() }
        checkSharedBagIsReleased { $0.replayAll().refCount() }
        checkSharedBagIsReleased { $0.multicast(PublishSubject<Int>()).refCount() }
    }
}
