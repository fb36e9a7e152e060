/// Opens a window of one of the app's scenes: read it with
/// `@Environment(\.openWindow) private var openWindow` and call
/// `openWindow(id: "inspector")`.
///
/// A `Window` that is already open comes to the front instead of opening twice;
/// a `WindowGroup` opens another instance, with state of its own. Outside an
/// app (a `ViewHost` showing a lone view) there is nothing to open, and calling
/// it does nothing.
@MainActor @preconcurrency
public struct OpenWindowAction: Equatable {
    private let open: (@MainActor (_ id: String?, _ value: AnyHashable?) -> Void)?
    // Every window of an app opens through the same session; two actions are
    // equal when they reach the same one, so readers do not run again needlessly.
    private let session: ObjectIdentifier?

    /// An action that asks `owner` to open windows through `open`.
    package init(for owner: AnyObject, open: @escaping @MainActor (_ id: String?, _ value: AnyHashable?) -> Void) {
        self.open = open
        session = ObjectIdentifier(owner)
    }

    /// The action outside an app, which does nothing.
    nonisolated init() {
        open = nil
        session = nil
    }

    /// Opens the scene whose id is `id`.
    public func callAsFunction(id: String) {
        open?(id, nil)
    }

    /// Opens a window of the group that presents values of `value`'s type, showing `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        open?(nil, AnyHashable(value))
    }

    /// Opens the scene whose id is `id`, showing `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        open?(id, AnyHashable(value))
    }

    /// Whether both open windows of the same app.
    public nonisolated static func == (lhs: OpenWindowAction, rhs: OpenWindowAction) -> Bool {
        lhs.session == rhs.session
    }
}

private struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction { OpenWindowAction() }
}

extension EnvironmentValues {
    /// Opens a window of one of the app's scenes; see ``OpenWindowAction``.
    public package(set) var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }
}
