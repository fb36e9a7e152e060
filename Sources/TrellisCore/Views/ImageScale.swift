extension Image {
    /// How large symbols are drawn next to text of the same font.
    public enum Scale: Hashable, Sendable, CaseIterable {
        /// Smaller than the text: four fifths of the font size.
        case small
        /// The font size; the default.
        case medium
        /// Larger than the text: 1.3 times the font size.
        case large

        /// How many times the font size a symbol is drawn at.
        var factor: Double {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static var defaultValue: Image.Scale { .medium }
}

extension EnvironmentValues {
    /// How large symbol images inside are drawn, relative to the font.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbol images inside this view at `scale` relative to their font.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
