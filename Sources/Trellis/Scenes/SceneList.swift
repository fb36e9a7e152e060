@_spi(TrellisExtension) import TrellisCore

/// What kind of window a scene opens.
enum SceneKind {
    /// Any number of windows, each with state of its own (`WindowGroup`).
    case group
    /// At most one window (`Window`).
    case single
    /// The settings window, opened with Ctrl+, (`Settings`).
    case settings
    /// The window a menu bar extra of the `.window` style opens under its icon.
    case menuBarExtra
}

/// One scene as the app runs it: what it shows and how its windows open.
@MainActor
struct SceneDescription {
    var kind: SceneKind
    var id: String?
    var title: String
    /// The type of value a `WindowGroup(for:)` presents, to match `openWindow(value:)`.
    var valueType: Any.Type?
    /// Makes a window's content; `value` is what `openWindow(value:)` gave, in a
    /// box the window keeps, so the content's binding can change it.
    var makeContent: @MainActor (_ value: PresentedValue) -> AnyView
    var defaultSize: Size?
    var resizability = WindowResizability.automatic
    /// Whether the windows open without a title bar (`.windowStyle(.hiddenTitleBar)`).
    var hidesTitleBar = false

    /// The resizability `.automatic` stands for here: a settings window fits its
    /// content, other windows keep at least their content's minimum.
    var effectiveResizability: WindowResizability {
        guard resizability == .automatic else { return resizability }
        return kind == .settings || kind == .menuBarExtra ? .contentSize : .contentMinSize
    }

    /// Whether this scene opens a window with `id` and `value`.
    func matches(id: String?, value: AnyHashable?) -> Bool {
        if let id { return self.id == id && (value == nil || valueType == nil || type(of: value!.base) == valueType!) }
        guard let value else { return false }
        return valueType.map { type(of: value.base) == $0 } ?? false
    }
}

/// The value a window of a `WindowGroup(for:)` shows; its content's binding writes here.
@MainActor @Observable
final class PresentedValue {
    var value: AnyHashable?

    init(_ value: AnyHashable?) {
        self.value = value
    }
}

/// Everything an app's scenes declare: the windows, then the commands of every scene.
@MainActor
struct SceneList {
    var scenes: [SceneDescription] = []
    var commands: [CommandContribution] = []
    /// The icons the app puts in the panel's tray (`MenuBarExtra`).
    var menuBarExtras: [MenuBarExtraDescription] = []
}

/// A window's presented value seen as the type its group presents.
@MainActor
final class TypedPresentedValue<D: Hashable> {
    private let box: PresentedValue

    init(_ box: PresentedValue) {
        self.box = box
    }

    var value: D? {
        get { box.value?.base as? D }
        set {
            if let newValue { box.value = AnyHashable(newValue) } else { box.value = nil }
        }
    }
}

/// A window's content, made in a body so that what the scene's closure reads
/// (an observable model the app holds) updates the window when it changes.
struct SceneContent<Content: View>: View {
    let make: @MainActor () -> Content

    var body: some View { make() }
}
