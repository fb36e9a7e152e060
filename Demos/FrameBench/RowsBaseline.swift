import RowsTable
import CSDL2

/// The rows table written by hand over SDL: the practical limit Trellis is
/// measured against. Each op knows which rows it changed, repaints only
/// their part of the window, and rasterises only labels that are new and visible.
///
/// Its rows and selection live in a `RowsStore` of its own, the `@Observable`
/// class the Trellis side's views read, which nothing observes: each op
/// writes it and each drawn row reads it as the app does, so what Observation
/// costs a write and a read is on both sides, and the ratio keeps only the
/// tracking Trellis adds (issue 60, item 6).
@MainActor
final class RowsBaseline: BaselineScene {
    private let store: RowsStore
    /// The rows shown, in order.
    var rows: [Row] { store.rows }
    let canvas: BaselineCanvas
    private let geometry: RowsGeometry
    /// The textures of visible rows, by row id.
    private var cache: [Int: CachedRow] = [:]
    private var cross: BaselineTexture?
    private var headerTextures: [BaselineTexture?] = []

    private struct CachedRow {
        var label: String
        var idTexture: BaselineTexture?
        var labelTexture: BaselineTexture?
    }

    /// The Material Icons glyph Trellis shows for `xmark`.
    static let crossCodepoint: UInt32 = 0xE5CD

    /// A table drawn at `geometry`, whose labels follow from `seed` as the Trellis side's do.
    init(canvas: BaselineCanvas, geometry: RowsGeometry, seed: UInt64) {
        self.canvas = canvas
        self.geometry = geometry
        store = RowsStore(seed: seed)
        cross = canvas.glyph(Self.crossCodepoint)
        headerTextures = geometry.header.map { item in
            if case let .text(string, _, _, color) = item { return canvas.text(string, color: color) }
            return nil
        }
    }

    isolated deinit {
        dropCache()
        canvas.destroy(cross)
        for texture in headerTextures { canvas.destroy(texture) }
    }

    // MARK: The benchmark's ops; each returns what it damaged.

    func create(_ count: Int) -> PixelRect {
        store.create(count)
        dropCache()
        return geometry.viewport
    }

    func append(_ count: Int) -> PixelRect {
        let before = geometry.indicator(count: rows.count)
        store.append(count)
        // The new rows are all below the viewport: only the scroll indicator may change,
        // and when it keeps its size (its 20-point minimum) nothing is drawn at all.
        let after = geometry.indicator(count: rows.count)
        return before == after ? .zero : (before ?? .zero).union(after ?? .zero)
    }

    func updateEveryTenth() -> PixelRect {
        store.updateEveryTenth()
        let visible = geometry.visibleRows(count: rows.count)
        var damage = PixelRect.zero
        for index in RowEdits.everyTenth(of: rows.count) where visible.contains(index) {
            damage = damage.union(geometry.slot(index))
        }
        return damage
    }

    func select(index: Int) -> PixelRect {
        var damage = geometry.slot(index)
        let rows = rows
        if let old = store.selectedID, let oldIndex = rows.firstIndex(where: { $0.id == old }) {
            damage = damage.union(geometry.slot(oldIndex))
        }
        store.select(rows[index].id)
        return damage
    }

    func swapRows() -> PixelRect {
        guard let (first, second) = RowEdits.swappedIndices(count: rows.count) else { return .zero }
        store.swapRows()
        let visible = geometry.visibleRows(count: rows.count)
        var damage = PixelRect.zero
        for index in [first, second] where visible.contains(index) { damage = damage.union(geometry.slot(index)) }
        return damage
    }

    func remove(index: Int) -> PixelRect {
        let before = geometry.indicator(count: rows.count)
        // By id, as the app removes a row its button names.
        let id = rows[index].id
        store.remove(id)
        // Every row from here moves up one slot; the rest of the viewport repaints.
        let top = geometry.slot(index)
        let below = PixelRect(x: geometry.viewport.x, y: top.y, w: geometry.viewport.w, h: geometry.viewport.maxY - top.y)
        return below.union(before ?? below)
    }

