@_spi(TrellisExtension) import TrellisCore

/// Dismisses the presentation a view is in: the sheet it is shown in, or the
/// screen a navigation stack pushed it as.
///
/// Read it with `@Environment(\.dismiss) private var dismiss` and call it:
/// `dismiss()`. Where nothing presented the view, calling it does nothing.
@MainActor @preconcurrency
public struct DismissAction: Equatable {
    private let action: (@MainActor () -> Void)?
    // Two actions are the same when they dismiss the same presentation, so a view
    // that reads `dismiss` runs again only when its presentation changes.
    package let presentation: ObjectIdentifier?

    /// An action that runs `action` for the presentation `owner` stands for.
    package init(for owner: AnyObject, action: @escaping @MainActor () -> Void) {
        self.action = action
        presentation = ObjectIdentifier(owner)
    }

    private init(presentation: ObjectIdentifier?, action: @escaping @MainActor () -> Void) {
        self.action = action
        self.presentation = presentation
    }

    /// This action, then `outer`: a menu item closes its submenu and the menus it was opened from.
    package func followed(by outer: DismissAction) -> DismissAction {
        guard outer.isPresented else { return self }
        let inner = self
        return DismissAction(presentation: presentation) {
            inner()
            outer()
        }
    }

    /// The action outside any presentation, which does nothing.
    nonisolated init() {
        action = nil
        presentation = nil
    }

    /// Whether there is a presentation to dismiss.
    package var isPresented: Bool { action != nil }

    /// Dismisses the presentation.
    public func callAsFunction() {
        action?()
    }

    /// Whether both dismiss the same presentation.
    public nonisolated static func == (lhs: DismissAction, rhs: DismissAction) -> Bool {
        lhs.presentation == rhs.presentation
    }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction() }
}

/// Whether the view is in a presentation (a sheet, a pushed screen).
private struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Dismisses the current presentation; see ``DismissAction``.
    public package(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is part of a presentation that `dismiss` would end.
    public package(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
