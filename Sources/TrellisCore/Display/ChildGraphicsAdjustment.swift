/// What a layout node does to the graphics of one of its children, as its
/// `appendGraphics` would: so the builder can rebuild a marked child in place,
/// and give its new graphics every enclosing node's effect, without running the
/// enclosing nodes again.
///
/// A class, and for most nodes one shared instance (`unchanged`): the builder
/// asks every node on a marked path, and as a value with a closure and an
/// animation in it, each answer was made, copied and destroyed through the
/// runtime's generic value witnesses, about 250 instructions a level of a deep path.
@MainActor
package final class ChildGraphicsAdjustment {
    /// Changes each graphic the child draws afresh (an opacity, a clip, an
    /// effect); graphics copied from the last list have had it already.
    package let modify: ((inout Graphic) -> Void)?
    /// The animation this frame gives the child's graphics, as a stamp.
    package let stamp: Animation?

    /// Makes an adjustment.
    package init(modify: ((inout Graphic) -> Void)? = nil, stamp: Animation? = nil) {
        self.modify = modify
        self.stamp = stamp
    }

    /// The child's graphics are drawn as they are.
    package static let unchanged = ChildGraphicsAdjustment()

    /// Whether it leaves the child's graphics as drawn, as a padding's or a frame's does.
    package var isUnchanged: Bool { modify == nil && stamp == nil }
}
