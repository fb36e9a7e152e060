@_spi(TrellisExtension) import TrellisCore

import Foundation

/// The widths a split view column asks for.
struct SplitColumnWidth: Equatable {
    var min: CGFloat
    var ideal: CGFloat
    var max: CGFloat

    /// What a column gets when it asks for nothing: the sidebar a little
    /// narrower than the middle column, as on macOS.
    static func standard(for column: Int) -> SplitColumnWidth {
        column == 0 ? SplitColumnWidth(min: 150, ideal: 220, max: 400) : SplitColumnWidth(min: 180, ideal: 280, max: 500)
    }
}

/// The width asked for inside a column; the outermost wins.
struct SplitColumnWidthKey: PreferenceKey {
    static var defaultValue: SplitColumnWidth? { nil }
    static func reduce(value: inout SplitColumnWidth?, nextValue: () -> SplitColumnWidth?) {
        value = value ?? nextValue()
    }
}

extension View {
    /// Asks the split view column this view is in for a width between `min`
    /// and `max`, starting at `ideal`; the divider can be dragged within them.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        let low = min ?? Swift.min(ideal, 100), high = max ?? Swift.max(ideal, 600)
        let valid = low.isFinite && ideal.isFinite && low >= 0 && low <= ideal && ideal <= high
        if !valid {
            Diagnostics.warnOnce("navigationSplitViewColumnWidth.\(low).\(ideal).\(high)",
                                 "navigationSplitViewColumnWidth(min: \(low), ideal: \(ideal), max: \(high)) is out of order; using the default width")
        }
        return preference(key: SplitColumnWidthKey.self, value: valid ? SplitColumnWidth(min: low, ideal: ideal, max: high) : nil)
    }

    /// Asks the split view column this view is in for a fixed `width`.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        navigationSplitViewColumnWidth(min: width, ideal: width, max: width)
    }
}
