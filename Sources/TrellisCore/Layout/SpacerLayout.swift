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
        switch (parent as? StackLayout)?.axis {
        case .vertical: return Size(width: 0, height: grow(proposal.height))
        case .horizontal: return Size(width: grow(proposal.width), height: 0)
        case nil: return Size(width: grow(proposal.width), height: grow(proposal.height))
        }
    }
}

/// A thin line across its stack: horizontal in a vertical stack, vertical in a horizontal one.
@MainActor
package final class DividerLayout: LayoutNode {
    override package var canBeMovedWithoutPlacing: Bool { true }

    package var color: RGBA { didSet { if color != oldValue { paintDidChange() } } }

    package init(color: RGBA) {
        self.color = color
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        if (parent as? StackLayout)?.axis == .horizontal {
            return Size(width: 1, height: proposal.height ?? 0)
        }
        return Size(width: proposal.width ?? 0, height: 1)
    }

    override package func appendGraphics(to list: inout DisplayList) {
        list.append(Graphic(id: graphicID, content: .fill(color), frame: frame, version: contentVersion, clip: nil, opacity: 1))
    }
}
