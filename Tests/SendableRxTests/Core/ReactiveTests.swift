// SendableRx tests — the Reactive namespace (`.rx`) on a custom ReactiveCompatible type and on an NSObject subclass.

import Foundation
import SendableRx
import XCTest

private final class Thermometer: ReactiveCompatible {
    var celsius: Int
    init(celsius: Int) { self.celsius = celsius }
}

private struct Counter: ReactiveCompatible {
    var count: Int
}

private final class Person: NSObject {
    let name: String
    init(name: String) { self.name = name }
}

extension Reactive where Base: Thermometer {
    fileprivate var celsius: Observable<Int> { .just(base.celsius) }

    fileprivate static func fixed(_ value: Int) -> Observable<Int> { .just(value) }
}

extension Reactive where Base == Counter {
    fileprivate var count: Observable<Int> { .just(base.count) }

    /// A settable member, allowed by the no-op setter of `rx`.
    fileprivate var label: String {
        get { "count=\(base.count)" }
        set {}
    }
}

extension Reactive where Base: Person {
    fileprivate var greeting: Observable<String> { .just("hello \(base.name)") }
}

final class ReactiveTests: RxTestCase {
    func testInstanceExtensionOnCustomClass() {
        let thermometer = Thermometer(celsius: 21)
        var values: [Int] = []
        _ = thermometer.rx.celsius.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [21])
        XCTAssertTrue(thermometer.rx.base === thermometer)
    }

    func testStaticExtension() {
        var values: [Int] = []
        _ = Thermometer.rx.fixed(5).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [5])
    }

    func testExtensionOnStruct() {
        var counter = Counter(count: 3)
        var values: [Int] = []
        _ = counter.rx.count.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [3])
        XCTAssertEqual(counter.rx.label, "count=3")
        counter.rx.label = "ignored"
        XCTAssertEqual(counter.count, 3)
    }

    func testExtensionOnNSObjectSubclass() {
        let person = Person(name: "Ada")
        var values: [String] = []
        _ = person.rx.greeting.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, ["hello Ada"])
        XCTAssertTrue(person.rx.base === person)
    }

    func testReactiveInit() {
        let reactive = Reactive(Counter(count: 9))
        XCTAssertEqual(reactive.base.count, 9)
    }
}
