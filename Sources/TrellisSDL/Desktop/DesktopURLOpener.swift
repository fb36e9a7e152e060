import CDBus
import Foundation
import TrellisCore

/// Opens URLs with the desktop: xdg-desktop-portal's `OpenURI` over D-Bus, as
/// sandboxed and GTK apps do, else `xdg-open` started directly (no shell).
///
/// The request runs on a thread of its own, so a slow portal never holds up a
/// frame; the answer to the caller is that the request was made.
@MainActor
final class DesktopURLOpener: URLOpening {
    private let asksPortal: Bool
    private let program: String

    /// An opener that asks the portal first when `asksPortal`, then starts `program` (found on PATH).
    init(asksPortal: Bool = true, program: String = "xdg-open") {
        self.asksPortal = asksPortal
        self.program = program
    }

    func open(_ url: URL) -> Bool {
        let uri = url.absoluteString
        let (asksPortal, program) = (asksPortal, program)
        Thread.detachNewThread {
            if asksPortal {
                dbus_threads_init_default()
                if let portal = PortalConnection.open(), portal.openURI(uri, timeoutMilliseconds: 5000) { return }
            }
            if !Self.spawn(program, uri) {
                Diagnostics.warnOnce("open-url-failed",
                                     "could not open \(uri): no xdg-desktop-portal answered and xdg-open could not be started")
            }
        }
        return true
    }

    /// Starts `program uri` from PATH, without a shell, and does not wait for it.
    nonisolated private static func spawn(_ program: String, _ uri: String) -> Bool {
        var pid = pid_t()
        let arguments = [program, uri]
        var pointers = arguments.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        let status = posix_spawnp(&pid, program, nil, nil, &pointers, environ)
        guard status == 0 else { return false }
        // Reap it when it ends, so it does not linger as a zombie.
        let child = pid
        Thread.detachNewThread {
            var result: Int32 = 0
            waitpid(child, &result, 0)
        }
        return true
    }
}

extension PortalConnection {
    /// Asks the portal to open `uri` (`org.freedesktop.portal.OpenURI.OpenURI`);
    /// true when the portal took the request.
    func openURI(_ uri: String, timeoutMilliseconds: Int32) -> Bool {
        guard let message = dbus_message_new_method_call("org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                                                         "org.freedesktop.portal.OpenURI", "OpenURI") else { return false }
        defer { dbus_message_unref(message) }
        var arguments = DBusMessageIter()
        dbus_message_iter_init_append(message, &arguments)
        // No parent window (an empty handle), the URI, and no options.
        for text in ["", uri] {
            text.withCString { pointer in
                var string: UnsafePointer<CChar>? = pointer
                _ = dbus_message_iter_append_basic(&arguments, Int32(UInt8(ascii: "s")), &string)
            }
        }
        var options = DBusMessageIter()
        guard dbus_message_iter_open_container(&arguments, Int32(UInt8(ascii: "a")), "{sv}", &options) != 0,
              dbus_message_iter_close_container(&arguments, &options) != 0 else { return false }
        return send(message, timeoutMilliseconds: timeoutMilliseconds)
    }
}
