@_spi(TrellisExtension) import TrellisCore

/// A screen of a stack under the one on top: kept with its state, but not laid
/// out, drawn or hit, so what it would paint costs nothing while it is covered,
/// as a Mac's stack keeps a covered view's state without drawing it.
@MainActor
package final class CoveredScreenLayout: WrapperLayout {
    /// Whether a screen above hides this one.
    package var isCovered = false {
        didSet { if isCovered != oldValue { ignoresHits = isCovered; setNeedsLayout() } }
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        isCovered ? .zero : super.measure(proposal, in: context)
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        if !isCovered { super.placeChildren(in: rect, context: context) }
    }

    override package func appendGraphics(to list: inout DisplayList) {
        if !isCovered { super.appendGraphics(to: &list) }
    }
}

/// Hides a covered screen (`CoveredScreenLayout`).
struct CoveredScreenModifier: WrappingModifier {
    let isCovered: Bool

    package func makeWrapper() -> CoveredScreenLayout {
        let wrapper = CoveredScreenLayout()
        configure(wrapper)
        return wrapper
    }

    package func configure(_ wrapper: CoveredScreenLayout) {
        wrapper.isCovered = isCovered
    }
}

extension NavigationStackModel {
    /// Whether the screen at `index` (0 the root) of `count` is hidden by those
    /// above: all below the top, but while a push or pop slides, the one just
    /// below the top stays drawn, since the sliding screen shows it at its side.
    func covers(_ index: Int, of count: Int) -> Bool {
        index < count - (isSliding ? 2 : 1)
    }

    /// A push or pop is sliding for `duration` seconds of `clock`: the screen
    /// below the top is drawn until it ends, then hidden again.
    func slideBegan(on clock: GraphClock, duration: Double) {
        if let slideAlarm { clock.cancel(slideAlarm) }
        if !isSliding { isSliding = true }
        // A frame past the end, so the slide's last frame still shows what is beside it.
        slideAlarm = clock.once(at: clock.now + duration + 1.0 / 30) { [weak self] _ in
            self?.slideAlarm = nil
            self?.isSliding = false
        }
    }
}
