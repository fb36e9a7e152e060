// In the engine with the other services a backend provides (`FileChoosing`);
// `OpenURLAction` and `Link` (widgets) call it.

/// How a host opens a URL outside the app: the desktop's portal in a window,
/// a record in tests.
@MainActor
public protocol URLOpening: AnyObject {
    /// Asks for `url` to be opened; returns whether the request was accepted.
    func open(_ url: URL) -> Bool
}

private struct URLOpenerKey: EnvironmentKey {
    static var defaultValue: (any URLOpening)? { nil }
}

extension EnvironmentValues {
    /// The host's way to open URLs outside the app, set at the root.
    package var urlOpener: (any URLOpening)? {
        get { self[URLOpenerKey.self] }
        set { self[URLOpenerKey.self] = newValue }
    }
}
