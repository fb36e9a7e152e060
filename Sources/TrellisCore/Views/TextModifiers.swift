extension Text {
    private func styled(_ change: (inout TextStyling) -> Void) -> Text {
        var copy = self
        change(&copy.styling)
        return copy
    }

    /// This text underlined (or not, with `false`), in `color` or the text's own.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }

    /// This text underlined with a dashed or dotted line.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        styled { $0.underline = .init(isActive: isActive, style: LineStyle(pattern: pattern, color: color)) }
    }

    /// This text struck through (or not, with `false`), in `color` or the text's own.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }

    /// This text struck through with a dashed or dotted line.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        styled { $0.strikethrough = .init(isActive: isActive, style: LineStyle(pattern: pattern, color: color)) }
    }

    /// This text in the fixed-width face.
    public func monospaced(_ isActive: Bool = true) -> Text {
        styled { $0.isMonospaced = isActive }
    }

    /// This text with every digit as wide as the widest, so changing figures do not jiggle.
    public func monospacedDigit() -> Text {
        styled { $0.hasMonospacedDigits = true }
    }

    /// This text with `kerning` points added after every character.
    public func kerning(_ kerning: CGFloat) -> Text {
        styled { $0.kerning = Double(kerning) }
    }

    /// This text with `tracking` points added after every character.
    public func tracking(_ tracking: CGFloat) -> Text {
        styled { $0.tracking = Double(tracking) }
    }

    /// This text raised by `baselineOffset` points (lowered when negative); the line grows to hold it.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        styled { $0.baselineOffset = Double(baselineOffset) }
    }
}
