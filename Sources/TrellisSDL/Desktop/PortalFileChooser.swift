import CDBus
import Foundation
@_spi(TrellisExtension) import TrellisCore

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
            guard let address = SessionBus.address(in: environment), address != SessionBus.unreachableAddress else { return nil }
            return chooser
        }
    }

    /// The session bus to ask on; `nil` for the one the environment names.
    private let busAddress: String?
    /// How long a dialog the portal took may go without an answer before it is
    /// given up and the built-in browser shows: a user may take minutes to
    /// choose, but a portal that never answers must not leave the importer open for ever.
    let responseTimeout: Double
    /// The window the dialog belongs to, as the portal names windows (`PortalParentWindow`).
    let parentWindow: String

    /// A chooser that asks the portal on the bus at `busAddress`, or the
    /// session's, for dialogs above the window `parentWindow` names, giving up
    /// on one not answered within `responseTimeout` seconds.
    init(busAddress: String? = nil, parentWindow: String = "", responseTimeout: Double = 600) {
        self.busAddress = busAddress
        self.parentWindow = parentWindow
        self.responseTimeout = responseTimeout
    }

    func choose(_ request: FileChooserRequest, completion: @escaping @MainActor (FileChooserOutcome) -> Void) {
        /// Carries the completion to the thread and back; it is only called on the main actor.
        final class Reply: @unchecked Sendable {
            let completion: @MainActor (FileChooserOutcome) -> Void
            init(_ completion: @escaping @MainActor (FileChooserOutcome) -> Void) { self.completion = completion }
        }
        let reply = Reply(completion)
        let (address, parent, timeout) = (busAddress, parentWindow, responseTimeout)
        Thread.detachNewThread {
            dbus_threads_init_default()
            let outcome = PortalRequestLimit.run(on: address) {
                PortalConnection.open(address: address)?.chooseFiles(request, parentWindow: parent, responseTimeout: timeout)
            } ?? .unavailable
            if outcome == .unavailable {
                Diagnostics.warnOnce("file-chooser-portal", "no xdg-desktop-portal file chooser answered; showing the built-in file browser")
            }
            Task { @MainActor in reply.completion(outcome) }
        }
    }
}

extension PortalConnection {
    /// Asks the portal for a dialog and waits, at most `responseTimeout` seconds, for its answer.
    func chooseFiles(_ request: FileChooserRequest, parentWindow: String, responseTimeout: Double) -> FileChooserOutcome {
        let method = if case .save = request.purpose { "SaveFile" } else { "OpenFile" }
        let outcome = self.request(interface: "org.freedesktop.portal.FileChooser", method: method, timeoutMilliseconds: 1_000,
                                   responseTimeout: responseTimeout) { token, arguments in
            [.string(parentWindow), .string(request.title), PortalArguments.options(for: request, token: token)]
                .allSatisfy { $0.append(to: &arguments) }
        } read: { response, results -> FileChooserOutcome in
            switch response {
            case .success:
                guard let uris = results["uris"]?.strings else {
                    Self.warnMalformed("FileChooser.\(method)'s uris", results["uris"].map { [$0] } ?? [], expected: "as")
                    return .cancelled
                }
                let urls = uris.compactMap { URL(string: $0) }
                return urls.isEmpty ? .cancelled : .chosen(urls)
            case .timedOut:
                Diagnostics.warnOnce("file-chooser-timeout", """
                    the desktop's file dialog did not answer within \(Int(responseTimeout)) seconds; \
                    showing the built-in file browser instead
                    """)
                return .unavailable
            case .cancelled, .ended, .disconnected, .malformed:
                // Cancelled, closed or gone: the user saw the desktop's dialog, so the built-in one must not follow.
                return .cancelled
            }
        }
        return outcome ?? .unavailable
    }
}
