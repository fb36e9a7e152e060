@_spi(TrellisExtension) import TrellisCore

private struct LineSpacingKey: EnvironmentKey {
    static var defaultValue: Double { 0 }
}

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// Extra space between the lines of multi-line text, in points.
    public var lineSpacing: Double {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// Whether scrolling views such as `TextEditor` draw their own background.
    public var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Adds `lineSpacing` points between the lines of text editors inside this view.
    public func lineSpacing(_ lineSpacing: Double) -> some View {
        environment(\.lineSpacing, max(lineSpacing, 0))
    }

    /// Shows or hides the background of text editors inside this view;
    /// `.hidden` lets what is behind show through.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
