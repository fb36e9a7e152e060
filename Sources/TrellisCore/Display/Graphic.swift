/// The stable identity of a graphic; its texture is keyed by it.
public struct GraphicID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The raw number, unique within a process.
    public let rawValue: UInt64

    // Process-wide on purpose: ids only need to be unique, and unique across windows they can never collide.
    @MainActor private static var counter: UInt64 = 0

    @MainActor package static func next() -> GraphicID {
        counter += 1
        return GraphicID(rawValue: counter)
    }

    /// The id under which a renderer keeps a second picture of this graphic
    /// (its shadow, drawn apart beneath it): the same number with the top bit
    /// set, which `next()` never reaches.
    package var companion: GraphicID { GraphicID(rawValue: rawValue | 1 << 63) }

    /// Orders ids by creation.
    public static func < (lhs: GraphicID, rhs: GraphicID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Feeds the number to `hasher`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }

    /// What a `Dictionary` or `Set` of ids hashes a key to. Ids are looked up
    /// tens of thousands of times in a frame that replaces a long list (the
    /// damage tracker, the texture store, the display list's sets), and
    /// `Hasher`'s SipHash costs about a hundred instructions each time. Ids
    /// are counted up here, never chosen by input, so SplitMix64's finaliser
    /// (a dozen instructions) over the id and the table's seed spreads them
    /// over its buckets as well.
    public func _rawHashValue(seed: Int) -> Int {
        var mixed = rawValue &+ UInt64(UInt(bitPattern: seed))
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 31))
    }

    /// `#n`.
    public var description: String { "#\(rawValue)" }
}

/// A run of text as the renderer draws it.
public struct TextRun: Hashable, Sendable {
    /// The characters.
    public var string: String
    /// The face and size.
    public var font: Font
    // The colour, the alignment and the decorations are bytes: declared
    // together after the font, they fill one word rather than padding three.
    /// The colour of the glyphs.
    public var color: RGBA
    /// How the lines line up within the frame.
    public var alignment: TextAlignment = .leading
    /// A line under the glyphs, if any.
    public var underline: TextDecoration?
    /// A line through the glyphs, if any.
    public var strikethrough: TextDecoration?
    /// The lines as wrapped for the frame; a single line of `string` when empty.
    /// Made from the placed lines each time it is read (see `lineCount` and `line(_:)`).
    public var lines: [String] {
        get { placedLines.strings(of: string) }
        set { placedLines = .strings(newValue) }
    }
    /// The lines as layout placed them: parts of `string` kept as ranges of it.
    package var placedLines = TextRunLines.none
    /// How far the glyphs sit above their usual baseline, in points; each line
    /// is this much taller, the glyphs at its top (bottom when negative).
    public var baselineOffset: Double = 0
    /// A gradient the glyphs are painted with instead of `color`, from `.foregroundStyle`;
    /// it spreads over the text's frame.
    public var gradient: ResolvedGradient? {
        get { gradientStorage?.value }
        set { gradientStorage = newValue.map(OutOfLine.init) }
    }
    // Out of line: few texts have a gradient, and inline it added 40 bytes to every run a text keeps.
    private var gradientStorage: OutOfLine<ResolvedGradient>?
    /// The lines' size as layout measured them (the widest line, and the
    /// lines' height), when a text view placed them: the renderer finds how far
    /// a text reaches from this rather than measuring its lines again.
    public var measuredSize: Size? {
        get { storedMeasuredSize.value }
        set { storedMeasuredSize.value = newValue }
    }
    // In 16 bytes: as a `Size?`, its flag took a word of every run, and a text's layout keeps one.
    private var storedMeasuredSize = CompactOptionalSize(nil)

    /// What to draw, line by line.
    public var displayedLines: [String] { placedLines.count == 0 ? [string] : lines }

    /// The number of lines, without making them; 0 for a single line of `string`.
    public var lineCount: Int { placedLines.count }

