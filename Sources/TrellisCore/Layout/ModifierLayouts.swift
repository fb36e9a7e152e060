/// Moves its displayable by an offset after layout, without changing its size or its neighbours.
@MainActor
package final class OffsetLayout: WrapperLayout {
    override package var canBeMovedWithoutPlacing: Bool { true }

    override package var sizesAsContent: Bool { true }

    package var offset: Size { didSet { if offset != oldValue { setNeedsLayout() } } }

    package init(offset: Size) {
        self.offset = offset
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        children.first?.place(in: Rect(x: rect.x + offset.width, y: rect.y + offset.height,
                                       width: rect.width, height: rect.height), context: context)
    }
}

/// Offers its displayable no limit on the fixed axes, so it takes its ideal size there.
@MainActor
package final class FixedSizeLayout: WrapperLayout {
    override package var canBeMovedWithoutPlacing: Bool { true }

    package var horizontal: Bool
    package var vertical: Bool

    package init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    private func inner(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        children.first?.sizeThatFits(inner(proposal), in: context) ?? .zero
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        guard let child = children.first else { return }
        let size = child.sizeThatFits(inner(ProposedSize(rect.size)), in: context)
        child.place(in: Rect(origin: Alignment.center.origin(of: size, in: rect), size: size), context: context)
    }
}

/// Multiplies the opacity of everything its displayable draws.
@MainActor
package final class OpacityLayout: WrapperLayout {
    override package var canBeMovedWithoutPlacing: Bool { true }

    override package var sizesAsContent: Bool { true }

    package var opacity: Double { didSet { if opacity != oldValue { paintDidChange() } } }

    package init(opacity: Double) {
        self.opacity = opacity
    }

    override package func appendGraphics(to list: inout DisplayList) {
        let start = list.graphics.count
        super.appendGraphics(to: &list)
        list.modifyGraphics(from: start, fade)
    }

    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? {
        ChildGraphicsAdjustment(modify: fade)
    }

    private var fade: (inout Graphic) -> Void {
        let opacity = self.opacity
        // A graphic in an offscreen layer fades with the layer's whole picture, so overlaps do not show through.
        return { graphic in
            if graphic.layers.isEmpty { graphic.opacity *= opacity } else { graphic.layers[0].opacity *= opacity }
        }
    }
}

/// Limits drawing to its frame, and, for a rounded or curved shape, to the
/// shape's outline within the frame.
@MainActor
package final class ClipLayout: WrapperLayout {
    override package var sizesAsContent: Bool { true }

    /// The outline to clip to; `nil` clips to the frame alone.
    package var shape: (any Shape)? {
        didSet { if !ClipModifier.sameShape(shape, oldValue) { paintDidChange() } }
    }

    package init(shape: (any Shape)?) {
        self.shape = shape
    }

    override package func appendGraphics(to list: inout DisplayList) {
        let start = list.graphics.count
        super.appendGraphics(to: &list)
        list.modifyGraphics(from: start, clip)
    }

    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? {
        ChildGraphicsAdjustment(modify: clip)
    }

    private var clip: (inout Graphic) -> Void {
        let bounds = frame
        let outline = shape?.path(in: bounds)
        return { graphic in
            graphic.clip = graphic.clip.flatMap { $0.overlap(bounds) } ?? (graphic.clip == nil ? bounds : .zero)
            guard let outline, graphic.mask == nil else { return }
            // A fill that covers the clip exactly (a background colour) is simply
            // drawn as the outline; anything else is masked when rasterised.
            if case .fill(let color) = graphic.content, graphic.frame == bounds {
                let local = outline.offsetBy(dx: -bounds.x, dy: -bounds.y)
                graphic.content = .shape(local, .fill(color))
            } else {
                graphic.mask = outline
            }
            // Fills keep one version whatever their colour (they need no texture
            // unmasked), so the content itself goes into the version.
            var version = Hasher()
            version.combine(graphic.version)
            version.combine(graphic.content)
            version.combine(outline)
            graphic.version = version.finalize()
        }
    }
}

/// Carries a `.layoutPriority` for its displayable.
@MainActor
package final class PriorityLayout: WrapperLayout {
    override package var canBeMovedWithoutPlacing: Bool { true }

    override package var sizesAsContent: Bool { true }

    package init(priority: Double) {
        super.init()
        explicitLayoutPriority = priority
    }
}
