// SendableRx compatibility scenarios — re-entrancy: seeded random graphs of two to five subjects and relays whose
// observers act while an event is being delivered to them: they forward the element to another node, subscribe new
// observers, dispose subscriptions (their own or another's) and complete or fail later nodes, sometimes through one
// or two operators. The random machinery is the fuzz group's (FuzzCatalogue.swift). Forwarding only ever goes from
// the nodes an observer reads to nodes with a higher number, so no delivery re-enters the subject (or the operator)
// it comes from: RxSwift's debug build reports that as an anomaly, and SendableRx queues it by design. The
// hand-written cases are in ReentrancyScenarios2.swift.

#if RXSWIFT
import RxBlocking
import RxRelay
import RxSwift
import RxTest
#else
import SendableRx
import SendableRxBlocking
import SendableRxRelay
import SendableRxTest
#endif
import Foundation

func reentrancyScenarios() -> [Scenario] {
    let generated = (0..<150).map { index -> Scenario in
        let number = "\(index)"
        let name = "reentrancy/" + String(repeating: "0", count: 3 - number.count) + number
        return Scenario(name) { reentrancyGraph(seed: 7_000 + index, $0) }
    }
    return generated + reentrancyHandwrittenScenarios()
}

/// One subject or relay of a graph.
private struct ReentrancyNode {
    let label: String
    let kind: String
    let isRelay: Bool
    let observable: Observable<Int>
    let send: (Event<Int>) -> Void
    /// What the node holds at the end: `hasObservers` of a subject, the value of a BehaviorSubject or relay.
    let state: () -> String
}

/// An operator between a node and an observer. Node numbers are the other nodes it reads.
private enum ReentrancyOperator {
    case map(Int), filterOdd, take(Int), skip(Int), distinct, scan, startWith(Int), share, shareReplay
    case catchAndReturn(Int)
    case merge(Int), combineLatest(Int), withLatestFrom(Int), concat(Int), takeUntil(Int)
    case flatMap(Int, once: Bool), switchLatest(Int, Int)
    /// A `do(onNext:)` that forwards the element plus `k` to a node (`-1` until the target is drawn).
    case doForward(to: Int, k: Int)

    var name: String {
        switch self {
        case .map(let k): return "map(+\(k))"
        case .filterOdd: return "filter(odd)"
        case .take(let n): return "take(\(n))"
        case .skip(let n): return "skip(\(n))"
        case .distinct: return "distinctUntilChanged"
        case .scan: return "scan(+)"
        case .startWith(let k): return "startWith(\(k))"
        case .share: return "share"
        case .shareReplay: return "share(replay: 1)"
        case .catchAndReturn(let k): return "catchAndReturn(-\(k))"
        case .merge(let n): return "merge(n\(n))"
        case .combineLatest(let n): return "combineLatest(n\(n), 10a+b)"
        case .withLatestFrom(let n): return "withLatestFrom(n\(n), 10a+b)"
        case .concat(let n): return "concat(n\(n))"
        case .takeUntil(let n): return "take(until: n\(n))"
        case .flatMap(let n, let once): return "flatMap(n\(n)\(once ? ".take(1)" : ""), 10a+b)"
        case .switchLatest(let even, let odd): return "map(even ? n\(even) : n\(odd), 10a+b).switchLatest"
        case .doForward(let target, let k): return "do(onNext: +\(k) -> n\(target))"
        }
    }

    var reads: [Int] {
        switch self {
        case .merge(let n), .combineLatest(let n), .withLatestFrom(let n), .concat(let n), .takeUntil(let n):
            return [n]
        case .flatMap(let n, _): return [n]
        case .switchLatest(let even, let odd): return [even, odd]
        default: return []
        }
    }
}

/// When an action runs: on every element, on some values, or on the observer's n-th element.
private enum ReentrancyCondition {
    case always, odd, even, atLeast(Int), nth(Int)

