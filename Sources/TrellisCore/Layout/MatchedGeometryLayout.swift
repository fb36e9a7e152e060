/// The wrapper `.matchedGeometryEffect` puts around each displayable.
///
/// A source tags its graphics so the animator can carry them from a view of
/// the same group that leaves in the same update. A view that is not a source
/// is placed again after layout, at the frame of its group's source
/// (see `MatchedGeometryRegistry`).
@MainActor
package final class MatchedGeometryLayout: WrapperLayout {
    package var group: Int { didSet { if group != oldValue { setNeedsPlacement() } } }
    package var properties: MatchedGeometryProperties { didSet { if properties != oldValue { setNeedsPlacement() } } }
    package var anchor: UnitPoint { didSet { if anchor != oldValue { setNeedsPlacement() } } }
    package var isSource: Bool { didSet { if isSource != oldValue { setNeedsPlacement() } } }

    package init(group: Int, properties: MatchedGeometryProperties, anchor: UnitPoint, isSource: Bool) {
        self.group = group
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
    }

    /// A source's graphics share tags found as they are drawn.
    override package var letsContentRepaintThrough: Bool { false }

    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? {
        // A source's graphics share tags among themselves, found as they are drawn.
        isSource && !properties.isEmpty ? nil : .unchanged
    }

    override package func appendGraphics(to list: inout DisplayList) {
        let start = list.graphics.count
        super.appendGraphics(to: &list)
        guard isSource, !properties.isEmpty else { return }
        let group = group, frame = frame, properties = properties, anchor = anchor
        var shared: MatchedGeometryTag?
        // The innermost source wins: a matched picture inside a matched card moves with its own group.
        // What clips a graphic so far was applied inside this view, so it is the view's own.
        list.modifyGraphics(from: start) { graphic in
            guard graphic.matchedGeometry == nil else { return }
            if let tag = shared, tag.clip == graphic.clip, tag.mask == graphic.mask {
                graphic.matchedGeometry = tag
                return
            }
            let tag = MatchedGeometryTag(group: group, frame: frame, properties: properties, anchor: anchor,
                                         clip: graphic.clip, mask: graphic.mask)
            shared = tag
            graphic.matchedGeometry = tag
        }
    }

    /// Places the content at `source`'s frame, as far as `properties` match it,
    /// or back in this wrapper's own frame when the group has no source.
    func follow(_ source: MatchedGeometryLayout?, context: LayoutContext) {
        guard let child = children.first else { return }
        var rect = frame
        if let source, !properties.isEmpty {
            let target = source.frame
            let size = properties.contains(.size) ? child.sizeThatFits(ProposedSize(target.size), in: context) : frame.size
            rect = Rect(size: size, anchor: anchor, at: anchor.location(in: properties.contains(.position) ? target : frame))
        }
        child.place(in: rect, context: context)
    }

    /// Whether this wrapper is still in the layout tree under `root`.
    func isAttached(to root: LayoutNode) -> Bool {
        var node: LayoutNode? = self
        while let current = node {
            if current === root { return true }
            node = current.parent
        }
        return false
    }
}
