/// One presentation in the window's presentation layer: a card placed over
/// the window, and for modals a dimmed backdrop behind it.
///
/// The card is the container the presented view's displayables land in. The
/// layout covers the whole window, so its frame is the window; the event router
/// asks the frontmost one that captures input where the card is, what to do
/// with keys before focus does, and how to dismiss it.
@MainActor
package final class PresentationLayout: LayoutNode {
    /// The container the presented content's displayables land in.
    package let card: LayoutNode
    /// Where the card goes.
    package var placement: PresentationPlacement { didSet { if placement != oldValue { setNeedsPlacement() } } }
    /// The rectangle the card is attached to, in window coordinates, read at each placement.
    package var anchor: @MainActor () -> Rect = { .zero }
    /// Whether a backdrop dims the window behind the card.
    package var dimsWindow: Bool { didSet { if dimsWindow != oldValue { contentDidChange() } } }
    /// Whether input goes only here while it is shown (all but tooltips).
    package var capturesInput = true

    /// A menu or a dialog (`ContainerAccessibility`).
    override package func accessibilityElement() -> AccessibilityNode? { presentationAccessibility() }
    /// Whether its first control takes keyboard focus when it appears.
    package var focusesFirstControl = true
    /// Whether Escape and a click outside the card may dismiss it.
    package var allowsInteractiveDismiss = true
    /// Dismisses the presentation: sets its binding, which removes it at the next update.
    package var dismiss: @MainActor () -> Void = {}
    /// Keys the presentation answers before the focused control: an alert's
    /// Enter and Escape, a menu's arrows. Returns whether the key was used.
    package var onKey: (@MainActor (Key, KeyModifiers, _ focused: LayoutNode?) -> Bool)?
    /// Where keyboard focus was before this presentation took it, to go back to.
    package weak var focusBefore: LayoutNode?
    /// The node that builds the presented view; views inside it may present over it.
    package weak var ownerNode: ViewNode?
    /// What warnings call it.
    package var styleName = "presentation"
    /// Set once the router has given this presentation focus.
    package var hasTakenFocus = false
    private let dimID = GraphicID.next()

    package init(card: LayoutNode, placement: PresentationPlacement, dimsWindow: Bool) {
        self.card = card
        self.placement = placement
        self.dimsWindow = dimsWindow
        super.init()
        insertChild(card, at: 0)
    }

    /// Whether `point` is on the card, rather than on the window around it.
    package func cardContains(_ point: Point) -> Bool {
        card.frame.contains(point)
    }

    /// Escape or a click outside the card: dismisses unless that is disabled.
    package func requestInteractiveDismiss() {
        if allowsInteractiveDismiss { dismiss() }
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        proposal.replacingUnspecified(with: .zero)
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        // The card takes its ideal size, limited to the window less its margins;
        // content taller than that (a long menu) scrolls inside what it is given.
        let margin = placement == .centered ? 24.0 : PresentationPlacement.margin
        let available = Size(width: max(rect.width - 2 * margin, 0), height: max(rect.height - 2 * margin, 0))
        let ideal = card.sizeThatFits(.unspecified, in: context)
        let size: Size
        if ideal.width <= available.width && ideal.height <= available.height {
            size = ideal
        } else {
            let fitted = card.sizeThatFits(ProposedSize(width: min(ideal.width, available.width),
                                                        height: min(ideal.height, available.height)), in: context)
            size = Size(width: min(fitted.width, available.width), height: min(fitted.height, available.height))
        }
        card.place(in: placement.frame(of: size, anchor: anchor(), in: rect), context: context)
    }

    override package func appendGraphics(to list: inout DisplayList) {
        if dimsWindow {
            var dim = Graphic(id: dimID, content: .fill(RGBA(r: 0, g: 0, b: 0, a: 90)), frame: frame,
                              version: 0, clip: nil, opacity: 1)
            dim.transition = .opacity
            list.append(dim)
        }
        super.appendGraphics(to: &list)
    }
}
