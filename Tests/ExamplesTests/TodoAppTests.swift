// ExamplesTests — the TodoApp example: its view-model logic on a virtual clock, event for event, and the
// @MainActor wiring (Observation in, Observation out) end to end on the main actor.
//
// `TodoListViewModel.state(query:todos:debounce:scheduler:)` takes plain observables and its scheduler, so the
// test drives it with `TestScheduler`: the search field and the store are hot test observables, and every
// state is checked at its exact virtual time. One tick is one millisecond (`resolution: 0.001`), so the
// 200 ms debounce is 200 ticks.

import Foundation
import SendableRx
import SendableRxTest
@testable import TodoApp
import XCTest

private let milk = Todo(id: 1, title: "Buy milk", isDone: false)
private let article = Todo(id: 2, title: "Write the Swift 6 article", isDone: false)
private let learn = Todo(id: 3, title: "Learn SendableRx", isDone: true)
private let port = Todo(id: 4, title: "Port the app to Swift 6", isDone: false)

private func done(_ todo: Todo) -> Todo {
    var todo = todo
    todo.isDone = true
    return todo
}

final class TodoAppTests: XCTestCase {
    private var startResources: Int32 = 0

    override func setUp() {
        super.setUp()
        startResources = Resources.total
    }

    override func tearDown() {
        let deadline = Date().addingTimeInterval(2)
        while Resources.total != startResources && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.005)
        }
        XCTAssertEqual(Resources.total, startResources, "something leaked")
        super.tearDown()
    }

    func testTheStateFiltersAfterAPauseInTypingAndSummarisesTheWholeList() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let query = scheduler.createHotObservable([
            .next(200, ""),                      // the field's first value, read at subscription
            .next(300, "s"), .next(350, "sw"), .next(400, "SWIFT"),   // filtering at 600
            .next(1_000, "Swift "),              // the same query once trimmed: no new state
            .next(1_300, ""),                    // all rows again at 1500
        ])
        let todos = scheduler.createHotObservable([
            .next(250, [milk, article, learn, port]),
            .next(900, [milk, done(article), learn, port]),
        ])
        let observer = scheduler.start(disposed: 2_000) {
            TodoListViewModel.state(query: query.asObservable(), todos: todos.asObservable(), scheduler: scheduler)
        }
        XCTAssertEqual(observer.events, [
            .next(250, TodoListState(
                rows: ["[ ] Buy milk", "[ ] Write the Swift 6 article", "[x] Learn SendableRx",
                       "[ ] Port the app to Swift 6"],
                summary: "3 open, 1 done"
            )),
            .next(600, TodoListState(
                rows: ["[ ] Write the Swift 6 article", "[ ] Port the app to Swift 6"],
                summary: "3 open, 1 done (showing \"swift\")"
            )),
            .next(900, TodoListState(
                rows: ["[x] Write the Swift 6 article", "[ ] Port the app to Swift 6"],
                summary: "2 open, 2 done (showing \"swift\")"
            )),
            .next(1_500, TodoListState(
                rows: ["[ ] Buy milk", "[x] Write the Swift 6 article", "[x] Learn SendableRx",
                       "[ ] Port the app to Swift 6"],
                summary: "2 open, 2 done"
            )),
        ])
        XCTAssertEqual(query.subscriptions, [Subscription(200, 2_000)])
        XCTAssertEqual(todos.subscriptions, [Subscription(200, 2_000)])
    }

    func testNothingIsShownUntilTheTodosAreLoaded() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let query = scheduler.createHotObservable([.next(300, "milk")])
        let todos = scheduler.createHotObservable([
            .next(200, []),                      // the store's value before loading
            .next(700, [milk, article]),
        ])
        let observer = scheduler.start {
            TodoListViewModel.state(query: query.asObservable(), todos: todos.asObservable(), scheduler: scheduler)
        }
        XCTAssertEqual(observer.events, [
            .next(700, TodoListState(rows: ["[ ] Buy milk"], summary: "2 open, 0 done (showing \"milk\")")),
        ])
    }

    func testAnUnchangedStateIsNotRepeated() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let query = scheduler.createHotObservable([.next(300, "rx"), .next(700, "  RX")])
        let todos = scheduler.createHotObservable([
            .next(250, [learn]),
            .next(400, [learn]),                 // the same list again
            .next(600, [learn, port]),           // a new todo that the filter hides; the summary changes
        ])
        let observer = scheduler.start {
            TodoListViewModel.state(query: query.asObservable(), todos: todos.asObservable(), scheduler: scheduler)
        }
        XCTAssertEqual(observer.events, [
            .next(250, TodoListState(rows: ["[x] Learn SendableRx"], summary: "0 open, 1 done")),
            .next(500, TodoListState(rows: ["[x] Learn SendableRx"], summary: "0 open, 1 done (showing \"rx\")")),
            .next(600, TodoListState(rows: ["[x] Learn SendableRx"], summary: "1 open, 1 done (showing \"rx\")")),
        ])
    }

    func testTheQueryCompletingKeepsTheLastFilter() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let query = scheduler.createHotObservable([.next(300, "milk"), .completed(350)])
        let todos = scheduler.createHotObservable([
            .next(250, [milk, port]),
            .next(800, [done(milk), port]),
            .completed(900),
        ])
        let observer = scheduler.start {
            TodoListViewModel.state(query: query.asObservable(), todos: todos.asObservable(), scheduler: scheduler)
        }
        XCTAssertEqual(observer.events, [
            .next(250, TodoListState(rows: ["[ ] Buy milk", "[ ] Port the app to Swift 6"], summary: "2 open, 0 done")),
            .next(350, TodoListState(rows: ["[ ] Buy milk"], summary: "2 open, 0 done (showing \"milk\")")),
            .next(800, TodoListState(rows: ["[x] Buy milk"], summary: "1 open, 1 done (showing \"milk\")")),
            .completed(900),
        ])
        XCTAssertEqual(query.subscriptions, [Subscription(200, 350)])
        XCTAssertEqual(todos.subscriptions, [Subscription(200, 900)])
    }

    // MARK: the view model on the main actor

    @MainActor
    func testTheViewModelWiresTheModelToTheStoreAndTheRepository() async {
        let repository = TodoRepository(todos: [milk, article])
        let store = TodoStore()
        let model = TodoListModel()
        let viewModel = TodoListViewModel(model: model, store: store, repository: repository)
        viewModel.start()
        XCTAssertEqual(model.state, .loading)
        XCTAssertTrue(store.isObserved)

        await store.refresh(from: repository)
        let loaded = await pollOnMain { model.state.rows.count == 2 }
        XCTAssertTrue(loaded)
        XCTAssertEqual(model.state.summary, "2 open, 0 done")

        model.query = "MILK"
        let filtered = await pollOnMain { model.state.rows == ["[ ] Buy milk"] }
        XCTAssertTrue(filtered, "\(model.state)")

        viewModel.toggle(1)
        let toggled = await pollOnMain { model.state.rows == ["[x] Buy milk"] }
        XCTAssertTrue(toggled, "\(model.state)")
        XCTAssertEqual(model.state.summary, "1 open, 1 done (showing \"milk\")")

        viewModel.stop()
        XCTAssertFalse(store.isObserved, "stopping disposes the bindings")
        store.replace(with: [])
        try? await Task.sleep(for: .milliseconds(20))
        XCTAssertEqual(model.state.rows, ["[x] Buy milk"], "the model no longer follows the store")
    }

    @MainActor
    func testTheRepositoryFacadeReportsAnUnknownTodo() async {
        let repository = TodoRepository(todos: [milk])
        do {
            _ = try await repository.toggling(42).value
            XCTFail("toggling an unknown todo must fail")
        } catch {
            XCTAssertEqual("\(error)", "no todo with id 42")
        }
        let snapshot = try? await repository.snapshot().value
        XCTAssertEqual(snapshot, [milk])
    }
}

/// Polls `condition` on the main actor, letting main-queue work run in between.
@MainActor
private func pollOnMain(timeout: Duration = .seconds(5), _ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while clock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return condition()
}
