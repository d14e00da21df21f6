// TodoApp — a Swift 6 app architecture with SendableRx, run as a command-line program.
//
// What it shows (see the "Swift 6 App Architecture" article in the documentation):
//   1. an `actor` repository with async methods and `nonisolated` Rx facades (`Single.create { try await … }`),
//      and an actor method returning a fresh `Single` as `sending`;
//   2. a `Sendable` store that keeps its hot state in a subject and exposes it as a `SendableObservable`;
//   3. a `@MainActor` view model whose logic is a pure transform of observables (tested on a `TestScheduler`
//      in `Tests/ExamplesTests/TodoAppTests.swift`);
//   4. an `@Observable` model bridged both ways: `Observable.observe { model.query }` in,
//      `bind(to: model, \.state)` out, both checked by the compiler for main-actor isolation;
//   5. async code consuming the model's changes with `for try await … in observable.values`, and disposal
//      ending every binding.
//
// What it prints: exactly `expected-output.txt` beside this file. Every line is printed here, on the main
// actor, and the program waits for each new screen before it acts again, so nothing depends on thread timing.

import SendableRx

/// Prints a screen the way a list view would show it.
func render(_ state: TodoListState) {
    for row in state.rows {
        print("  \(row)")
    }
    print("  -- \(state.summary)")
}

/// The session: what a user would do, one step after the other.
@MainActor
func run() async throws {
    let repository = TodoRepository(todos: [
        Todo(id: 1, title: "Buy milk", isDone: false),
        Todo(id: 2, title: "Write the Swift 6 article", isDone: false),
        Todo(id: 3, title: "Learn SendableRx", isDone: true),
        Todo(id: 4, title: "Port the app to Swift 6", isDone: false),
    ])
    let store = TodoStore()
    let model = TodoListModel()
    let viewModel = TodoListViewModel(model: model, store: store, repository: repository)

    // Every distinct screen the model goes through, read in async code. The first one is read at once. The
    // iterator belongs to the main actor (its observable reads main-actor state), so it is advanced with
    // `next(isolation: #isolation)`, which stays on the main actor; a `for try await` loop does the same.
    var screens = Observable.observe { model.state }.distinctUntilChanged().values.makeAsyncIterator()

    print("== start: the screen before anything is loaded")
    viewModel.start()
    render(try await screens.next(isolation: #isolation)!)

    print("== the store loads from the actor repository")
    await store.refresh(from: repository)
    render(try await screens.next(isolation: #isolation)!)

    print("== typing \"SWIFT\" into the search field (one filtering after the pause)")
    for prefix in ["S", "SW", "SWI", "SWIF", "SWIFT"] {
        model.query = prefix
    }
    render(try await screens.next(isolation: #isolation)!)

    print("== toggling todo 2 through the repository's Rx facade")
    viewModel.toggle(2)
    render(try await screens.next(isolation: #isolation)!)

    print("== clearing the search")
    model.query = ""
    render(try await screens.next(isolation: #isolation)!)

    print("== a snapshot from the actor, returned as `sending Single`")
    let snapshot = await repository.snapshot()
    let titles = try await snapshot.map { $0.filter(\.isDone).map(\.title) }.value
    print("  done: \(titles.joined(separator: ", "))")

    print("== stopping the view model")
    viewModel.stop()
    print("  store still observed: \(store.isObserved)")
    print("  repository loads: \(await repository.loads)")
}

try await run()
