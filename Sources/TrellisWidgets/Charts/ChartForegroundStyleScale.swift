@_spi(TrellisExtension) import TrellisCore

/// The colours a chart gives its series, as `.chartForegroundStyleScale` sets them.
struct ChartSeriesColors: Hashable, Sendable {
    /// Colours by series name, from a mapping or a domain paired with a range.
    var byName: [String: Color] = [:]
    /// Colours in order for the series no name maps, from a range alone.
    var inOrder: [Color] = []

    /// The colour of the series `name`, the `index`th seen, or nil for the default palette's.
    func color(of name: String, index: Int) -> Color? {
        if let color = byName[name] { return color }
        return inOrder.isEmpty ? nil : inOrder[index % inOrder.count]
    }

    /// A style as a series colour; only colours are supported, and anything else warns once.
    static func color(of style: some ShapeStyle) -> Color? {
        if let color = style as? Color { return color }
        Diagnostics.warnOnce("chart-style-scale.\(type(of: style))",
            "chartForegroundStyleScale takes colours; \(type(of: style)) is drawn in the default series colour")
        return nil
    }
}

extension View {
    /// Draws each series named in `domain` in the style at the same place in `range`,
    /// as Swift Charts does; series beyond the range's length wrap around it.
    public func chartForegroundStyleScale<Domain: Collection, Range: Collection>(domain: Domain, range: Range) -> some View
        where Domain.Element: Plottable, Range.Element: ShapeStyle {
        let names = domain.map { ChartValue($0).seriesName }
        let colors = range.map { ChartSeriesColors.color(of: $0) }
        var scale = ChartSeriesColors()
        if !colors.isEmpty {
            for (index, name) in names.enumerated() {
                if let color = colors[index % colors.count] { scale.byName[name] = color }
            }
        }
        return transformEnvironment(\.chartSettings) { $0.seriesColors = scale }
    }

    /// Draws each series named by a key in the style it maps to.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        var scale = ChartSeriesColors()
        for (value, style) in mapping {
            if let color = ChartSeriesColors.color(of: style) { scale.byName[ChartValue(value).seriesName] = color }
        }
        return transformEnvironment(\.chartSettings) { $0.seriesColors = scale }
    }

    /// Draws the series, in the order they are first seen, in the styles of `range`.
    public func chartForegroundStyleScale<Range: Collection>(range: Range) -> some View where Range.Element: ShapeStyle {
        var scale = ChartSeriesColors()
        scale.inOrder = range.compactMap { ChartSeriesColors.color(of: $0) }
        return transformEnvironment(\.chartSettings) { $0.seriesColors = scale }
    }
}
