/// Closes a window: read it with `@Environment(\.dismissWindow) private var dismissWindow`
/// and call `dismissWindow()` to close the window the view is in, or
/// `dismissWindow(id: "inspector")` to close the windows of that scene.
///
/// Closing the last window quits the app, as closing it with the mouse does.
/// Outside an app it does nothing.
@MainActor @preconcurrency
public struct DismissWindowAction: Equatable {
    private let dismiss: (@MainActor (_ id: String?, _ value: AnyHashable?) -> Void)?
    // One action per window: a view that reads it runs again only if it moves to another.
    private let window: ObjectIdentifier?

    /// An action that closes windows of `owner`'s app through `dismiss`; with
    /// neither id nor value, the window `owner` stands for.
    package init(for owner: AnyObject, dismiss: @escaping @MainActor (_ id: String?, _ value: AnyHashable?) -> Void) {
        self.dismiss = dismiss
        window = ObjectIdentifier(owner)
    }

    /// The action outside an app, which does nothing.
    nonisolated init() {
        dismiss = nil
        window = nil
    }

    /// Closes the window this view is in.
    public func callAsFunction() {
        dismiss?(nil, nil)
    }

    /// Closes the windows of the scene whose id is `id`.
    public func callAsFunction(id: String) {
        dismiss?(id, nil)
    }

    /// Closes the window that shows `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        dismiss?(nil, AnyHashable(value))
    }

    /// Closes the window of the scene whose id is `id` that shows `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        dismiss?(id, AnyHashable(value))
    }

    /// Whether both close the same window.
    public nonisolated static func == (lhs: DismissWindowAction, rhs: DismissWindowAction) -> Bool {
        lhs.window == rhs.window
    }
}

private struct DismissWindowKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction { DismissWindowAction() }
}

extension EnvironmentValues {
    /// Closes a window; see ``DismissWindowAction``.
    public package(set) var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }
}
