// SendableRx — SendableRxDiff

/// A general-purpose section: a model value (for example a header title) and an array of items.
///
/// Use it with data sources that reload the whole list. For animated updates use ``AnimatableSectionModel``.
public struct SectionModel<Section, ItemType>: SectionModelType, CustomStringConvertible {
    /// The type of the items in the section.
    public typealias Item = ItemType

    /// The model value of the section, such as the header title.
    public var model: Section

    /// The items of the section, in display order.
    public var items: [Item]

    /// Creates a section.
    ///
    /// - Parameters:
    ///   - model: The model value of the section.
    ///   - items: The items of the section, in display order.
    public init(model: Section, items: [Item]) {
        self.model = model
        self.items = items
    }

    /// Creates a section with the model of `original` and the given items.
    ///
    /// - Parameters:
    ///   - original: The section whose model is kept.
    ///   - items: The items of the new section.
    public init(original: SectionModel<Section, ItemType>, items: [Item]) {
        self.model = original.model
        self.items = items
    }

    /// A textual representation such as `Header > [a, b]`.
    public var description: String { "\(model) > \(items)" }
}

extension SectionModel: Equatable where Section: Equatable, ItemType: Equatable {}

extension SectionModel: Sendable where Section: Sendable, ItemType: Sendable {}

/// A section that can be diffed and animated: an identifiable model value and identifiable, comparable items.
///
/// The identity of the section is the identity of its ``model``.
public struct AnimatableSectionModel<Section: IdentifiableType, ItemType: IdentifiableType & Equatable>:
    AnimatableSectionModelType, CustomStringConvertible
{
    /// The type of the items in the section.
    public typealias Item = ItemType

    /// The model value of the section; it provides the section's identity.
    public var model: Section

    /// The items of the section, in display order.
    public var items: [Item]

    /// The identity of the section: the identity of ``model``.
    public var identity: Section.Identity { model.identity }

    /// Creates a section.
    ///
    /// - Parameters:
    ///   - model: The model value of the section; it provides the identity.
    ///   - items: The items of the section, in display order. Their identities must be unique.
    public init(model: Section, items: [Item]) {
        self.model = model
        self.items = items
    }

    /// Creates a section with the model of `original` and the given items.
    ///
    /// - Parameters:
    ///   - original: The section whose model (and therefore identity) is kept.
    ///   - items: The items of the new section.
    public init(original: AnimatableSectionModel<Section, ItemType>, items: [Item]) {
        self.model = original.model
        self.items = items
    }

    /// A textual representation such as `Header > [a, b]`.
    public var description: String { "\(model) > \(items)" }
}

extension AnimatableSectionModel: Equatable where Section: Equatable {}

extension AnimatableSectionModel: Sendable where Section: Sendable, ItemType: Sendable {}
