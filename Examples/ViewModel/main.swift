// ViewModel — SendableRx and Swift concurrency together.
//
// What it shows:
//   1. an `AsyncStream` of sensor readings turned into an `Observable` with `asObservable()` and processed
//      with ordinary operators;
//   2. a `@MainActor` view model bound with `subscribe(isolation: #isolation, …)`: its handlers read and write
//      main-actor state directly, and every event arrives on the main actor, in order;
//   3. an observable consumed back in async code with `for try await value in observable.values`;
//   4. a trait awaited with `try await single.value`, and async work wrapped with `Single.create { … }`.
//
// What it prints: exactly `expected-output.txt` beside this file. Each part finishes before the next one
// starts and all printing happens on the main actor, so nothing depends on thread timing.

import SendableRx

/// One reading from a temperature sensor.
struct Reading: Sendable {
    let sensor: String
    let celsius: Double
}

/// A fresh stream of readings. An `AsyncStream` can be iterated only once, so each use makes a new one.
func sensorReadings() -> AsyncStream<Reading> {
    AsyncStream { continuation in
        let samples: [(String, Double)] = [
            ("kitchen", 20.5), ("garage", 11.0), ("kitchen", 21.0), ("kitchen", 21.0),
            ("garage", 11.5), ("kitchen", 23.5), ("kitchen", 22.0), ("garage", 12.0),
        ]
        for (sensor, celsius) in samples {
            continuation.yield(Reading(sensor: sensor, celsius: celsius))
        }
        continuation.finish()
    }
}

/// The kitchen temperatures, without repeats.
func kitchenTemperatures() -> Observable<Double> {
    sensorReadings()
        .asObservable()
        .filter { $0.sensor == "kitchen" }
        .map { $0.celsius }
        .distinctUntilChanged()
}

/// A view model whose state belongs to the main actor.
@MainActor
final class ThermostatViewModel {
    private(set) var status = "waiting for readings"
    private(set) var readingsSeen = 0
    private let disposeBag = DisposeBag()

    /// Binds the view model to `temperatures` and returns when they complete.
    func bind(to temperatures: Observable<Double>) async {
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            temperatures
                .subscribe(
                    isolation: #isolation,
                    onNext: { celsius in
                        // Main-actor state, touched directly: the handler runs on the main actor.
                        self.readingsSeen += 1
                        self.status = celsius > 22 ? "cooling (\(celsius) °C)" : "idle (\(celsius) °C)"
                        print("view model:", self.status)
                    },
                    onCompleted: {
                        print("view model: sensor stream completed after \(self.readingsSeen) readings")
                        finished.resume()
                    }
                )
                .disposed(by: disposeBag)
        }
    }
}

print("== 1. subscribe(isolation:) from a @MainActor view model")
let viewModel = ThermostatViewModel()
await viewModel.bind(to: kitchenTemperatures())
print("final status:", viewModel.status)

print("== 2. for try await over observable.values")
let fahrenheit = kitchenTemperatures().map { $0 * 9 / 5 + 32 }
for try await value in fahrenheit.values {
    print("fahrenheit:", value)
}

print("== 3. try await single.value")
let peak = try await sensorReadings()
    .asObservable()
    .map { $0.celsius }
    .toArray()
    .map { $0.max() ?? 0 }
    .value
print("peak reading:", peak)

let calibrated = try await Single<Double>.create {
    // Stands in for real async work, such as a network call.
    try await Task.sleep(for: .milliseconds(10))
    return peak - 0.5
}.value
print("calibrated peak:", calibrated)
