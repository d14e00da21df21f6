// SendableRx tests — helpers shared by the transforming, filtering, aggregating and utility operator tests.

import Foundation
import SendableRx

/// The error used by the operator tests for failing sources and throwing closures.
let operatorError = TestError("operator")

/// A second, distinct error for tests that need two.
let operatorError2 = TestError("operator2")

/// An object that `withUnretained` tests hold weakly and release on purpose.
final class UnretainedTarget {
    let name: String
    init(_ name: String) { self.name = name }
}
