/// The width a text was wrapped at, and every other width that breaks it
/// into the same lines.
///
/// Greedy wrapping only ever asks whether some sum of widths fits the line,
/// so any width at least the largest sum that fitted and below the smallest
/// sum that did not makes every choice the same way. Nested stacks offer a
/// text many nearby widths; one wrap answers all of those that fall in range.
package struct LineBreaks: Equatable {
    /// The width the text was wrapped at; `nil` for one line per paragraph.
    package var maxWidth: Double?
    /// The largest width that was asked about and fitted.
    package var widestFit: Double = 0
    /// The smallest width that was asked about and did not fit; infinite when everything fitted.
    package var narrowestOverflow: Double = .infinity

    package init(maxWidth: Double?) {
        self.maxWidth = maxWidth
    }

    /// Whether wrapping at `width` gives exactly these lines.
    package func breaksTheSame(at width: Double?) -> Bool {
        guard let width, let maxWidth else { return width == maxWidth }
        // Zero or less puts every character on a line of its own, without asking anything.
        guard maxWidth > 0, width > 0 else { return width == maxWidth }
        return width >= widestFit && width < narrowestOverflow
    }

    /// Notes that a line `width` wide was asked about and fitted.
    mutating func fitted(_ width: Double) {
        widestFit = max(widestFit, width)
    }

    /// Notes that a line `width` wide was asked about and did not fit.
    mutating func overflowed(_ width: Double) {
        narrowestOverflow = min(narrowestOverflow, width)
    }
}
