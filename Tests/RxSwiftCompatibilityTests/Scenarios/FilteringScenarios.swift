// SendableRx compatibility scenarios — filtering.

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

func filteringScenarios() -> [Scenario] {
    []
}
