@_spi(TrellisExtension) import TrellisCore

/// Presents a view above the window while `isPresented` holds: the building
/// block of sheets, alerts, dialogs, popovers, menus and tooltips.
///
/// The presented view is built by a node that hangs off this modifier's node,
/// so it sees this view's environment and lives in the same graph, but its
/// displayables land in a card of the window's presentation layer rather than
/// in the enclosing container. Each displayable of the content is wrapped in
/// an `AnchorLayout`, whose frame is what popovers and menus attach to.
struct PresentationModifier<Presented: View>: PrimitiveModifier {
    /// Its node keeps a `PresentationController`.
    package typealias NodeState = PresentationController

    let isPresented: Bool
    /// For `item:` forms: a different item replaces the presentation.
    let identity: AnyHashable?
    /// Ends the presentation by writing its binding.
    let setDismissed: @MainActor () -> Void
    let onDismiss: (@MainActor () -> Void)?
    let style: PresentationStyle
    /// Where a context menu opened; `nil` attaches to the content's frame.
    var anchorPoint: Point?
    /// Whether a reader finds the presented items under the content while it
    /// is not presented: a `Menu`'s or a menu picker's, as GTK's menu buttons
    /// and combo boxes expose theirs (`AnchorLayout`).
    var listsItemsWhileClosed = false
    let content: @MainActor () -> Presented

    package func makeNode(_ node: ViewNode, content: some View) {
        let controller = PresentationController(node: node)
        keep(controller, in: node)
        let listsItemsWhileClosed = self.listsItemsWhileClosed
        node.role = .modifier(ClosureModifierHost { child in
            let anchor = AnchorLayout()
            if listsItemsWhileClosed {
                anchor.controller = controller
                controller.anchor = anchor
            }
            anchor.adopt(child)
            return anchor
        })
        node.teardownActions.append { controller.hide(runningOnDismiss: false) }
        node.addChild(content)
        controller.sync(with: self)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        // The content first: a presentation written inside this one is presented
        // first, so of two asked for at once, the one written first shows.
        node.children[0].update(toValue: content)
        state(of: node)?.sync(with: self)
    }
}

/// What a presenting node keeps: the presented node and its layout while shown.
@MainActor
final class PresentationController {
    private unowned let node: ViewNode
    private var owner: ViewNode?
    private var presentation: PresentationLayout?
    private var identity: AnyHashable?
    /// The point the presentation is anchored to, for presentations anchored to one.
    private var anchorPoint: Point?
    private var setDismissed: @MainActor () -> Void = {}
    private var onDismiss: (@MainActor () -> Void)?
    /// What a menu that lists its items while closed presents, and how; nil for other presentations.
    /// An existential of one closure, which holds it inline: keeping it allocates nothing.
    private var closedMenu: (root: any View, style: PresentationStyle)?
    /// Where a menu that lists its items while closed hangs them, told when its content may have changed.
    weak var anchor: AnchorLayout?
    /// Set by `.interactiveDismissDisabled` inside the presented content.
    var interactiveDismissDisabled = false {
        didSet { presentation?.allowsInteractiveDismiss = !interactiveDismissDisabled }
    }

    init(node: ViewNode) {
        self.node = node
    }

    /// Asks for the presentation to end, as `dismiss` and Escape do.
    func requestDismiss() {
        if owner != nil { setDismissed() }
    }

    func sync<Presented: View>(with modifier: PresentationModifier<Presented>) {
        setDismissed = modifier.setDismissed
        onDismiss = modifier.onDismiss
        closedMenu = modifier.listsItemsWhileClosed ? (PresentedRoot(content: modifier.content), modifier.style) : nil
        // Its items are built from the content only while a tree is: a reader's next tree builds them again.
        if closedMenu != nil { anchor?.markAccessibilityPath() }
        guard modifier.isPresented else {
            hide(runningOnDismiss: true)
            return
        }
        if let owner, identity == modifier.identity {
            owner.update(to: PresentedRoot(content: modifier.content))
            if let point = modifier.anchorPoint, point != anchorPoint {
                // A drag preview's anchor moves with the pointer, so the card is placed again.
                anchorPoint = point
                presentation?.anchor = { Rect(origin: point, size: .zero) }
                presentation?.setNeedsPlacement()
            }
            return
        }
        hide(runningOnDismiss: true)
        show(modifier)
    }

