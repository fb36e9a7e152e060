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
    /// The window a dialog the portal shows (its choice of application) belongs to.
    private let parentWindow: String

    /// An opener that asks the portal first when `asksPortal`, then starts
    /// `program` (found on PATH); the portal's dialogs go above `parentWindow`.
    init(asksPortal: Bool = true, program: String = "xdg-open", parentWindow: String = "") {
        self.asksPortal = asksPortal
        self.program = program
        self.parentWindow = parentWindow
    }

    func open(_ url: URL) -> Bool {
        let uri = url.absoluteString
        let (asksPortal, program, parent) = (asksPortal, program, parentWindow)
        Thread.detachNewThread {
            if asksPortal {
                dbus_threads_init_default()
                // The portal may ask which program to use; the connection stays open until the user answers.
                if let response = PortalConnection.open()?.openURI(uri, parentWindow: parent, timeoutMilliseconds: 5000) {
                    if response == .ended {
                        Diagnostics.warnOnce("open-url-ended.\(uri)", "the desktop did not open \(uri): no program was chosen for it")
                    }
                    return
                }
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
    /// Asks the portal to open `uri` (`org.freedesktop.portal.OpenURI.OpenURI`)
    /// and waits for how that ended; nil when no portal took the request.
    func openURI(_ uri: String, parentWindow: String, timeoutMilliseconds: Int32) -> PortalResponse? {
        request(interface: "org.freedesktop.portal.OpenURI", method: "OpenURI", timeoutMilliseconds: timeoutMilliseconds) {
            token, arguments in
            PortalArguments.append(string: parentWindow, to: &arguments)
            PortalArguments.append(string: uri, to: &arguments)
            return PortalArguments.appendOptions(handleToken: token, to: &arguments)
        } read: { response, _ in response }
    }
}
