/// A font: a size, a weight, a design and whether it is italic.
///
/// The text styles (`.body`, `.title` …) are fixed sizes chosen for desktop
/// screens; the backend finds a matching face through fontconfig.
public struct Font: Hashable, Sendable {
    /// The size in points.
    public var size: CGFloat
    /// The stroke weight.
    public var weight: Weight
    /// Whether the face is slanted.
    public var isItalic: Bool
    /// The family or style of face.
    public var design: Design

    /// How heavy the strokes of a face are.
    public enum Weight: Int, Hashable, Sendable, Comparable {
        /// The thinnest weight.
        case ultraLight = 100
        /// Thinner than light.
        case thin = 200
        /// Lighter than regular.
        case light = 300
        /// The normal weight.
        case regular = 400
        /// Between regular and semibold.
        case medium = 500
        /// Between medium and bold.
        case semibold = 600
        /// The usual emphasis.
        case bold = 700
        /// Heavier than bold.
        case heavy = 800
        /// The heaviest weight.
        case black = 900

        /// Orders weights from thinnest to heaviest.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The kind of face.
    public enum Design: Hashable, Sendable {
        /// The system's sans-serif face.
        case `default`
        /// A serif face.
        case serif
        /// A fixed-width face.
        case monospaced
        /// A rounded face, where one is installed; otherwise the default.
        case rounded
    }

    /// Makes a font of the system face.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, isItalic: false, design: design)
    }

    /// The largest title.
    public static let largeTitle = Font.system(size: 30)
    /// A first-level title.
    public static let title = Font.system(size: 24)
    /// A second-level title.
    public static let title2 = Font.system(size: 20)
    /// A third-level title.
    public static let title3 = Font.system(size: 18)
    /// A heading: body size, semibold.
    public static let headline = Font.system(size: 15, weight: .semibold)
    /// A subheading.
    public static let subheadline = Font.system(size: 13)
    /// Running text; the default.
    public static let body = Font.system(size: 15)
    /// Text set off from the body, such as a call-out.
    public static let callout = Font.system(size: 14)
    /// Notes below the main content.
    public static let footnote = Font.system(size: 12)
    /// Captions and labels on images.
    public static let caption = Font.system(size: 11)
    /// Smaller captions.
    public static let caption2 = Font.system(size: 10)

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }
    /// This font slanted.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }
    /// This font at another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }
    /// This font in the fixed-width face.
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }
}
