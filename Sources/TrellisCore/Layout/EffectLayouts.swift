/// Draws its displayable larger or smaller about an anchor, without changing its layout.
@MainActor
package final class ScaleEffectLayout: WrapperLayout {
    override package var sizesAsContent: Bool { true }

    package var scale: Size { didSet { if scale != oldValue { paintDidChange() } } }
    package var anchor: UnitPoint { didSet { if anchor != oldValue { paintDidChange() } } }

    package init(scale: Size, anchor: UnitPoint) {
        self.scale = scale
        self.anchor = anchor
    }

    override package func appendGraphics(to list: inout DisplayList) {
        let start = list.graphics.count
        super.appendGraphics(to: &list)
        list.modifyGraphics(from: start, scaling)
    }

    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? {
        ChildGraphicsAdjustment(modify: scaling)
    }

    private var scaling: (inout Graphic) -> Void {
        let center = anchor.location(in: frame)
        let scale = self.scale
        return { graphic in
            let f = graphic.frame
            graphic.frame = Rect(x: center.x + (f.x - center.x) * scale.width, y: center.y + (f.y - center.y) * scale.height,
                                 width: f.width * scale.width, height: f.height * scale.height)
            graphic.scale *= min(scale.width, scale.height)
            // A shape's outline is drawn to its frame's size, so it scales with the frame.
            if case let .shape(path, paint) = graphic.content {
                graphic.content = .shape(path.scaled(x: scale.width, y: scale.height), paint)
            }
            graphic.clip = graphic.clip.map {
                Rect(x: center.x + ($0.x - center.x) * scale.width, y: center.y + ($0.y - center.y) * scale.height,
                     width: $0.width * scale.width, height: $0.height * scale.height)
            }
        }
    }
}

/// Draws its displayable turned about an anchor, without changing its layout.
@MainActor
package final class RotationEffectLayout: WrapperLayout {
    override package var sizesAsContent: Bool { true }

    package var degrees: Double { didSet { if degrees != oldValue { paintDidChange() } } }
    package var anchor: UnitPoint { didSet { if anchor != oldValue { paintDidChange() } } }

    package init(degrees: Double, anchor: UnitPoint) {
        self.degrees = degrees
        self.anchor = anchor
    }

    override package func appendGraphics(to list: inout DisplayList) {
        let start = list.graphics.count
        super.appendGraphics(to: &list)
        list.modifyGraphics(from: start, turning)
    }

    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? {
        ChildGraphicsAdjustment(modify: turning)
    }

    private var turning: (inout Graphic) -> Void {
        let center = anchor.location(in: frame)
        let degrees = self.degrees
        return { graphic in
            if graphic.rotation == 0 { graphic.rotationCenter = center }
            graphic.rotation += degrees
        }
    }
}

/// Gives the graphics of its displayable a value of theirs that they do not set
/// themselves: the transition for when they come and go (`.transition`), or
/// for when their content changes (`.contentTransition`). The innermost
/// modifier wins, as in the environment.
@MainActor
package final class GraphicDefaultLayout<Value: Equatable>: WrapperLayout {
    override package var sizesAsContent: Bool { true }

    /// Gives one graphic the value unless it has one: a closure, not a key
    /// path, since it runs for every graphic drawn inside.
    private let give: (inout Graphic, Value) -> Void
    // A new value shows only when the graphics next come, go or change, but
    // the kept display list must carry it by then.
    package var value: Value { didSet { if value != oldValue { paintDidChange() } } }

    package init(value: Value, give: @escaping (inout Graphic, Value) -> Void) {
        self.give = give
        self.value = value
    }

    override package func appendGraphics(to list: inout DisplayList) {
        let start = list.graphics.count
        super.appendGraphics(to: &list)
        list.modifyGraphics(from: start, giveValue)
    }

    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? {
        ChildGraphicsAdjustment(modify: giveValue)
    }

    private var giveValue: (inout Graphic) -> Void {
        let value = self.value, give = self.give
        return { give(&$0, value) }
    }
}

/// Animates the changes inside its displayable made when a watched value changed.
@MainActor
package final class AnimationScopeLayout: WrapperLayout {
    override package var sizesAsContent: Bool { true }

    /// Set for the frame in which the watched value changed.
    package var pendingAnimation: Animation?

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        if pendingAnimation != nil { context.counters.implicitAnimationsStarted += 1 }
        super.placeChildren(in: rect, context: context)
    }

    override package func appendGraphics(to list: inout DisplayList) {
        let start = list.graphics.count
        super.appendGraphics(to: &list)
        guard let animation = pendingAnimation else { return }
        pendingAnimation = nil
        list.stampAnimation(from: start, animation)
    }

    /// A change inside animates: the stamp is given going through.
    override package var letsContentRepaintThrough: Bool { false }

    /// It stamps an animation on its content's graphics and moves none of
    /// them, so a long stack inside may still draw only its band.
    override package var drawsChildrenWherePlaced: Bool { true }

    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? {
        ChildGraphicsAdjustment(stamp: pendingAnimation)
    }

    override package func didRebuildChildrenInPlace() {
        pendingAnimation = nil
    }
}
