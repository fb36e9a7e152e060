@_spi(TrellisExtension) import TrellisCore

/// A bar's three parts side by side as a Mac's toolbar places them: the
/// trailing group at its natural width at the trailing end, the leading group
/// (which holds the title) at the leading end, cut to the room the trailing
/// group leaves, and the centre centred on the whole bar when it fits between
/// them, else moved towards the roomier side. Groups take their natural widths,
/// so a `Spacer` among the items spaces them rather than taking the bar.
struct HeaderBar<Leading: View, Centre: View, Trailing: View>: View, PrimitiveView {
    let leading: Leading
    let centre: Centre
    let trailing: Trailing

    package static var _displayableCount: Int? { 1 }

    /// Exactly three displayables, whatever each part holds.
    private var parts: some View {
        TupleView(HStack(spacing: 4) { leading }, ZStack { centre }, HStack(spacing: 4) { trailing })
    }

    package func makeNode(_ node: ViewNode) {
        let layout = HeaderBarLayout()
        node.role = .container(layout)
        node.addChild(parts)
        node.publish(layout)
    }

    package func updateNode(_ node: ViewNode) {
        node.children[0].update(to: parts)
    }
}

/// Places a header bar's leading group, centre and trailing group.
@MainActor
package final class HeaderBarLayout: LayoutNode {
    /// The least space between the centre and the groups beside it.
    static let gap = 8.0

    private var parts: (leading: LayoutNode, centre: LayoutNode, trailing: LayoutNode)? {
        children.count == 3 ? (children[0], children[1], children[2]) : nil
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        guard let parts else { return .zero }
        let sizes = [parts.leading, parts.centre, parts.trailing].map {
            $0.sizeThatFits(ProposedSize(width: nil, height: proposal.height), in: context)
        }
        let natural = sizes[0].width + sizes[1].width + sizes[2].width + 2 * Self.gap
        return Size(width: proposal.width ?? natural, height: max(sizes[0].height, sizes[1].height, sizes[2].height))
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        guard let parts else { return }
        let ideal = ProposedSize(width: nil, height: rect.height)
        // The items keep their natural widths; the title gives way to them, as on a Mac.
        let trailing = parts.trailing.sizeThatFits(ideal, in: context)
        let trailingWidth = min(trailing.width, rect.width)
        let leadingRoom = max(rect.width - trailingWidth - (trailingWidth > 0 ? Self.gap : 0), 0)
        var leading = parts.leading.sizeThatFits(ideal, in: context)
        if leading.width > leadingRoom {
            leading = parts.leading.sizeThatFits(ProposedSize(width: leadingRoom, height: rect.height), in: context)
        }
        let leadingWidth = min(leading.width, leadingRoom)
        place(parts.leading, x: rect.x, width: leadingWidth, height: leading.height, in: rect, context: context)
        place(parts.trailing, x: rect.maxX - trailingWidth, width: trailingWidth, height: trailing.height, in: rect, context: context)

        let left = rect.x + leadingWidth + (leadingWidth > 0 ? Self.gap : 0)
        let right = rect.maxX - trailingWidth - (trailingWidth > 0 ? Self.gap : 0)
        let space = max(right - left, 0)
        var centre = parts.centre.sizeThatFits(ideal, in: context)
        if centre.width > space {
            centre = parts.centre.sizeThatFits(ProposedSize(width: space, height: rect.height), in: context)
        }
        let width = min(centre.width, space)
        let x = min(max(rect.midX - width / 2, left), right - width)
        place(parts.centre, x: x, width: width, height: centre.height, in: rect, context: context)
    }

    private func place(_ child: LayoutNode, x: Double, width: Double, height: Double, in rect: Rect, context: LayoutContext) {
        let height = min(height, rect.height)
        child.place(in: Rect(x: x, y: rect.y + (rect.height - height) / 2, width: width, height: height), context: context)
    }
}
