@_spi(TrellisExtension) import TrellisCore

/// Which button of an alert or confirmation dialog is its default one, the
/// one Return runs and that is drawn in the accent colour.
///
/// As on a Mac: a button marked `.keyboardShortcut(.defaultAction)` if there
/// is one, else the first button with no role. A `.cancel` button answers
/// Escape instead, and a `.destructive` one is never made the default, so an
/// alert of Delete and Cancel has none and Return does nothing.
enum DialogDefault {
    /// The index, among `roles` in written order, of the default button.
    static func index(roles: [ButtonRole?], explicit: [Bool]) -> Int? {
        if let marked = explicit.firstIndex(of: true) { return marked }
        return roles.firstIndex { $0 == nil }
    }
}

/// One bordered button of a dialog, as it reports itself to the dialog's card.
struct DialogButtonEntry: Equatable {
    let mark: ObjectIdentifier
    let role: ButtonRole?
    let isExplicitDefault: Bool
}

/// Collects a dialog's buttons in written order, for its card to choose the default.
struct DialogButtonsKey: PreferenceKey {
    static var defaultValue: [DialogButtonEntry] { [] }
    static func reduce(value: inout [DialogButtonEntry], nextValue: () -> [DialogButtonEntry]) {
        value += nextValue()
    }
}

/// What a dialog's card tells its buttons: which one is the default (`nil`
/// inside a dialog with none). Outside dialogs the environment holds `nil`
/// for the whole value, and buttons report nothing.
struct DialogDefaultChoice: Equatable {
    var mark: ObjectIdentifier?
}

/// A button's identity, for the dialog's choice to name it.
@MainActor
final class DialogButtonMark {}

private struct DialogDefaultChoiceKey: EnvironmentKey {
    static var defaultValue: DialogDefaultChoice? { nil }
}

extension EnvironmentValues {
    /// Inside an alert or dialog, the default button it chose; `nil` outside one.
    var dialogDefaultChoice: DialogDefaultChoice? {
        get { self[DialogDefaultChoiceKey.self] }
        set { self[DialogDefaultChoiceKey.self] = newValue }
    }
}

/// Gives the buttons inside a dialog's card the choice of the default one, made
/// from what they report.
struct DialogDefaultChooser: ViewModifier {
    @State private var chosen: ObjectIdentifier?

    func body(content: Content) -> some View {
        content
            .environment(\.dialogDefaultChoice, DialogDefaultChoice(mark: chosen))
            .onPreferenceChange(DialogButtonsKey.self) { entries in
                let index = DialogDefault.index(roles: entries.map(\.role), explicit: entries.map(\.isExplicitDefault))
                chosen = index.map { entries[$0].mark }
            }
    }
}

/// Reports one button of a dialog to its card, and draws it as the default when
/// the card chose it.
struct DialogButtonReport<Face: View>: View {
    let role: ButtonRole?
    let isExplicitDefault: Bool
    let face: (Bool) -> Face
    @State private var mark = DialogButtonMark()
    @Environment(\.dialogDefaultChoice) private var choice

    var body: some View {
        let id = ObjectIdentifier(mark)
        return face(choice?.mark == id)
            .preference(key: DialogButtonsKey.self,
                        value: [DialogButtonEntry(mark: id, role: role, isExplicitDefault: isExplicitDefault)])
    }
}
