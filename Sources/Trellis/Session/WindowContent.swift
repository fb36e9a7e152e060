@_spi(TrellisExtension) import TrellisCore

/// What a window shows: the scene's content, below the menu bar when the app has one.
@MainActor
enum WindowContent {
    /// The root view of a window showing `content`, with `menus` in a bar above it when given.
    ///
    /// The app's own command items are also kept in the window unseen, so their
    /// keyboard shortcuts work while their menu is closed: shortcuts are found
    /// among the window's controls, and a closed menu's items are not built.
    static func make(_ content: AnyView, menus: [(title: String, content: AnyView)]?, commandItems: [AnyView],
                     state: MenuBarState) -> AnyView {
        guard let menus else {
            // A window without a bar (settings) still answers the app's shortcuts, as any window of a Mac app does.
            return commandItems.isEmpty ? content : AnyView(content.background(hidden(commandItems)))
        }
        state.titles = menus.map(\.title)
        return AnyView(VStack(spacing: 0) {
            ZStack {
                MenuBar(menus: menus, state: state)
                hidden(commandItems)
            }
            // The content keeps the rest of the window, centred in it as a window's root is.
            VStack { content }.frame(maxWidth: .infinity, maxHeight: .infinity)
                // View ▸ Hide/Show Toolbar reads whether the window's bar shows when the menu opens.
                .onPreferenceChange(WindowToolbarShownKey.self) { state.toolbarShown = $0 }
        })
    }

    /// The command items, unseen: opacity 0 keeps them from clicks and Tab, the zero frame from any size.
    private static func hidden(_ commandItems: [AnyView]) -> some View {
        ZStack { ForEach(0..<commandItems.count, id: \.self) { commandItems[$0] } }
            .frame(width: 0, height: 0)
            .opacity(0)
    }
}

/// The About window Help ▸ About opens: the app's name, its version and
/// copyright as a Mac's standard About panel shows them, and what it is made with.
@MainActor
enum AboutScene {
    static let id = "trellis.about"

    static func description(for list: SceneList) -> SceneDescription {
        let title = list.scenes.first?.title ?? "Trellis"
        // The app's Info.plist is read when the window first opens, not at every launch.
        var scene = SceneDescription(kind: .single, id: id, title: "About \(title)", valueType: nil, makeContent: { _ in
            AnyView(content(title: title, info: .current))
        })
        scene.resizability = .contentSize
        return scene
    }

    /// The window's content.
    static func content(title: String, info: AppInfo) -> some View {
        VStack(spacing: 8) {
            Text(title).font(.title)
            if let version = info.versionLine { Text(version).font(.caption) }
            if let copyright = info.copyright { Text(copyright).font(.caption).foregroundStyle(.secondary) }
            Text("Made with Trellis").foregroundStyle(.secondary)
        }.padding(24)
    }
}
