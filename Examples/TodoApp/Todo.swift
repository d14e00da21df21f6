// TodoApp — the values every layer shares: plain `Sendable` structs.

/// One item of the list.
struct Todo: Sendable, Equatable, Identifiable {
    let id: Int
    var title: String
    var isDone: Bool
}

/// What the list screen shows: computed by the view model, stored in the `@Observable` model.
struct TodoListState: Sendable, Equatable {
    /// The rows, one line each (`[x] title` or `[ ] title`).
    var rows: [String]
    /// The line under the list.
    var summary: String

    /// The state before anything is loaded.
    static let loading = TodoListState(rows: [], summary: "loading…")
}