    /// Line `index` of `lines`, made alone.
    public func line(_ index: Int) -> String { placedLines.line(index, of: string) }

    /// Every stored property, as the memberwise initialiser takes them: Swift gives
    /// that one no access beyond the module, and the widget library makes these too.
    package init(string: String, font: Font, color: RGBA, lines: [String] = [], alignment: TextAlignment = .leading, underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil, baselineOffset: Double = 0, gradient: ResolvedGradient? = nil, measuredSize: Size? = nil) {
        self.string = string
        self.font = font
        self.color = color
        self.lines = lines
        self.alignment = alignment
        self.underline = underline
        self.strikethrough = strikethrough
        self.baselineOffset = baselineOffset
        self.gradient = gradient
        self.measuredSize = measuredSize
    }
}

/// What a graphic draws.
public enum GraphicContent: Hashable, Sendable {
    /// A rectangle filled with one colour; drawn without a texture.
    case fill(RGBA)
    /// Lines of text, one below another.
    // Boxed: a run is 153 bytes, and inline it made every graphic 328 bytes to
    // copy (with a retain per string, font and line array) wherever the list is
    // copied, measured or drawn; boxed, a copy is one retain.
    indirect case text(TextRun)
    /// The outline of a rectangle, drawn inside its frame.
    case border(RGBA, width: Double)
    /// An outline filled or stroked; the path is relative to the frame's top-left corner.
    case shape(Path, ShapePaint)
    /// A picture from a file or the icon font, scaled to the frame.
    case image(ImageReference)
    /// What a `Canvas` recorded, replayed by the backend into the frame.
    case drawing(CanvasDrawing)
}

/// How a shape's outline is painted.
public enum ShapePaint: Hashable, Sendable {
    /// The inside filled with a colour.
    case fill(RGBA)
    /// The outline drawn `lineWidth` points wide, centred on the path.
    case stroke(RGBA, lineWidth: Double)
    /// Filled or stroked with any style: a gradient, a stroke style, the even-odd rule.
    // Boxed for the same reason as a text run: gradients and dashes are rare and large.
    indirect case styled(StyledPaint)
}

/// A picture the backend knows how to load and draw.
public struct ImageReference: Hashable, Sendable {
    /// Where the picture comes from.
    public enum Source: Hashable, Sendable {
        /// A PNG (or other SDL_image format) named without extension, from the app's `assets/` folder.
        case asset(String)
        /// A picture file anywhere, by path: one the user chose, shown with `Image(contentsOfFile:)`.
        case file(String)
        /// A glyph of the icon font, by its SF Symbols-style name such as `star.fill`.
        case symbol(String)
    }

    /// Where the picture comes from.
    public var source: Source
    /// The colour for symbols; pictures from files keep their own colours.
    public var tint: RGBA
    /// The point size symbols are drawn at.
    public var symbolSize: Double

    /// Makes a reference.
    public init(source: Source, tint: RGBA, symbolSize: Double) {
        self.source = source
        self.tint = tint
        self.symbolSize = symbolSize
    }
}

