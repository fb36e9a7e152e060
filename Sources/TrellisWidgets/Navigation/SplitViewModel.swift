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

/// The 1-px line between two columns; a few pixels either side of it can be dragged.
struct SplitDivider: View {
    let model: SplitViewModel
    let column: Int

    /// The separator colour of macOS and GTK.
    static let line = Color(storage: .scheme(light: RGBA(r: 214, g: 214, b: 214), dark: RGBA(r: 20, g: 20, b: 20)))

    var body: some View {
        let model = model, column = column
        return Self.line
            .frame(width: 1)
            .frame(maxHeight: .infinity)
            .overlay(
                Color.clear
                    .frame(width: 9)
                    .contentShape(Rectangle())
                    .gesture(DragGesture()
                        .onChanged { model.drag(column, by: $0.translation.width, ended: false) }
                        .onEnded { model.drag(column, by: $0.translation.width, ended: true) })
            )
            .zIndex(1)
    }
}
