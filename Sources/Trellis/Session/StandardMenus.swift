@_spi(TrellisExtension) import TrellisCore

/// The menu bar every window of an app with `.commands` shows: File, Edit,
/// View, the app's own menus, Window and Help, with the app's groups placed
/// in the standard ones.
extension AppSession {
    /// The menus of a window of `scene`, or nil when the app declares no commands
    /// (then no bar is drawn, and the app's keys still work).
    func menuBar(for scene: SceneDescription, state: MenuBarState) -> [(title: String, content: AnyView)]? {
        guard !commands.isEmpty else { return nil }
        // A Mac has one menu bar, the main windows'; settings and About windows show none of their own.
        guard scene.kind != .settings, scene.kind != .menuBarExtra, scene.id != AboutScene.id else { return nil }
        let hasGroup = scenes.contains { $0.kind == .group }
        let hasSettings = scenes.contains { $0.kind == .settings }
        let appTitle = scenes.first?.title ?? "Trellis"
        var menus: [(title: String, content: AnyView)] = []
        func add(_ title: String, _ groups: [(CommandGroupPlacement, [AnyView])]) {
            var items: [AnyView] = []
            for (placement, standard) in groups {
                let placed = self.items(at: placement, standard: standard)
                if placed.isEmpty { continue }
                if !items.isEmpty { items.append(AnyView(Divider())) }
                items += placed
            }
            if !items.isEmpty || title == "Help" {
                menus.append((title, AnyView(ForEach(0..<items.count, id: \.self) { items[$0] })))
            }
        }
        add("File", [
            (.newItem, hasGroup ? [item("New Window", "Ctrl+N") { [weak self] in self?.openNewWindow(from: self?.keyWindow) }] : []),
            (.saveItem, []), (.importExport, []), (.printItem, []),
            (CommandGroupPlacement(name: "close"), [item("Close Window", "Ctrl+W") { [weak self] in
                if let self, let window = self.keyWindow { self.close(window) }
            }]),
            (.appTermination, [item("Quit", "Ctrl+Q") { [weak self] in self?.quit() }]),
        ])
        add("Edit", [
            (.undoRedo, [routed("Undo", "z", [.control], "Ctrl+Z"), routed("Redo", "z", [.control, .shift], "Shift+Ctrl+Z")]),
            (.pasteboard, [routed("Cut", "x", [.control], "Ctrl+X"), routed("Copy", "c", [.control], "Ctrl+C"),
                           routed("Paste", "v", [.control], "Ctrl+V"),
                           // As on a Mac, Delete sits before Select All; it reaches `.onDeleteCommand` through focus.
                           routed("Delete", Key.delete, [], "Delete"), routed("Select All", "a", [.control], "Ctrl+A")]),
            (.textEditing, wants(.textEditing) ? textEditingItems : []),
            (.appSettings, hasSettings ? [item("Preferences…", "Ctrl+,") { [weak self] in
                guard let self, let index = self.scenes.firstIndex(where: { $0.kind == .settings }) else { return }
                _ = try? self.open(sceneAt: index, value: nil)
            }] : []),
        ])
        // A Mac shows Format after Edit when the app asks for the formatting commands or adds to them.
        add("Format", [(.textFormatting, wants(.textFormatting) ? [
            StandardTextItems.unavailable("Font", StandardTextItems.font),
            StandardTextItems.unavailable("Text", StandardTextItems.text),
        ] : [])])
        let wantsSidebarItem = wants(.sidebar)
        let toolbarItem = AnyView(ToolbarMenuItem(state: state) { [weak self] in
            self?.keyWindow?.pendingKeys.append((ToolbarToggle.key.key, ToolbarToggle.modifiers))
        })
        add("View", [(.toolbar, wants(.toolbar) ? [toolbarItem] : []), (.sidebar, wantsSidebarItem ? [
            routed("Toggle Sidebar", SidebarToggle.key.key, SidebarToggle.modifiers, "Ctrl+Alt+S"),
        ] : [])])
        for case let .menu(title, content) in commands {
            menus.append((title, content))
        }
        let directory = self.directory
        add("Window", [
            (.windowSize, []),
            (.windowList, [AnyView(WindowListItems(directory: directory) { [weak self] index in
                guard let self, self.windows.indices.contains(index) else { return }
                self.raise(self.windows[index])
            })]),
            (.singleWindowList, []), (.windowArrangement, []),
        ])
        add("Help", [(.help, []), (.appInfo, [item("About \(appTitle)", nil) { [weak self] in
            self?.open(id: AboutScene.id, value: nil)
        }])])
        return menus
    }

