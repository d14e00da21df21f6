// Times each prototype design per element, unspecialised (Scripts/build-cost/prototype: swift run -c release App).

import Lib
import Foundation
struct Item { var id: Int; var title: String; var score: Double }
func time(_ name: String, _ n: Int, _ body: () -> Void) {
    var best = Double.infinity
    for _ in 0..<5 { let t = Date(); body(); best = min(best, Date().timeIntervalSince(t)) }
    print(name, String(format: "%.1f ns", best / Double(n) * 1e9))
}
let n = 1_000_000
var sink = 0
do { let s = SubjE<Int>(); subscribeE(s) { sink &+= $0 }; time("E subject Int", n) { for i in 0..<n { s.on(.next(i)) } } }
do { let s = SubjN<Int>(); subscribeN(s) { sink &+= $0 }; time("N subject Int", n) { for i in 0..<n { s.onNext(i) } } }
let item = Item(id: 1, title: "hello world", score: 2)
do { let s = SubjE<Item>(); subscribeE(s) { sink &+= $0.id }; time("E subject Item", n) { for _ in 0..<n { s.on(.next(item)) } } }
do { let s = SubjN<Item>(); subscribeN(s) { sink &+= $0.id }; time("N subject Item", n) { for _ in 0..<n { s.onNext(item) } } }
do { let s = SubjE<Int>(); subscribeMapE(s, { $0 * 2 }) { sink &+= $0 }; time("E subject+map Int", n) { for i in 0..<n { s.on(.next(i)) } } }
do { let s = SubjN<Int>(); subscribeMapN(s, { $0 * 2 }) { sink &+= $0 }; time("N subject+map Int", n) { for i in 0..<n { s.onNext(i) } } }
do { let s = SubjE<Item>(); subscribeMapE(s, { $0.title }) { sink &+= $0.count }; time("E subject+map Item->String", n) { for _ in 0..<n { s.on(.next(item)) } } }
do { let s = SubjN<Item>(); subscribeMapN(s, { $0.title }) { sink &+= $0.count }; time("N subject+map Item->String", n) { for _ in 0..<n { s.onNext(item) } } }
do { let s = SubjP<Int>(); subscribeP(s) { sink &+= $0 }; time("P subject Int", n) { for i in 0..<n { s.onNext(i) } } }
do { let s = SubjP<Item>(); subscribeP(s) { sink &+= $0.id }; time("P subject Item", n) { for _ in 0..<n { s.onNext(item) } } }
do { let s = SubjP<Int>(); subscribeMapP(s, { $0 * 2 }) { sink &+= $0 }; time("P subject+map Int", n) { for i in 0..<n { s.onNext(i) } } }
do { let s = SubjP<Item>(); subscribeMapP(s, { $0.title }) { sink &+= $0.count }; time("P subject+map Item->String", n) { for _ in 0..<n { s.onNext(item) } } }
// Twelve hops (map, filter six times), as RxSwift's MapFilterPumping; ns per element.
do {
    var chain = ChainE<Int>()
    for _ in 0 ..< 6 { chain = chain.map { $0 }.filter { _ in true } }
    time("E twelve hops Int", n) { chain.pump(1, count: n) { sink &+= $0 } }
}
do {
    var chain = ChainP<Int>()
    for _ in 0 ..< 6 { chain = chain.map { $0 }.filter { _ in true } }
    time("P twelve hops Int", n) { chain.pump(1, count: n) { sink &+= $0 } }
}
do {
    var chain = ChainP<Item>()
    for _ in 0 ..< 6 { chain = chain.map { $0 }.filter { _ in true } }
    time("P twelve hops Item", n) { chain.pump(item, count: n) { sink &+= $0.id } }
}
print(sink)
