/// Gives every graphic of its displayable one more pixel effect: a shadow, a blur or a colour filter.
@MainActor
package final class EffectLayout: WrapperLayout {
    package var effect: GraphicEffect { didSet { if effect != oldValue { paintDidChange() } } }

    package init(effect: GraphicEffect) {
        self.effect = effect
    }

    override package func appendGraphics(to list: inout DisplayList) {
        let start = list.graphics.count
        super.appendGraphics(to: &list)
        list.modifyGraphics(from: start, addEffect)
    }

    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? {
        ChildGraphicsAdjustment(modify: addEffect)
    }

    private var addEffect: (inout Graphic) -> Void {
        let effect = self.effect
        // Inner effects come first: `.blur(…).shadow(…)` shadows the blurred graphic.
        return { $0.effects.append(effect) }
    }
}

/// A modifier that adds one pixel effect to each displayable of its content.
struct EffectModifier: WrappingModifier {
    let effect: GraphicEffect

    package func makeWrapper() -> EffectLayout { EffectLayout(effect: effect) }
    package func configure(_ wrapper: EffectLayout) { wrapper.effect = effect }
}
