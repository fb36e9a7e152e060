extension View {
    private func textStyling(_ change: @escaping (inout TextStyling) -> Void) -> some View {
        transformEnvironment(\.textStyling) { styling in
            // The innermost modifier wins, as a text's own modifiers win over these.
            var inner = TextStyling()
            change(&inner)
            styling = inner.over(styling)
        }
    }

    /// Underlines the text inside this view (or stops an enclosing underline, with `false`).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textStyling { $0.underline = .init(isActive: isActive, style: Text.LineStyle(pattern: pattern, color: color)) }
    }

    /// Strikes through the text inside this view (or stops an enclosing strikethrough, with `false`).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textStyling { $0.strikethrough = .init(isActive: isActive, style: Text.LineStyle(pattern: pattern, color: color)) }
    }

    /// Sets the text inside this view in the fixed-width face.
    public func monospaced(_ isActive: Bool = true) -> some View {
        textStyling { $0.isMonospaced = isActive }
    }

    /// Makes every digit of the text inside this view as wide as the widest.
    public func monospacedDigit() -> some View {
        textStyling { $0.hasMonospacedDigits = true }
    }

    /// Adds `kerning` points after every character of the text inside this view.
    public func kerning(_ kerning: CGFloat) -> some View {
        textStyling { $0.kerning = Double(kerning) }
    }

    /// Adds `tracking` points after every character of the text inside this view.
    public func tracking(_ tracking: CGFloat) -> some View {
        textStyling { $0.tracking = Double(tracking) }
    }

    /// Raises the text inside this view by `baselineOffset` points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        textStyling { $0.baselineOffset = Double(baselineOffset) }
    }

    /// Lets text inside this view shrink down to `factor` of its font size to fit before it is cut.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor.isFinite ? min(max(factor, 0.01), 1) : 1)
    }

    /// Turns the text inside this view to capitals or small letters; `nil` leaves it as written.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }

    /// Where text inside this view that does not fit is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Sets the text inside this view in `design` (serif, rounded, monospaced); `nil` leaves it.
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment(\.font) { font in
            guard let design else { return }
            font.design = design
            font.name = nil
        }
    }
}
