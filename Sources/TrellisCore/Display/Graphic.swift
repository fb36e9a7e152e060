/// The stable identity of a graphic; its texture is keyed by it.
public struct GraphicID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The raw number, unique within a process.
    public let rawValue: UInt64

    @MainActor private static var counter: UInt64 = 0

    @MainActor static func next() -> GraphicID {
        counter += 1
        return GraphicID(rawValue: counter)
    }

    /// Orders ids by creation.
    public static func < (lhs: GraphicID, rhs: GraphicID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `#n`.
    public var description: String { "#\(rawValue)" }
}

/// A run of text as the renderer draws it.
public struct TextRun: Hashable, Sendable {
    /// The characters.
    public var string: String
    /// The face and size.
    public var font: Font
    /// The colour of the glyphs.
    public var color: RGBA
}

/// What a graphic draws.
public enum GraphicContent: Hashable, Sendable {
    /// A rectangle filled with one colour; drawn without a texture.
    case fill(RGBA)
    /// Lines of text, one below another.
    case text(TextRun)
    /// The outline of a rectangle, drawn inside its frame.
    case border(RGBA, width: Double)
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
    /// Multiplies the graphic's alpha.
    public var opacity: Double
}
