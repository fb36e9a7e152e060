@_spi(TrellisExtension) import TrellisCore

import Foundation
import Observation

/// The widths and titles of a split view's columns.
@MainActor @Observable
final class SplitViewModel {
    /// The detail never gets narrower than this, whatever the other columns ask.
    static let detailMinimum: CGFloat = 200

    private var asked: [Int: SplitColumnWidth] = [:]
    /// Widths the user dragged to, by column.
    private var dragged: [Int: CGFloat] = [:]
    private var titles: [Int: String] = [:]
    /// The width a drag started from.
    @ObservationIgnored var dragStart: CGFloat?

    func limits(of column: Int) -> SplitColumnWidth {
        asked[column] ?? .standard(for: column)
    }

    /// The column's width now: dragged, else ideal.
    func width(of column: Int) -> CGFloat {
        dragged[column] ?? limits(of: column).ideal
    }

    /// Moves the divider after `column` by `translation` from where the drag started.
    func drag(_ column: Int, by translation: CGFloat, ended: Bool) {
        let start = dragStart ?? width(of: column)
        dragStart = ended ? nil : start
        let limits = limits(of: column)
        let width = min(max(start + translation, limits.min), limits.max)
        if dragged[column] != width { dragged[column] = width }
    }

    /// Moves the divider after `column` by `delta` from where it is, within the column's limits: the arrow keys' step.
    func nudge(_ column: Int, by delta: CGFloat) {
        let limits = limits(of: column)
        let width = min(max(width(of: column) + delta, limits.min), limits.max)
        if dragged[column] != width { dragged[column] = width }
    }

    /// Moves the divider after `column` to the column's narrowest (`widest: false`) or widest width: Home and End.
    func moveToLimit(_ column: Int, widest: Bool) {
        let limits = limits(of: column)
        let width = widest ? limits.max : limits.min
        if dragged[column] != width { dragged[column] = width }
    }

    func setAskedWidth(_ width: SplitColumnWidth?, of column: Int) {
        if asked[column] != width { asked[column] = width }
    }

    func setTitle(_ title: String?, of column: Int) {
        if titles[column] != title { titles[column] = title }
    }

    var windowTitle: String? {
        titles[2] ?? titles[1] ?? titles[0]
    }
}
