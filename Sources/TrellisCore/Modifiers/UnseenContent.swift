/// Content that is laid out, and so takes its place, but is never drawn,
/// clicked or reached by Tab: what `.hidden()` makes of a view, and the views
/// that stand in for another before assistive technology alone
/// (`.accessibilityRepresentation`, `.accessibilityChildren`).
@MainActor
package final class UnseenLayout: WrapperLayout {
    /// Whether assistive technology sees the content (as a stand-in) or, as for `.hidden()`, nothing.
    package var isAccessibilityStandIn: Bool

    init(isAccessibilityStandIn: Bool) {
        self.isAccessibilityStandIn = isAccessibilityStandIn
        super.init()
        ignoresHits = true
    }

    /// Unseen content keeps the size it would have shown at.
    override package var sizesAsContent: Bool { true }

    /// Nothing of the content is drawn, so a change inside it changes no pixel.
    override package func appendGraphics(to list: inout DisplayList) {}

    override package var accessibilityAdjustment: AccessibilityAdjustment { .outermost }

    /// A hidden view is no element; a stand-in's elements are marked as such,
    /// for the modifier around both views to put in place of the content's.
    override package func accessibilityElements(adjusting inner: [AccessibilityNode]) -> [AccessibilityNode] {
        guard isAccessibilityStandIn else { return [] }
        for node in inner { node.isStandIn = true }
        return inner
    }
}

/// Wraps each displayable of its content in an `UnseenLayout`.
struct UnseenModifier: WrappingModifier {
    let isAccessibilityStandIn: Bool

    package func makeWrapper() -> UnseenLayout { UnseenLayout(isAccessibilityStandIn: isAccessibilityStandIn) }
    package func configure(_ wrapper: UnseenLayout) { wrapper.isAccessibilityStandIn = isAccessibilityStandIn }
}

extension View {
    /// Hides this view: it still takes its place in the layout, but is not
    /// drawn, does not take clicks or focus, and assistive technology does not
    /// see it (SwiftUI's `hidden()`).
    public func hidden() -> some View {
        modifier(UnseenModifier(isAccessibilityStandIn: false))
    }
}
