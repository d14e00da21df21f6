//  Store.swift
//  RxStore — a unidirectional store: actions in, a reduced state out.

import RxCocoa
import RxSwift

/// What a store's reactive extension needs to know about it.
public protocol StoreType: AnyObject {
    associatedtype State
    associatedtype Action

    /// Actions sent to the store.
    var action: PublishRelay<Action> { get }
    /// The current state and every later one.
    var state: RxSwift.Observable<State> { get }
}

/// Reduces actions into a state, shared by all subscribers: the latest state is replayed to each new one.
public final class Store<State, Action>: StoreType, ReactiveCompatible {
    public let action = PublishRelay<Action>()
    public let state: RxSwift.Observable<State>
    /// The latest state, readable at any time.
    public let currentState: BehaviorRelay<State>

    private let disposeBag = DisposeBag()

    public init(
        initialState: State,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        reduce: @escaping (State, Action) -> State
    ) {
        currentState = BehaviorRelay(value: initialState)
        let states = action
            .observe(on: scheduler)
            .scan(initialState, accumulator: reduce)
            .startWith(initialState)
            .replay(1)
        // The connectable observable is kept as a plain Observable and connected here, once.
        state = states
        states.bind(to: currentState).disposed(by: disposeBag)
        states.connect().disposed(by: disposeBag)
    }

    /// Sends an action.
    public func send(_ action: Action) {
        self.action.accept(action)
    }
}

extension Reactive where Base: StoreType {
    /// The store's state as a Driver, for binding to the UI.
    public var state: Driver<Base.State> {
        base.state.asDriver(onErrorDriveWith: .empty())
    }

    /// An observer that sends each element to the store as an action.
    public var action: Binder<Base.Action> {
        Binder(base) { store, action in
            store.action.accept(action)
        }
    }
}
