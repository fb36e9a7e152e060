/// A text the baseline keeps on screen at a fixed place, with the texture it shows.
struct PlacedLabel {
    var text: String
    let x: Int32
    let y: Int32
    let size: Int32
    let bold: Bool
    let color: PixelColor
    var texture: BaselineTexture?
}

/// Texts at fixed places written by hand, for ops that change some of them:
/// a change rasterises only the texts it names and damages only where they
/// were and are, as a person who knows what changed would.
@MainActor
final class LabelSetBaseline: BaselineScene {
    let canvas: BaselineCanvas
    private(set) var labels: [PlacedLabel]
    /// Where the labels' pixels go when the canvas packs labels: label `n` in cell `n`.
    private let atlas: BaselineAtlas?

    init(canvas: BaselineCanvas, labels: [PlacedLabel]) {
        self.canvas = canvas
        self.labels = labels
        atlas = canvas.packsLabels ? BaselineAtlas(canvas: canvas) : nil
    }

    isolated deinit {
        for label in labels { canvas.destroy(label.texture) }
    }

    /// Shows `text` in label `index`; returns the damage, old and new bounds together.
    func setText(_ text: String, at index: Int) -> PixelRect {
        guard labels[index].text != text else { return .zero }
        let old = bounds(of: index)
        canvas.destroy(labels[index].texture)
        labels[index].text = text
        labels[index].texture = rasterise(index)
        return old.union(bounds(of: index))
    }

    /// Where label `index` shows, from its texture; nothing before it was first drawn.
    func bounds(of index: Int) -> PixelRect {
        let label = labels[index]
        guard let texture = label.texture else { return .zero }
        return PixelRect(x: label.x, y: label.y, w: texture.width, h: texture.height)
    }

    /// Frees every texture, so the next drawing starts as a new window would.
    func forgetTextures() {
        for index in labels.indices {
            canvas.destroy(labels[index].texture)
            labels[index].texture = nil
        }
    }

    func draw(in region: PixelRect) {
        for index in labels.indices {
            if labels[index].texture == nil { labels[index].texture = rasterise(index) }
            guard let texture = labels[index].texture, bounds(of: index).intersects(region) else { continue }
            canvas.draw(texture, x: labels[index].x, y: labels[index].y)
        }
    }

    private func rasterise(_ index: Int) -> BaselineTexture? {
        let label = labels[index]
        if let atlas { return atlas.text(label.text, size: label.size, bold: label.bold, color: label.color, cell: index) }
        return canvas.text(label.text, size: label.size, bold: label.bold, color: label.color)
    }
}