    /// Whether the app asked for the system's own items at `placement` (`SidebarCommands`, `TextEditingCommands`).
    private func wants(_ placement: CommandGroupPlacement) -> Bool {
        commands.contains { if case .standard(placement) = $0 { true } else { false } }
    }

    /// The Edit menu's text submenus; Find… opens the key window's search field.
    private var textEditingItems: [AnyView] {
        [AnyView(Menu("Find") {
            routed("Find…", "f", [.control], "Ctrl+F")
            ForEach(["Find and Replace…", "Find Next", "Find Previous", "Use Selection for Find", "Jump to Selection"],
                    id: \.self) { Button($0) {}.disabled(true) }
         }),
         StandardTextItems.unavailable("Spelling and Grammar", StandardTextItems.spelling),
         StandardTextItems.unavailable("Substitutions", StandardTextItems.substitutions),
         StandardTextItems.unavailable("Transformations", StandardTextItems.transformations),
         StandardTextItems.unavailable("Speech", StandardTextItems.speech)]
    }

    /// The items at `placement`: the app's before, then its replacement or the standard ones, then its after.
    private func items(at placement: CommandGroupPlacement, standard: [AnyView]) -> [AnyView] {
        var before: [AnyView] = [], after: [AnyView] = [], replacement: [AnyView]?
        for case let .group(at, position, content) in commands where at == placement {
            switch position {
            case .before: before.append(content)
            case .after: after.append(content)
            case .replacing: replacement = (replacement ?? []) + [content]
            }
        }
        return before + (replacement ?? standard) + after
    }

    /// A standard item: a title, its shortcut shown after it.
    private func item(_ title: String, _ shortcut: String?, action: @escaping @MainActor () -> Void) -> AnyView {
        AnyView(Button(action: action) { MenuItemLabel(title: title, shortcut: shortcut) })
    }

    /// An Edit item that sends its key to the focused field once the menu has closed and focus is back there.
    private func routed(_ title: String, _ letter: Character, _ modifiers: KeyModifiers, _ shortcut: String) -> AnyView {
        routed(title, Key.character(letter), modifiers, shortcut)
    }

    /// A menu item that sends `key` to the key window once the menu has closed.
    private func routed(_ title: String, _ key: Key, _ modifiers: KeyModifiers, _ shortcut: String) -> AnyView {
        item(title, shortcut) { [weak self] in
            self?.keyWindow?.pendingKeys.append((key, modifiers))
        }
    }
}

/// A menu item's title with its shortcut after it, dimmed.
struct MenuItemLabel: View {
    let title: String
    let shortcut: String?

    var body: some View {
        // Menu items never wrap: the card takes the width of its widest row.
        HStack(spacing: 24) {
            Text(title).fixedSize()
            Spacer(minLength: 0)
            if let shortcut { Text(shortcut).foregroundStyle(.secondary).fixedSize() }
        }
    }
}

/// The Window menu's list of open windows; choosing one brings it to the front.
struct WindowListItems: View {
    let directory: WindowDirectory
    let choose: @MainActor (Int) -> Void

    var body: some View {
        ForEach(0..<directory.titles.count, id: \.self) { index in
            Button(directory.titles[index]) { choose(index) }
        }
    }
}