    /// Shows `newRows` in place of the rows shown (a filter, a shuffle, a
    /// sort): rows that stay keep their textures, and the viewport repaints.
    func show(_ newRows: [Row]) -> PixelRect {
        store.rows = newRows
        return geometry.viewport
    }

    /// The part of the window the list shows rows in.
    var viewport: PixelRect { geometry.viewport }

    func clear() -> PixelRect {
        store.clear()
        dropCache()
        return geometry.viewport
    }

    // MARK: Drawing

    func draw(in damage: PixelRect) {
        for (item, texture) in zip(geometry.header, headerTextures) {
            switch item {
            case let .text(_, x, y, _):
                if let texture, PixelRect(x: x, y: y, w: texture.width, h: texture.height).intersects(damage) {
                    canvas.draw(texture, x: x, y: y)
                }
            case let .fill(rect, color):
                if rect.intersects(damage) { canvas.fill(rect, color) }
            }
        }
        drawList(in: damage)
    }

    private func drawList(in damage: PixelRect) {
        let region = damage.intersection(geometry.viewport)
        guard !region.isEmpty else { return }
        var clip = region.sdl
        SDL_RenderSetClipRect(canvas.renderer, &clip)
        let visible = geometry.visibleRows(count: rows.count)
        for index in visible where geometry.slot(index).intersects(region) {
            drawRow(index)
        }
        if let indicator = geometry.indicator(count: rows.count), indicator.intersects(region) {
            canvas.fill(indicator, geometry.indicatorColor)
        }
        evictHiddenRows(visible)
    }

    private func drawRow(_ index: Int) {
        // Read from the store for each row, as each of the app's rows reads it.
        let row = store.rows[index]
        let top = geometry.rowTop(index)
        if row.id == store.selectedID {
            canvas.fill(RowsGeometry.pixels(x: geometry.bandX, y: top, width: geometry.bandWidth, height: geometry.bandHeight),
                        geometry.highlightColor)
        }
        var cached = cache[row.id] ?? CachedRow(label: row.label, idTexture: canvas.text(String(row.id)), labelTexture: nil)
        if cached.labelTexture == nil || cached.label != row.label {
            canvas.destroy(cached.labelTexture)
            cached.labelTexture = canvas.text(row.label)
            cached.label = row.label
        }
        cache[row.id] = cached
        if let texture = cached.idTexture {
            canvas.draw(texture, x: RowsGeometry.edge(geometry.idX), y: RowsGeometry.edge(top + geometry.idDY))
        }
        if let texture = cached.labelTexture {
            canvas.draw(texture, x: RowsGeometry.edge(geometry.labelX), y: RowsGeometry.edge(top + geometry.labelDY))
        }
        if let cross {
            canvas.draw(cross, x: RowsGeometry.edge(geometry.crossX), y: RowsGeometry.edge(top + geometry.crossDY))
        }
        if index < rows.count - 1 {
            canvas.fill(RowsGeometry.pixels(x: geometry.separatorX, y: top + geometry.separatorDY,
                                            width: geometry.separatorWidth, height: geometry.separatorHeight),
                        geometry.separatorColor)
        }
    }

    /// Frees the textures of rows that scrolled or moved out of view, once there are many.
    private func evictHiddenRows(_ visible: Range<Int>) {
        guard cache.count > 2 * max(visible.count, 32) else { return }
        let shown = Set(visible.map { rows[$0].id })
        for (id, cached) in cache where !shown.contains(id) {
            canvas.destroy(cached.idTexture)
            canvas.destroy(cached.labelTexture)
            cache[id] = nil
        }
    }

    private func dropCache() {
        for cached in cache.values {
            canvas.destroy(cached.idTexture)
            canvas.destroy(cached.labelTexture)
        }
        cache.removeAll(keepingCapacity: true)
    }
}
