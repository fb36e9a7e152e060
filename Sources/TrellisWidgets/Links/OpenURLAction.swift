@_spi(TrellisExtension) import TrellisCore

import Foundation

/// Opens a URL: what `@Environment(\.openURL)` gives, and what a `Link` calls.
///
/// By default the host opens it: a window asks the desktop (its browser, mail
/// client or file manager), and `ViewHost` records it. Setting your own with
/// `.environment(\.openURL, OpenURLAction { url in … })` lets a view handle
/// links itself, as in SwiftUI.
public struct OpenURLAction {
    /// What a handler did with the URL.
    public struct Result: Sendable {
        enum Outcome: Sendable {
            case handled, discarded, system(URL?)
        }

        let outcome: Outcome

        /// The handler opened it.
        public static let handled = Result(outcome: .handled)
        /// The handler chose not to open it.
        public static let discarded = Result(outcome: .discarded)
        /// The desktop should open it.
        public static let systemAction = Result(outcome: .system(nil))

        /// The desktop should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
    }

    private let handler: @MainActor (URL) -> Result
    /// The host's way to ask the desktop, filled in when read from the environment.
    var system: (any URLOpening)?

    /// An action that passes each URL to `handler`.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    @MainActor
    public func callAsFunction(_ url: URL) {
        _ = open(url)
    }

    /// Opens `url`, then tells `completion` whether it was opened.
    @MainActor
    public func callAsFunction(_ url: URL, completion: @escaping @MainActor (_ accepted: Bool) -> Void) {
        completion(open(url))
    }

    @MainActor
    private func open(_ url: URL) -> Bool {
        switch handler(url).outcome {
        case .handled: return true
        case .discarded: return false
        case .system(let other):
            guard let system else {
                Diagnostics.warnOnce("open-url", "nothing here can open \(url.absoluteString): this host has no desktop to ask")
                return false
            }
            return system.open(other ?? url)
        }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
    /// Opens URLs: by default through the host, or through the action you set.
    public var openURL: OpenURLAction {
        get {
            var action = self[OpenURLKey.self]
            action.system = urlOpener
            return action
        }
        set { self[OpenURLKey.self] = newValue }
    }
}
