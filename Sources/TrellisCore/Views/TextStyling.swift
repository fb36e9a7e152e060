/// The decorations and spacing a text asks for, set on the text itself or on
/// a view around it; each `nil` field leaves the choice to the environment.
struct TextStyling: Hashable, Sendable {
    /// An underline: on, off (overriding an enclosing one), or unset.
    var underline: Decoration?
    /// A line through the text, set like `underline`.
    var strikethrough: Decoration?
    var isMonospaced: Bool?
    var hasMonospacedDigits: Bool?
    var kerning: Double?
    var tracking: Double?
    var baselineOffset: Double?

    /// A line that is asked for, or asked away.
    struct Decoration: Hashable, Sendable {
        var isActive: Bool
        var style: Text.LineStyle
    }

    /// These choices, with the ones left unset taken from `outer`.
    func over(_ outer: TextStyling) -> TextStyling {
        TextStyling(underline: underline ?? outer.underline,
                    strikethrough: strikethrough ?? outer.strikethrough,
                    isMonospaced: isMonospaced ?? outer.isMonospaced,
                    hasMonospacedDigits: hasMonospacedDigits ?? outer.hasMonospacedDigits,
                    kerning: kerning ?? outer.kerning,
                    tracking: tracking ?? outer.tracking,
                    baselineOffset: baselineOffset ?? outer.baselineOffset)
    }

    /// `font` with the monospacing and spacing asked for.
    func apply(to font: Font) -> Font {
        var font = font
        if isMonospaced == true { font = font.monospaced() }
        if hasMonospacedDigits == true { font = font.monospacedDigit() }
        font.tracking += (kerning ?? 0) + (tracking ?? 0)
        return font
    }

    /// The line to draw for `decoration`, in its own colour or the text's.
    static func drawn(_ decoration: Decoration?, textColor: RGBA, in environment: EnvironmentValues) -> TextDecoration? {
        guard let decoration, decoration.isActive else { return nil }
        let color = decoration.style.color?.resolve(in: environment) ?? textColor
        return TextDecoration(color: color, pattern: decoration.style.pattern)
    }
}
