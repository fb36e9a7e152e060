import CDBus
import Foundation
@testable import TrellisSDL

/// A private session bus with a stand-in panel on it: a thread that owns
/// `org.kde.StatusNotifierWatcher`, as a panel's tray does, and records the
/// items that register with it. The test then reads and drives those items
/// over the bus as a panel would (`call`), away from the main actor, which
/// answers them.
final class TrayWatcherBus: @unchecked Sendable {
    let address: String
    private let daemon: Process
    private let lock = NSLock()
    private var items: [String] = []
    private var running = true

    /// Starts the bus, and the watcher unless `withWatcher` is false (a desktop with no tray).
    init(withWatcher: Bool = true) throws {
        (daemon, address) = try FakePortalBus.startDaemon()
        guard withWatcher else { return }
        let ready = DispatchSemaphore(value: 0)
        Thread.detachNewThread { [self] in serveWatcher(ready: ready) }
        ready.wait()
    }

    /// The bus names of the items registered so far.
    var registeredItems: [String] { lock.withLock { items } }

    func stop() {
        lock.withLock { running = false }
        kill(daemon.processIdentifier, SIGKILL)
    }

    /// Waits, off the main actor, at most 60 seconds for an item to register, and returns its bus name.
    func firstItem() async throws -> String {
        try await Task.detached { [self] in
            let deadline = Date(timeIntervalSinceNow: 60)
            while Date() < deadline {
                if let item = registeredItems.first { return item }
                try await Task.sleep(for: .milliseconds(10))
            }
            throw TrayTestError(text: "no item registered with the watcher within 60 seconds")
        }.value
    }

    /// Calls `member` of `interface` at `path` on `destination`, as a panel does, off the main actor.
    /// The app answers on the main queue, which other tests' main-actor work holds up in a full
    /// parallel run, so the wait is long: a call that is never answered still fails, after a minute.
    func call(_ destination: String, _ path: String, _ interface: String, _ member: String,
              _ arguments: [DBusArgument] = []) async throws -> [DBusValue] {
        let address = self.address
        return try await Task.detached {
            guard let bus = BusConnection.open(address: address, timeoutMilliseconds: 2_000),
                  let answer = bus.call(destination, path, interface, member, arguments, timeoutMilliseconds: 60_000) else {
                throw TrayTestError(text: "\(interface).\(member) at \(path) got no answer")
            }
            return answer
        }.value
    }

    private var isRunning: Bool { lock.withLock { running } }

    /// Owns the watcher's name and answers `RegisterStatusNotifierItem` and the
    /// watcher's properties, until stopped.
    private func serveWatcher(ready: DispatchSemaphore) {
        guard let bus = BusConnection.open(address: address, timeoutMilliseconds: 2_000) else {
            ready.signal()
            return
        }
        _ = bus.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
                     [.string("org.kde.StatusNotifierWatcher"), .uint32(4)])
        ready.signal()
        while isRunning, dbus_connection_read_write(bus.connection, 100) != 0 {
            while let message = dbus_connection_pop_message(bus.connection) {
                defer { dbus_message_unref(message) }
                guard let request = BusRequest(message) else { continue }
                switch (request.interface, request.member) {
                case ("org.kde.StatusNotifierWatcher", "RegisterStatusNotifierItem"):
                    if let name = request.string(0) { lock.withLock { items.append(name) } }
                    bus.reply(to: message, with: [])
                case ("org.freedesktop.DBus.Properties", "Get"):
                    bus.reply(to: message, with: [.variant(.bool(true))])
                default:
                    bus.fail(message, "org.freedesktop.DBus.Error.UnknownMethod", "the stand-in watcher has no \(request.member)")
                }
            }
            dbus_connection_flush(bus.connection)
        }
    }
}

struct TrayTestError: Error, CustomStringConvertible {
    let text: String
    var description: String { text }
}

/// One row of a dbusmenu layout, as a panel reads it.
struct TrayRow: Equatable {
    let id: Int32
    let label: String
    let type: String
    let enabled: Bool
    let toggleType: String
    let toggleState: Int32
    /// `submenu` for a row that opens a submenu; empty otherwise.
    let childrenDisplay: String
    let children: [TrayRow]

    /// The rows of a `GetLayout` answer `(u (ia{sv}av))`: the root's children.
    static func rows(ofLayout answer: [DBusValue]) -> [TrayRow] {
        guard answer.count == 2, let root = row(answer[1]) else { return [] }
        return root.children
    }

    private static func row(_ value: DBusValue) -> TrayRow? {
        guard case .structure(let fields) = value.unwrapped, fields.count == 3, case .int32(let id) = fields[0] else { return nil }
        let properties = fields[1].dictionary ?? [:]
        func int(_ key: String) -> Int32? { if case .int32(let value)? = properties[key]?.unwrapped { value } else { nil } }
        func bool(_ key: String) -> Bool? { if case .bool(let value)? = properties[key]?.unwrapped { value } else { nil } }
        guard case .array(let children) = fields[2] else { return nil }
        return TrayRow(id: id, label: properties["label"]?.unwrapped.string ?? "",
                       type: properties["type"]?.unwrapped.string ?? "standard", enabled: bool("enabled") ?? true,
                       toggleType: properties["toggle-type"]?.unwrapped.string ?? "", toggleState: int("toggle-state") ?? -1,
                       childrenDisplay: properties["children-display"]?.unwrapped.string ?? "",
                       children: children.compactMap(row))
    }
}
