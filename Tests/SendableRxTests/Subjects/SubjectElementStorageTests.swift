// SendableRx tests — where subjects keep elements outside their observers: the replay ring (growing, wrapping, copied
// while a replay holds it), the delivery queue (re-entrant sends waiting behind a delivery) and the last element of
// an AsyncSubject; and that every element kept there is released.

import SendableRx
import XCTest

/// An element that counts the live instances of its kind.
private final class Token: @unchecked Sendable {
    // @unchecked Sendable: `live` is touched only on the test's thread.
    nonisolated(unsafe) static var live = 0
    let value: Int

    init(_ value: Int) {
        self.value = value
        Token.live += 1
    }

    deinit {
        Token.live -= 1
    }
}

final class SubjectElementStorageTests: RxTestCase {
    override func setUp() {
        super.setUp()
        Token.live = 0
    }

    /// A bounded buffer larger than the room first allocated grows, then wraps, and keeps exactly the latest elements.
    func testBoundedBufferGrowsThenWraps() {
        let subject = ReplaySubject<Int>.create(bufferSize: 100)
        for value in 1...70 { subject.onNext(value) }
        var early: [Int] = []
        subject.subscribe(onNext: { early.append($0) }).dispose()
        XCTAssertEqual(early, Array(1...70))
        for value in 71...250 { subject.onNext(value) }
        var late: [Int] = []
        subject.subscribe(onNext: { late.append($0) }).dispose()
        XCTAssertEqual(late, Array(151...250))
    }

    /// Elements sent from inside a replay go to a copy of the full, wrapped buffer: the replay in progress sees the
    /// buffer as it was, then the new elements; a later subscriber sees the latest elements.
    func testFullWrappedBufferIsCopiedWhileAReplayHoldsIt() {
        let subject = ReplaySubject<Int>.create(bufferSize: 5)
        for value in 1...7 { subject.onNext(value) }
        var replayed: [Int] = []
        let subscription = subject.subscribe(onNext: { value in
            replayed.append(value)
            if value == 3 {
                subject.onNext(8)
                subject.onNext(9)
            }
        })
        XCTAssertEqual(replayed, [3, 4, 5, 6, 7, 8, 9])
        var late: [Int] = []
        subject.subscribe(onNext: { late.append($0) }).dispose()
        XCTAssertEqual(late, [5, 6, 7, 8, 9])
        subscription.dispose()
    }

    /// An unbounded buffer copied while a replay holds it, and grown afterwards, loses and repeats nothing.
    func testUnboundedBufferCopiedAndGrownDuringAReplay() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 1...64 { subject.onNext(value) }
        var replayed: [Int] = []
        let subscription = subject.subscribe(onNext: { value in
            replayed.append(value)
            if value == 1 {
                for more in 65...200 { subject.onNext(more) }
            }
        })
        XCTAssertEqual(replayed, Array(1...200))
        var late: [Int] = []
        subject.subscribe(onNext: { late.append($0) }).dispose()
        XCTAssertEqual(late, Array(1...200))
        subscription.dispose()
    }

    /// Many elements and an error sent re-entrantly wait in the delivery queue, and reach every observer in order.
    func testManyReentrantEventsWaitInOrder() {
        let subject = PublishSubject<Int>()
        var first: [String] = []
        var second: [String] = []
        let a = subject.subscribe(
            onNext: { value in
                first.append("\(value)")
                if value == 1 {
                    for more in 2...20 { subject.onNext(more) }
                    subject.onError(TestError("queued"))
                    subject.onNext(99)
                }
            },
            onError: { first.append("error \($0)") }
        )
        let b = subject.subscribe(onNext: { second.append("\($0)") }, onError: { second.append("error \($0)") })
        subject.onNext(1)
        let expected = (1...20).map { "\($0)" } + ["error \(TestError("queued"))"]
        XCTAssertEqual(first, expected)
        XCTAssertEqual(second, expected)
        a.dispose()
        b.dispose()
    }

    /// A BehaviorSubject's latest element queued behind a delivery is its value once sent, and the one new
    /// subscribers start with.
    func testBehaviorSubjectReentrantElementBecomesTheValue() throws {
        let subject = BehaviorSubject(value: 0)
        var log: [Int] = []
        let subscription = subject.subscribe(onNext: { value in
            log.append(value)
            if value == 1 { subject.onNext(2) }
        })
        subject.onNext(1)
        XCTAssertEqual(log, [0, 1, 2])
        XCTAssertEqual(try subject.value(), 2)
        var late: [Int] = []
        subject.subscribe(onNext: { late.append($0) }).dispose()
        XCTAssertEqual(late, [2])
        subscription.dispose()
    }

    /// The replay buffer keeps only the latest elements alive, and releases them with the subject or at disposal.
    func testReplayBufferReleasesItsElements() {
        do {
            let subject = ReplaySubject<Token>.create(bufferSize: 3)
            for value in 1...10 { subject.onNext(Token(value)) }
            XCTAssertEqual(Token.live, 3)
            var replayed: [Int] = []
            subject.subscribe(onNext: { replayed.append($0.value) }).dispose()
            XCTAssertEqual(replayed, [8, 9, 10])
            XCTAssertEqual(Token.live, 3)
        }
        XCTAssertEqual(Token.live, 0)
        let disposed = ReplaySubject<Token>.createUnbounded()
        for value in 1...100 { disposed.onNext(Token(value)) }
        XCTAssertEqual(Token.live, 100)
        disposed.dispose()
        XCTAssertEqual(Token.live, 0)
    }

    /// Elements waiting in the delivery queue when the subject is disposed are dropped and released.
    func testQueuedElementsAreReleasedAtDisposal() {
        let subject = PublishSubject<Token>()
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { token in
            received.append(token.value)
            if token.value == 1 {
                for value in 2...5 { subject.onNext(Token(value)) }
                subject.dispose()
            }
        })
        subject.onNext(Token(1))
        XCTAssertEqual(received, [1])
        XCTAssertEqual(Token.live, 0)
        subscription.dispose()
    }

    /// An AsyncSubject keeps only its last element, gives it on completion, and releases it with the subject.
    func testAsyncSubjectKeepsOnlyItsLastElement() {
        do {
            let subject = AsyncSubject<Token>()
            for value in 1...5 { subject.onNext(Token(value)) }
            XCTAssertEqual(Token.live, 1)
            var received: [Int] = []
            var completed = false
            let subscription = subject.subscribe(
                onNext: { received.append($0.value) },
                onCompleted: { completed = true }
            )
            subject.onCompleted()
            XCTAssertEqual(received, [5])
            XCTAssertTrue(completed)
            var late: [Int] = []
            subject.subscribe(onNext: { late.append($0.value) }).dispose()
            XCTAssertEqual(late, [5])
            subscription.dispose()
        }
        XCTAssertEqual(Token.live, 0)
    }

    /// A BehaviorSubject's value is copied out, and its replaced elements are released.
    func testBehaviorSubjectReleasesReplacedValues() throws {
        do {
            let subject = BehaviorSubject(value: Token(0))
            for value in 1...5 { subject.onNext(Token(value)) }
            XCTAssertEqual(Token.live, 1)
            XCTAssertEqual(try subject.value().value, 5)
        }
        XCTAssertEqual(Token.live, 0)
    }
}
