import CDBus
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// Opens URLs with the desktop: xdg-desktop-portal's `OpenURI` over D-Bus, as
/// sandboxed and GTK apps do, else `xdg-open` started directly (no shell).
///
/// The request runs on a thread of its own, so a slow portal never holds up a
/// frame; the answer to the caller is that the request was made.
@MainActor
package final class DesktopURLOpener: URLOpening {
    /// An opener for a program with no window open: the portal's dialogs have no parent.
    package static let withoutWindow = DesktopURLOpener()

    private let asksPortal: Bool
    private let program: String
    /// The window a dialog the portal shows (its choice of application) belongs to.
    private let parentWindow: String
    /// The session bus to ask on; `nil` for the one the environment names.
    private let busAddress: String?
    /// How long a request the portal took may wait for its answer (the user
    /// choosing a program) before its thread and connection are let go.
    private let responseTimeout: Double

    /// An opener that asks the portal (on the bus at `busAddress`, or the
    /// session's) first when `asksPortal`, then starts `program` (found on
    /// PATH); the portal's dialogs go above `parentWindow`, and a request it
    /// leaves unanswered is given up after `responseTimeout` seconds.
    init(asksPortal: Bool = true, program: String = "xdg-open", parentWindow: String = "",
         busAddress: String? = nil, responseTimeout: Double = 120) {
        self.asksPortal = asksPortal
        self.program = program
        self.parentWindow = parentWindow
        self.busAddress = busAddress
        self.responseTimeout = responseTimeout
    }

    package func open(_ url: URL) -> Bool {
        let uri = url.absoluteString
        let (asksPortal, program, parent) = (asksPortal, program, parentWindow)
        let (address, timeout) = (busAddress, responseTimeout)
        Thread.detachNewThread {
            if asksPortal {
                dbus_threads_init_default()
                // The portal may ask which program to use; the connection stays open until the user answers, or the time is up.
                if let response = PortalRequestLimit.run(on: address, {
                    PortalConnection.open(address: address)?
                        .openURI(uri, parentWindow: parent, timeoutMilliseconds: 5000, responseTimeout: timeout)
                }) {
                    Self.report(response, for: uri, timeout: timeout)
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

    /// Warns of a request the portal took that did not end in an opened URL.
    nonisolated private static func report(_ response: PortalResponse, for uri: String, timeout: Double) {
        let shown = uri.count > 200 ? uri.prefix(200) + "…" : Substring(uri)
        switch response {
        case .ended:
            Diagnostics.warnOnce("open-url-ended.\(shown)", "the desktop did not open \(shown): no program was chosen for it")
        case .timedOut:
            Diagnostics.warnOnce("open-url-timeout", "the desktop's portal did not answer within \(Int(timeout)) seconds for \(shown); gave up waiting")
        case .success, .cancelled, .disconnected, .malformed:
            break
        }
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
    /// and waits, at most `responseTimeout` seconds, for how that ended; nil
    /// when no portal took the request.
    func openURI(_ uri: String, parentWindow: String, timeoutMilliseconds: Int32, responseTimeout: Double) -> PortalResponse? {
        request(interface: "org.freedesktop.portal.OpenURI", method: "OpenURI", timeoutMilliseconds: timeoutMilliseconds,
                responseTimeout: responseTimeout) {
            token, arguments in
            [.string(parentWindow), .string(uri), PortalArguments.options(handleToken: token)]
                .allSatisfy { $0.append(to: &arguments) }
        } read: { response, _ in response }
    }
}
