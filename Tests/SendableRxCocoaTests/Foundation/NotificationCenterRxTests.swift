// SendableRxCocoa tests — NotificationCenter.rx.notification(_:object:): `.rx` on Linux's NotificationCenter,
// filtering by name and object, removal on dispose, one-at-a-time delivery from several posting threads.

import Dispatch
import Foundation
import SendableRx
import SendableRxCocoa
import XCTest

final class NotificationCenterRxTests: RxTestCase {
    private let ping = Notification.Name("SendableRxCocoaTests.ping")
    private let otherName = Notification.Name("SendableRxCocoaTests.other")

    func testReceivesPostedNotificationsOfTheName() {
        let center = NotificationCenter()
        var received: [Int] = []
        let subscription = center.rx.notification(ping).subscribe(onNext: {
            received.append($0.userInfo?["n"] as? Int ?? -1)
        })
        center.post(name: ping, object: nil, userInfo: ["n": 1])
        center.post(name: otherName, object: nil, userInfo: ["n": 2])
        center.post(name: ping, object: nil, userInfo: ["n": 3])
        XCTAssertEqual(received, [1, 3])
        subscription.dispose()
        center.post(name: ping, object: nil, userInfo: ["n": 4])
        XCTAssertEqual(received, [1, 3], "disposing removes the observer")
    }

    func testFiltersByObjectWhenOneIsGiven() {
        let center = NotificationCenter()
        let sender = Owner("sender")
        let stranger = Owner("stranger")
        var fromSender: [String] = []
        var fromAnyone: [String] = []
        let bag = DisposeBag()
        center.rx.notification(ping, object: sender)
            .subscribe(onNext: { fromSender.append(($0.object as? Owner)?.name ?? "nil") })
            .disposed(by: bag)
        center.rx.notification(ping)
            .subscribe(onNext: { fromAnyone.append(($0.object as? Owner)?.name ?? "nil") })
            .disposed(by: bag)
        center.post(name: ping, object: sender)
        center.post(name: ping, object: stranger)
        center.post(name: ping, object: nil)
        XCTAssertEqual(fromSender, ["sender"])
        XCTAssertEqual(fromAnyone, ["sender", "stranger", "nil"])
    }

    func testANilNameReceivesEveryName() {
        let center = NotificationCenter()
        var names: [String] = []
        let subscription = center.rx.notification(nil).subscribe(onNext: { names.append($0.name.rawValue) })
        center.post(name: ping, object: nil)
        center.post(name: otherName, object: nil)
        XCTAssertEqual(names, [ping.rawValue, otherName.rawValue])
        subscription.dispose()
    }

    /// The object is held weakly: the observable does not keep it alive, and once it is gone nothing is sent.
    func testTheObjectIsNotRetained() {
        let center = NotificationCenter()
        var sender: Owner? = Owner("sender")
        weak let weakSender = sender
        let notifications = center.rx.notification(ping, object: sender)
        sender = nil
        XCTAssertNil(weakSender)
        var received = 0
        let subscription = notifications.subscribe(onNext: { _ in received += 1 })
        center.post(name: ping, object: nil)
        center.post(name: ping, object: Owner("other"))
        XCTAssertEqual(received, 0)
        subscription.dispose()
    }

    func testDefaultCenterHasRx() {
        var received = 0
        let subscription = NotificationCenter.default.rx.notification(ping).subscribe(onNext: { _ in received += 1 })
        NotificationCenter.default.post(name: ping, object: nil)
        XCTAssertEqual(received, 1)
        subscription.dispose()
    }

    /// A notification posted from inside the observer, on the same thread, is delivered at once (nested), as by
    /// NotificationCenter itself.
    func testANotificationPostedFromTheObserverIsDeliveredAtOnce() {
        let center = NotificationCenter()
        var log: [String] = []
        let subscription = center.rx.notification(ping).subscribe(onNext: { notification in
            let n = notification.userInfo?["n"] as? Int ?? 0
            log.append("start \(n)")
            if n == 1 { center.post(name: self.ping, object: nil, userInfo: ["n": 2]) }
            log.append("end \(n)")
        })
        center.post(name: ping, object: nil, userInfo: ["n": 1])
        XCTAssertEqual(log, ["start 1", "start 2", "end 2", "end 1"])
        subscription.dispose()
    }
}

/// Notifications posted from many threads at once reach the subscriber one at a time, none lost (run under
/// ThreadSanitizer in CI).
final class NotificationCenterRxConcurrencyTests: RxTestCase {
    func testConcurrentPostsAreDeliveredOneAtATime() {
        let center = NotificationCenter()
        let concurrent = Notification.Name("SendableRxCocoaTests.concurrent")
        let inFlight = LockedCounter()
        let overlaps = LockedCounter()
        let received = LockedCounter()
        let active = RxMutexBox(0)
        let subscription = center.rx.notification(concurrent).subscribe(onNext: { _ in
            if active.update({ $0 += 1; return $0 }) > 1 { overlaps.increment() }
            inFlight.increment()
            received.increment()
            active.update { $0 -= 1; return $0 }
        })
        let threads = 8
        let perThread = 200
        let group = DispatchGroup()
        for _ in 0..<threads {
            group.enter()
            Thread.detachNewThread {
                for _ in 0..<perThread { center.post(name: concurrent, object: nil) }
                group.leave()
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 20), .success)
        XCTAssertTrue(runMainLoop(until: { received.value == threads * perThread }, timeout: 10))
        XCTAssertEqual(received.value, threads * perThread)
        XCTAssertEqual(overlaps.value, 0, "the observer was called by two threads at once")
        subscription.dispose()
    }
}
