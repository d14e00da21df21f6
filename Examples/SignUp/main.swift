// SignUp — a sign-up form's view model, written as with RxCocoa, in Swift 6 with SendableRxCocoa.
//
// What it shows:
//   1. the form's inputs as `ControlProperty`s and a `ControlEvent` (no UIKit: a stand-in form plays the text
//      fields and the button);
//   2. a `@MainActor` view model whose outputs are `Driver`s (validation messages, whether the button is enabled,
//      whether a request is running) and a `Signal` (the outcome of a sign-up), built with `flatMapLatest`,
//      `combineLatest`, `withLatestFrom` and `asDriver(onErrorJustReturn:)`;
//   3. a username check and the sign-up itself through `URLSession.rx` against a local server that the example
//      starts itself;
//   4. a `@MainActor` screen that drives its labels with closures that touch its own state — no warning in Swift 6
//      mode, and every event on the main actor;
//   5. a notification observed with `NotificationCenter.rx.notification(_:object:)`.
//
// What it prints: exactly `expected-output.txt` beside this file. Each step waits until its effects (including
// network responses) have reached the screen before the next one starts, so nothing depends on thread timing.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SendableRx
import SendableRxCocoa
import SendableRxRelay

// MARK: the form

/// The inputs of the form, as a view exposes them: text fields as control properties, the button as a control
/// event. Here relays stand in for the controls, and `type(_:into:)` and `tapSubmit()` play the user.
final class SignUpForm {
    let username = BehaviorRelay<String?>(value: nil)
    let password = BehaviorRelay<String?>(value: nil)
    let repeatedPassword = BehaviorRelay<String?>(value: nil)
    private let submitTaps = PublishRelay<Void>()

    func text(_ field: BehaviorRelay<String?>) -> ControlProperty<String?> {
        ControlProperty(values: field, valueSink: Binder(field) { field, text in field.accept(text) })
    }

    var submit: ControlEvent<Void> {
        ControlEvent(events: submitTaps)
    }

    func type(_ text: String, into field: BehaviorRelay<String?>) {
        field.accept(text)
    }

    func tapSubmit() {
        submitTaps.accept(())
    }
}

// MARK: the service

/// What a field's validation says.
enum Validation: Equatable {
    case empty
    case validating
    case valid(String)
    case invalid(String)

    var isValid: Bool {
        if case .valid = self { return true }
        return false
    }

    var message: String {
        switch self {
        case .empty: ""
        case .validating: "checking…"
        case .valid(let message), .invalid(let message): message
        }
    }
}

extension Notification.Name {
    static let userDidSignUp = Notification.Name("SignUp.userDidSignUp")
}

/// The sign-up service, through `URLSession.rx`.
struct SignUpAPI {
    let baseURL: URL
    let session: URLSession

    /// Whether `username` is still free.
    func isAvailable(_ username: String) -> Observable<Bool> {
        var components = URLComponents(url: baseURL.appendingPathComponent("available"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "username", value: username)]
        return session.rx.json(url: components.url!).map { json in
            (json as? [String: Any])?["available"] as? Bool ?? false
        }
    }