    var name: String {
        switch self {
        case .always: return "each"
        case .odd: return "odd"
        case .even: return "even"
        case .atLeast(let k): return ">=\(k)"
        case .nth(let n): return "#\(n)"
        }
    }

    func holds(_ value: Int, count: Int) -> Bool {
        switch self {
        case .always: return true
        case .odd: return value % 2 != 0
        case .even: return value % 2 == 0
        case .atLeast(let k): return value >= k
        case .nth(let n): return count == n
        }
    }
}

/// What an observer does during a delivery.
private enum ReentrancyWork {
    case forward(to: Int, k: Int)
    case terminate(Int, error: Bool)
    case subscribe(ReentrancyPlan)
    /// Disposes a static observer's subscription (maybe the observer's own).
    case dispose(Int)
    case disposeSelf
}

private struct ReentrancyAction {
    let when: ReentrancyCondition
    let work: ReentrancyWork
}

/// Where an observer's pipeline starts: a node, or the pipeline of an earlier static observer (shared with it).
private enum ReentrancyInput {
    case node(Int)
    case pipeline(Int)
}

/// An observer: what it reads, through which operators, and what it does.
private final class ReentrancyPlan {
    let input: ReentrancyInput
    var operators: [ReentrancyOperator]
    var actions: [ReentrancyAction] = []
    /// Every node whose delivery can reach this observer.
    var reads: Set<Int>
    /// The nodes its pipeline's `do(onNext:)` operators forward to.
    var forwards: [Int] = []
    /// Whether a `do(onNext:)` of the pipeline follows a node through nothing but `startWith` and shares, and
    /// whether the whole pipeline is such a chain so far (a `do` added to it would be exposed too).
    var exposedDo = false
    var openEnd = true
    /// Whether the pipeline subscribes to nodes more than once (an operator reads a node).
    var multiple = false
    /// The highest node that can be delivering while this observer acts: its forwarding targets are above it.
    var top = -1

    init(input: ReentrancyInput, operators: [ReentrancyOperator], reads: Set<Int>) {
        self.input = input
        self.operators = operators
        self.reads = reads
    }

    var description: String {
        let start: String
        switch input {
        case .node(let n): start = "n\(n)"
        case .pipeline(let p): start = "o\(p)'s pipeline"
        }
        let pipeline = ([start] + operators.map(\.name)).joined(separator: " | ")
        guard !actions.isEmpty else { return pipeline }
        return pipeline + " => " + actions.map { action in
            "\(action.when.name): " + {
                switch action.work {
                case .forward(let n, let k): return "+\(k) -> n\(n)"
                case .terminate(let n, let error): return (error ? "error" : "complete") + " n\(n)"
                case .subscribe(let plan): return "subscribe [\(plan.description)]"
                case .dispose(let o): return "dispose o\(o)"
                case .disposeSelf: return "dispose self"
                }
            }()
        }.joined(separator: "; ")
    }
}

private func reentrancyGraph(seed: Int, _ log: Log) {
    let graph = ReentrancyGraph(Fuzz(seed: seed, log: log))
    graph.draw()
    graph.run()
}

private final class ReentrancyGraph {
    let fuzz: Fuzz
    let log: Log
    var nodes: [ReentrancyNode] = []
    var plans: [ReentrancyPlan] = []
    /// The static observers' pipelines, built once so that a later observer reading one shares it.
    var pipelines: [Int: Observable<Int>] = [:]
    var subscriptions: [Disposable?] = []
    var spawned: [Disposable?] = []
    /// How many more observers the handlers may subscribe.
    var spawnBudget = 6
    /// How many observers subscribe at the start.
    var staticCount = 0

    init(_ fuzz: Fuzz) {
        self.fuzz = fuzz
        log = fuzz.log
    }

    // MARK: Drawing

