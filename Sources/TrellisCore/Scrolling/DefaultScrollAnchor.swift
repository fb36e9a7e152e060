private struct DefaultScrollAnchorKey: EnvironmentKey {
    static var defaultValue: UnitPoint? { nil }
}

extension EnvironmentValues {
    /// Where the scroll views inside start, and stay while their content grows.
    package var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension View {
    /// Makes the scroll views in this view start scrolled to `anchor` of their
    /// content (`.bottom` shows the end first), and keeps them there while
    /// the content grows or shrinks, as long as the user has not scrolled away:
    /// a log that follows the lines appended to it.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }
}
