// SendableRx compatibility scenarios — errorHandling.

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

func errorHandlingScenarios() -> [Scenario] {
    []
}
