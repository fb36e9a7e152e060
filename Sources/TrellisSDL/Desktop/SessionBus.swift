import CDBus
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// Where the session bus is, and whether it answers.
///
/// A bus that accepts connections and never answers hung start-up for ever:
/// libdbus waits 25 seconds per call for it, and SDL's own start asks it
/// several things. `probeBeforeSDL` asks it once, briefly, and when it does
/// not answer hides it from the rest of the process.
public enum SessionBus {
    /// How long start-up waits for the bus to answer.
    public static let probeTimeout: Double = 0.5

    /// What DBUS_SESSION_BUS_ADDRESS is set to when the bus did not answer: a
    /// path that cannot exist (under a file), so libdbus fails at once instead
    /// of trying the silent bus or launching one of its own.
    static let unreachableAddress = "unix:path=/dev/null/trellis-session-bus-did-not-answer"

    /// The session bus `environment` names: DBUS_SESSION_BUS_ADDRESS, else the
    /// socket `$XDG_RUNTIME_DIR/bus` when there is one; nil for none.
    static func address(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
        let socket = runtime + "/bus"
        return FileManager.default.fileExists(atPath: socket) ? "unix:path=" + socket : nil
    }

    /// Registers `connection` with its bus, as `dbus_bus_register` does, but
    /// waiting at most `timeoutMilliseconds` for the bus's answer.
    static func sayHello(on connection: OpaquePointer, timeoutMilliseconds: Int32) -> Bool {
        guard let message = dbus_message_new_method_call("org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                         "org.freedesktop.DBus", "Hello") else { return false }
        defer { dbus_message_unref(message) }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let reply = dbus_connection_send_with_reply_and_block(connection, message, max(timeoutMilliseconds, 1), &error) else {
            return false
        }
        defer { dbus_message_unref(reply) }
        guard let name = DBusValue.arguments(of: reply).first?.string else { return false }
        return dbus_bus_set_unique_name(connection, name) != 0
    }

    /// Whether the bus at `address` answered a hello within `seconds`.
    ///
    /// The attempt runs on a thread of its own, since connecting to a socket
    /// whose queue is full blocks too; a thread still waiting past the bound
    /// ends when libdbus's own timeout (`seconds`) does.
    static func answers(at address: String, within seconds: Double) -> Bool {
        final class Outcome: @unchecked Sendable {
            var answered = false
        }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            dbus_threads_init_default()
            outcome.answered = PortalConnection.open(address: address, timeoutMilliseconds: Int32(seconds * 1_000)) != nil
            done.signal()
        }
        return done.wait(timeout: .now() + seconds + 0.05) == .success && outcome.answered
    }

    /// Checks the session bus before SDL starts, which would otherwise wait
    /// on a silent one: when it does not answer within `probeTimeout`, warns
    /// once and points DBUS_SESSION_BUS_ADDRESS nowhere, so neither SDL nor
    /// the portals try it again. Returns whether the bus answered (false with
    /// no bus at all, which needs no warning).
    @discardableResult
    public static func probeBeforeSDL() -> Bool {
        guard let address = address() else { return false }
        if address == unreachableAddress { return false }
        if answers(at: address, within: probeTimeout) { return true }
        Diagnostics.warnOnce("session-bus-silent", """
            the session bus at \(String(address.prefix(200))) did not answer within \(probeTimeout) seconds; \
            going on without it (no desktop file dialogs, link opening through xdg-open, light colours)
            """)
        setenv("DBUS_SESSION_BUS_ADDRESS", unreachableAddress, 1)
        return false
    }
}
