import Foundation
@_spi(TrellisExtension) import TrellisCore
import TrellisSDL

/// One menu bar extra while the app runs: its tray icon, and its content.
///
/// For the `.menu` style the content is built and laid out offscreen, never
/// shown; its accessibility tree is read as the tray's menu (`TrayMenuReading`),
/// and a row chosen in the panel performs its control's action there, as a
/// screen reader's press would. When the content's state changes, the menu
/// is read again and the panel told. For the `.window` style a click on the
/// icon opens or closes the extra's window.
@MainActor
final class MenuBarExtraHost {
    let description: MenuBarExtraDescription
    private let item: StatusNotifierItem
    /// The content laid out offscreen, for the `.menu` style.
    private let menuPipeline: FramePipeline?
    private let menuTarget: OffscreenTarget?
    /// The last reading, which holds the controls its rows stand for.
    private var reading: TrayMenuReading?
    /// The tree that reading came from: its nodes' parents are weak.
    private var tree: AccessibilityNode?

    /// Puts `description`'s icon in the tray on the bus at `busAddress` (the
    /// session's when nil); nil when there is no bus. `toggleWindow` opens or
    /// closes the `.window` style's window.
    init?(_ description: MenuBarExtraDescription, environment: EnvironmentValues, busAddress: String?,
          toggleWindow: @escaping @MainActor () -> Void) {
        guard let item = StatusNotifierItem(title: description.title, opensMenuOnClick: !description.showsWindow,
                                            busAddress: busAddress) else { return nil }
        self.description = description
        self.item = item
        if description.showsWindow {
            menuPipeline = nil
            menuTarget = nil
            item.activate = { _, _ in toggleWindow() }
        } else {
            // Wide and tall enough that every row is laid out: a lazy stack would leave rows out of a short one.
            let target = try? OffscreenTarget(width: 400, height: 2_000)
            menuTarget = target
            menuPipeline = target.flatMap {
                try? FramePipeline(content: description.makeContent(), renderer: $0.renderer,
                                   size: Size(width: 400, height: 2_000), environment: environment)
            }
        }
        item.icon = TrayIcon.pictures(of: description.makeLabel(), scheme: environment.colorScheme)
        item.choose = { [weak self] path in self?.choose(path) }
        item.menuWillOpen = { [weak self] in self?.refresh() }
        refresh()
    }

    /// Whether the content has a change to lay out and read.
    var hasWork: Bool { menuPipeline?.hasWork ?? false }

    /// Takes the icon out of the tray.
    func remove() { item.remove() }

    /// Runs the content's frames until it settles, then reads its menu again;
    /// the panel is told only when a row changed. A panel asks before each
    /// opening (`AboutToShow`, then `GetLayout`): with nothing changed since the
    /// last reading, that costs no frame and no tree.
    func refresh() {
        guard let menuPipeline, reading == nil || menuPipeline.hasWork else { return }
        var frames = 0
        // An animation in a menu never settles; a few frames are enough to show its end state.
        repeat {
            _ = menuPipeline.runFrame()
            frames += 1
        } while menuPipeline.hasWork && frames < 8
        let tree = menuPipeline.driver.accessibilityTree()
        let reading = TrayMenuReading(tree)
        self.tree = tree
        self.reading = reading
        item.menu = reading.items
    }

    /// Performs the action of the control the row at `path` stands for, as a click would.
    private func choose(_ path: [Int]) {
        guard let menuPipeline, let control = reading?.controls[path], let action = control.actionNames.first else { return }
        _ = menuPipeline.driver.performAccessibilityAction(action, on: control)
        refresh()
    }
}
