/// Marks a `Section`'s header or footer among the rows of a list or lazy
/// stack, so the container can pin it to the edge of the scroll view while
/// its section scrolls under it (see PinnedSectionViews.swift), and a lazy
/// grid can give it a line of its own. Elsewhere, as in a menu, it only passes
/// its content through.
package final class SectionViewLayout: WrapperLayout {
    /// Which end of its section the view stands at.
    package enum Role: Sendable {
        case header
        case footer
    }

    let role: Role
    /// While pinned: the colour behind the view, so rows scrolling under it
    /// do not show through, and the slot it covers.
    var pinnedBackground: (color: RGBA, slot: Rect)? {
        didSet { if pinnedBackground?.slot != oldValue?.slot || pinnedBackground?.color != oldValue?.color { setNeedsDisplay() } }
    }
    private let backgroundID = GraphicID.next()

    override package var accessibilityAdjustment: AccessibilityAdjustment { .outermost }

    /// A header's texts are headings (`SectionAccessibility`).
    override package func accessibilityElements(adjusting inner: [AccessibilityNode]) -> [AccessibilityNode] {
        markHeader(inner)
    }

    /// Whether the view is pinned now. A pinned view is drawn and hit over the
    /// rows that scroll under it, and over a header or footer arriving there.
    var isPinned = false {
        didSet { if isPinned != oldValue { explicitZIndex = isPinned ? 2 : restingZIndex } }
    }

    /// A header is drawn over the rows even at rest, as it slides in to be pinned;
    /// a footer at rest draws in order, under a header pinned above it.
    private var restingZIndex: Double? { role == .header ? 1 : nil }

    package init(role: Role) {
        self.role = role
        super.init()
        explicitZIndex = restingZIndex
    }

    /// Its pinned background follows what is inside it.
    override package var letsContentRepaintThrough: Bool { false }

    /// What it draws of its own depends on what is inside it: it draws again whenever anything inside changes.
    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? { nil }

    override package func appendGraphics(to list: inout DisplayList) {
        if let pinnedBackground {
            list.append(Graphic(id: backgroundID, content: .fill(pinnedBackground.color), frame: pinnedBackground.slot,
                                version: 0, clip: nil, opacity: 1))
        }
        super.appendGraphics(to: &list)
    }
}

/// Wraps a section's header or footer in a `SectionViewLayout`.
package struct SectionViewModifier: WrappingModifier {
    let role: SectionViewLayout.Role

    package func makeWrapper() -> SectionViewLayout { SectionViewLayout(role: role) }
    package func configure(_ wrapper: SectionViewLayout) {}

    /// Every stored property, as the memberwise initialiser takes them: Swift gives
    /// that one no access beyond the module, and the widget library makes these too.
    package init(role: SectionViewLayout.Role) {
        self.role = role
    }
}

private struct PlainSectionViewsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether a `Section` outside a form shows its header and footer as
    /// given, as lazy stacks and grids do, rather than in the small secondary
    /// type of a list's or menu's section titles.
    package var plainSectionViews: Bool {
        get { self[PlainSectionViewsKey.self] }
        set { self[PlainSectionViewsKey.self] = newValue }
    }
}
