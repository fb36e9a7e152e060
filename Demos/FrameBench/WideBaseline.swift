/// Where a column of one-line texts sits, in window pixels, read from Trellis's frame.
struct TextColumnGeometry: Sendable {
    /// What the scroll view shows.
    var viewport: PixelRect
    /// Top-left corner of text 0.
    var x: Double
    var y: Double
    /// From one text's top to the next.
    var pitch: Double
    /// Trellis's scroll indicator, which never moves here.
    var indicator: PixelRect?
    var indicatorColor: PixelColor

    func top(_ index: Int) -> Int32 { RowsGeometry.edge(y + Double(index) * pitch) }

    /// The texts of `count` that can touch the viewport.
    func visible(count: Int) -> Range<Int> {
        guard pitch > 0 else { return 0..<0 }
        let first = Int(((Double(viewport.y) - y) / pitch).rounded(.down)) - 1
        let last = Int(((Double(viewport.maxY) - y) / pitch).rounded(.up)) + 1
        let lower = min(max(first, 0), count)
        return lower..<min(max(last, lower), count)
    }
}

/// `update-wide` by hand: a column of texts, one texture per visible text,
/// and a change repaints only the text that changed.
@MainActor
final class WideBaseline: BaselineScene {
    let canvas: BaselineCanvas
    private(set) var labels: [String]
    private let geometry: TextColumnGeometry
    private var cache: [Int: (text: String, texture: BaselineTexture?)] = [:]

    init(canvas: BaselineCanvas, labels: [String], geometry: TextColumnGeometry) {
        self.canvas = canvas
        self.labels = labels
        self.geometry = geometry
    }

    isolated deinit {
        for entry in cache.values { canvas.destroy(entry.texture) }
    }

    /// Changes text `index`; damages where the old and the new text are.
    func setLabel(_ index: Int, to text: String) -> PixelRect {
        let old = bounds(of: index)
        labels[index] = text
        guard geometry.visible(count: labels.count).contains(index) else { return .zero }
        let fresh = canvas.text(text)
        canvas.destroy(cache[index]?.texture)
        cache[index] = (text, fresh)
        return old.union(bounds(of: index)).intersection(geometry.viewport)
    }

    private func bounds(of index: Int) -> PixelRect {
        guard let texture = cache[index]?.texture else { return .zero }
        return PixelRect(x: RowsGeometry.edge(geometry.x), y: geometry.top(index), w: texture.width, h: texture.height)
    }

    func draw(in region: PixelRect) {
        let area = region.intersection(geometry.viewport)
        guard !area.isEmpty else { return }
        for index in geometry.visible(count: labels.count) {
            let top = geometry.top(index)
            guard top < area.maxY, top + RowsGeometry.edge(geometry.pitch) > area.y else { continue }
            if cache[index] == nil || cache[index]?.text != labels[index] {
                canvas.destroy(cache[index]?.texture)
                cache[index] = (labels[index], canvas.text(labels[index]))
            }
            if let texture = cache[index]?.texture { canvas.draw(texture, x: RowsGeometry.edge(geometry.x), y: top) }
        }
        if let indicator = geometry.indicator, indicator.intersects(area) {
            canvas.fill(indicator, geometry.indicatorColor)
        }
    }
}
