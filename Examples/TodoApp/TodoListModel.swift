// TodoApp — the UI state: an `@Observable` model on the main actor, as a SwiftUI view would hold it.

import Observation

/// What the list screen shows and what the user typed. A view would read `state` and write `query`.
@MainActor
@Observable
final class TodoListModel {
    /// The search field's text.
    var query = ""
    /// The screen's content, set by the view model.
    var state = TodoListState.loading
}
