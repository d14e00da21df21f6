//  Operators.swift
//  RxStore — the small operators every RxSwift code base grows.

import RxCocoa
import RxSwift

extension ObservableType {
    /// Replaces every element with `value`.
    public func mapTo<Result>(_ value: Result) -> Observable<Result> {
        map { _ in value }
    }

    /// Drops nil elements and unwraps the others.
    public func unwrap<Wrapped>() -> Observable<Wrapped> where Element == Wrapped? {
        compactMap { $0 }
    }

    /// Pairs each element with the one before it.
    public func pairwise() -> Observable<(Element, Element)> {
        scan((Element?.none, Element?.none)) { pair, element in (pair.1, element) }
            .compactMap { pair in
                guard let previous = pair.0, let current = pair.1 else { return nil }
                return (previous, current)
            }
    }

    /// Retries after a failure, waiting `delay` before each new attempt, at most `maxAttempts` times in all.
    public func retry(maxAttempts: Int, delay: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        retry(when: { (errors: Observable<Error>) in
            errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                if attempt + 1 >= maxAttempts {
                    return .error(error)
                }
                return Observable<Int>.timer(delay, scheduler: scheduler)
            }
        })
    }

    /// A Driver that ignores errors.
    public func asDriverIgnoringErrors() -> Driver<Element> {
        asDriver(onErrorDriveWith: .empty())
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Replaces every element with `()`.
    public func mapToVoid() -> Driver<Void> {
        map { _ in () }
    }
}

/// Loads a value once and shares it: the first subscriber starts the load, later ones get the same result.
public func cached<Element>(_ load: @escaping () -> RxSwift.Observable<Element>) -> RxSwift.Observable<Element> {
    Observable.deferred(load).share(replay: 1, scope: .forever)
}
