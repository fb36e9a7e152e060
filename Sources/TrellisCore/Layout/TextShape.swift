/// What a proposal asks of a text: the width to wrap at (`nil`: one line per
/// paragraph) and the most lines to show (`nil`: all of them). Proposals with
/// the same shape give the same size, however different their heights.
///
/// Stored in 12 bytes, not 25: a text keeps one per size it worked out and
/// one for its placement, and a long list keeps a text per row.
struct TextShape: Equatable {
    /// An open width: a NaN with a payload no arithmetic makes.
    private static let openWidthBits: UInt64 = 0x7FF4_7E11_0000_0002
    /// No line limit.
    private static let noLimit = Int32.min

    private var width: Double
    private var lines: Int32

    /// The width to wrap at; `nil` for one line per paragraph.
    var maxWidth: Double? {
        get { width.bitPattern == Self.openWidthBits ? nil : width }
        set { width = newValue ?? Double(bitPattern: Self.openWidthBits) }
    }

    /// The most lines to show; `nil` for all. A limit past two billion lines
    /// is kept as two billion, which no text reaches.
    var maxLines: Int? {
        get { lines == Self.noLimit ? nil : Int(lines) }
        set { lines = newValue.map { Int32(clamping: $0) } ?? Self.noLimit }
    }

    /// A shape wrapping at `maxWidth` and showing at most `maxLines`.
    init(maxWidth: Double?, maxLines: Int?) {
        width = maxWidth ?? Double(bitPattern: Self.openWidthBits)
        lines = maxLines.map { Int32(clamping: $0) } ?? Self.noLimit
    }

    /// The same width to wrap at (as numbers, open matching open) and the same limit.
    static func == (lhs: TextShape, rhs: TextShape) -> Bool {
        lhs.maxWidth == rhs.maxWidth && lhs.lines == rhs.lines
    }
}