/// One item of the display list: something to draw, where, and how.
public struct Graphic: Hashable, Sendable {
    /// Stable across frames while the displayable lives.
    public var id: GraphicID
    /// What to draw.
    public var content: GraphicContent
    /// Where, in window coordinates.
    public var frame: Rect
    /// Bumped when `content` changes, so the renderer knows to redraw its texture.
    public var version: Int
    /// Drawing is limited to this rectangle, when set.
    public var clip: Rect?
    /// Drawing is also limited to the inside of this outline, in window
    /// coordinates, when set: a rounded or curved clip from `.cornerRadius` or
    /// `.clipShape`. Fills, shapes and pictures honour it; text and symbols are
    /// clipped to `clip` only.
    public var mask: Path?
    /// Multiplies the graphic's alpha.
    public var opacity: Double
    /// Draws the content this many times its size (from `scaleEffect`); the frame is already scaled.
    public var scale: Double = 1
    /// Degrees clockwise, about `rotationCenter` (from `rotationEffect`).
    public var rotation: Double = 0
    /// The point the graphic turns about, in window coordinates.
    public var rotationCenter: Point = .zero
    /// The animation and transition, boxed: few graphics have either, and
    /// inline they were a quarter of every graphic copied.
    var motion: GraphicMotion?
    /// Pixel effects drawn into the graphic's texture, innermost first: shadows, blurs, colour filters.
    public var effects: [GraphicEffect] = []
    /// The offscreen groups this graphic is drawn in, outermost first: masks,
    /// blend modes, compositing groups and 3D turns (see `CompositingLayer`).
    public var layers: [CompositingLayer] = []
    /// The matched-geometry group this graphic belongs to, when an enclosing
    /// `.matchedGeometryEffect` is a source; hero transitions move the group as one.
    package var matchedGeometry: MatchedGeometryTag?

    /// Every stored property, as the memberwise initialiser takes them: Swift gives
    /// that one no access beyond the module, and the widget library makes these too.
    package init(id: GraphicID, content: GraphicContent, frame: Rect, version: Int, clip: Rect? = nil, mask: Path? = nil, opacity: Double, scale: Double = 1, rotation: Double = 0, rotationCenter: Point = .zero, motion: GraphicMotion? = nil, effects: [GraphicEffect] = [], layers: [CompositingLayer] = [], matchedGeometry: MatchedGeometryTag? = nil) {
        self.id = id
        self.content = content
        self.frame = frame
        self.version = version
        self.clip = clip
        self.mask = mask
        self.opacity = opacity
        self.scale = scale
        self.rotation = rotation
        self.rotationCenter = rotationCenter
        self.motion = motion
        self.effects = effects
        self.layers = layers
        self.matchedGeometry = matchedGeometry
    }
}

extension Graphic {
    /// The animation for changes to this graphic, from an enclosing `.animation(_:value:)`.
    public var animation: Animation? {
        get { motion?.animation }
        // The animator sets this on every graphic it moves, each frame, mostly to what it was.
        set { if newValue != animation { motion = GraphicMotion.make(animation: newValue, transition: transition, content: contentTransition) } }
    }

    /// How this graphic appears and disappears, from an enclosing `.transition`.
    public var transition: AnyTransition? {
        get { motion?.transition }
        set { if newValue != transition { motion = GraphicMotion.make(animation: animation, transition: newValue, content: contentTransition) } }
    }

    /// How a change of this graphic's content animates, from an enclosing
    /// `.contentTransition`; with none, a changed string swaps at once.
    public var contentTransition: ContentTransition? {
        get { motion?.contentTransition }
        set { if newValue != contentTransition { motion = GraphicMotion.make(animation: animation, transition: transition, content: newValue) } }
    }
}

/// A graphic's animation and transitions, never changed once made.
package final class GraphicMotion: Hashable, Sendable {
    let animation: Animation?
    let transition: AnyTransition?
    let contentTransition: ContentTransition?

    private init(animation: Animation?, transition: AnyTransition?, contentTransition: ContentTransition?) {
        self.animation = animation
        self.transition = transition
        self.contentTransition = contentTransition
    }

    /// A box for the three, or `nil` when none is set.
    static func make(animation: Animation?, transition: AnyTransition?, content: ContentTransition? = nil) -> GraphicMotion? {
        animation == nil && transition == nil && content == nil ? nil
            : GraphicMotion(animation: animation, transition: transition, contentTransition: content)
    }

    package static func == (lhs: GraphicMotion, rhs: GraphicMotion) -> Bool {
        lhs === rhs || (lhs.animation == rhs.animation && lhs.transition == rhs.transition
                        && lhs.contentTransition == rhs.contentTransition)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(animation)
        hasher.combine(transition)
        hasher.combine(contentTransition)
    }
}
