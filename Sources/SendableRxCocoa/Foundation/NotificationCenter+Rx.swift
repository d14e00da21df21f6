// SendableRxCocoa — `NotificationCenter.rx.notification(_:object:)`.

import Foundation
import SendableRx

#if !canImport(ObjectiveC)
// On Linux, Foundation's `NotificationCenter` is not an `NSObject` subclass, so it does not get `.rx` from
// `NSObject`'s conformance: it needs its own.
extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// The notifications posted to the center with `name` (any name when `nil`) and, when `object` is given, by
    /// that object only.
    ///
    /// Subscribing adds an observer to the center; disposing removes it. Each notification is sent on the thread
    /// that posted it; notifications posted on several threads at once reach the subscriber one at a time (see
    /// the module documentation). `object` is held weakly: once it is gone, nothing more can be posted by it, so
    /// the sequence sends nothing more.
    ///
    /// ```swift
    /// NotificationCenter.default.rx.notification(.userDidLogIn)
    ///     .subscribe(onNext: { print("logged in:", $0.userInfo ?? [:]) })
    ///     .disposed(by: bag)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The notification name to observe, or `nil` for every name.
    ///   - object: The object whose notifications to observe, or `nil` for every sender.
    /// - Returns: The sequence of notifications; it never completes or fails.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        let filtersByObject = object != nil
        // The sender is compared by identity; `WeakReference` keeps the observable from retaining it.
        let sender = WeakReference(object)
        return Observable.create { observer in
            if filtersByObject && sender.object == nil {
                // The sender is gone: nothing can be posted by it any more.
                return Disposables.create()
            }
            let delivery = SerialNotificationDelivery(observer)
            let token = center.addObserver(forName: name, object: sender.object, queue: nil) { notification in
                if filtersByObject {
                    guard let expected = sender.object, let posted = notification.object as AnyObject?,
                        posted === expected
                    else { return }
                }
                delivery.deliver(notification)
            }
            // The token is only passed back to the center that made it.
            let registration = UncheckedReference(token)
            return Disposables.create {
                center.removeObserver(registration.value)
            }
        }
    }
}

/// A weak reference to an optional object, shareable across threads.
// @unchecked Sendable: the object is only compared by identity and passed to `NotificationCenter`, never mutated.
final class WeakReference: @unchecked Sendable {
    weak var object: AnyObject?

    init(_ object: AnyObject?) {
        self.object = object
    }
}

/// A value handed to a dispose action that runs on another thread.
// @unchecked Sendable: the value is an opaque registration token, only given back to the API that issued it.
struct UncheckedReference<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
