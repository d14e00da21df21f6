// TodoApp — the shared state: a `Sendable` store that every layer may hold.

import SendableRx

/// The app's todos, shared by everything: a `Sendable` final class, so it can be handed to tasks and actors.
///
/// Its hot state lives in a `BehaviorSubject` (`Sendable`, because `[Todo]` is); it is exposed read-only as a
/// `SendableObservable`, which a `Sendable` class may store (an `Observable` it may not).
final class TodoStore: Sendable {
    private let state = BehaviorSubject<[Todo]>(value: [])

    /// The todos: the current list on subscription, then every new list.
    let todos: SendableObservable<[Todo]>

    init() {
        todos = SendableObservable(state)
    }

    /// Whether anything is subscribed to the todos.
    var isObserved: Bool {
        state.hasObservers
    }

    /// Replaces the todos.
    func replace(with todos: [Todo]) {
        state.onNext(todos)
    }

    /// Loads the todos from `repository` and publishes them.
    func refresh(from repository: TodoRepository) async {
        replace(with: await repository.all())
    }
}
