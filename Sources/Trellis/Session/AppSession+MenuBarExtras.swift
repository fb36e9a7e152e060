@_spi(TrellisExtension) import TrellisCore
import TrellisSDL

/// The app's tray icons: put in the tray at launch, their menus kept up to
/// date as their content's state changes, and taken out when `isInserted` turns false.
extension AppSession {
    /// The id of the window a `.window`-style extra opens.
    static func menuBarExtraWindowID(_ index: Int) -> String { "trellis.menuBarExtra.\(index)" }

    /// The windows of the `.window`-style extras: without a title bar, sized to their content, never opened at launch.
    static func menuBarExtraWindows(_ extras: [MenuBarExtraDescription]) -> [SceneDescription] {
        extras.enumerated().filter(\.element.showsWindow).map { index, extra in
            var scene = SceneDescription(kind: .menuBarExtra, id: menuBarExtraWindowID(index), title: extra.title, valueType: nil,
                                         makeContent: { _ in extra.makeContent() })
            scene.hidesTitleBar = true
            return scene
        }
    }

    /// Puts each inserted extra in the tray of the bus at `busAddress`, or the desktop's session bus.
    package func startMenuBarExtras(busAddress: String? = nil) {
        trayBusAddress = busAddress
        runMenuBarExtras()
    }

    /// Inserts and removes extras as their `isInserted` bindings say, and reads again the menus whose
    /// content changed. The platform calls it after each turn once `startMenuBarExtras` has run.
    package func runMenuBarExtras() {
        for (index, extra) in menuBarExtras.enumerated() {
            let wanted = extra.isInserted?.wrappedValue ?? true
            if wanted, menuBarExtraHosts[index] == nil {
                var environment = EnvironmentValues()
                environment.colorScheme = colorScheme
                environment.accessibilitySettings = accessibilitySettings
                // As on a Mac, a menu bar extra's buttons can open the app's windows.
                environment.openWindow = OpenWindowAction(for: self) { [weak self] id, value in self?.open(id: id, value: value) }
                menuBarExtraHosts[index] = MenuBarExtraHost(extra, environment: environment, busAddress: trayBusAddress) { [weak self] in
                    self?.toggleMenuBarExtraWindow(index)
                }
            } else if !wanted, let host = menuBarExtraHosts.removeValue(forKey: index) {
                host.remove()
            }
        }
        for host in menuBarExtraHosts.values where host.hasWork { host.refresh() }
    }

    /// Whether an extra's content has a change its menu should show.
    var menuBarExtrasHaveWork: Bool { menuBarExtraHosts.values.contains { $0.hasWork } }

    /// Takes every extra out of the tray, as the app ends.
    func removeMenuBarExtras() {
        for host in menuBarExtraHosts.values { host.remove() }
        menuBarExtraHosts.removeAll()
    }

    /// Opens the window of the `.window`-style extra at `index`, or closes it when it is open.
    private func toggleMenuBarExtraWindow(_ index: Int) {
        let id = Self.menuBarExtraWindowID(index)
        if let open = windows.first(where: { scenes[$0.sceneIndex].id == id }) {
            close(open)
        } else {
            open(id: id, value: nil)
        }
    }
}
