@_spi(TrellisExtension) import TrellisCore

/// One row of a grid: its cells, which the grid places itself.
@MainActor
package final class GridRowLayout: LayoutNode {
    /// How the row's cells line up vertically; `nil` uses the grid's alignment.
    package var alignment: VerticalAlignment? { didSet { if alignment != oldValue { setNeedsLayout() } } }

    package init(alignment: VerticalAlignment?) {
        self.alignment = alignment
    }
}

/// Lays cells out in rows and columns, as SwiftUI's `Grid` does: each column is as
/// wide as its widest cell and each row as tall as its tallest; space left over
/// goes to columns and rows whose cells can grow, and a cell spanning columns
/// widens the last of them if it needs more. A child that is not a `GridRow`
/// spans every column.
@MainActor
package final class GridLayout: LayoutNode {
    package var alignment: Alignment { didSet { if alignment != oldValue { setNeedsLayout() } } }
    package var horizontalSpacing: Double { didSet { if horizontalSpacing != oldValue { setNeedsLayout() } } }
    package var verticalSpacing: Double { didSet { if verticalSpacing != oldValue { setNeedsLayout() } } }

    package init(alignment: Alignment, horizontalSpacing: Double, verticalSpacing: Double) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    private struct Cell {
        let node: LayoutNode
        let column: Int
        let span: Int
        let traits: GridCellTraits
    }

    private struct Row {
        let node: LayoutNode
        let cells: [Cell]
        /// A child outside any `GridRow`, spanning every column.
        let isFullWidth: Bool
        let alignment: VerticalAlignment?
    }

    private struct Plan {
        var columns: [Double]
        var rows: [Double]
    }

    private func rows() -> (rows: [Row], columnCount: Int) {
        var rows: [Row] = []
        var columnCount = 0
        for child in children {
            if let row = child as? GridRowLayout {
                var column = 0
                var cells: [Cell] = []
                for cell in row.children {
                    let traits = GridCellTraitLayout.traits(of: cell)
                    cells.append(Cell(node: cell, column: column, span: traits.columns, traits: traits))
                    column += traits.columns
                }
                columnCount = max(columnCount, column)
                rows.append(Row(node: row, cells: cells, isFullWidth: false, alignment: row.alignment))
            } else {
                rows.append(Row(node: child, cells: [Cell(node: child, column: 0, span: 0, traits: GridCellTraitLayout.traits(of: child))],
                                isFullWidth: true, alignment: nil))
            }
        }
        return (rows, columnCount)
    }

    private func width(of columns: [Double], from start: Int, span: Int) -> Double {
        let end = min(start + span, columns.count)
        guard start < end else { return 0 }
        return columns[start..<end].reduce(0, +) + Double(end - start - 1) * horizontalSpacing
    }

    private func plan(for proposal: ProposedSize, in context: LayoutContext) -> Plan {
        let (rows, columnCount) = self.rows()
        var ideal = Array(repeating: 0.0, count: columnCount)
        var least = Array(repeating: 0.0, count: columnCount)
        var room = Array(repeating: 0.0, count: columnCount)
        let sized = rows.flatMap(\.cells).filter { !$0.traits.unsizedAxes.contains(.horizontal) && $0.span > 0 }
        for cell in sized where cell.span == 1 {
            let natural = cell.node.sizeThatFits(.unspecified, in: context).width
            let smallest = cell.node.sizeThatFits(ProposedSize(width: 0, height: nil), in: context).width
            let largest = cell.node.sizeThatFits(ProposedSize(width: .infinity, height: nil), in: context).width
            ideal[cell.column] = max(ideal[cell.column], natural)
            least[cell.column] = max(least[cell.column], smallest)
            room[cell.column] = max(room[cell.column], largest - natural)
        }
        for cell in sized where cell.span > 1 {
            let natural = cell.node.sizeThatFits(.unspecified, in: context).width
            let last = min(cell.column + cell.span, columnCount) - 1
            let short = natural - width(of: ideal, from: cell.column, span: cell.span)
            if short > 0 { ideal[last] += short }
        }
        var columns = ideal
        if let available = proposal.width, available.isFinite, columnCount > 0 {
            let extra = available - width(of: ideal, from: 0, span: columnCount)
            if extra > 0 {
                share(extra, among: &columns, room: room)
            } else if extra < 0 {
                let slack = zip(ideal, least).map { max($0 - $1, 0) }
                let total = slack.reduce(0, +)
                if total > 0 {
                    let fraction = min(-extra / total, 1)
                    for index in columns.indices { columns[index] -= slack[index] * fraction }
                }
            }
        }
        let gridWidth = width(of: columns, from: 0, span: columnCount)
        var heights: [Double] = []
        var vertical: [Double] = []
        for row in rows {
            var height = 0.0
            var grow = 0.0
            for cell in row.cells {
                let cellWidth = row.isFullWidth ? (proposal.width ?? gridWidth) : width(of: columns, from: cell.column, span: cell.span)
                let natural = cell.node.sizeThatFits(ProposedSize(width: cellWidth, height: nil), in: context).height
                guard !cell.traits.unsizedAxes.contains(.vertical) || row.cells.count == 1 else { continue }
                height = max(height, natural)
                let tallest = cell.node.sizeThatFits(ProposedSize(width: cellWidth, height: .infinity), in: context).height
                grow = max(grow, tallest - natural)
            }
            heights.append(height)
            vertical.append(grow)
        }
        if let available = proposal.height, available.isFinite, !heights.isEmpty {
            let extra = available - heights.reduce(0, +) - Double(heights.count - 1) * verticalSpacing
            if extra > 0 { share(extra, among: &heights, room: vertical) }
        }
        return Plan(columns: columns, rows: heights)
    }

    /// Gives `extra` to the lengths that can grow, equally, none past its room.
    private func share(_ extra: Double, among lengths: inout [Double], room: [Double]) {
        var remaining = extra
        var given = Array(repeating: 0.0, count: lengths.count)
        var open = lengths.indices.filter { room[$0] > 0 }
        while remaining > 0.0001, !open.isEmpty {
            let portion = remaining / Double(open.count)
            var stillOpen: [Int] = []
            for index in open {
                let left = room[index] - given[index]
                let taken = min(portion, left)
                lengths[index] += taken
                given[index] += taken
                remaining -= taken
                if left > portion { stillOpen.append(index) }
            }
            // When every open length took its whole portion, nothing is left to share.
            if stillOpen.count == open.count { break }
            open = stillOpen
        }
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        guard !children.isEmpty else { return .zero }
        let plan = plan(for: proposal, in: context)
        var width = width(of: plan.columns, from: 0, span: plan.columns.count)
        // A view outside any row spans the grid and, unless unsized, may widen it: a
        // plain `Divider` there makes the grid take all the width it is offered.
        for child in children where !(child is GridRowLayout)
            && !GridCellTraitLayout.traits(of: child).unsizedAxes.contains(.horizontal) {
            width = max(width, child.sizeThatFits(ProposedSize(width: proposal.width, height: nil), in: context).width)
        }
        let height = plan.rows.reduce(0, +) + Double(max(plan.rows.count - 1, 0)) * verticalSpacing
        return Size(width: width, height: height)
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        let proposal = self.proposal(thatProduced: rect.size) ?? ProposedSize(rect.size)
        let plan = plan(for: proposal, in: context)
        let (rows, columnCount) = self.rows()
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        for row in rows where !row.isFullWidth {
            for cell in row.cells { if let guide = cell.traits.columnAlignment { columnAlignments[cell.column] = guide } }
        }
        var y = rect.y
        for (index, row) in rows.enumerated() {
            let height = plan.rows[index]
            let rowRect = Rect(x: rect.x, y: y, width: rect.width, height: height)
            if row.isFullWidth {
                place(row.cells[0], in: rowRect, horizontal: alignment.horizontal, vertical: alignment.vertical, context: context)
            } else {
                row.node.place(in: rowRect, context: context)
                for cell in row.cells {
                    let x = rect.x + width(of: plan.columns, from: 0, span: cell.column) + (cell.column > 0 ? horizontalSpacing : 0)
                    let area = Rect(x: x, y: y, width: width(of: plan.columns, from: cell.column, span: min(cell.span, columnCount - cell.column)),
                                    height: height)
                    place(cell, in: area, horizontal: columnAlignments[cell.column] ?? alignment.horizontal,
                          vertical: row.alignment ?? alignment.vertical, context: context)
                }
            }
            y += height + verticalSpacing
        }
    }

    private func place(_ cell: Cell, in area: Rect, horizontal: HorizontalAlignment, vertical: VerticalAlignment,
                       context: LayoutContext) {
        var size = cell.node.sizeThatFits(ProposedSize(area.size), in: context)
        if cell.traits.unsizedAxes.contains(.horizontal) { size.width = area.width }
        if cell.traits.unsizedAxes.contains(.vertical) { size.height = area.height }
        let anchor = cell.traits.anchor ?? UnitPoint(x: horizontal.fraction, y: vertical.fraction)
        let origin = Point(x: area.x + (area.width - size.width) * anchor.x, y: area.y + (area.height - size.height) * anchor.y)
        cell.node.place(in: Rect(origin: origin, size: size), context: context)
    }
}
