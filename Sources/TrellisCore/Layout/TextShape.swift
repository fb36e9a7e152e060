/// What a proposal asks of a text: the width to wrap at (`nil`: one line per
/// paragraph) and the most lines to show (`nil`: all of them). Proposals with
/// the same shape give the same size, however different their heights.
///
/// Stored in 12 bytes, not 25: a text keeps one per size it worked out and
/// one for its placement, and a long list keeps a text per row.
struct TextShape: Equatable {
    /// No line limit.
    private static let noLimit = Int32.min

    private var width: Offer
    private var lines: Int32

    /// The width to wrap at; `nil` for one line per paragraph.
    var maxWidth: Double? {
        get { width.value }
        set { width = Offer(newValue) }
    }

    /// The most lines to show; `nil` for all. A limit past two billion lines
    /// is kept as two billion, which no text reaches.
    var maxLines: Int? {
        get { lines == Self.noLimit ? nil : Int(lines) }
        set { lines = Self.stored(newValue) }
    }

    /// Whether the shape shows the text unwrapped and uncut: one line a
    /// paragraph, the shape of a label that fits (`TextMetrics` keeps its size inline).
    var isUnwrapped: Bool { lines == Self.noLimit && width == Offer(nil) }

    /// A shape wrapping at `maxWidth` and showing at most `maxLines`.
    init(maxWidth: Double?, maxLines: Int?) {
        width = Offer(maxWidth)
        lines = Self.stored(maxLines)
    }

    private static func stored(_ limit: Int?) -> Int32 {
        guard let limit else { return noLimit }
        return Int32(clamping: limit)
    }
}
