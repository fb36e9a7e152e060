/// A font: a size, a weight, a design and whether it is italic, or a face named by `custom`.
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
    /// The family or PostScript name asked for with `custom`; `nil` for the system face.
    package var name: String? {
        get { internedName?.string }
        set { internedName = newValue.map(FontName.init) }
    }
    /// The name as a number, so that a font is plain data to copy and compare.
    private var internedName: FontName?
    /// Whether every digit takes the width of the widest, so columns of figures line up.
    package var hasMonospacedDigits = false
    /// Points added after every character: `kerning` and `tracking` together.
    ///
    /// It lives on the font, not the text, so that every measurement of a word
    /// (wrapping, truncation, caches keyed by font) includes it without asking.
    package var tracking: Double = 0
    /// How wide the letters are, where the family has several widths.
    package var width = Width.standard

    package init(size: CGFloat, weight: Weight, isItalic: Bool, design: Design, name: String? = nil) {
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.design = design
        self.name = name
    }

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

    /// Makes a font of the system face; a weight or design left out is regular or default.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular, isItalic: false, design: design ?? .default)
    }

    /// The system face at the size and weight of `style`, with another design or weight if given.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: style.size, weight: weight ?? style.weight, isItalic: false, design: design ?? .default)
    }

    /// The face named `name` (a family such as "DejaVu Serif", or a PostScript
    /// name such as "DejaVuSerif-Bold") at `size` points.
    ///
    /// A name fontconfig does not know warns once and draws in the default face.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(size: size, weight: .regular, isItalic: false, design: .default, name: name)
    }

    /// The face named `name` at `size` points. Linux has no Dynamic Type, so the
    /// size stays as given, as it does on a Mac at the default text size.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        custom(name, size: size)
    }

    /// The face named `name` at `fixedSize` points, whatever the text size setting.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        custom(name, size: fixedSize)
    }

    /// The largest title.
    public static let largeTitle = Font.system(.largeTitle)
    /// A first-level title.
    public static let title = Font.system(.title)
    /// A second-level title.
    public static let title2 = Font.system(.title2)
    /// A third-level title.
    public static let title3 = Font.system(.title3)
    /// A heading: body size, semibold.
    public static let headline = Font.system(.headline)
    /// A subheading.
    public static let subheadline = Font.system(.subheadline)
    /// Running text; the default.
    public static let body = Font.system(.body)
    /// Text set off from the body, such as a call-out.
    public static let callout = Font.system(.callout)
    /// Notes below the main content.
    public static let footnote = Font.system(.footnote)
    /// Captions and labels on images.
    public static let caption = Font.system(.caption)
    /// Smaller captions.
    public static let caption2 = Font.system(.caption2)

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
        font.name = nil
        return font
    }
    /// This font with every digit as wide as the widest, so figures line up in columns.
    public func monospacedDigit() -> Font {
        var font = self
        font.hasMonospacedDigits = true
        return font
    }
}
