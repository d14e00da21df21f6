// SendableRx tests — `combineLatest` and `zip` of two to eight sources type-check as RxSwift's do (issue 16,
// item 7): every arity with a `$0 + … + $n` closure and in the tuple form, on Observable, Single, Maybe and
// Infallible; nine sources take the parameter-pack forms.

import SendableRx
import SendableRxTest
import XCTest

final class ArityCompileTests: RxTestCase {
    /// The elements `result` emits synchronously, appended to `out`; one statement per arity, so each call
    /// type-checks on its own as it would in user code.
    private func collect<O: ObservableConvertibleType>(_ out: inout [Int], _ result: O) where O.Element == Int {
        var elements: [Int] = []
        _ = result.asObservable().subscribe(onNext: { elements.append($0) })
        out += elements
    }

    func testObservableCombineLatestEveryArity() {
        let x = Observable.just(1)
        var out1: [Int] = []
        collect(&out1, Observable.combineLatest(x, x) { $0 + $1 })
        collect(&out1, Observable.combineLatest(x, x, x) { $0 + $1 + $2 })
        collect(&out1, Observable.combineLatest(x, x, x, x) { $0 + $1 + $2 + $3 })
        collect(&out1, Observable.combineLatest(x, x, x, x, x) { $0 + $1 + $2 + $3 + $4 })
        collect(&out1, Observable.combineLatest(x, x, x, x, x, x) { $0 + $1 + $2 + $3 + $4 + $5 })
        collect(&out1, Observable.combineLatest(x, x, x, x, x, x, x) { $0 + $1 + $2 + $3 + $4 + $5 + $6 })
        collect(&out1, Observable.combineLatest(x, x, x, x, x, x, x, x) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 })
        XCTAssertEqual(out1, [2, 3, 4, 5, 6, 7, 8])
        var out2: [Int] = []
        collect(&out2, Observable.combineLatest(x, x).map { $0.0 + $0.1 })
        collect(&out2, Observable.combineLatest(x, x, x).map { $0.0 + $0.2 })
        collect(&out2, Observable.combineLatest(x, x, x, x).map { $0.0 + $0.3 })
        collect(&out2, Observable.combineLatest(x, x, x, x, x).map { $0.0 + $0.4 })
        collect(&out2, Observable.combineLatest(x, x, x, x, x, x).map { $0.0 + $0.5 })
        collect(&out2, Observable.combineLatest(x, x, x, x, x, x, x).map { $0.0 + $0.6 })
        collect(&out2, Observable.combineLatest(x, x, x, x, x, x, x, x).map { $0.0 + $0.7 })
        collect(&out2, Observable.combineLatest(x, x, x, x, x, x, x, x, x).map { $0.0 + $0.8 })
        XCTAssertEqual(out2, [2, 2, 2, 2, 2, 2, 2, 2])
    }

    func testObservableZipEveryArity() {
        let x = Observable.of(1, 2)
        var out3: [Int] = []
        collect(&out3, Observable.zip(x, x) { $0 + $1 })
        collect(&out3, Observable.zip(x, x, x) { $0 + $1 + $2 })
        collect(&out3, Observable.zip(x, x, x, x) { $0 + $1 + $2 + $3 })
        collect(&out3, Observable.zip(x, x, x, x, x) { $0 + $1 + $2 + $3 + $4 })
        collect(&out3, Observable.zip(x, x, x, x, x, x) { $0 + $1 + $2 + $3 + $4 + $5 })
        collect(&out3, Observable.zip(x, x, x, x, x, x, x) { $0 + $1 + $2 + $3 + $4 + $5 + $6 })
        collect(&out3, Observable.zip(x, x, x, x, x, x, x, x) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 })
        collect(&out3, Observable.zip(x, x, x, x, x, x, x, x, x) {
            (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int) -> Int in
            a + b + c + d + e + f + g + h + i
        })
        XCTAssertEqual(out3, [2, 4, 3, 6, 4, 8, 5, 10, 6, 12, 7, 14, 8, 16, 9, 18])
        var out4: [Int] = []
        collect(&out4, Observable.zip(x, x).map { $0.0 + $0.1 })
        collect(&out4, Observable.zip(x, x, x, x, x).map { $0.0 + $0.4 })
        collect(&out4, Observable.zip(x, x, x, x, x, x, x, x).map { $0.0 + $0.7 })
        collect(&out4, Observable.zip(x, x, x, x, x, x, x, x, x).map { $0.0 + $0.8 })
        XCTAssertEqual(out4, [2, 4, 2, 4, 2, 4, 2, 4])
    }

    func testTraitZipEveryArity() {
        let s = Single.just(1)
        var singles: [Int] = []
        collect(&singles, Single.zip(s, s) { $0 + $1 })
        collect(&singles, Single.zip(s, s, s) { $0 + $1 + $2 })
        collect(&singles, Single.zip(s, s, s, s) { $0 + $1 + $2 + $3 })
        collect(&singles, Single.zip(s, s, s, s, s) { $0 + $1 + $2 + $3 + $4 })
        collect(&singles, Single.zip(s, s, s, s, s, s) { $0 + $1 + $2 + $3 + $4 + $5 })
        collect(&singles, Single.zip(s, s, s, s, s, s, s) { $0 + $1 + $2 + $3 + $4 + $5 + $6 })
        collect(&singles, Single.zip(s, s, s, s, s, s, s, s) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 })
        collect(&singles, Single.zip(s, s, s, s, s, s, s, s).map { $0.0 + $0.7 })
        collect(&singles, Single.zip(s, s, s, s, s, s, s, s, s).map { $0.0 + $0.8 })
        XCTAssertEqual(singles, [2, 3, 4, 5, 6, 7, 8, 2, 2])

        let m = Maybe.just(1)
        var maybes: [Int] = []
        collect(&maybes, Maybe.zip(m, m) { $0 + $1 })
        collect(&maybes, Maybe.zip(m, m, m, m, m) { $0 + $1 + $2 + $3 + $4 })
        collect(&maybes, Maybe.zip(m, m, m, m, m, m, m, m) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 })
        collect(&maybes, Maybe.zip(m, m, m, m, m, m, m, m).map { $0.0 + $0.7 })
        collect(&maybes, Maybe.zip(m, Maybe<Int>.empty()) { $0 + $1 })
        XCTAssertEqual(maybes, [2, 5, 8, 2])
    }

    func testInfallibleCombineLatestAndZipEveryArity() {
        let i = Infallible.just(1)
        var combined: [Int] = []
        collect(&combined, Infallible.combineLatest(i, i) { $0 + $1 })
        collect(&combined, Infallible.combineLatest(i, i, i) { $0 + $1 + $2 })
        collect(&combined, Infallible.combineLatest(i, i, i, i) { $0 + $1 + $2 + $3 })
        collect(&combined, Infallible.combineLatest(i, i, i, i, i) { $0 + $1 + $2 + $3 + $4 })
        collect(&combined, Infallible.combineLatest(i, i, i, i, i, i) { $0 + $1 + $2 + $3 + $4 + $5 })
        collect(&combined, Infallible.combineLatest(i, i, i, i, i, i, i) { $0 + $1 + $2 + $3 + $4 + $5 + $6 })
        collect(&combined, Infallible.combineLatest(i, i, i, i, i, i, i, i) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 })
        collect(&combined, Infallible.combineLatest(i, i, i, i, i, i, i, i).map { $0.0 + $0.7 })
        collect(&combined, Infallible.combineLatest([i, i, i]).map { $0.reduce(0, +) })
        XCTAssertEqual(combined, [2, 3, 4, 5, 6, 7, 8, 2, 3])

        var zipped: [Int] = []
        collect(&zipped, Infallible.zip(i, i) { $0 + $1 })
        collect(&zipped, Infallible.zip(i, i, i, i, i) { $0 + $1 + $2 + $3 + $4 })
        collect(&zipped, Infallible.zip(i, i, i, i, i, i, i, i) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 })
        collect(&zipped, Infallible.zip(i, i, i, i, i, i, i, i).map { $0.0 + $0.7 })
        XCTAssertEqual(zipped, [2, 5, 8, 2])
    }
}
