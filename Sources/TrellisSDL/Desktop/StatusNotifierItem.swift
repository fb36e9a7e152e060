import CDBus
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// A tray icon with a menu, as Linux panels show them: a StatusNotifierItem
/// on the session bus, registered with the panel's `org.kde.StatusNotifierWatcher`,
/// and its menu as a `com.canonical.dbusmenu` object. KDE, GNOME (with the
/// AppIndicator extension), XFCE, waybar and others host such items.
///
/// With no watcher on the bus there is no tray to show it in: it warns once,
/// keeps the app running, and registers when a watcher appears.
@MainActor
public final class StatusNotifierItem {
    /// The item's path and its menu's, as panels expect them.
    static let itemPath = "/StatusNotifierItem", menuPath = "/MenuBar"
    static let itemInterface = "org.kde.StatusNotifierItem", menuInterface = "com.canonical.dbusmenu"
    static let watcherName = "org.kde.StatusNotifierWatcher"

    private let bus: BusConnection
    /// The bus name the item owns, `org.kde.StatusNotifierItem-PID-N`, N named after its connection.
    public let serviceName: String
    /// What the item is called: its tooltip, and what screen readers read.
    public var title: String { didSet { if title != oldValue { bus.signal(Self.itemPath, Self.itemInterface, "NewTitle", []) } } }
    /// The icon, as ARGB32 pixels in network byte order, at one or more sizes.
    public var icon: [(width: Int, height: Int, argb: [UInt8])] = [] {
        didSet { bus.signal(Self.itemPath, Self.itemInterface, "NewIcon", []) }
    }
    /// Whether a click opens the menu (`.menu` style) rather than calling `activate`.
    public var opensMenuOnClick: Bool
    /// The menu's items; a change tells the panel to read them again.
    public var menu: [TrayMenuItem] = [] {
        didSet {
            guard menu != oldValue else { return }
            numbered = NumberedTrayMenu(menu)
            revision += 1
            bus.signal(Self.menuPath, Self.menuInterface, "LayoutUpdated", [.uint32(revision), .int32(0)])
        }
    }
    /// A click on the icon, at a point on the screen (`.window` style).
    public var activate: @MainActor (_ x: Int, _ y: Int) -> Void = { _, _ in }
    /// A menu row chosen, by its path of indices from the top.
    public var choose: @MainActor (_ path: [Int]) -> Void = { _ in }
    /// The menu is about to open: a chance to bring its items up to date.
    public var menuWillOpen: @MainActor () -> Void = {}
    /// Whether a watcher took the item; false means no tray shows it.
    public private(set) var isRegistered = false

    private var numbered = NumberedTrayMenu([])
    private var revision: UInt32 = 1

