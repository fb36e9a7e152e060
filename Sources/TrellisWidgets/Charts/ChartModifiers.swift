@_spi(TrellisExtension) import TrellisCore

import Foundation

/// What the chart modifiers ask of the charts inside them.
struct ChartSettings: Hashable, Sendable {
    var xDomain: ClosedRange<Double>?
    var yDomain: ClosedRange<Double>?
    var xAxis: Visibility = .automatic
    var yAxis: Visibility = .automatic
    var legend: Visibility = .automatic
    var seriesColors = ChartSeriesColors()
}

private struct ChartSettingsKey: EnvironmentKey {
    static let defaultValue = ChartSettings()
}

extension EnvironmentValues {
    var chartSettings: ChartSettings {
        get { self[ChartSettingsKey.self] }
        set { self[ChartSettingsKey.self] = newValue }
    }
}

/// A range of values a chart's axis can be fixed to.
public protocol ScaleDomain {
    /// The range as numbers (dates as seconds); `nil` when it has none.
    var _numericRange: ClosedRange<Double>? { get }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    /// The bounds as numbers, when they are numbers or dates.
    public var _numericRange: ClosedRange<Double>? {
        guard let lower = ChartValue(lowerBound).number, let upper = ChartValue(upperBound).number,
              lower.isFinite, upper.isFinite, lower < upper else {
            Diagnostics.warnOnce("chart-domain", "a chart scale's domain must be an increasing range of numbers or dates; ignoring it")
            return nil
        }
        return lower...upper
    }
}

extension View {
    /// Fixes the chart's x axis to `domain` instead of the data's range.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        let range = domain._numericRange
        return transformEnvironment(\.chartSettings) { $0.xDomain = range }
    }

    /// Fixes the chart's y axis to `domain` instead of the data's range from zero.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        let range = domain._numericRange
        return transformEnvironment(\.chartSettings) { $0.yDomain = range }
    }

    /// Shows or hides the chart's x axis: its labels and vertical grid lines.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartSettings) { $0.xAxis = visibility }
    }

    /// Shows or hides the chart's y axis: its labels and horizontal grid lines.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartSettings) { $0.yAxis = visibility }
    }

    /// Shows or hides the chart's legend of series.
    public func chartLegend(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartSettings) { $0.legend = visibility }
    }
}
