// TodoApp — the view model: main-actor glue around a pure, testable transform.

import Foundation
import SendableRx

/// Connects the model to the store and the repository.
///
/// The logic is ``state(query:todos:debounce:scheduler:)``: plain observables in, plain observables out, on the
/// scheduler it is given, so `Tests/ExamplesTests/TodoAppTests.swift` checks it on a `TestScheduler`. The class
/// itself only wires that logic to the `@MainActor` model, with the compiler-checked Observation bridges.
@MainActor
final class TodoListViewModel {
    let model: TodoListModel
    private let store: TodoStore
    private let repository: TodoRepository
    private var disposeBag = DisposeBag()

    init(model: TodoListModel, store: TodoStore, repository: TodoRepository) {
        self.model = model
        self.store = store
        self.repository = repository
    }

    /// Starts the bindings: the query and the todos in, the screen's state out.
    func start() {
        // Capture the model, not `self`: the dispose bag belongs to `self`, so capturing `self` would be a cycle.
        let model = self.model
        Self.state(
            query: Observable.observe { model.query },          // Observation → Rx, on the main actor
            todos: store.todos.asObservable(),
            scheduler: MainScheduler.instance
        )
        .bind(to: model, \.state)                               // Rx → Observation, on the main actor
        .disposed(by: disposeBag)
    }

    /// Flips a todo in the repository and publishes the new list.
    func toggle(_ id: Int) {
        let store = self.store
        repository.toggling(id)
            .subscribe(onSuccess: { todos in store.replace(with: todos) })
            .disposed(by: disposeBag)
    }

    /// Ends every binding and every request still running.
    func stop() {
        disposeBag = DisposeBag()
    }

    /// The screen's state for a query and a list of todos: the rows matching the query (after a pause in
    /// typing), and a summary of the whole list.
    ///
    /// - Parameters:
    ///   - query: The search field's text, one element per change.
    ///   - todos: The todos, one element per new list.
    ///   - dueTime: How long typing must pause before the rows are filtered anew.
    ///   - scheduler: Where the pause is measured.
    /// - Returns: One state per change of the filtered rows or of the summary.
    nonisolated static func state(
        query: Observable<String>,
        todos: Observable<[Todo]>,
        debounce dueTime: RxTimeInterval = .milliseconds(200),
        scheduler: any SchedulerType
    ) -> Observable<TodoListState> {
        let settledQuery = query
            .debounce(dueTime, scheduler: scheduler)
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .startWith("")
            .distinctUntilChanged()
        return Observable.combineLatest(settledQuery, todos.skip(while: { $0.isEmpty })) { query, todos in
            let visible = query.isEmpty ? todos : todos.filter { $0.title.lowercased().contains(query) }
            let done = todos.filter(\.isDone).count
            return TodoListState(
                rows: visible.map { "[\($0.isDone ? "x" : " ")] \($0.title)" },
                summary: "\(todos.count - done) open, \(done) done" + (query.isEmpty ? "" : " (showing \"\(query)\")")
            )
        }
        .distinctUntilChanged()
    }
}
