// Generated from Scripts/arity/SharedSequenceArity.swift by Scripts/arity/generate.sh: edit the template, not this file.
// SendableRxCocoa — `zip` and `combineLatest` of two to eight shared sequences, written out: a parameter pack
// cannot require every source to have the same sharing strategy (Swift 6.3 does not support same-element
// requirements). The result selectors cannot throw: a shared sequence cannot fail (RxCocoa's may throw). The
// forms with a result selector hand their sources to SendableRx's `combining`, compiled once; the tuple forms
// stay inlinable, so that the closures making tuples are compiled for their element types.

import SendableRx

extension SharedSequence {
    /// Combines the elements of two sequences pairwise, in order, with `resultSelector`: the first elements of each,
    /// then the second elements, and so on.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - resultSelector: Combines one element of each sequence.
    /// - Returns: The sequence of combinations.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) -> Element) -> SharedSequence<SharingStrategy, Element> where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy {
        SharedSequence(combining(.zip, source1.asSharedSequence(), source2.asSharedSequence(), resultSelector))
    }

    /// Combines the latest elements of two sequences with `resultSelector` whenever one of them sends an element, once
    /// each has sent one.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - resultSelector: Combines one element of each sequence.
    /// - Returns: The sequence of combinations.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) -> Element) -> SharedSequence<SharingStrategy, Element> where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy {
        SharedSequence(combining(.latest, source1.asSharedSequence(), source2.asSharedSequence(), resultSelector))
    }

    /// Combines the elements of three sequences pairwise, in order, with `resultSelector`: the first elements of each,
    /// then the second elements, and so on.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - resultSelector: Combines one element of each sequence.
    /// - Returns: The sequence of combinations.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, resultSelector: @escaping (O1.Element, O2.Element, O3.Element) -> Element) -> SharedSequence<SharingStrategy, Element> where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy, O3.SharingStrategy == SharingStrategy {
        SharedSequence(combining(.zip, source1.asSharedSequence(), source2.asSharedSequence(), source3.asSharedSequence(), resultSelector))
    }

    /// Combines the latest elements of three sequences with `resultSelector` whenever one of them sends an element,
    /// once each has sent one.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - resultSelector: Combines one element of each sequence.
    /// - Returns: The sequence of combinations.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, resultSelector: @escaping (O1.Element, O2.Element, O3.Element) -> Element) -> SharedSequence<SharingStrategy, Element> where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy, O3.SharingStrategy == SharingStrategy {
        SharedSequence(combining(.latest, source1.asSharedSequence(), source2.asSharedSequence(), source3.asSharedSequence(), resultSelector))
    }

    /// Combines the elements of four sequences pairwise, in order, with `resultSelector`: the first elements of each,
    /// then the second elements, and so on.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - source4: The fourth sequence.
    ///   - resultSelector: Combines one element of each sequence.
    /// - Returns: The sequence of combinations.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) -> Element) -> SharedSequence<SharingStrategy, Element> where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy, O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy {
        SharedSequence(combining(.zip, source1.asSharedSequence(), source2.asSharedSequence(), source3.asSharedSequence(), source4.asSharedSequence(), resultSelector))
    }

    /// Combines the latest elements of four sequences with `resultSelector` whenever one of them sends an element, once
    /// each has sent one.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - source4: The fourth sequence.
    ///   - resultSelector: Combines one element of each sequence.
    /// - Returns: The sequence of combinations.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) -> Element) -> SharedSequence<SharingStrategy, Element> where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy, O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy {
        SharedSequence(combining(.latest, source1.asSharedSequence(), source2.asSharedSequence(), source3.asSharedSequence(), source4.asSharedSequence(), resultSelector))
    }

    /// Combines the elements of five sequences pairwise, in order, with `resultSelector`: the first elements of each,
    /// then the second elements, and so on.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - source4: The fourth sequence.
    ///   - source5: The fifth sequence.
    ///   - resultSelector: Combines one element of each sequence.
    /// - Returns: The sequence of combinations.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) -> Element) -> SharedSequence<SharingStrategy, Element> where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy, O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy, O5.SharingStrategy == SharingStrategy {
        SharedSequence(combining(.zip, source1.asSharedSequence(), source2.asSharedSequence(), source3.asSharedSequence(), source4.asSharedSequence(), source5.asSharedSequence(), resultSelector))
    }

    /// Combines the latest elements of five sequences with `resultSelector` whenever one of them sends an element, once
    /// each has sent one.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - source4: The fourth sequence.
    ///   - source5: The fifth sequence.
    ///   - resultSelector: Combines one element of each sequence.
    /// - Returns: The sequence of combinations.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) -> Element) -> SharedSequence<SharingStrategy, Element> where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy, O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy, O5.SharingStrategy == SharingStrategy {
        SharedSequence(combining(.latest, source1.asSharedSequence(), source2.asSharedSequence(), source3.asSharedSequence(), source4.asSharedSequence(), source5.asSharedSequence(), resultSelector))
    }

    /// Combines the elements of six sequences pairwise, in order, with `resultSelector`: the first elements of each,
    /// then the second elements, and so on.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - source4: The fourth sequence.
    ///   - source5: The fifth sequence.
    ///   - source6: The sixth sequence.
    ///   - resultSelector: Combines one element of each sequence.
    /// - Returns: The sequence of combinations.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) -> Element) -> SharedSequence<SharingStrategy, Element> where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy, O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy, O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy {
        SharedSequence(combining(.zip, source1.asSharedSequence(), source2.asSharedSequence(), source3.asSharedSequence(), source4.asSharedSequence(), source5.asSharedSequence(), source6.asSharedSequence(), resultSelector))
    }

    /// Combines the latest elements of six sequences with `resultSelector` whenever one of them sends an element, once
    /// each has sent one.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - source4: The fourth sequence.
    ///   - source5: The fifth sequence.
    ///   - source6: The sixth sequence.
    ///   - resultSelector: Combines one element of each sequence.
    /// - Returns: The sequence of combinations.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) -> Element) -> SharedSequence<SharingStrategy, Element> where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy, O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy, O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy {
        SharedSequence(combining(.latest, source1.asSharedSequence(), source2.asSharedSequence(), source3.asSharedSequence(), source4.asSharedSequence(), source5.asSharedSequence(), source6.asSharedSequence(), resultSelector))
    }

    /// Combines the elements of seven sequences pairwise, in order, with `resultSelector`: the first elements of each,
    /// then the second elements, and so on.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - source4: The fourth sequence.
    ///   - source5: The fifth sequence.
    ///   - source6: The sixth sequence.
    ///   - source7: The seventh sequence.
    ///   - resultSelector: Combines one element of each sequence.
    /// - Returns: The sequence of combinations.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) -> Element) -> SharedSequence<SharingStrategy, Element> where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy, O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy, O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy, O7.SharingStrategy == SharingStrategy {
        SharedSequence(combining(.zip, source1.asSharedSequence(), source2.asSharedSequence(), source3.asSharedSequence(), source4.asSharedSequence(), source5.asSharedSequence(), source6.asSharedSequence(), source7.asSharedSequence(), resultSelector))
    }

    /// Combines the latest elements of seven sequences with `resultSelector` whenever one of them sends an element,
    /// once each has sent one.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - source4: The fourth sequence.
    ///   - source5: The fifth sequence.
    ///   - source6: The sixth sequence.
    ///   - source7: The seventh sequence.
    ///   - resultSelector: Combines one element of each sequence.
    /// - Returns: The sequence of combinations.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) -> Element) -> SharedSequence<SharingStrategy, Element> where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy, O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy, O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy, O7.SharingStrategy == SharingStrategy {
        SharedSequence(combining(.latest, source1.asSharedSequence(), source2.asSharedSequence(), source3.asSharedSequence(), source4.asSharedSequence(), source5.asSharedSequence(), source6.asSharedSequence(), source7.asSharedSequence(), resultSelector))
    }

    /// Combines the elements of eight sequences pairwise, in order, with `resultSelector`: the first elements of each,
    /// then the second elements, and so on.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - source4: The fourth sequence.
    ///   - source5: The fifth sequence.
    ///   - source6: The sixth sequence.
    ///   - source7: The seventh sequence.
    ///   - source8: The eighth sequence.
    ///   - resultSelector: Combines one element of each sequence.
    /// - Returns: The sequence of combinations.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) -> Element) -> SharedSequence<SharingStrategy, Element> where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy, O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy, O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy, O7.SharingStrategy == SharingStrategy, O8.SharingStrategy == SharingStrategy {
        SharedSequence(combining(.zip, source1.asSharedSequence(), source2.asSharedSequence(), source3.asSharedSequence(), source4.asSharedSequence(), source5.asSharedSequence(), source6.asSharedSequence(), source7.asSharedSequence(), source8.asSharedSequence(), resultSelector))
    }

    /// Combines the latest elements of eight sequences with `resultSelector` whenever one of them sends an element,
    /// once each has sent one.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - source4: The fourth sequence.
    ///   - source5: The fifth sequence.
    ///   - source6: The sixth sequence.
    ///   - source7: The seventh sequence.
    ///   - source8: The eighth sequence.
    ///   - resultSelector: Combines one element of each sequence.
    /// - Returns: The sequence of combinations.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) -> Element) -> SharedSequence<SharingStrategy, Element> where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy, O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy, O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy, O7.SharingStrategy == SharingStrategy, O8.SharingStrategy == SharingStrategy {
        SharedSequence(combining(.latest, source1.asSharedSequence(), source2.asSharedSequence(), source3.asSharedSequence(), source4.asSharedSequence(), source5.asSharedSequence(), source6.asSharedSequence(), source7.asSharedSequence(), source8.asSharedSequence(), resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the elements of two sequences pairwise, in order, into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    /// - Returns: The sequence of tuples, of the sources' strategy.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)> where O2.SharingStrategy == O1.SharingStrategy {
        SharedSequence(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable()))
    }

    /// Combines the latest elements of two sequences into tuples whenever one of them sends an element, once each has
    /// sent one.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    /// - Returns: The sequence of tuples, of the sources' strategy.
    @inlinable public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)> where O2.SharingStrategy == O1.SharingStrategy {
        SharedSequence(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable()))
    }

    /// Combines the elements of three sequences pairwise, in order, into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    /// - Returns: The sequence of tuples, of the sources' strategy.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)> where O2.SharingStrategy == O1.SharingStrategy, O3.SharingStrategy == O1.SharingStrategy {
        SharedSequence(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable()))
    }

    /// Combines the latest elements of three sequences into tuples whenever one of them sends an element, once each has
    /// sent one.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    /// - Returns: The sequence of tuples, of the sources' strategy.
    @inlinable public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)> where O2.SharingStrategy == O1.SharingStrategy, O3.SharingStrategy == O1.SharingStrategy {
        SharedSequence(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable()))
    }

    /// Combines the elements of four sequences pairwise, in order, into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - source4: The fourth sequence.
    /// - Returns: The sequence of tuples, of the sources' strategy.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)> where O2.SharingStrategy == O1.SharingStrategy, O3.SharingStrategy == O1.SharingStrategy, O4.SharingStrategy == O1.SharingStrategy {
        SharedSequence(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable()))
    }

    /// Combines the latest elements of four sequences into tuples whenever one of them sends an element, once each has
    /// sent one.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - source4: The fourth sequence.
    /// - Returns: The sequence of tuples, of the sources' strategy.
    @inlinable public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)> where O2.SharingStrategy == O1.SharingStrategy, O3.SharingStrategy == O1.SharingStrategy, O4.SharingStrategy == O1.SharingStrategy {
        SharedSequence(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable()))
    }

    /// Combines the elements of five sequences pairwise, in order, into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - source4: The fourth sequence.
    ///   - source5: The fifth sequence.
    /// - Returns: The sequence of tuples, of the sources' strategy.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> where O2.SharingStrategy == O1.SharingStrategy, O3.SharingStrategy == O1.SharingStrategy, O4.SharingStrategy == O1.SharingStrategy, O5.SharingStrategy == O1.SharingStrategy {
        SharedSequence(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable()))
    }

    /// Combines the latest elements of five sequences into tuples whenever one of them sends an element, once each has
    /// sent one.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - source4: The fourth sequence.
    ///   - source5: The fifth sequence.
    /// - Returns: The sequence of tuples, of the sources' strategy.
    @inlinable public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> where O2.SharingStrategy == O1.SharingStrategy, O3.SharingStrategy == O1.SharingStrategy, O4.SharingStrategy == O1.SharingStrategy, O5.SharingStrategy == O1.SharingStrategy {
        SharedSequence(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable()))
    }

    /// Combines the elements of six sequences pairwise, in order, into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - source4: The fourth sequence.
    ///   - source5: The fifth sequence.
    ///   - source6: The sixth sequence.
    /// - Returns: The sequence of tuples, of the sources' strategy.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> where O2.SharingStrategy == O1.SharingStrategy, O3.SharingStrategy == O1.SharingStrategy, O4.SharingStrategy == O1.SharingStrategy, O5.SharingStrategy == O1.SharingStrategy, O6.SharingStrategy == O1.SharingStrategy {
        SharedSequence(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable()))
    }

    /// Combines the latest elements of six sequences into tuples whenever one of them sends an element, once each has
    /// sent one.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - source4: The fourth sequence.
    ///   - source5: The fifth sequence.
    ///   - source6: The sixth sequence.
    /// - Returns: The sequence of tuples, of the sources' strategy.
    @inlinable public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> where O2.SharingStrategy == O1.SharingStrategy, O3.SharingStrategy == O1.SharingStrategy, O4.SharingStrategy == O1.SharingStrategy, O5.SharingStrategy == O1.SharingStrategy, O6.SharingStrategy == O1.SharingStrategy {
        SharedSequence(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable()))
    }

    /// Combines the elements of seven sequences pairwise, in order, into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - source4: The fourth sequence.
    ///   - source5: The fifth sequence.
    ///   - source6: The sixth sequence.
    ///   - source7: The seventh sequence.
    /// - Returns: The sequence of tuples, of the sources' strategy.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> where O2.SharingStrategy == O1.SharingStrategy, O3.SharingStrategy == O1.SharingStrategy, O4.SharingStrategy == O1.SharingStrategy, O5.SharingStrategy == O1.SharingStrategy, O6.SharingStrategy == O1.SharingStrategy, O7.SharingStrategy == O1.SharingStrategy {
        SharedSequence(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable(), source7.asSharedSequence().asObservable()))
    }

    /// Combines the latest elements of seven sequences into tuples whenever one of them sends an element, once each has
    /// sent one.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - source4: The fourth sequence.
    ///   - source5: The fifth sequence.
    ///   - source6: The sixth sequence.
    ///   - source7: The seventh sequence.
    /// - Returns: The sequence of tuples, of the sources' strategy.
    @inlinable public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> where O2.SharingStrategy == O1.SharingStrategy, O3.SharingStrategy == O1.SharingStrategy, O4.SharingStrategy == O1.SharingStrategy, O5.SharingStrategy == O1.SharingStrategy, O6.SharingStrategy == O1.SharingStrategy, O7.SharingStrategy == O1.SharingStrategy {
        SharedSequence(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable(), source7.asSharedSequence().asObservable()))
    }

    /// Combines the elements of eight sequences pairwise, in order, into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - source4: The fourth sequence.
    ///   - source5: The fifth sequence.
    ///   - source6: The sixth sequence.
    ///   - source7: The seventh sequence.
    ///   - source8: The eighth sequence.
    /// - Returns: The sequence of tuples, of the sources' strategy.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> where O2.SharingStrategy == O1.SharingStrategy, O3.SharingStrategy == O1.SharingStrategy, O4.SharingStrategy == O1.SharingStrategy, O5.SharingStrategy == O1.SharingStrategy, O6.SharingStrategy == O1.SharingStrategy, O7.SharingStrategy == O1.SharingStrategy, O8.SharingStrategy == O1.SharingStrategy {
        SharedSequence(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable(), source7.asSharedSequence().asObservable(), source8.asSharedSequence().asObservable()))
    }

    /// Combines the latest elements of eight sequences into tuples whenever one of them sends an element, once each has
    /// sent one.
    ///
    /// - Parameters:
    ///   - source1: The first sequence.
    ///   - source2: The second sequence.
    ///   - source3: The third sequence.
    ///   - source4: The fourth sequence.
    ///   - source5: The fifth sequence.
    ///   - source6: The sixth sequence.
    ///   - source7: The seventh sequence.
    ///   - source8: The eighth sequence.
    /// - Returns: The sequence of tuples, of the sources' strategy.
    @inlinable public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> where O2.SharingStrategy == O1.SharingStrategy, O3.SharingStrategy == O1.SharingStrategy, O4.SharingStrategy == O1.SharingStrategy, O5.SharingStrategy == O1.SharingStrategy, O6.SharingStrategy == O1.SharingStrategy, O7.SharingStrategy == O1.SharingStrategy, O8.SharingStrategy == O1.SharingStrategy {
        SharedSequence(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable(), source7.asSharedSequence().asObservable(), source8.asSharedSequence().asObservable()))
    }
}