    func draw() {
        let count = fuzz.random.int(2...5)
        for index in 0..<count {
            nodes.append(makeNode(index))
            log(nodes[index].label, "=", nodes[index].kind)
        }
        var fed = [0]
        if fuzz.random.chance(35) {
            fed.append(fuzz.random.int(1...(count - 1)))
        }
        for index in fed {
            let node = nodes[index]
            let (events, text) = fuzz.marbles(
                start: fuzz.random.int(200...260), count: 1...6, endless: node.isRelay ? 100 : 40)
            log("feed", node.label + ":", text)
            for recorded in events {
                fuzz.scheduler.scheduleAt(recorded.time) { [unowned self] in
                    log(node.label, fuzz.scheduler.clock, "<-", describe(recorded.value))
                    node.send(recorded.value)
                }
            }
        }
        staticCount = fuzz.random.int(2...5)
        for index in 0..<staticCount {
            plans.append(drawPlan(floor: -1, depth: 0, index: index))
        }
        for (index, plan) in plans.enumerated() {
            secure(plan, owner: index)
            log("o\(index):", plan.description)
        }
    }

    /// Turns each disposal of a subscription that may still be waiting for the event in progress into a disposal
    /// of the observer's own subscription. RxSwift delivers that event to the disposed observer anyway and
    /// SendableRx does not (MigratingFromRxSwift.md, "A disposed subscription gets nothing more, even during a
    /// delivery"; the reduced case is `reentrancyDisposeNextInLine`), so the generated graphs stay clear of it.
    /// Safe are: an observer's own subscription; one that no node at or below the disposer's level can reach
    /// (those are the only ones that can be delivering). Not even an observer that subscribed earlier to the same
    /// node is safe: both libraries put the next subscriber in the first slot once its first subscriber has left,
    /// so it is served before the others. Observers that read an AsyncSubject dispose nothing (see below).
    private func secure(_ plan: ReentrancyPlan, owner: Int?) {
        let readsAsync = plan.reads.contains { nodes[$0].kind == "AsyncSubject" }
        plan.actions = plan.actions.compactMap { action in
            switch action.work {
            case .subscribe(let child):
                secure(child, owner: nil)
                return action
            case .dispose(let target) where target != owner:
                let other = plans[target]
                let safe = other.reads.allSatisfy { $0 > plan.top }
                return safe ? action : readsAsync ? nil : ReentrancyAction(when: action.when, work: .disposeSelf)
            case .dispose, .disposeSelf:
                // An AsyncSubject's completion is two events, its last element and `completed`, for the same
                // observers: RxSwift delivers the second also to an observer that disposed itself on the first.
                return readsAsync ? nil : action
            default:
                return action
            }
        }
    }

    private func makeNode(_ index: Int) -> ReentrancyNode {
        let label = "n\(index)"
        let k = fuzz.random.int(1...9)
        switch fuzz.random.int(0...7) {
        case 0, 1:
            let subject = PublishSubject<Int>()
            return ReentrancyNode(
                label: label, kind: "PublishSubject", isRelay: false, observable: subject.asObservable(),
                send: { subject.on($0) }, state: { "hasObservers \(subject.hasObservers)" })
        case 2:
            let subject = BehaviorSubject<Int>(value: k)
            return ReentrancyNode(
                label: label, kind: "BehaviorSubject(\(k))", isRelay: false, observable: subject.asObservable(),
                send: { subject.on($0) },
                state: {
                    let value: String
                    do { value = "\(try subject.value())" } catch { value = "threw " + describe(error) }
                    return "hasObservers \(subject.hasObservers) value \(value)"
                })
        case 3:
            let size = fuzz.random.int(1...3)
            let subject = ReplaySubject<Int>.create(bufferSize: size)
            return ReentrancyNode(
                label: label, kind: "ReplaySubject(\(size))", isRelay: false, observable: subject.asObservable(),
                send: { subject.on($0) }, state: { "hasObservers \(subject.hasObservers)" })
        case 4:
            let subject = ReplaySubject<Int>.createUnbounded()
            return ReentrancyNode(
                label: label, kind: "ReplaySubject(unbounded)", isRelay: false, observable: subject.asObservable(),
                send: { subject.on($0) }, state: { "hasObservers \(subject.hasObservers)" })
        case 5:
            let subject = AsyncSubject<Int>()
            return ReentrancyNode(
                label: label, kind: "AsyncSubject", isRelay: false, observable: subject.asObservable(),
                send: { subject.on($0) }, state: { "hasObservers \(subject.hasObservers)" })
        case 6:
            let relay = PublishRelay<Int>()
            return ReentrancyNode(
                label: label, kind: "PublishRelay", isRelay: true, observable: relay.asObservable(),
                send: { if case .next(let value) = $0 { relay.accept(value) } }, state: { "-" })
        default:
            let relay = BehaviorRelay<Int>(value: k)
            return ReentrancyNode(
                label: label, kind: "BehaviorRelay(\(k))", isRelay: true, observable: relay.asObservable(),
                send: { if case .next(let value) = $0 { relay.accept(value) } }, state: { "value \(relay.value)" })
        }
    }

