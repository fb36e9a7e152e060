/// What a layout node does to the graphics of one of its children, as its
/// `appendGraphics` would: so the builder can rebuild a marked child in place,
/// and give its new graphics every enclosing node's effect, without running the
/// enclosing nodes again.
///
/// Most nodes (a padding, a frame, a stack) answer `unchanged`, which is a
/// plain value: the builder asks every node on a marked path, and a shared
/// instance of a class cost each level a lazy static lookup, a retain and a
/// release. What the others do is kept in a class (`Effect`), because as a
/// value with a closure and an animation in it, each answer was made, copied
/// and destroyed through the runtime's generic value witnesses.
@MainActor
@_spi(TrellisExtension) public enum ChildGraphicsAdjustment {
    /// The child's graphics are drawn as they are.
    case unchanged
    /// The child's graphics are changed or stamped.
    case adjusted(Effect)

    /// What a node does to its child's graphics, when it does anything.
    @MainActor
    public final class Effect {
        /// Changes each graphic the child draws afresh.
        package let modify: ((inout Graphic) -> Void)?
        /// The animation this frame gives the child's graphics.
        package let stamp: Animation?

        init(modify: ((inout Graphic) -> Void)?, stamp: Animation?) {
            self.modify = modify
            self.stamp = stamp
        }
    }

    /// Makes an adjustment: `modify` changes each graphic the child draws
    /// afresh (an opacity, a clip, an effect), since graphics copied from the
    /// last list have had it already; `stamp` is the animation this frame
    /// gives the child's graphics.
    package init(modify: ((inout Graphic) -> Void)? = nil, stamp: Animation? = nil) {
        self = modify == nil && stamp == nil ? .unchanged : .adjusted(Effect(modify: modify, stamp: stamp))
    }

    /// Changes each graphic the child draws afresh, when anything does.
    package var modify: ((inout Graphic) -> Void)? {
        guard case .adjusted(let effect) = self else { return nil }
        return effect.modify
    }

    /// The animation this frame gives the child's graphics, if any.
    package var stamp: Animation? {
        guard case .adjusted(let effect) = self else { return nil }
        return effect.stamp
    }

    /// Whether it leaves the child's graphics as drawn, as a padding's or a frame's does.
    package var isUnchanged: Bool {
        // `init` makes no `Effect` that does nothing.
        if case .unchanged = self { true } else { false }
    }
}
