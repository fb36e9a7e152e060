/// What a layout node does to the graphics of one of its children, as its
/// `appendGraphics` would: so the builder can rebuild a marked child in place,
/// and give its new graphics every enclosing node's effect, without running the
/// enclosing nodes again.
package struct ChildGraphicsAdjustment {
    /// Changes each graphic the child draws afresh (an opacity, a clip, an
    /// effect); graphics copied from the last list have had it already.
    package var modify: ((inout Graphic) -> Void)?
    /// The animation this frame gives the child's graphics, as a stamp.
    package var stamp: Animation?

    /// Makes an adjustment.
    package init(modify: ((inout Graphic) -> Void)? = nil, stamp: Animation? = nil) {
        self.modify = modify
        self.stamp = stamp
    }

    /// The child's graphics are drawn as they are.
    package static var unchanged: ChildGraphicsAdjustment { ChildGraphicsAdjustment() }

    /// Whether it leaves the child's graphics as drawn, as a padding's or a frame's does.
    package var isUnchanged: Bool { modify == nil && stamp == nil }
}