    private func otherNode(than base: Int) -> Int {
        let other = fuzz.random.int(0...(nodes.count - 2))
        return other >= base ? other + 1 : other
    }

    private func drawOperator(base: Int) -> ReentrancyOperator {
        let k = fuzz.random.int(1...3)
        let anyNode = fuzz.random.int(0...(nodes.count - 1))
        switch fuzz.random.int(0...19) {
        case 0: return .map(k)
        case 1: return .filterOdd
        case 2: return .take(k)
        case 3: return .skip(k - 1)
        case 4: return .distinct
        case 5: return .scan
        case 6: return .startWith(k)
        case 7: return .share
        case 8: return .shareReplay
        case 9: return .catchAndReturn(k)
        case 10: return .merge(otherNode(than: base))
        case 11: return .combineLatest(otherNode(than: base))
        case 12: return .withLatestFrom(otherNode(than: base))
        case 13: return .concat(otherNode(than: base))
        case 14: return .takeUntil(otherNode(than: base))
        case 15: return .flatMap(anyNode, once: k == 1)
        case 16: return .switchLatest(anyNode, fuzz.random.int(0...(nodes.count - 1)))
        default: return .doForward(to: -1, k: k)
        }
    }

    /// An observer whose forwarding targets are above `floor` (the nodes being delivered when it subscribes) and
    /// above every node it reads.
    private func drawPlan(floor: Int, depth: Int, index: Int?) -> ReentrancyPlan {
        let input: ReentrancyInput
        var reads: Set<Int>
        let base: Int
        if let index, index > 0, fuzz.random.chance(20) {
            let shared = fuzz.random.int(0...(index - 1))
            input = .pipeline(shared)
            reads = plans[shared].reads
            base = reads.min() ?? 0
        } else if index == nil, !plans.isEmpty, fuzz.random.chance(20),
            case let shared = fuzz.random.int(0...(plans.count - 1)), plans[shared].forwards.allSatisfy({ $0 > floor })
        {
            // A pipeline whose do(onNext:) forwards to a node being delivered would re-enter it.
            input = .pipeline(shared)
            reads = plans[shared].reads
            base = reads.min() ?? 0
        } else {
            // Lower nodes are the ones fed and forwarded from, so they are read more often.
            base = min(fuzz.random.int(0...(nodes.count - 1)), fuzz.random.int(0...(nodes.count - 1)))
            input = .node(base)
            reads = [base]
        }
        var operators: [ReentrancyOperator] = []
        if fuzz.random.chance(40) {
            operators = (0..<fuzz.random.int(1...2)).map { _ in drawOperator(base: base) }
        }
        // A do(onNext:) that only subscriptions and shares separate from a node (`exposed`) runs for the node's
        // event in progress even after its subscription was disposed, in RxSwift only (see `secure`); with a second
        // subscription to a node (the same or another), that subscription can be disposed or completed through the
        // second one while the first is still waiting for the event. So a pipeline has an operator that reads a
        // node, or an exposed do, not both.
        var exposed = false
        var open = true
        var multiple = false
        if case .pipeline(let shared) = input {
            (exposed, open, multiple) = (plans[shared].exposedDo, plans[shared].openEnd, plans[shared].multiple)
        }
        if exposed {
            operators = operators.filter { $0.reads.isEmpty }
        }
        multiple = multiple || operators.contains { !$0.reads.isEmpty }
        for op in operators {
            reads.formUnion(op.reads)
        }
        let top = max(floor, reads.max() ?? 0)
        let above = Array((top + 1)..<nodes.count)
        operators = operators.compactMap { op in
            switch op {
            case .doForward(_, let k):
                let target = above.isEmpty ? nil : fuzz.random.pick(above)
                guard let target, !(open && multiple) else { return nil }
                exposed = exposed || open
                open = false
                return .doForward(to: target, k: k)
            case .startWith, .share, .shareReplay:
                return op
            default:
                open = false
                return op
            }
        }
        let plan = ReentrancyPlan(input: input, operators: operators, reads: reads)
        plan.top = top
        (plan.exposedDo, plan.openEnd, plan.multiple) = (exposed, open, multiple)
        if case .pipeline(let shared) = input {
            plan.forwards = plans[shared].forwards
        }
        for case .doForward(let target, _) in operators {
            plan.forwards.append(target)
        }
        for _ in 0..<fuzz.random.int(depth == 0 ? 1...3 : 0...2) {
            let when = fuzz.random.pick([
                ReentrancyCondition.always, .always, .odd, .even, .atLeast(5), .nth(1), .nth(2),
            ])
            let terminable = above.filter { !nodes[$0].isRelay }
            let roll = fuzz.random.int(0...99)
            let work: ReentrancyWork
            if roll < 35, !above.isEmpty {
                work = .forward(to: fuzz.random.pick(above), k: fuzz.random.int(0...3))
            } else if roll < 45, !terminable.isEmpty {
                work = .terminate(fuzz.random.pick(terminable), error: fuzz.random.chance(40))
            } else if roll < 70, depth < 2 {
                work = .subscribe(drawPlan(floor: top, depth: depth + 1, index: nil))
            } else if roll < 88 {
                work = .dispose(fuzz.random.int(0...(staticCount - 1)))
            } else {
                work = .disposeSelf
            }
            plan.actions.append(ReentrancyAction(when: when, work: work))
        }
        return plan
    }

