/// Empty space that grows along its stack's axis.
@MainActor
package final class SpacerLayout: LayoutNode {
    override package var canBeMovedWithoutPlacing: Bool { true }

    package var minLength: Double { didSet { if minLength != oldValue { setNeedsLayout() } } }

    package init(minLength: Double) {
        self.minLength = minLength
    }

    override package var isSpacer: Bool { true }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        func grow(_ offered: Double?) -> Double { max(offered ?? minLength, minLength) }
        switch enclosingStackAxis {
        case .vertical: return Size(width: 0, height: grow(proposal.height))
        case .horizontal: return Size(width: grow(proposal.width), height: 0)
        case nil: return Size(width: grow(proposal.width), height: grow(proposal.height))
        }
    }
}

/// A thin line across its stack: horizontal in a vertical stack, vertical in a horizontal one
/// (the stack it is laid out in, through modifiers such as `.frame` or `.padding`).
@MainActor
package final class DividerLayout: LayoutNode {
    override package var canBeMovedWithoutPlacing: Bool { true }

    package var color: RGBA { didSet { if color != oldValue { paintDidChange() } } }

    package init(color: RGBA) {
        self.color = color
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        if enclosingStackAxis == .horizontal {
            return Size(width: 1, height: proposal.height ?? 0)
        }
        return Size(width: proposal.width ?? 0, height: 1)
    }

    override package func appendGraphics(to list: inout DisplayList) {
        list.append(Graphic(id: graphicID, content: .fill(color), frame: frame, version: contentVersion, clip: nil, opacity: 1))
    }

    /// A separator, as GTK's `GtkSeparator` is to readers: it says where one group ends
    /// (and a tray menu draws it as a line).
    override package func accessibilityElement() -> AccessibilityNode? {
        AccessibilityNode(role: .separator, name: "")
    }
}

extension LayoutNode {
    /// The axis of the stack this node is laid out in: that of its parent, or,
    /// through wrappers that take their traits from it (`.frame`, `.padding`),
    /// that of the nearest ancestor that is not one. A spacer or divider under
    /// `.frame(height:)` in an `HStack` still belongs to the `HStack`, as in SwiftUI.
    var enclosingStackAxis: Axis? {
        var node: LayoutNode = self
        while let parent = node.parent {
            if let stack = parent as? StackLayout { return stack.axis }
            if let stack = parent as? LazyStackLayout { return stack.axis }
            guard parent.traitSource === node else { return nil }
            node = parent
        }
        return nil
    }
}
