extension Font {
    /// How wide the letters of a face are, for families drawn in several widths.
    public struct Width: Hashable, Sendable {
        /// From about -0.3 (compressed) through 0 (standard) to 0.3 (extra expanded).
        public var value: CGFloat

        /// A width of `value`, on the scale of `standard` (0) and `expanded` (0.2).
        public init(_ value: CGFloat) {
            self.value = value
        }

        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// Narrower than standard.
        public static let condensed = Width(-0.2)
        /// The usual width.
        public static let standard = Width(0)
        /// Wider than standard.
        public static let expanded = Width(0.2)

        /// fontconfig's width for this one, where 100 is normal, 75 condensed and 125 expanded.
        package var fontconfigWidth: Int32 {
            Int32((100 + (value.isFinite ? value : 0) * 125).rounded())
        }
    }

    /// This font in `width`, where the family has a face that wide.
    public func width(_ width: Width) -> Font {
        var font = self
        font.width = width
        return font
    }
}

extension View {
    /// Sets the text inside this view in `width` (condensed, expanded …); `nil` leaves it.
    public func fontWidth(_ width: Font.Width?) -> some View {
        transformEnvironment(\.font) { font in
            if let width { font.width = width }
        }
    }
}