    // MARK: Running

    func run() {
        let scheduler = fuzz.scheduler
        scheduler.scheduleAt(100) { [unowned self] in
            for index in plans.indices {
                subscriptions.append(nil)
                let subscription = subscribe(plans[index], label: "o\(index)", own: .fixed(index))
                subscriptions[index] = subscription
            }
        }
        scheduler.scheduleAt(2000) { [unowned self] in
            for node in nodes {
                log(node.label, "at end:", node.state())
            }
            for subscription in subscriptions + spawned {
                subscription?.dispose()
            }
            subscriptions = []
            spawned = []
            pipelines = [:]
        }
        scheduler.start()
    }

    private enum Slot {
        case fixed(Int)
        case spawned(Int)
    }

    private func pipeline(_ index: Int) -> Observable<Int> {
        if let built = pipelines[index] {
            return built
        }
        let built = observable(for: plans[index], label: "o\(index)")
        pipelines[index] = built
        return built
    }

    private func observable(for plan: ReentrancyPlan, label: String) -> Observable<Int> {
        let start: Observable<Int>
        switch plan.input {
        case .node(let n): start = nodes[n].observable
        case .pipeline(let p): start = pipeline(p)
        }
        return plan.operators.reduce(start) { apply($1, $0, label: label) }
    }

