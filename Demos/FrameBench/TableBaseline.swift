import CSDL2

/// The process table written by hand over SDL: rows as a plain array, one
/// texture per visible cell, keyed by the row's id so a sort or a scroll
/// rasterises only the rows that came into view. Nothing here imports Trellis.
@MainActor
final class TableBaseline: BaselineScene {
    /// A column the rows can be sorted by, in the table's order.
    enum Column: Int, CaseIterable {
        case name, pid, cpu, memory
    }

    let canvas: BaselineCanvas
    let geometry: TableGeometry
    private(set) var rows: [ProcessRow] = []
    private(set) var sortColumn = Column.pid
    private(set) var ascending = true
    /// How far the rows are scrolled, in points.
    private(set) var offset = 0.0
    private var cells: [Int: [BaselineTexture?]] = [:]
    private var headerTextures: [BaselineTexture?] = []
    private var arrow: (up: BaselineTexture?, down: BaselineTexture?)

    init(canvas: BaselineCanvas, geometry: TableGeometry) {
        self.canvas = canvas
        self.geometry = geometry
    }

    isolated deinit {
        forgetTextures()
    }

    private func forgetTextures() {
        for textures in cells.values { textures.forEach(canvas.destroy) }
        cells.removeAll()
        headerTextures.forEach(canvas.destroy)
        headerTextures = []
        canvas.destroy(arrow.up)
        canvas.destroy(arrow.down)
        arrow = (nil, nil)
    }

    // MARK: The ops; each returns what it damaged.

    /// Takes `rows` (sorted by PID) as a new table at the top: a first frame, rasterising everything again.
    func load(_ rows: [ProcessRow]) -> PixelRect {
        forgetTextures()
        self.rows = rows
        sortColumn = .pid
        ascending = true
        offset = 0
        return wholeWindow
    }

    /// Puts the rows back in PID order, at the top, keeping the textures, as a reset between runs.
    func restore(_ rows: [ProcessRow]) -> PixelRect {
        self.rows = rows
        sortColumn = .pid
        ascending = true
        offset = 0
        return wholeWindow
    }

    /// A click on `column`'s header: sorts by it, or reverses it when it is the sort column already.
    func clickHeader(_ column: Column) -> PixelRect {
        ascending = column == sortColumn ? !ascending : true
        sortColumn = column
        let forward = ascending
        switch column {
        case .name: rows.sort { forward ? $0.name < $1.name : $0.name > $1.name }
        case .pid: rows.sort { forward ? $0.pid < $1.pid : $0.pid > $1.pid }
        case .cpu: rows.sort { forward ? $0.cpu < $1.cpu : $0.cpu > $1.cpu }
        case .memory: rows.sort { forward ? $0.memory < $1.memory : $0.memory > $1.memory }
        }
        return geometry.header.union(geometry.viewport)
    }

    /// Scrolls down `points`, no further than the last row.
    func scroll(by points: Double) -> PixelRect {
        offset = min(max(offset + points, 0), geometry.maximumOffset(count: rows.count))
        return geometry.viewport
    }

    // MARK: Drawing

    func draw(in region: PixelRect) {
        if region.intersects(geometry.header) { drawHeader(in: region) }
        let area = region.intersection(geometry.viewport)
        guard !area.isEmpty else { return }
        var clip = area.sdl
        SDL_RenderSetClipRect(canvas.renderer, &clip)
        defer {
            var whole = region.sdl
            SDL_RenderSetClipRect(canvas.renderer, &whole)
        }
        let visible = geometry.visibleRows(count: rows.count, offset: offset)
        for index in visible { drawRow(index) }
        if let knob = geometry.indicator(count: rows.count, offset: offset) { canvas.fill(knob, geometry.indicatorColor) }
        evictHiddenRows(visible)
    }

    private func drawHeader(in region: PixelRect) {
        if headerTextures.isEmpty {
            headerTextures = geometry.headerItems.map { item in
                if case let .text(string, _, _, size, color) = item { return canvas.text(string, size: size, color: color) }
                return nil
            }
        }
        for (item, texture) in zip(geometry.headerItems, headerTextures) {
            switch item {
            case let .text(_, x, y, _, _):
                if let texture { canvas.draw(texture, x: x, y: y) }
            case let .fill(rect, color):
                if rect.intersects(region) { canvas.fill(rect, color) }
            }
        }
        if arrow.up == nil {
            arrow = (canvas.sortArrow(width: geometry.arrowWidth, height: geometry.arrowHeight, pointsUp: true, color: geometry.arrowColor),
                     canvas.sortArrow(width: geometry.arrowWidth, height: geometry.arrowHeight, pointsUp: false, color: geometry.arrowColor))
        }
        if let texture = ascending ? arrow.up : arrow.down {
            let x = geometry.columnRights[sortColumn.rawValue] - geometry.arrowInset - Double(geometry.arrowWidth)
            canvas.draw(texture, x: RowsGeometry.edge(x), y: RowsGeometry.edge(geometry.arrowY))
        }
    }

    private func drawRow(_ index: Int) {
        let row = rows[index]
        let top = geometry.rowTop(index, offset: offset)
        canvas.fill(RowsGeometry.pixels(x: geometry.stripeX, y: top, width: geometry.stripeWidth, height: geometry.pitch),
                    index % 2 == 0 ? geometry.evenColor : geometry.oddColor)
        let textures = cells[row.id] ?? [row.name, row.pidText, row.cpuText, row.memoryText].map {
            canvas.text($0, size: geometry.cellFontSize)
        }
        cells[row.id] = textures
        let y = RowsGeometry.edge(top + geometry.cellDY)
        for (texture, x) in zip(textures, geometry.cellX) {
            if let texture { canvas.draw(texture, x: RowsGeometry.edge(x), y: y) }
        }
    }

    /// Frees the textures of rows out of view, once there are many.
    private func evictHiddenRows(_ visible: Range<Int>) {
        guard cells.count > 2 * max(visible.count, 32) else { return }
        let shown = Set(visible.map { rows[$0].id })
        for (id, textures) in cells where !shown.contains(id) {
            textures.forEach(canvas.destroy)
            cells[id] = nil
        }
    }
}
