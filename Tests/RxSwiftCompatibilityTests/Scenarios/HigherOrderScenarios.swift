// SendableRx compatibility scenarios — higherOrder.

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

func higherOrderScenarios() -> [Scenario] {
    []
}