    private func apply(_ op: ReentrancyOperator, _ source: Observable<Int>, label: String) -> Observable<Int> {
        let node = { [unowned self] (index: Int) in nodes[index].observable }
        switch op {
        case .map(let k): return source.map { $0 + k }
        case .filterOdd: return source.filter { $0 % 2 != 0 }
        case .take(let n): return source.take(n)
        case .skip(let n): return source.skip(n)
        case .distinct: return source.distinctUntilChanged()
        case .scan: return source.scan(0) { $0 + $1 }
        case .startWith(let k): return source.startWith(k)
        case .share: return source.share()
        case .shareReplay: return source.share(replay: 1)
        case .catchAndReturn(let k): return source.catchAndReturn(-k)
        case .merge(let n): return Observable.merge(source, node(n))
        case .combineLatest(let n): return Observable.combineLatest(source, node(n)) { $0 * 10 + $1 }
        case .withLatestFrom(let n): return source.withLatestFrom(node(n)) { $0 * 10 + $1 }
        case .concat(let n): return source.concat(node(n))
        case .takeUntil(let n): return source.take(until: node(n))
        case .flatMap(let n, let once):
            let inner = once ? node(n).take(1) : node(n)
            // At most three inner subscriptions per subscription: RxSwift keeps a subject's observers beyond the
            // first 31 in a dictionary and delivers to those in an order that changes from run to run. The count
            // is the subscription's own, as RxSwift still calls the selector of a flatMap disposed mid-delivery.
            return Observable.deferred {
                var left = 3
                return source.flatMap { value -> Observable<Int> in
                    guard left > 0 else { return .empty() }
                    left -= 1
                    return inner.map { value * 10 + $0 }
                }
            }
        case .switchLatest(let even, let odd):
            let (evenNode, oddNode) = (node(even), node(odd))
            return source.map { value in (value % 2 == 0 ? evenNode : oddNode).map { value * 10 + $0 } }.switchLatest()
        case .doForward(let target, let k):
            let scheduler = fuzz.scheduler
            return source.do(onNext: { [unowned self] value in
                log(label + ".do", scheduler.clock, "->", nodes[target].label, "next(\(value + k))")
                nodes[target].send(.next(value + k))
            })
        }
    }

    private func subscribe(_ plan: ReentrancyPlan, label: String, own: Slot) -> Disposable {
        let scheduler = fuzz.scheduler
        let log = self.log
        var count = 0
        let observable: Observable<Int>
        if case .fixed(let index) = own {
            observable = pipeline(index)
        } else {
            observable = self.observable(for: plan, label: label)
        }
        return observable.subscribe(
            onNext: { [unowned self] value in
                count += 1
                log(label, scheduler.clock, "next(\(value))")
                for action in plan.actions where action.when.holds(value, count: count) {
                    perform(action.work, value: value, label: label, own: own)
                }
            },
            onError: { log(label, scheduler.clock, "error(\(describe($0)))") },
            onCompleted: { log(label, scheduler.clock, "completed") },
            onDisposed: { log(label, scheduler.clock, "disposed") })
    }

    private func perform(_ work: ReentrancyWork, value: Int, label: String, own: Slot) {
        let clock = fuzz.scheduler.clock
        switch work {
        case .forward(let target, let k):
            log(label, clock, "->", nodes[target].label, "next(\(value + k))")
            nodes[target].send(.next(value + k))
        case .terminate(let target, let error):
            log(label, clock, "->", nodes[target].label, error ? "error(TestError.b)" : "completed")
            nodes[target].send(error ? .error(TestError.b) : .completed)
        case .subscribe(let plan):
            guard spawnBudget > 0 else { return }
            spawnBudget -= 1
            let slot = spawned.count
            let child = "d\(slot)"
            log(label, clock, "subscribes", child)
            spawned.append(nil)
            let subscription = subscribe(plan, label: child, own: .spawned(slot))
            spawned[slot] = subscription
        case .dispose(let index):
            log(label, clock, "disposes o\(index)")
            if index < subscriptions.count {
                subscriptions[index]?.dispose()
            }
        case .disposeSelf:
            log(label, clock, "disposes itself")
            switch own {
            case .fixed(let index): subscriptions[index]?.dispose()
            case .spawned(let slot): spawned[slot]?.dispose()
            }
        }
    }
}
