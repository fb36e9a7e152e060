import CDBus
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// A private connection to the session bus for xdg-desktop-portal's settings.
///
/// libdbus's C API is used directly: one method call (`Settings.Read`) and one
/// signal (`SettingChanged`), both for `org.freedesktop.appearance color-scheme`.
final class PortalConnection: @unchecked Sendable {
    /// The bus connection, which a watcher of the settings reads on the main queue.
    let bus: BusConnection
    /// The libdbus connection, owned by `bus`.
    var connection: OpaquePointer { bus.connection }
    private static let namespace = "org.freedesktop.appearance"
    private static let key = "color-scheme"
    private static let interface = "org.freedesktop.portal.Settings"

    private init(bus: BusConnection) {
        self.bus = bus
    }

    /// Connects and reads the desktop's settings on another thread, waiting at
    /// most `seconds`: a bus that accepts but never answers cannot hang start-up.
    /// Nil when there is no bus or no answer in time; a setting is nil when the
    /// bus answered but the portal has no such setting.
    static func openAndRead(within seconds: Double) -> (PortalConnection, DesktopSettings)? {
        final class Result: @unchecked Sendable {
            var value: (PortalConnection, DesktopSettings)?
        }
        let result = Result()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            dbus_threads_init_default()
            if let connection = open() {
                let wait = Int32(seconds * 1000)
                var settings = DesktopSettings()
                settings.colorScheme = connection.readColorScheme(timeoutMilliseconds: wait)
                for key in DesktopSettings.flags {
                    guard let value = connection.read(key.namespace, key.key, timeoutMilliseconds: wait / 4)?.first else { continue }
                    settings.apply(namespace: key.namespace, key: key.key, value: value)
                }
                result.value = (connection, settings)
            }
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return result.value
    }

    /// A private connection to the session bus at `address`, else the one the
    /// environment names now (`SessionBus.address`); nil when there is none,
    /// or it did not answer within `timeoutMilliseconds`.
    static func open(address: String? = nil, timeoutMilliseconds: Int32 = 1_000) -> PortalConnection? {
        // libdbus reads DBUS_SESSION_BUS_ADDRESS once per process; reading it here
        // each time lets a bus that came (or changed) later be found. Without one,
        // libdbus's own default would launch a bus of its own.
        guard let address = address ?? SessionBus.address() else { return nil }
        // Its own hello bounds the wait: dbus_bus_register waits libdbus's
        // default 25 seconds for a bus that accepts and never answers.
        return BusConnection.open(address: address, timeoutMilliseconds: timeoutMilliseconds).map(PortalConnection.init(bus:))
    }

    /// The answer's arguments to the portal's `Settings.Read` of `key` in `namespace`; nil when it did not answer.
    private func read(_ namespace: String, _ key: String, timeoutMilliseconds: Int32) -> [DBusValue]? {
        BusConnection.call(on: connection, "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                           Self.interface, "Read", [.string(namespace), .string(key)], timeoutMilliseconds: timeoutMilliseconds)
    }

    /// The portal's `color-scheme` now, or nil.
    private func readColorScheme(timeoutMilliseconds: Int32) -> UInt32? {
        guard let answer = read(Self.namespace, Self.key, timeoutMilliseconds: timeoutMilliseconds) else { return nil }
        guard let value = answer.first?.uint32 else {
            Self.warnMalformed("Settings.Read(color-scheme)", answer, expected: "v(u)")
            return nil
        }
        return value
    }

    /// Sends a method call and waits for its answer; true when it was not an error.
    func send(_ message: OpaquePointer, timeoutMilliseconds: Int32) -> Bool {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let reply = dbus_connection_send_with_reply_and_block(connection, message, timeoutMilliseconds, &error) else {
            return false
        }
        dbus_message_unref(reply)
        return true
    }

    /// Asks the bus for the portal's `SettingChanged` signals.
    func watchSettings() {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        dbus_bus_add_match(connection, "type='signal',interface='\(Self.interface)',member='SettingChanged'", &error)
    }

    /// `current` with the change `message` signals made, or nil when it is
    /// not a `SettingChanged` signal of a setting Trellis follows.
    func settingChange(in message: OpaquePointer, from current: DesktopSettings) -> DesktopSettings? {
        guard dbus_message_is_signal(message, Self.interface, "SettingChanged") != 0 else { return nil }
        let arguments = DBusValue.arguments(of: message)
        guard arguments.count == 3, let namespace = arguments[0].string, let key = arguments[1].string else { return nil }
        var settings = current
        if namespace == Self.namespace, key == Self.key {
            guard let value = arguments[2].uint32 else {
                Self.warnMalformed("SettingChanged(color-scheme)", arguments, expected: "ssv(u)")
                return nil
            }
            settings.colorScheme = value
        } else if !settings.apply(namespace: namespace, key: key, value: arguments[2]) {
            return nil
        }
        return settings
    }

    /// Warns, once per what was asked and what came, that the desktop answered with values of
    /// another type than `expected`: the answer is then ignored, never read as the wrong type.
    static func warnMalformed(_ what: String, _ arguments: [DBusValue], expected: String) {
        let got = String(arguments.map(\.unwrapped.signature).joined().prefix(80))
        Diagnostics.warnOnce("portal-malformed-\(what)-\(got)",
                             "the desktop's portal answered \(what) with values of type \"\(got)\" instead of \"\(expected)\"; ignoring the answer")
    }
}
