@_spi(TrellisExtension) import TrellisCore

/// What presented content learns from its presentation through the environment.
extension EnvironmentValues {
    /// Run after a button's action inside an alert, dialog or menu: every
    /// button there ends the presentation. Outside them it does nothing.
    var buttonDismissal: DismissAction {
        get { self[ButtonDismissalKey.self] }
        set { self[ButtonDismissalKey.self] = newValue }
    }

    /// The presentation the view is in, for `.interactiveDismissDisabled`.
    var presentationController: PresentationController? {
        get { self[PresentationControllerKey.self] }
        set { self[PresentationControllerKey.self] = newValue }
    }

    /// How many menus deep the view is: a `Menu` inside a menu is a submenu.
    var menuDepth: Int {
        get { self[MenuDepthKey.self] }
        set { self[MenuDepthKey.self] = newValue }
    }
}

private struct ButtonDismissalKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction() }
}

private struct PresentationControllerKey: EnvironmentKey {
    static var defaultValue: PresentationController? { nil }
}

private struct MenuDepthKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}