    /// Registers `username`: the welcome message, or an error (HTTP 409 when the name is taken).
    func signUp(username: String, password: String) -> Observable<String> {
        var request = URLRequest(url: baseURL.appendingPathComponent("signup"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONSerialization.data(withJSONObject: ["username": username, "password": password])
        return session.rx.json(request: request).map { json in
            (json as? [String: Any])?["welcome"] as? String ?? "Welcome!"
        }
    }
}

// MARK: the view model

/// The form's logic, as an RxCocoa view model: inputs in, Drivers and a Signal out.
@MainActor
final class SignUpViewModel {
    let usernameValidation: Driver<Validation>
    let passwordValidation: Driver<Validation>
    let repeatedPasswordValidation: Driver<Validation>
    let signingUp: Driver<Bool>
    let signUpEnabled: Driver<Bool>
    /// The outcome of each sign-up: the welcome message or what went wrong.
    let signedUp: Signal<String>

    init(username: ControlProperty<String>, password: ControlProperty<String>, repeatedPassword: ControlProperty<String>,
         submit: ControlEvent<Void>, api: SignUpAPI) {
        let username = username.asDriver()
        let password = password.asDriver()
        let repeatedPassword = repeatedPassword.asDriver()

        usernameValidation = username
            .distinctUntilChanged()
            .flatMapLatest { name -> Driver<Validation> in
                if name.isEmpty { return .just(.empty) }
                if name.count < 3 { return .just(.invalid("at least 3 characters")) }
                return api.isAvailable(name)
                    .map { $0 ? Validation.valid("available") : .invalid("already taken") }
                    .asDriver(onErrorJustReturn: .invalid("cannot reach the server"))
                    .startWith(.validating)
            }

        passwordValidation = password.map { password in
            password.isEmpty ? .empty : password.count < 6 ? .invalid("at least 6 characters") : .valid("ok")
        }

        repeatedPasswordValidation = Driver.combineLatest(password, repeatedPassword) { password, repeated in
            repeated.isEmpty ? .empty : repeated == password ? .valid("matches") : .invalid("does not match")
        }

        let activity = BehaviorRelay(value: false)
        signingUp = activity.asDriver().distinctUntilChanged()

        signUpEnabled = Driver.combineLatest(
            usernameValidation, passwordValidation, repeatedPasswordValidation, signingUp
        ) { username, password, repeated, signingUp in
            username.isValid && password.isValid && repeated.isValid && !signingUp
        }
        .distinctUntilChanged()

        let credentials = Driver.combineLatest(username, password)
        signedUp = submit.asSignal()
            .withLatestFrom(credentials)
            .flatMapLatest { username, password -> Signal<String> in
                api.signUp(username: username, password: password)
                    .do(onNext: { _ in NotificationCenter.default.post(name: .userDidSignUp, object: nil) })
                    .asSignal(onErrorRecover: { error in
                        guard case .httpRequestFailed(_, let data)? = error as? RxCocoaURLError,
                            let data,
                            let json = try? JSONSerialization.jsonObject(with: data) as? [String: String],
                            let reason = json["error"]
                        else { return .just("sign-up failed: \(error)") }
                        return .just("sign-up failed: \(reason)")
                    })
                    // On the Signal, so on the main thread: the spinner goes when the outcome has been delivered.
                    .do(onSubscribe: { activity.accept(true) }, onDispose: { activity.accept(false) })
            }
    }
}

// MARK: the screen

/// Plays the view: its labels are main-actor state, set from `drive` and `emit` closures.
@MainActor
final class SignUpScreen {
    private(set) var usernameMessage = ""
    private(set) var passwordMessage = ""
    private(set) var repeatedPasswordMessage = ""
    private(set) var buttonEnabled = false
    private(set) var spinnerVisible = false
    private(set) var outcomes: [String] = []
    private(set) var notifications = 0
    private let bag = DisposeBag()

    func bind(to viewModel: SignUpViewModel) {
        viewModel.usernameValidation
            .drive(onNext: { self.show("username", $0, in: \.usernameMessage) })
            .disposed(by: bag)
        viewModel.passwordValidation
            .drive(onNext: { self.show("password", $0, in: \.passwordMessage) })
            .disposed(by: bag)
        viewModel.repeatedPasswordValidation
            .drive(onNext: { self.show("repeat", $0, in: \.repeatedPasswordMessage) })
            .disposed(by: bag)
        viewModel.signUpEnabled
            .drive(with: self, onNext: { screen, enabled in
                screen.buttonEnabled = enabled
                print("  [button] \(enabled ? "enabled" : "disabled")")
            })
            .disposed(by: bag)
        viewModel.signingUp
            .skip(1)
            .drive(onNext: { running in
                self.spinnerVisible = running
                print("  [spinner] \(running ? "shown" : "hidden")")
            })
            .disposed(by: bag)
        viewModel.signedUp
            .emit(onNext: { outcome in
                self.outcomes.append(outcome)
                print("  [alert] \(outcome)")
            })
            .disposed(by: bag)
        NotificationCenter.default.rx.notification(.userDidSignUp)
            .asSignal(onErrorJustReturn: Notification(name: .userDidSignUp))
            .emit(onNext: { _ in
                self.notifications += 1
                print("  [notification] a user signed up")
            })
            .disposed(by: bag)
    }

    private func show(_ field: String, _ validation: Validation, in label: ReferenceWritableKeyPath<SignUpScreen, String>) {
        self[keyPath: label] = validation.message
        print("  [\(field)] \(validation.message.isEmpty ? "—" : validation.message)")
    }
}

/// Waits, letting the main actor run, until `condition` holds (at most five seconds).
@MainActor
func settle(until condition: () -> Bool) async {
    let deadline = Date().addingTimeInterval(5)
    while !condition() && Date() < deadline {
        try? await Task.sleep(for: .milliseconds(2))
    }
    if !condition() { print("  (timed out)") }
}

// MARK: the script

URLSession.rx.shouldLogRequest = { _ in false }
let service = try SignUpService()
let api = SignUpAPI(baseURL: service.baseURL, session: URLSession(configuration: .ephemeral))
let form = SignUpForm()
let viewModel = SignUpViewModel(
    username: form.text(form.username).orEmpty,
    password: form.text(form.password).orEmpty,
    repeatedPassword: form.text(form.repeatedPassword).orEmpty,
    submit: form.submit,
    api: api
)
let screen = SignUpScreen()

print("== the empty form")
// Bound on the main thread: the Drivers replay their current values at once.
screen.bind(to: viewModel)

print("== typing a short username")
form.type("al", into: form.username)
await settle { screen.usernameMessage == "at least 3 characters" }

print("== typing a taken username (checked by the server)")
form.type("ada", into: form.username)
await settle { screen.usernameMessage == "already taken" }

print("== typing a free username")
form.type("grace", into: form.username)
await settle { screen.usernameMessage == "available" }

print("== typing the passwords")
form.type("hopper", into: form.password)
form.type("hoper", into: form.repeatedPassword)
form.type("hopper", into: form.repeatedPassword)
await settle { screen.buttonEnabled }

print("== tapping sign up")
form.tapSubmit()
await settle { screen.outcomes.count == 1 && !screen.spinnerVisible && screen.notifications == 1 }

print("== tapping sign up again: the name is now taken")
form.tapSubmit()
await settle { screen.outcomes.count == 2 && !screen.spinnerVisible }

print("== done: \(screen.outcomes.count) sign-up attempts, \(screen.notifications) notification")
service.stop()
