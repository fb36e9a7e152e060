private struct IsInListKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether a view is inside a `List`, where a `NavigationLink` is a row
    /// rather than a button, as on a Mac.
    package var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }
}
