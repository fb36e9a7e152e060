/// What the accessibility modifiers say about a view, all in one value so that
/// one wrapper layout carries them, whichever modifiers were used. A control
/// made of other views (a stepper, a progress view, a menu picker) uses it too,
/// for the role and value it supplies as SwiftUI's do.
package struct AccessibilityOverrides {
    /// `.accessibilityLabel`: the name read out.
    var label: String?
    /// `.accessibilityValue`.
    var value: String?
    /// `.accessibilityHint`: AT-SPI's description.
    var hint: String?
    /// `.accessibilityIdentifier`.
    var identifier: String?
    /// `.accessibilityAddTraits`.
    var addedTraits = AccessibilityTraits()
    /// `.accessibilityRemoveTraits`.
    var removedTraits = AccessibilityTraits()
    /// `.accessibilityHeading`.
    var headingLevel: AccessibilityHeadingLevel?
    /// `.accessibilityHidden`; nil when not said.
    var isHidden: Bool?
    /// `.accessibilityElement(children:)`.
    var children: AccessibilityChildBehavior?
    /// The role a control built of other views has (not a SwiftUI modifier).
    var role: AccessibilityRole?
    /// A number value within bounds, for a progress view.
    var range: AccessibilityRange?
    /// `.accessibilityAction`s, by name; the default one is named `press`.
    var actions: [(name: String, handler: @MainActor () -> Void)] = []
    /// `.accessibilityInputLabels`: other names people call the view by, most important first.
    var inputLabels: [String]?
    /// `.accessibilitySortPriority`: higher comes first among the elements of one container.
    var sortPriority: Double?
    /// `.accessibilityAdjustableAction`.
    var adjust: (@MainActor (AccessibilityAdjustmentDirection) -> Void)?
    /// States a control built of other views adds (a formatted field's invalid entry; not a SwiftUI modifier).
    var addedStates = AccessibilityStates()

    /// Whether two sets of overrides surely configure alike: never when either
    /// holds code, as closures cannot be compared.
    func configuresAlike(_ other: AccessibilityOverrides) -> Bool {
        actions.isEmpty && other.actions.isEmpty && adjust == nil && other.adjust == nil
            && label == other.label && value == other.value && hint == other.hint && identifier == other.identifier
            && addedTraits == other.addedTraits && removedTraits == other.removedTraits
            && headingLevel == other.headingLevel && isHidden == other.isHidden && children == other.children
            && role == other.role && range == other.range
            && inputLabels == other.inputLabels && sortPriority == other.sortPriority && addedStates == other.addedStates
    }
}

/// The one wrapper layout of the accessibility modifiers: it changes nothing
/// drawn or measured, and is read only while an accessibility tree is built
/// (`AccessibilityTreeBuilder`).
@MainActor
package final class AccessibilityLayout: WrapperLayout {
    package var overrides: AccessibilityOverrides {
        // What a reader hears changes, though nothing drawn does.
        didSet { markAccessibilityPath() }
    }

    init(overrides: AccessibilityOverrides) {
        self.overrides = overrides
        super.init()
    }

    /// A name does not change the size.
    override package var sizesAsContent: Bool { true }

    override package var accessibilityAdjustment: AccessibilityAdjustment { .outermost }

    /// What the content made, changed by the modifiers (`AccessibilityOverriding`).
    override package func accessibilityElements(adjusting inner: [AccessibilityNode]) -> [AccessibilityNode] {
        AccessibilityOverriding.apply(overrides, to: inner, frame: frame)
    }
}

/// Gives each displayable of its content the overrides of one accessibility modifier.
struct AccessibilityModifier: WrappingModifier {
    let overrides: AccessibilityOverrides

    package func makeWrapper() -> AccessibilityLayout { AccessibilityLayout(overrides: overrides) }
    package func configure(_ wrapper: AccessibilityLayout) { wrapper.overrides = overrides }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.overrides.configuresAlike(rhs.overrides) }
}

/// Gives each displayable of its content an accessible name: a toolbar's
/// icon-only `Label` is named by its title.
package struct AccessibilityLabelModifier: WrappingModifier {
    let label: String
    package func makeWrapper() -> AccessibilityLayout { AccessibilityLayout(overrides: AccessibilityOverrides(label: label)) }
    package func configure(_ wrapper: AccessibilityLayout) { wrapper.overrides.label = label }

    /// Every stored property, as the memberwise initialiser takes them: Swift gives
    /// that one no access beyond the module, and the widget library makes these too.
    package init(label: String) {
        self.label = label
    }
}

extension LayoutNode {
    /// The frame of the first view named `label` that can be seen and clicked
    /// (not in a hidden toolbar region, not under a covering screen), or nil.
    package func frame(ofAccessibilityLabel label: String) -> Rect? {
        if ignoresHits { return nil }
        if let named = self as? AccessibilityLayout, named.overrides.label == label,
           named.frame.width > 0, named.frame.height > 0 {
            return named.frame
        }
        for child in children {
            if let frame = child.frame(ofAccessibilityLabel: label) { return frame }
        }
        return nil
    }
}
