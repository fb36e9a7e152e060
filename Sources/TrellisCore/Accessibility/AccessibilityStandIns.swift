/// `.accessibilityRepresentation` and `.accessibilityChildren`: a view that
/// assistive technology sees in place of what is drawn.
///
/// The stand-in is a real view, laid out over the content at its size but
/// unseen (`UnseenLayout`): its controls keep their roles, values and actions,
/// and an action run on one (a stand-in slider's increment) changes the state
/// the drawn view reads. The wrapper around both puts the stand-in's elements
/// in place of the content's element, or of that element's children.
@MainActor
package final class AccessibilityStandInLayout: WrapperLayout {
    /// Whether the stand-in replaces the content's children (`accessibilityChildren`)
    /// rather than the content's element itself (`accessibilityRepresentation`).
    package var replacesChildren: Bool

    init(replacesChildren: Bool) {
        self.replacesChildren = replacesChildren
        super.init()
    }

    /// The stand-in is laid out at the content's size and changes nothing of it.
    override package var sizesAsContent: Bool { true }

    override package var accessibilityAdjustment: AccessibilityAdjustment { .outermost }

    override package func accessibilityElements(adjusting inner: [AccessibilityNode]) -> [AccessibilityNode] {
        let standIns = inner.filter(\.isStandIn), content = inner.filter { !$0.isStandIn }
        for node in standIns { node.isStandIn = false }
        guard replacesChildren else { return standIns }
        // The content's one element keeps its role, name and actions, with new children;
        // content that is no element (a canvas) or several becomes a group of them.
        let element: AccessibilityNode
        if content.count == 1, let only = content.first {
            element = only
            for child in element.children { child.parent = nil }
            element.children = []
        } else {
            element = AccessibilityNode(role: .panel)
            element.frame = frame
        }
        AccessibilityTreeBuilder.adopt(standIns, into: element)
        return [element]
    }
}

/// Wraps the content and its unseen stand-in in an `AccessibilityStandInLayout`.
struct AccessibilityStandInModifier: WrappingModifier {
    let replacesChildren: Bool

    package func makeWrapper() -> AccessibilityStandInLayout { AccessibilityStandInLayout(replacesChildren: replacesChildren) }
    package func configure(_ wrapper: AccessibilityStandInLayout) { wrapper.replacesChildren = replacesChildren }
}

extension View {
    /// Shows assistive technology `representation` in place of this view: a
    /// custom control drawn with shapes can be read and used as the standard
    /// control it behaves like. The representation is never drawn.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        overlay(representation().modifier(UnseenModifier(isAccessibilityStandIn: true)))
            .modifier(AccessibilityStandInModifier(replacesChildren: false))
    }

    /// Gives this view's accessibility element the elements of `children` as
    /// its children, in place of those its content made: a chart drawn in a
    /// `Canvas` can offer one element per bar. The children are never drawn.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        overlay(children().modifier(UnseenModifier(isAccessibilityStandIn: true)))
            .modifier(AccessibilityStandInModifier(replacesChildren: true))
    }
}
