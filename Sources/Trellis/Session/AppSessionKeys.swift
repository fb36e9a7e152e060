@_spi(TrellisExtension) import TrellisCore

/// The keys that belong to the app, not to a view: they work in every window
/// whatever has focus, and without opening a menu.
extension AppSession {
    /// Delivers `event`, which arrived in `window`, taking what belongs to the app first.
    package func deliver(_ event: Event, to window: SessionWindow, modifiers: KeyModifiers = []) {
        guard windows.contains(where: { $0 === window }) else { return }
        switch event {
        case .windowClose:
            return close(window)
        case .windowFocusIn:
            makeKey(window)
        case .windowFocusOut:
            if keyWindow === window { keyWindow = nil }
            makeKeyless(window)
        case .keyDown(let key, let held):
            if handleAppKey(key, held, in: window) { return }
        case .windowResize:
            window.needsSizeLimits = window.sizeLimits == nil
        default:
            break
        }
        window.pipeline.handle(event, modifiers: modifiers)
    }

    /// Alt pressed and let go on its own: the keyboard moves into the menu bar, or out of it.
    package func altTapped(in window: SessionWindow) {
        guard !window.menuBar.titles.isEmpty else { return }
        window.menuBar.toggleFocus()
    }

    private func makeKeyless(_ window: SessionWindow) {
        let phase: ScenePhase = window.isMinimised ? .background : .inactive
        guard window.phase != phase else { return }
        window.phase = phase
        window.pipeline.driver.updateRootEnvironment { $0.scenePhase = phase }
    }

    /// Runs the app's own shortcut for `key`, or moves in the menu bar; returns whether the key was used.
    private func handleAppKey(_ key: Key, _ held: KeyModifiers, in window: SessionWindow) -> Bool {
        let bar = window.menuBar
        if key == .function(10), held.isEmpty, !bar.titles.isEmpty {
            // F10 is the menu bar's key in GTK and Windows apps, for keyboards
            // (and remote desktops) where a lone Alt tap never arrives.
            bar.toggleFocus()
            return true
        }
        if bar.isActive, held.isEmpty || held == .shift, handleMenuBarKey(key, in: bar) { return true }
        if held == .option, case .character(let letter) = key, !bar.titles.isEmpty {
            return bar.openMenu(startingWith: letter)
        }
        let control = held.contains(.control) || held.contains(.command)
        guard control, !held.contains(.option), case .character(let typed) = key else { return false }
        switch typed.lowercased() {
        case "n" where !replaces(.newItem) && !held.contains(.shift):
            openNewWindow(from: window)
        case "w" where !held.contains(.shift):
            close(window)
        case "q" where !replaces(.appTermination) && !held.contains(.shift):
            quit()
        case "," where !replaces(.appSettings):
            guard let settings = scenes.firstIndex(where: { $0.kind == .settings }) else { return false }
            _ = try? open(sceneAt: settings, value: nil)
        default:
            return false
        }
        return true
    }

    /// Keys while the menu bar has the keyboard: arrows move between menus,
    /// a letter opens its menu, Down or Enter opens the lit one, Escape leaves.
    private func handleMenuBarKey(_ key: Key, in bar: MenuBarState) -> Bool {
        switch key {
        case .left:
            bar.move(by: -1)
        case .right:
            bar.move(by: 1)
        case .down, .enter, .space:
            // In an open menu these belong to its items.
            guard bar.openIndex == nil else { return false }
            bar.openHighlighted()
        case .escape:
            guard bar.openIndex == nil else { return false }
            bar.close()
        case .character(let letter):
            guard bar.openIndex == nil else { return false }
            _ = bar.openMenu(startingWith: letter)
        default:
            return bar.openIndex == nil
        }
        return true
    }

    /// Ctrl+N: another window of the group this window belongs to, else of the first group.
    func openNewWindow(from window: SessionWindow?) {
        let own = window.map(\.sceneIndex).flatMap { scenes[$0].kind == .group ? $0 : nil }
        guard let index = own ?? scenes.firstIndex(where: { $0.kind == .group }) else { return }
        _ = try? open(sceneAt: index, value: nil)
    }

    /// Whether a `CommandGroup(replacing:)` took the place of the group at `placement`.
    func replaces(_ placement: CommandGroupPlacement) -> Bool {
        commands.contains {
            if case .group(placement, .replacing, _) = $0 { return true }
            return false
        }
    }
}
