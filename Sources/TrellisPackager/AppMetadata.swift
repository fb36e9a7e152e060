import Foundation

/// Who and what the packaged app is: the names, version and words that the
/// .deb's control file, the .desktop file and the AppStream metadata share.
public struct AppMetadata: Equatable, Sendable {
    /// The executable product.
    public var product: String
    /// The Debian package's name, also the installed command's name.
    public var packageName: String
    /// The name a desktop shows.
    public var displayName: String
    /// The reverse-DNS id of the .desktop file and the AppStream component.
    public var identifier: String
    /// The Debian version.
    public var version: String
    /// `Name <address>`.
    public var maintainer: String
    /// One line saying what the app does.
    public var summary: String
    /// A longer description, when given.
    public var details: String?
    /// The project's web page, when given.
    public var homepage: String?
    /// The SPDX licence id, when known.
    public var license: String?
    /// Debian's name for the machine's architecture (`amd64`).
    public var architecture: String

    /// The maintainer's name without the address.
    var maintainerName: String {
        maintainer.firstIndex(of: "<").map { maintainer[..<$0].trimmingCharacters(in: .whitespaces) } ?? maintainer
    }

    /// The maintainer's address without the name.
    var maintainerAddress: String {
        guard let open = maintainer.firstIndex(of: "<"), let close = maintainer.lastIndex(of: ">"), open < close else { return maintainer }
        return String(maintainer[maintainer.index(after: open)..<close])
    }

    /// The long description, or a sentence naming the app and its toolkit.
    var longDescription: String {
        details ?? "\(displayName) is a desktop app built with Trellis, a SwiftUI-style toolkit for Linux."
    }
}
