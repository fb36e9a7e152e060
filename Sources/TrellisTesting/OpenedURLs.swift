import Foundation
@_spi(TrellisExtension) import TrellisCore

/// Keeps the URLs a host was asked to open, instead of asking the desktop,
/// so tests see what a `Link` or `openURL` did.
@MainActor
final class OpenedURLs: URLOpening {
    private(set) var urls: [URL] = []

    func open(_ url: URL) -> Bool {
        urls.append(url)
        return true
    }
}
