// StoreApp — an app written against RxSwift and RxCocoa that uses the RxStore library, running on SendableRx.

import Dispatch
import RxCocoa
import RxStore
import RxSwift

enum Todo {
    case add(String)
    case complete(String)
}

struct TodoState {
    var open: [String] = []
    var done: [String] = []
}

func reduce(_ state: TodoState, _ action: Todo) -> TodoState {
    var state = state
    switch action {
    case .add(let title):
        state.open.append(title)
    case .complete(let title):
        state.open.removeAll { $0 == title }
        state.done.append(title)
    }
    return state
}

let store = Store(initialState: TodoState(), reduce: reduce)
let bag = DisposeBag()

// A module-qualified name, as libraries write it to avoid clashing with Observation's Observable.
let openCount: RxSwift.Observable<Int> = store.state.map { $0.open.count }.distinctUntilChanged()
openCount
    .pairwise()
    .subscribe(onNext: { previous, current in print("open: \(previous) -> \(current)") })
    .disposed(by: bag)

store.rx.state
    .map { "done: \($0.done.joined(separator: ", "))" }
    .distinctUntilChanged()
    .drive(onNext: { print($0) })
    .disposed(by: bag)

Observable<Todo>.of(.add("milk"), .add("bread"), .complete("milk"), .add("eggs"), .complete("bread"))
    .bind(to: store.rx.action)
    .disposed(by: bag)

// Module-qualified names of the other modules resolve too (RxCocoa re-exports RxRelay).
let latestOpen: RxCocoa.Driver<Int> = openCount.asDriver(onErrorJustReturn: 0)
let busy: RxRelay.BehaviorRelay<Bool> = .init(value: false)
latestOpen.map { $0 > 0 }.drive(busy).disposed(by: bag)
print("busy:", busy.value)

print("library types are SendableRx's:", store.state is ConnectableObservable<TodoState>)
print("final:", store.currentState.value.open, store.currentState.value.done)
