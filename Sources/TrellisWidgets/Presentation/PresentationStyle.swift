@_spi(TrellisExtension) import TrellisCore

/// How one kind of presentation looks and behaves: where its card goes,
/// whether it is modal, and what its buttons and keys do.
@MainActor
struct PresentationStyle {
    /// What the warnings call it: "sheet", "alert".
    let name: String
    let placement: PresentationPlacement
    /// Dims the window and allows only one at a time per level, as sheets, alerts and dialogs do.
    let isModal: Bool
    let focusesFirstControl: Bool
    let capturesInput: Bool
    /// How buttons inside act on the presentation.
    let buttons: ButtonDismissal
    /// The animation it comes and goes with, unless the change has one of its own.
    let animation: Animation?
    /// Narrows the presenting view's frame to the point a popover is attached to.
    var attachment: PopoverAttachmentAnchor = .rect(.bounds)
    /// Keys it answers before the focused control, given the focused displayable.
    let onKey: (@MainActor (PresentationLayout, Key, KeyModifiers, LayoutNode?) -> Bool)?
    /// Lets the pointer through to what is behind, as a drag preview must for the drop to find its destination.
    var ignoresPointer = false

    enum ButtonDismissal {
        /// Buttons do only what they say (sheets, popovers).
        case none
        /// Every button dismisses it (alerts, dialogs).
        case dismissesThis
        /// Every button dismisses it and the menus it was opened from.
        case dismissesMenus
    }

    static let sheet = PresentationStyle(
        name: "sheet", placement: .centered, isModal: true, focusesFirstControl: true, capturesInput: true,
        buttons: .none, animation: .easeOut(duration: 0.2), onKey: PresentationKeys.dismissOnEscape)
    static let alert = PresentationStyle(
        name: "alert", placement: .centered, isModal: true, focusesFirstControl: true, capturesInput: true,
        buttons: .dismissesThis, animation: .easeOut(duration: 0.15), onKey: PresentationKeys.dialog)
    static func popover(arrowEdge: Edge, attachment: PopoverAttachmentAnchor) -> PresentationStyle {
        PresentationStyle(name: "popover", placement: .popover(arrowEdge: arrowEdge), isModal: false,
                          focusesFirstControl: true, capturesInput: true, buttons: .none,
                          animation: .easeOut(duration: 0.15), attachment: attachment,
                          onKey: PresentationKeys.dismissOnEscape)
    }
    static func menu(beside: Bool) -> PresentationStyle {
        PresentationStyle(name: "menu", placement: .menu(beside: beside), isModal: false,
                          focusesFirstControl: beside, capturesInput: true, buttons: .dismissesMenus,
                          animation: .easeOut(duration: 0.1), onKey: PresentationKeys.menu(isSubmenu: beside))
    }
    static let tooltip = PresentationStyle(
        name: "tooltip", placement: .tooltip, isModal: false, focusesFirstControl: false, capturesInput: false,
        buttons: .none, animation: .easeOut(duration: 0.1), onKey: nil)
    static func dragPreview(centred: Bool) -> PresentationStyle {
        PresentationStyle(name: "drag preview", placement: .dragPreview(centred: centred), isModal: false,
                          focusesFirstControl: false, capturesInput: false, buttons: .none, animation: nil,
                          onKey: nil, ignoresPointer: true)
    }
}

/// What presentations do with keys before the focused control sees them.
@MainActor
enum PresentationKeys {
    static func dismissOnEscape(_ presentation: PresentationLayout, _ key: Key, _ modifiers: KeyModifiers,
                                _ focused: LayoutNode?) -> Bool {
        guard key == .escape else { return false }
        presentation.requestInteractiveDismiss()
        return true
    }

    /// Alerts and dialogs: Enter runs the default button (`DialogDefault`: never
    /// a destructive one, so with none it does nothing, not even press the
    /// focused button), Escape the cancel button, or dismisses when there is none.
    /// A button marked `.defaultAction` took Enter before this was asked.
    static func dialog(_ presentation: PresentationLayout, _ key: Key, _ modifiers: KeyModifiers,
                       _ focused: LayoutNode?) -> Bool {
        guard modifiers.isEmpty, key == .enter || key == .escape else { return false }
        let buttons = DialogButtons.buttons(in: presentation.card)
        let chosen = key == .enter
            ? DialogDefault.index(roles: buttons.map(\.buttonRole), explicit: []).map { buttons[$0] }
            : buttons.first { $0.buttonRole == .cancel }
        if let chosen, chosen.allowsInput {
            chosen.onTap?(1)
        } else if key == .escape {
            presentation.requestInteractiveDismiss()
        }
        return true
    }

    /// Menus: Left closes a submenu, Right opens the focused item's submenu,
    /// Escape closes; Up and Down move focus, which the router does.
    static func menu(isSubmenu: Bool) -> @MainActor (PresentationLayout, Key, KeyModifiers, LayoutNode?) -> Bool {
        { presentation, key, _, focused in
            switch key {
            case .escape:
                presentation.dismiss()
                return true
            case .left where isSubmenu:
                presentation.dismiss()
                return true
            case .right:
                guard let row = focused, SubmenuRowLayout.encloses(row) else { return false }
                row.interaction?.onTap?(1)
                return true
            default:
                return false
            }
        }
    }
}

/// Finding the buttons of a dialog, in the order they were written.
@MainActor
enum DialogButtons {
    static func buttons(in node: LayoutNode) -> [Interaction] {
        var found: [Interaction] = []
        func visit(_ node: LayoutNode) {
            if node.ignoresHits { return }
            if let interaction = node.interaction, interaction.isButton { found.append(interaction) }
            node.children.forEach(visit)
        }
        visit(node)
        return found
    }
}
