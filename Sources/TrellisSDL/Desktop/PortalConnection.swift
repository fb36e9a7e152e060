import CDBus
import Foundation

/// A private connection to the session bus for xdg-desktop-portal's settings.
///
/// libdbus's C API is used directly: one method call (`Settings.Read`) and one
/// signal (`SettingChanged`), both for `org.freedesktop.appearance color-scheme`.
final class PortalConnection: @unchecked Sendable {
    let connection: OpaquePointer
    private static let namespace = "org.freedesktop.appearance"
    private static let key = "color-scheme"
    private static let interface = "org.freedesktop.portal.Settings"

    private init(connection: OpaquePointer) {
        self.connection = connection
    }

    deinit {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// Connects and reads the colour scheme on another thread, waiting at most
    /// `seconds`: a bus that accepts but never answers cannot hang start-up.
    /// Nil when there is no bus or no answer in time; the value is nil when the
    /// bus answered but the portal has no such setting.
    static func openAndRead(within seconds: Double) -> (PortalConnection, UInt32?)? {
        final class Result: @unchecked Sendable {
            var value: (PortalConnection, UInt32?)?
        }
        let result = Result()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            dbus_threads_init_default()
            if let connection = open() {
                result.value = (connection, connection.readColorScheme(timeoutMilliseconds: Int32(seconds * 1000)))
            }
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return result.value
    }

    /// A private connection to the session bus at `address`, else the one the
    /// environment names now, else libdbus's default.
    static func open(address: String? = nil) -> PortalConnection? {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        // libdbus reads DBUS_SESSION_BUS_ADDRESS once per process; reading it here
        // each time lets a bus that came (or changed) later be found.
        let connection: OpaquePointer
        if let address = address ?? ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty {
            guard let opened = dbus_connection_open_private(address, &error) else { return nil }
            guard dbus_bus_register(opened, &error) != 0 else {
                dbus_connection_close(opened)
                dbus_connection_unref(opened)
                return nil
            }
            connection = opened
        } else {
            guard let opened = dbus_bus_get_private(DBUS_BUS_SESSION, &error) else { return nil }
            connection = opened
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        return PortalConnection(connection: connection)
    }

    /// The portal's `color-scheme` now, or nil.
    private func readColorScheme(timeoutMilliseconds: Int32) -> UInt32? {
        guard let message = dbus_message_new_method_call("org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                                                         Self.interface, "Read") else { return nil }
        defer { dbus_message_unref(message) }
        var arguments = DBusMessageIter()
        dbus_message_iter_init_append(message, &arguments)
        for text in [Self.namespace, Self.key] {
            text.withCString { pointer in
                var string: UnsafePointer<CChar>? = pointer
                _ = dbus_message_iter_append_basic(&arguments, Self.type("s"), &string)
            }
        }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let reply = dbus_connection_send_with_reply_and_block(connection, message, timeoutMilliseconds, &error) else {
            return nil
        }
        defer { dbus_message_unref(reply) }
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(reply, &iterator) != 0 else { return nil }
        return Self.unsignedValue(in: &iterator)
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

    /// The colour scheme values signalled since the last call, oldest first; never blocks.
    func takeColorSchemeChanges() -> [UInt32] {
        var values: [UInt32] = []
        guard dbus_connection_read_write(connection, 0) != 0 else { return values }
        while let message = dbus_connection_pop_message(connection) {
            defer { dbus_message_unref(message) }
            guard dbus_message_is_signal(message, Self.interface, "SettingChanged") != 0 else { continue }
            var iterator = DBusMessageIter()
            guard dbus_message_iter_init(message, &iterator) != 0,
                  Self.string(in: &iterator) == Self.namespace, dbus_message_iter_next(&iterator) != 0,
                  Self.string(in: &iterator) == Self.key, dbus_message_iter_next(&iterator) != 0,
                  let value = Self.unsignedValue(in: &iterator) else { continue }
            values.append(value)
        }
        return values
    }

    private static func type(_ code: Unicode.Scalar) -> Int32 { Int32(code.value) }

    private static func string(in iterator: inout DBusMessageIter) -> String? {
        guard dbus_message_iter_get_arg_type(&iterator) == type("s") else { return nil }
        var pointer: UnsafePointer<CChar>?
        dbus_message_iter_get_basic(&iterator, &pointer)
        return pointer.map { String(cString: $0) }
    }

    /// The unsigned number inside however many variants wrap it (`Read` answers `v(v(u))`).
    private static func unsignedValue(in iterator: inout DBusMessageIter) -> UInt32? {
        var current = iterator
        for _ in 0..<4 {
            switch dbus_message_iter_get_arg_type(&current) {
            case type("v"):
                var inner = DBusMessageIter()
                dbus_message_iter_recurse(&current, &inner)
                current = inner
            case type("u"):
                var value: UInt32 = 0
                dbus_message_iter_get_basic(&current, &value)
                return value
            default:
                return nil
            }
        }
        return nil
    }
}