    /// Puts an item titled `title` on the session bus at `address` (the
    /// desktop's when nil) and registers it with the panel; nil, after a
    /// warning, when there is no session bus.
    public init?(title: String, opensMenuOnClick: Bool, busAddress: String? = nil) {
        guard let address = busAddress ?? SessionBus.address(),
              let bus = BusConnection.open(address: address, timeoutMilliseconds: 1_000) else {
            Diagnostics.warnOnce("tray-no-bus", "there is no session bus, so \"\(title)\" cannot be shown in the panel's tray")
            return nil
        }
        self.bus = bus
        self.title = title
        self.opensMenuOnClick = opensMenuOnClick
        // Each item has a connection of its own, whose unique name (":1.42") no other in the process shares.
        let connection = bus.uniqueName.filter { $0.isNumber || $0 == "." }.replacingOccurrences(of: ".", with: "_")
        serviceName = "org.kde.StatusNotifierItem-\(getpid())-\(connection)"
        _ = bus.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
                     [.string(serviceName), .uint32(4)])
        // A panel started later announces its watcher by taking the name.
        bus.addMatch("type='signal',interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0='\(Self.watcherName)'")
        bus.onMessage = { [weak self] message in self?.handle(message) }
        bus.startReading()
        register()
    }

    /// Takes the item off the bus, and so out of the tray.
    public func remove() {
        bus.stopReading()
        _ = bus.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ReleaseName", [.string(serviceName)])
        isRegistered = false
    }

    /// Tells the watcher of the item; warns once when there is none.
    private func register() {
        isRegistered = bus.call(Self.watcherName, "/StatusNotifierWatcher", Self.watcherName, "RegisterStatusNotifierItem",
                                [.string(serviceName)]) != nil
        if !isRegistered {
            Diagnostics.warnOnce("tray-no-watcher", "no panel on this desktop shows tray icons (no \(Self.watcherName) on the session bus), so \"\(title)\" is not shown; the app keeps running")
        }
    }

    private func handle(_ message: OpaquePointer) {
        if dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_SIGNAL {
            // NameOwnerChanged(name, old, new): a watcher came.
            let arguments = DBusValue.arguments(of: message)
            if arguments.count == 3, arguments[0].string == Self.watcherName, arguments[2].string?.isEmpty == false { register() }
            return
        }
        guard let request = BusRequest(message) else { return }
        bus.send(answer(request), to: request)
    }

    private func answer(_ request: BusRequest) -> BusAnswer {
        switch (request.path, request.interface) {
        case (_, "org.freedesktop.DBus.Introspectable"): return .string(StatusNotifierIntrospection.xml(for: request.path))
        case (_, "org.freedesktop.DBus.Peer"): return request.member == "Ping" ? .reply([]) : .unknown
        case (Self.itemPath, "org.freedesktop.DBus.Properties"):
            return request.propertiesAnswer { $0 == Self.itemInterface ? self.itemProperties : nil }
        case (Self.menuPath, "org.freedesktop.DBus.Properties"):
            return request.propertiesAnswer { $0 == Self.menuInterface ? self.menuProperties : nil }
        case (Self.itemPath, Self.itemInterface): return itemAnswer(request)
        case (Self.menuPath, Self.menuInterface): return menuAnswer(request)
        default: return .unknown
        }
    }

    private var itemProperties: [(String, DBusArgument)] {
        let pixmaps = DBusArgument.array(element: "(iiay)", icon.map {
            .structure([.int32(Int32($0.width)), .int32(Int32($0.height)), .array(element: "y", $0.argb.map(DBusArgument.byte))])
        })
        return [("Category", .string("ApplicationStatus")), ("Id", .string(ProcessInfo.processInfo.processName)),
                ("Title", .string(title)), ("Status", .string("Active")), ("WindowId", .int32(0)),
                ("IconName", .string("")), ("IconPixmap", pixmaps), ("OverlayIconName", .string("")),
                ("AttentionIconName", .string("")), ("ItemIsMenu", .bool(opensMenuOnClick)),
                ("Menu", .objectPath(Self.menuPath)),
                ("ToolTip", .structure([.string(""), .array(element: "(iiay)", []), .string(title), .string("")]))]
    }

    private var menuProperties: [(String, DBusArgument)] {
        [("Version", .uint32(3)), ("TextDirection", .string("ltr")), ("Status", .string("normal")),
         ("IconThemePath", .array(element: "s", []))]
    }

    /// `org.kde.StatusNotifierItem`: clicks and scrolls on the icon.
    private func itemAnswer(_ request: BusRequest) -> BusAnswer {
        switch request.member {
        case "Activate":
            // A panel that shows the menu on a click of a menu item sends no Activate; one that does gets the menu's answer.
            activate(request.int(0) ?? 0, request.int(1) ?? 0)
            return .reply([])
        case "SecondaryActivate", "ContextMenu", "Scroll": return .reply([])
        default: return .unknown
        }
    }

    /// `com.canonical.dbusmenu`: the panel reads the menu and says what was chosen.
    private func menuAnswer(_ request: BusRequest) -> BusAnswer {
        switch request.member {
        case "GetLayout":
            guard let parent = request.int(0), let depth = request.int(1) else { return .invalid("GetLayout takes (iias)") }
            if parent == 0 { menuWillOpen() }
            guard numbered.contains(parent) else { return .invalid("no menu item \(parent)") }
            return .reply([.uint32(revision), numbered.layout(of: parent, depth: depth)])
        case "GetGroupProperties":
            let names = request.arguments.count > 1 ? request.arguments[1].strings ?? [] : []
            let ids = request.ints(0).filter(numbered.contains)
            return .reply([.array(element: "(ia{sv})", ids.map { .structure([.int32(Int32($0)), numbered.properties(of: $0, named: names)]) })])
        case "GetProperty":
            guard let id = request.int(0), numbered.contains(id), let name = request.string(1) else { return .invalid("no such item") }
            guard case .array(_, let entries) = numbered.properties(of: id, named: [name]),
                  case .entry(_, let value)? = entries.first else { return .invalid("item \(id) has no \(name)") }
            return .reply([value])
        case "Event":
            guard let id = request.int(0), let event = request.string(1) else { return .invalid("Event takes (isvu)") }
            if event == "clicked", let path = numbered.path(of: id) { choose(path) }
            return .reply([])
        case "EventGroup":
            guard case .array(let events)? = request.arguments.first else { return .invalid("EventGroup takes a(isvu)") }
            var unknown: [DBusArgument] = []
            for case .structure(let fields) in events where fields.count >= 2 {
                guard case .int32(let id) = fields[0], let event = fields[1].string else { continue }
                guard let path = numbered.path(of: Int(id)) else { unknown.append(.int32(id)); continue }
                if event == "clicked" { choose(path) }
            }
            return .reply([.array(element: "i", unknown)])
        case "AboutToShow":
            menuWillOpen()
            return .bool(false)
        case "AboutToShowGroup":
            menuWillOpen()
            return .reply([.array(element: "i", []), .array(element: "i", [])])
        default: return .unknown
        }
    }
}
