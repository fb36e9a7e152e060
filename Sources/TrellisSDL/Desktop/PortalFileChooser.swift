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
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment,
                                parentWindow: String = "") -> PortalFileChooser? {
        let chooser = PortalFileChooser(parentWindow: parentWindow)
        switch environment["TRELLIS_FILE_CHOOSER"]?.lowercased() {
        case "builtin", "built-in": return nil
        case "portal": return chooser
        default:
            if environment["DBUS_SESSION_BUS_ADDRESS"]?.isEmpty == false { return chooser }
            let runtime = environment["XDG_RUNTIME_DIR"].map { $0 + "/bus" }
            return runtime.map { FileManager.default.fileExists(atPath: $0) } == true ? chooser : nil
        }
    }

    /// The session bus to ask on; `nil` for the one the environment names.
    private let busAddress: String?
    /// The window the dialog belongs to, as the portal names windows (`PortalParentWindow`).
    let parentWindow: String

    /// A chooser that asks the portal on the bus at `busAddress`, or the
    /// session's, for dialogs above the window `parentWindow` names.
    init(busAddress: String? = nil, parentWindow: String = "") {
        self.busAddress = busAddress
        self.parentWindow = parentWindow
    }

    func choose(_ request: FileChooserRequest, completion: @escaping @MainActor (FileChooserOutcome) -> Void) {
        /// Carries the completion to the thread and back; it is only called on the main actor.
        final class Reply: @unchecked Sendable {
            let completion: @MainActor (FileChooserOutcome) -> Void
            init(_ completion: @escaping @MainActor (FileChooserOutcome) -> Void) { self.completion = completion }
        }
        let reply = Reply(completion)
        let (address, parent) = (busAddress, parentWindow)
        Thread.detachNewThread {
            dbus_threads_init_default()
            let outcome = PortalConnection.open(address: address)?.chooseFiles(request, parentWindow: parent) ?? .unavailable
            if outcome == .unavailable {
                Diagnostics.warnOnce("file-chooser-portal", "no xdg-desktop-portal file chooser answered; showing the built-in file browser")
            }
            Task { @MainActor in reply.completion(outcome) }
        }
    }
}

extension PortalConnection {
    /// Asks the portal for a dialog and waits, as long as the user takes, for its answer.
    func chooseFiles(_ request: FileChooserRequest, parentWindow: String) -> FileChooserOutcome {
        let method = if case .save = request.purpose { "SaveFile" } else { "OpenFile" }
        let outcome = self.request(interface: "org.freedesktop.portal.FileChooser", method: method, timeoutMilliseconds: 1_000) {
            token, arguments in
            PortalArguments.append(string: parentWindow, to: &arguments)
            PortalArguments.append(string: request.title, to: &arguments)
            return PortalArguments.appendOptions(for: request, token: token, to: &arguments)
        } read: { response, signal -> FileChooserOutcome in
            // Cancelled, closed or gone: the user saw the desktop's dialog, so the built-in one must not follow.
            guard response == .success, let signal else { return .cancelled }
            let urls = PortalArguments.uris(in: signal)
            return urls.isEmpty ? .cancelled : .chosen(urls)
        }
        return outcome ?? .unavailable
    }
}
