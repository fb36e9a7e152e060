@_spi(TrellisExtension) import TrellisCore

/// Makes a push or pop animate, as SwiftUI's stacks do without being asked.
///
/// When the stack's depth changes, the frame's changes animate with the
/// transaction's animation if it has one, with a slide's easing if it has none,
/// and not at all under `withAnimation(nil)` or `Transaction(animation: nil)`.
/// The screens' slide transitions (`ScreenSlideLayout`) then move them in and out.
struct NavigationSlideModifier: PrimitiveModifier {
    let depth: Int
    /// The stack, told when a slide begins so the screen below stays drawn beside it.
    let model: NavigationStackModel

    /// How long SwiftUI's push takes, near enough.
    static let animation = Animation.easeInOut(duration: 0.35)

    package func makeNode(_ node: ViewNode, content: some View) {
        node.addChild(content)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if old.depth != depth,
           node.graph.frameAnimation == nil, !node.graph.frameAnimationRefused {
            node.graph.frameAnimation = Self.animation
        }
        if old.depth != depth, let animation = node.graph.frameAnimation {
            model.slideBegan(on: node.graph.clock, duration: animation.delay + animation.duration / max(animation.speed, 0.01))
        }
        node.children[0].update(toValue: content)
    }
}

/// Slides a pushed screen in from, and out past, the trailing edge of the
/// stack: every graphic of the screen moves by the screen's width together,
/// as SwiftUI's push does, where `.move(edge:)` moves each by its own size.
@MainActor
package final class ScreenSlideLayout: WrapperLayout {
    /// The graphics shown last frame, or nil before the first: they slide with
    /// the screen if it goes. A graphic that arrives later inside a screen
    /// already shown keeps its own transition for that arrival.
    private var shown: Set<GraphicID>?

    override package func appendGraphics(to list: inout DisplayList) {
        let start = list.graphics.count
        super.appendGraphics(to: &list)
        let slide = AnyTransition.offset(x: frame.width)
        let before = shown
        var now = Set<GraphicID>()
        list.modifyGraphics(from: start) { graphic in
            now.insert(graphic.id)
            if graphic.transition == nil, before?.contains(graphic.id) ?? true { graphic.transition = slide }
        }
        shown = now
    }

    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? {
        guard shown != nil else { return nil }
        let slide = AnyTransition.offset(x: frame.width)
        // Graphics drawn afresh inside a shown screen: those shown before keep
        // sliding with it, new ones keep their own arrival. `shown` only grows
        // here; it is made exact again when the whole screen is next drawn.
        return ChildGraphicsAdjustment { [unowned self] graphic in
            if graphic.transition == nil, self.shown?.contains(graphic.id) ?? true { graphic.transition = slide }
            self.shown?.insert(graphic.id)
        }
    }
}

/// Gives each displayable of a pushed screen the stack's slide.
struct ScreenSlideModifier: WrappingModifier {
    package func makeWrapper() -> ScreenSlideLayout { ScreenSlideLayout() }
    package func configure(_ wrapper: ScreenSlideLayout) {}
}
