// TodoApp — the data layer: an actor that owns the todos, with async methods and Rx facades.

import SendableRx

/// Owns the todos. Its async methods run on the actor; its Rx facades are `nonisolated`, so any isolation domain
/// calls them without `await`, and the work they wrap runs on the actor when the trait is subscribed.
actor TodoRepository {
    private var todos: [Todo]
    private(set) var loads = 0

    init(todos: [Todo]) {
        self.todos = todos
    }

    /// All todos (a pretend network or database call).
    func all() async -> [Todo] {
        loads += 1
        await Task.yield()
        return todos
    }

    /// Flips one todo and returns the new list.
    func toggle(_ id: Int) async throws -> [Todo] {
        guard let index = todos.firstIndex(where: { $0.id == id }) else {
            throw TodoError.unknownTodo(id)
        }
        todos[index].isDone.toggle()
        return todos
    }

    /// The Rx facade of ``toggle(_:)``: a cold `Single` that runs the async method when subscribed, and cancels
    /// it when disposed.
    nonisolated func toggling(_ id: Int) -> Single<[Todo]> {
        Single.create { try await self.toggle(id) }
    }

    /// The current todos as a `Single` built on the actor and handed to the caller: a fresh value, so the result
    /// is `sending` (without it, a caller on another actor could not receive the non-`Sendable` `Single`).
    func snapshot() -> sending Single<[Todo]> {
        Single.just(todos)
    }
}

/// What the repository can fail with.
enum TodoError: Error, CustomStringConvertible {
    case unknownTodo(Int)

    var description: String {
        switch self {
        case .unknownTodo(let id): "no todo with id \(id)"
        }
    }
}
