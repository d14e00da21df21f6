// SendableRx — the benchmark workloads, each beside its plain-loop floor.

import SendableRx

enum Workloads {
    static let all: [Workload] = [createPumping, mapFilterPumping, mapFilterCreating]

    /// 1,000,000 elements from `create` straight into a summing subscriber.
    static let createPumping = Workload(
        name: "CreatePumping", units: 1_000_000, unitName: "element",
        rx: {
            var sum = 0
            let source = Observable<Int>.create { observer in
                for value in 0..<1_000_000 { observer.on(.next(value)) }
                observer.on(.completed)
                return Disposables.create()
            }
            _ = source.subscribe(onNext: { sum &+= $0 })
            return sum
        },
        plain: {
            var sum = 0
            let sink: (Int) -> Void = { sum &+= $0 }
            for value in 0..<1_000_000 { sink(value) }
            return sum
        }
    )

    /// 100,000 elements from `create` through six `map` + `filter` pairs.
    static let mapFilterPumping = Workload(
        name: "MapFilterPumping", units: 100_000, unitName: "element",
        rx: {
            var sum = 0
            let source = Observable<Int>.create { observer in
                for value in 0..<100_000 { observer.on(.next(value)) }
                observer.on(.completed)
                return Disposables.create()
            }
            _ = mapFilterChain(source).subscribe(onNext: { sum &+= $0 })
            return sum
        },
        plain: {
            var sum = 0
            let steps: [(Int) -> Int?] = (0..<6).map { _ in { value in
                let mapped = value &+ 1
                return mapped >= 0 ? mapped : nil
            } }
            for value in 0..<100_000 {
                var current: Int? = value
                for step in steps {
                    guard let unwrapped = current else { break }
                    current = step(unwrapped)
                }
                if let current { sum &+= current }
            }
            return sum
        }
    )

    /// 10,000 times: build the map/filter chain, subscribe, send one element.
    static let mapFilterCreating = Workload(
        name: "MapFilterCreating", units: 10_000, unitName: "chain",
        rx: {
            var sum = 0
            for value in 0..<10_000 {
                let source = Observable<Int>.create { observer in
                    observer.on(.next(value))
                    return Disposables.create()
                }
                let subscription = mapFilterChain(source).subscribe(onNext: { sum &+= $0 })
                subscription.dispose()
            }
            return sum
        },
        plain: {
            var sum = 0
            for value in 0..<10_000 {
                let steps: [(Int) -> Int?] = (0..<6).map { _ in { value in value &+ 1 } }
                var current: Int? = value
                for step in steps { current = current.flatMap(step) }
                sum &+= current ?? 0
            }
            return sum
        }
    )

    static func mapFilterChain(_ source: Observable<Int>) -> Observable<Int> {
        source
            .map { $0 &+ 1 }.filter { $0 >= 0 }
            .map { $0 &+ 1 }.filter { $0 >= 0 }
            .map { $0 &+ 1 }.filter { $0 >= 0 }
            .map { $0 &+ 1 }.filter { $0 >= 0 }
            .map { $0 &+ 1 }.filter { $0 >= 0 }
            .map { $0 &+ 1 }.filter { $0 >= 0 }
    }
}
