import CDBus
import Foundation
import TrellisCore

/// Shows the desktop's file dialog through xdg-desktop-portal's
/// `FileChooser` (`OpenFile` and `SaveFile`), as sandboxed and GTK apps do.
///
/// The portal answers at once with a request object and later, when the
/// user is done, signals `Response` on it; a thread of its own waits for that
/// so frames go on meanwhile. No portal, or one without a file chooser,
/// answers `.unavailable` and the built-in browser shows instead.
@MainActor
final class PortalFileChooser: FileChoosing {
    /// The chooser `TRELLIS_FILE_CHOOSER` asks for: `builtin` gives none,
    /// `portal` always tries the portal, and by default it is tried when
    /// there is a session bus to find it on.
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> PortalFileChooser? {
        switch environment["TRELLIS_FILE_CHOOSER"]?.lowercased() {
        case "builtin", "built-in": return nil
        case "portal": return PortalFileChooser()
        default:
            if environment["DBUS_SESSION_BUS_ADDRESS"]?.isEmpty == false { return PortalFileChooser() }
            let runtime = environment["XDG_RUNTIME_DIR"].map { $0 + "/bus" }
            return runtime.map { FileManager.default.fileExists(atPath: $0) } == true ? PortalFileChooser() : nil
        }
    }

    /// The session bus to ask on; `nil` for the one the environment names.
    private let busAddress: String?

    /// A chooser that asks the portal on the bus at `busAddress`, or the session's.
    init(busAddress: String? = nil) {
        self.busAddress = busAddress
    }

    func choose(_ request: FileChooserRequest, completion: @escaping @MainActor (FileChooserOutcome) -> Void) {
        /// Carries the completion to the thread and back; it is only called on the main actor.
        final class Reply: @unchecked Sendable {
            let completion: @MainActor (FileChooserOutcome) -> Void
            init(_ completion: @escaping @MainActor (FileChooserOutcome) -> Void) { self.completion = completion }
        }
        let reply = Reply(completion)
        let address = busAddress
        Thread.detachNewThread {
            dbus_threads_init_default()
            let outcome = PortalConnection.open(address: address)?.chooseFiles(request) ?? .unavailable
            if outcome == .unavailable {
                Diagnostics.warnOnce("file-chooser-portal", "no xdg-desktop-portal file chooser answered; showing the built-in file browser")
            }
            Task { @MainActor in reply.completion(outcome) }
        }
    }
}

extension PortalConnection {
    private static let requestInterface = "org.freedesktop.portal.Request"

    /// Asks the portal for a dialog and waits, as long as the user takes, for its answer.
    func chooseFiles(_ request: FileChooserRequest) -> FileChooserOutcome {
        let token = "trellis\(UInt32.random(in: 1...UInt32.max))"
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        // Listen before asking, so an answer that comes at once is not missed.
        dbus_bus_add_match(connection, "type='signal',interface='\(Self.requestInterface)',member='Response'", &error)
        let method = if case .save = request.purpose { "SaveFile" } else { "OpenFile" }
        guard let message = dbus_message_new_method_call("org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                                                         "org.freedesktop.portal.FileChooser", method) else { return .unavailable }
        defer { dbus_message_unref(message) }
        var arguments = DBusMessageIter()
        dbus_message_iter_init_append(message, &arguments)
        PortalArguments.append(string: "", to: &arguments)  // no parent window handle
        PortalArguments.append(string: request.title, to: &arguments)
        guard PortalArguments.appendOptions(for: request, token: token, to: &arguments),
              let reply = dbus_connection_send_with_reply_and_block(connection, message, 1_000, &error) else { return .unavailable }
        let handle = PortalArguments.objectPath(in: reply)
        dbus_message_unref(reply)
        return waitForResponse(handles: [handle, expectedHandle(token: token)].compactMap { $0 })
    }

    /// Where the portal puts the request object for `token` (older portals may answer another path).
    private func expectedHandle(token: String) -> String? {
        guard let unique = dbus_bus_get_unique_name(connection) else { return nil }
        let sender = String(cString: unique).dropFirst().replacingOccurrences(of: ".", with: "_")
        return "/org/freedesktop/portal/desktop/request/\(sender)/\(token)"
    }

    private func waitForResponse(handles: [String]) -> FileChooserOutcome {
        while dbus_connection_read_write(connection, 250) != 0 {
            while let message = dbus_connection_pop_message(connection) {
                defer { dbus_message_unref(message) }
                guard dbus_message_is_signal(message, Self.requestInterface, "Response") != 0,
                      let path = dbus_message_get_path(message), handles.contains(String(cString: path)) else { continue }
                return PortalArguments.outcome(of: message)
            }
        }
        // The bus went away while the dialog was up: nothing was chosen.
        return .cancelled
    }
}
