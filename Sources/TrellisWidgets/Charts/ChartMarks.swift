@_spi(TrellisExtension) import TrellisCore

/// A mark of a chart: where it goes and how it is drawn.
///
/// Marks are views too, drawing nothing, so `ForEach(data) { LineMark(…) }`
/// type-checks as it does in Swift Charts; only a `Chart` draws them.
@MainActor
public protocol ChartMark: ChartContent, View where Body == EmptyView {}

extension ChartMark {
    /// Outside a chart a mark shows nothing.
    public var body: EmptyView { EmptyView() }
}

/// Resolves a mark's values; shared by every kind of mark.
@MainActor
private func plot<X: Plottable, Y: Plottable>(_ kind: PlottedMark.Kind, x: PlottableValue<X>, y: PlottableValue<Y>,
                                              into marks: inout ChartMarks) {
    marks.xLabel = marks.xLabel ?? x.label
    marks.yLabel = marks.yLabel ?? y.label
    marks.marks.append(PlottedMark(kind: kind, x: x.chartValue, y: y.chartValue))
}

/// A point of a line: marks of one series are joined in the order given.
public struct LineMark: ChartMark {
    let add: @MainActor (inout ChartMarks) -> Void

    /// A point of a line at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        add = { plot(.line, x: x, y: y, into: &$0) }
    }

    /// Adds the point.
    public func _plot(into marks: inout ChartMarks) { add(&marks) }
}

/// A bar from zero to `y` (or along `x`, for categories on the y axis).
public struct BarMark: ChartMark {
    let add: @MainActor (inout ChartMarks) -> Void

    /// A bar at `x`, `y` high.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        add = { plot(.bar, x: x, y: y, into: &$0) }
    }

    /// Adds the bar.
    public func _plot(into marks: inout ChartMarks) { add(&marks) }
}

/// A point of an area filled down to zero; marks of one series are joined in order.
public struct AreaMark: ChartMark {
    let add: @MainActor (inout ChartMarks) -> Void

    /// A point of an area at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        add = { plot(.area, x: x, y: y, into: &$0) }
    }

    /// Adds the point.
    public func _plot(into marks: inout ChartMarks) { add(&marks) }
}

/// A dot at `x`, `y`.
public struct PointMark: ChartMark {
    let add: @MainActor (inout ChartMarks) -> Void

    /// A dot at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        add = { plot(.point, x: x, y: y, into: &$0) }
    }

    /// Adds the dot.
    public func _plot(into marks: inout ChartMarks) { add(&marks) }
}

/// A mark given a series or a colour.
public struct StyledChartMark<Content: ChartContent>: ChartContent {
    let content: Content
    let series: String?
    let color: Color?

    /// The content's marks, styled.
    public func _plot(into marks: inout ChartMarks) {
        let start = marks.marks.count
        content._plot(into: &marks)
        for index in start..<marks.marks.count {
            if let series { marks.marks[index].series = series }
            if let color { marks.marks[index].color = color }
        }
    }
}

extension StyledChartMark: View where Content: View {
    /// Outside a chart a mark shows nothing.
    public var body: EmptyView { EmptyView() }
}

extension ChartContent {
    /// Puts the marks in the series named by `value`; each series gets a colour and a legend entry.
    public func foregroundStyle<Value: Plottable>(by value: PlottableValue<Value>) -> StyledChartMark<Self> {
        StyledChartMark(content: self, series: value.chartValue.seriesName, color: nil)
    }

    /// Draws the marks in `color`.
    public func foregroundStyle(_ color: Color) -> StyledChartMark<Self> {
        StyledChartMark(content: self, series: nil, color: color)
    }
}
