// SendableRx tests — the `@Observable` model that the behaviour table's `observe(on:_:)` entries read.

import Observation

/// A model with one tracked property, made fresh by each table entry.
@Observable
final class TableCounterModel {
    var count = 1
}