    private func show<Presented: View>(_ modifier: PresentationModifier<Presented>) {
        let graph = node.graph, style = modifier.style
        if style.isModal, let blocking = graph.windowLayout.presentations.shown.first(where: isBlocking) {
            Diagnostics.warnOnce("presentation.\(style.name).\(ObjectIdentifier(node))",
                                 "a \(style.name) was asked for while a \(blocking.styleName) is already presented; only one modal presentation shows at a time, so it is ignored")
            return
        }
        identity = modifier.identity
        let presented = ViewNode(view: PresentedRoot(content: modifier.content), parent: node, graph: graph,
                                 environment: node.childEnvironment)
        presented.environmentTransform = environmentTransform(for: style)
        presented.build()
        guard let card = presented.layout else { return }
        let layout = PresentationLayout(card: card, placement: style.placement, dimsWindow: style.isModal)
        layout.styleName = style.name
        layout.ownerNode = presented
        layout.capturesInput = style.capturesInput
        layout.focusesFirstControl = style.focusesFirstControl
        layout.allowsInteractiveDismiss = !interactiveDismissDisabled
        layout.dismiss = { [weak self] in self?.requestDismiss() }
        if let onKey = style.onKey {
            layout.onKey = { [unowned layout] key, modifiers, focused in onKey(layout, key, modifiers, focused) }
        }
        layout.ignoresHits = style.ignoresPointer
        anchorPoint = modifier.anchorPoint
        if let point = modifier.anchorPoint {
            layout.anchor = { Rect(origin: point, size: .zero) }
        } else {
            let attachment = style.attachment
            layout.anchor = { [weak self] in
                let frame = self?.anchorFrame ?? .zero
                guard case .point(let unit) = attachment else { return frame }
                return Rect(x: frame.minX + frame.width * unit.x, y: frame.minY + frame.height * unit.y, width: 0, height: 0)
            }
        }
        owner = presented
        presentation = layout
        node.attachedNodes.append(presented)
        graph.windowLayout.presentations.present(layout)
        if graph.frameAnimation == nil { graph.frameAnimation = style.animation }
    }

    /// Whether this is a menu whose items a reader finds while it is closed.
    var listsItemsWhileClosed: Bool { closedMenu != nil }

    /// The items of this menu while it is closed, as a reader finds them: the
    /// `menu` object its card would be, holding them, built from the content
    /// in the environment it would be presented in but never shown, so each
    /// item's action runs as choosing it in the open menu does. Nil while the
    /// menu is open (its items are in the window's presentation layer then).
    func closedMenuElement() -> AccessibilityNode? {
        guard owner == nil, let (root, style) = closedMenu else { return nil }
        let elements = node.accessibilityElements(ofUnshown: root, environmentTransform: environmentTransform(for: style)) { card in
            // A presentation never presented: what makes buttons inside it menu items.
            PresentationLayout(card: card, placement: style.placement, dimsWindow: false)
        }
        return elements.first { $0.role == .menu }
    }

    /// Takes the presentation away; `onDismiss` runs after the update, as it would after a state change.
    func hide(runningOnDismiss: Bool) {
        guard let owner, let presentation else { return }
        self.owner = nil
        self.presentation = nil
        interactiveDismissDisabled = false
        let graph = node.graph
        graph.windowLayout.presentations.remove(presentation)
        node.attachedNodes.removeAll { $0 === owner }
        if !owner.isDetached { owner.tearDown() }
        if runningOnDismiss {
            if graph.frameAnimation == nil { graph.frameAnimation = .easeOut(duration: 0.15) }
            if let onDismiss { graph.pendingActions.append(onDismiss) }
        }
    }

    /// Whether `presentation` keeps a new modal from showing: it is modal, and
    /// this node is not inside it (a sheet may present from its own content).
    private func isBlocking(_ presentation: PresentationLayout) -> Bool {
        guard presentation.dimsWindow, let presenter = presentation.ownerNode else { return false }
        var ancestor: ViewNode? = node
        while let current = ancestor {
            if current === presenter { return false }
            ancestor = current.parent
        }
        return true
    }

    /// The union of the content's displayables, where popovers and menus attach.
    private var anchorFrame: Rect {
        guard case .modifier(let host) = node.role else { return .zero }
        var union: Rect?
        for wrapper in host.wrappers {
            union = union.map { $0.union(wrapper.frame) } ?? wrapper.frame
        }
        return union ?? .zero
    }

    private func environmentTransform(for style: PresentationStyle) -> (EnvironmentValues) -> EnvironmentValues {
        let dismiss = DismissAction(for: self) { [weak self] in self?.requestDismiss() }
        let buttons = style.buttons
        let isMenu = if case .menu = style.placement { true } else { false }
        let controller = self
        return { environment in
            var environment = environment
            environment.dismiss = dismiss
            environment.isPresented = true
            environment.presentationController = controller
            // A sheet or menu is not in the window's toolbar: its own stacks show their own bar.
            environment.isInNavigationBar = false
            environment.isInToolbar = false
            environment.menuShortcut = nil
            switch buttons {
            case .none: environment.buttonDismissal = DismissAction()
            case .dismissesThis: environment.buttonDismissal = dismiss
            case .dismissesMenus: environment.buttonDismissal = dismiss.followed(by: environment.buttonDismissal)
            }
            environment.menuDepth = isMenu ? environment.menuDepth + 1 : 0
            if isMenu {
                environment.buttonStyleStack = StyleStack().pushing(StandardBehaviourButtonStyle(style: MenuItemButtonStyle()))
            }
            return environment
        }
    }
}

/// The root of a presented view: a container that is the presentation's card.
///
/// It calls the content builder as its node's reader, so state the builder
/// reads rebuilds the presented view even when the presenting body does not run.
struct PresentedRoot<Content: View>: View, PrimitiveView {
    let content: @MainActor () -> Content

    package static var _displayableCount: Int? { 0 }

    package func makeNode(_ node: ViewNode) {
        let card = ZStackLayout(alignment: .center)
        node.role = .container(card)
        node.layout = card
        node.addChild(node.trackingReads { content() })
    }

    package func updateNode(_ node: ViewNode) {
        node.children.first?.update(to: node.trackingReads { content() })
    }
}
