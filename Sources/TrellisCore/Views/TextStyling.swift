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

private struct TextStylingKey: EnvironmentKey {
    static var defaultValue: TextStyling { TextStyling() }
}

private struct TextCaseKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
}

private struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

private struct MinimumScaleFactorKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

extension EnvironmentValues {
    /// Text decorations and spacing set by `.underline`, `.kerning` and the like on an enclosing view.
    var textStyling: TextStyling {
        get { self[TextStylingKey.self] }
        set { self[TextStylingKey.self] = newValue }
    }

    /// Whether text is turned to capitals or small letters before it is drawn; `nil` leaves it.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How far, as a fraction of its font size, text may shrink to fit before it is cut.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
}
