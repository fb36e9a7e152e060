/// Animates every change inside with one animation, or, with `nil`, none at
/// all, whatever the transaction says.
///
/// A change is anything that invalidates the layout inside, or moves the
/// displayable: only in frames with such a change are its graphics given the
/// animation, so an idle screen keeps the animator's fast path.
@MainActor
package final class ImplicitAnimationLayout: WrapperLayout {
    package var animation: Animation?
    private var hasAppeared = false
    private var changed = false
    private var lastRect: Rect?

    init(animation: Animation?) {
        self.animation = animation
    }

    override package func layoutDidInvalidate(through child: LayoutNode?) {
        // Rows a lazy stack builds as they scroll in are no change the user made.
        if !isFollowingScroll { changed = true }
    }

    override package func displayDidInvalidate() {
        // A colour or opacity inside changes no layout, and animates all the same.
        changed = true
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        // Scrolling moves content without changing it.
        if rect != lastRect && !isFollowingScroll { changed = true }
        lastRect = rect
        if changed && hasAppeared && animation != nil { context.counters.implicitAnimationsStarted += 1 }
        super.placeChildren(in: rect, context: context)
    }

    override package func appendGraphics(to list: inout DisplayList) {
        let start = list.graphics.count
        super.appendGraphics(to: &list)
        let stamp = self.stamp
        didRebuildChildrenInPlace()
        if let stamp { list.stampAnimation(from: start, stamp) }
    }

    /// A change inside animates: marks going up tell it so.
    override package var letsContentRepaintThrough: Bool { false }

    /// It stamps an animation on its content's graphics and moves none of
    /// them, so a long stack inside may still draw only its band.
    override package var drawsChildrenWherePlaced: Bool { true }

    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? {
        ChildGraphicsAdjustment(stamp: stamp)
    }

    override package func didRebuildChildrenInPlace() {
        changed = false
        hasAppeared = true
    }

    /// The animation for what changed inside since the last frame drawn, if anything did.
    /// Appearing is not a change: the first frame shows the content as it is.
    private var stamp: Animation? {
        guard changed && (hasAppeared || animation == nil) else { return nil }
        return animation ?? .immediate
    }
}

extension Animation {
    /// An animation that is over as soon as it starts: what `.animation(nil)` gives.
    static let immediate = Animation.linear(duration: 0)
}

/// Animates every change inside with one animation, or none.
struct ImplicitAnimationModifier: WrappingModifier {
    let animation: Animation?
    package func makeWrapper() -> ImplicitAnimationLayout { ImplicitAnimationLayout(animation: animation) }
    package func configure(_ wrapper: ImplicitAnimationLayout) { wrapper.animation = animation }
}

extension View {
    /// Animates every change to this view with `animation`, whatever caused
    /// it; with `nil`, changes to this view never animate, even inside
    /// `withAnimation`. SwiftUI deprecates this form in favour of
    /// `animation(_:value:)`, which animates only when a value changes, but
    /// much code still uses it, `.animation(nil)` above all.
    public func animation(_ animation: Animation?) -> some View {
        ModifiedContent(content: self, modifier: ImplicitAnimationModifier(animation: animation))
    }
}
