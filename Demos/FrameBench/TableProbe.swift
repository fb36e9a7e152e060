import Trellis

/// Reads the process table's geometry off Trellis's display list, with the
/// rows in PID order at the top, and checks on the way that the first row
/// shows the first process's four cells.
@MainActor
struct TableProbe {
    let scene: TrellisScene
    let rows: [ProcessRow]

    func measure(notes: inout [String]) throws -> TableGeometry {
        let graphics = scene.pipeline.displayList.graphics
        let unclipped = graphics.filter { $0.clip == nil }
        let clipped = graphics.filter { $0.clip != nil }
        guard let strip = unclipped.first, case .fill = strip.content,
              let arrow = unclipped.first(where: { if case .shape = $0.content { return true } else { return false } }),
              case .shape(_, .fill(let arrowColor)) = arrow.content else {
            throw BenchError("the table shows no header strip or sort arrow to measure")
        }
        let stripes = clipped.filter { if case .fill = $0.content { return $0.frame.width > 100 } else { return false } }
        let knob = clipped.first { if case .fill = $0.content { return $0.frame.width <= 8 } else { return false } }
        guard stripes.count >= 2, let viewport = stripes[0].clip, let knob,
              case .fill(let even) = stripes[0].content, case .fill(let odd) = stripes[1].content,
              case .fill(let knobColor) = knob.content else {
            throw BenchError("the table shows no striped rows or scroll indicator to measure")
        }
        let top = stripes[0].frame.y
        let firstRow = clipped.filter { graphic in
            if case .text = graphic.content { return graphic.frame.minY >= top && graphic.frame.maxY <= stripes[1].frame.y }
            return false
        }.sorted { $0.frame.x < $1.frame.x }
        let cellTexts = firstRow.compactMap { graphic -> TextRun? in
            if case .text(let run) = graphic.content { return run } else { return nil }
        }
        let expected = [rows[0].name, rows[0].pidText, rows[0].cpuText, rows[0].memoryText]
        if cellTexts.map(\.string) != expected {
            notes.append("check failed: the first row shows \(cellTexts.map(\.string)), not \(expected)")
        }
        guard let cell = firstRow.first, let cellFont = cellTexts.first?.font else {
            throw BenchError("the table's first row shows no text")
        }
        // The hairlines at the columns' right edges: one point wide, shorter than the strip.
        let edges = unclipped.filter { graphic in
            if case .fill = graphic.content { return graphic.frame.width == 1 && graphic.frame.height < strip.frame.height }
            return false
        }.sorted { $0.frame.x < $1.frame.x }
        let rights: [Double] = edges.map { Double($0.frame.maxX) }
        let sorted = rights.firstIndex { $0 >= arrow.frame.maxX } ?? 0
        let rowsViewport = RowsGeometry.pixels(x: viewport.x, y: viewport.y, width: viewport.width, height: viewport.height)
        let header = RowsGeometry.pixels(x: strip.frame.x, y: strip.frame.y, width: strip.frame.width, height: strip.frame.height)
        let arrowInset: Double = rights.isEmpty ? 0 : rights[sorted] - arrow.frame.maxX
        let cellX: [Double] = firstRow.map { Double($0.frame.x) }
        let headerItems: [TableGeometry.HeaderItem] = unclipped.compactMap { headerItem($0) }
        return TableGeometry(
            viewport: rowsViewport, firstRowTop: top, pitch: stripes[1].frame.y - top,
            stripeX: stripes[0].frame.x, stripeWidth: stripes[0].frame.width,
            evenColor: RowsProbe.pixelColor(even), oddColor: RowsProbe.pixelColor(odd),
            cellX: cellX, cellDY: cell.frame.y - top, cellFontSize: Int32(cellFont.size.rounded()),
            header: header, headerItems: headerItems, columnRights: rights, arrowInset: arrowInset,
            arrowY: arrow.frame.y, arrowWidth: Int32(arrow.frame.width.rounded(.up)),
            arrowHeight: Int32(arrow.frame.height.rounded(.up)), arrowColor: RowsProbe.pixelColor(arrowColor),
            indicatorInset: viewport.maxX - knob.frame.x, indicatorWidth: knob.frame.width,
            indicatorColor: RowsProbe.pixelColor(knobColor))
    }

    /// A header graphic as the baseline draws it; the sort arrow is drawn on its own.
    private func headerItem(_ graphic: Graphic) -> TableGeometry.HeaderItem? {
        let frame = graphic.frame
        let rect = RowsGeometry.pixels(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        switch graphic.content {
        case .text(let run):
            return .text(run.string, x: rect.x, y: rect.y, size: Int32(run.font.size.rounded()), color: RowsProbe.pixelColor(run.color))
        case .fill(let color):
            return .fill(rect, RowsProbe.pixelColor(color))
        default:
            return nil
        }
    }
}
