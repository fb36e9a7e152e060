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

/// `update-wide` and `replace` by hand: a column of texts, one texture per
/// visible text. A change repaints only the text that changed; a replacement
/// repaints the viewport and formats and rasterises only the texts it shows.
@MainActor
final class WideBaseline: BaselineScene {
    let canvas: BaselineCanvas
    /// How many texts the column holds, and what text `index` shows unless changed since.
    private(set) var count: Int
    private var source: (Int) -> String
    private var changed: [Int: String] = [:]
    private let geometry: TextColumnGeometry
    private var cache: [Int: (text: String, texture: BaselineTexture?)] = [:]

    convenience init(canvas: BaselineCanvas, labels: [String], geometry: TextColumnGeometry) {
        self.init(canvas: canvas, count: labels.count, geometry: geometry) { labels[$0] }
    }

    init(canvas: BaselineCanvas, count: Int, geometry: TextColumnGeometry, label: @escaping (Int) -> String) {
        self.canvas = canvas
        self.count = count
        self.geometry = geometry
        source = label
    }

    isolated deinit {
        for entry in cache.values { canvas.destroy(entry.texture) }
    }

    /// What text `index` shows.
    func label(_ index: Int) -> String { changed[index] ?? source(index) }

    /// Changes text `index`; damages where the old and the new text are.
    func setLabel(_ index: Int, to text: String) -> PixelRect {
        let old = bounds(of: index)
        changed[index] = text
        guard geometry.visible(count: count).contains(index) else { return .zero }
        let fresh = canvas.text(text)
        canvas.destroy(cache[index]?.texture)
        cache[index] = (text, fresh)
        return old.union(bounds(of: index)).intersection(geometry.viewport)
    }

    /// Replaces every text: `count` texts, text `index` showing `label(index)`.
    /// The whole viewport is damaged; nothing is formatted or rasterised until drawn.
    func replaceAll(count: Int, label: @escaping (Int) -> String) -> PixelRect {
        self.count = count
        source = label
        changed.removeAll()
        for entry in cache.values { canvas.destroy(entry.texture) }
        cache.removeAll(keepingCapacity: true)
        return geometry.viewport
    }

    private func bounds(of index: Int) -> PixelRect {
        guard let texture = cache[index]?.texture else { return .zero }
        return PixelRect(x: RowsGeometry.edge(geometry.x), y: geometry.top(index), w: texture.width, h: texture.height)
    }

    func draw(in region: PixelRect) {
        let area = region.intersection(geometry.viewport)
        guard !area.isEmpty else { return }
        for index in geometry.visible(count: count) {
            let top = geometry.top(index)
            guard top < area.maxY, top + RowsGeometry.edge(geometry.pitch) > area.y else { continue }
            let text = label(index)
            if cache[index] == nil || cache[index]?.text != text {
                canvas.destroy(cache[index]?.texture)
                cache[index] = (text, canvas.text(text))
            }
            if let texture = cache[index]?.texture { canvas.draw(texture, x: RowsGeometry.edge(geometry.x), y: top) }
        }
        if let indicator = geometry.indicator, indicator.intersects(area) {
            canvas.fill(indicator, geometry.indicatorColor)
        }
    }
}
