// SendableRxRelay tests — PublishRelay.

import SendableRx
import SendableRxRelay
import SendableRxTest
import XCTest

final class PublishRelayTests: XCTestCase {
    func testAcceptedElementsReachCurrentSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(210) { relay.accept(2) }
        scheduler.scheduleAt(220) { relay.accept(3) }
        let res = scheduler.start { relay.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3)])
    }
}
