import CSDL2
import Foundation

/// `animate` by hand: every label is rasterised once, and each frame only
/// moves and fades the textures it already has, as a person would write an
/// animation over SDL.
@MainActor
final class AnimateBaseline: BaselineScene {
    let canvas: BaselineCanvas
    private var labels: [PlacedLabel]
    /// Each label's left edge at rest, in points; the offset moves them all alike.
    private let restX: [Double]
    /// What every label covers at rest.
    private let extent: PixelRect
    private(set) var offset = 0.0
    private(set) var opacity = 1.0
    private let atlas: BaselineAtlas?
    /// Frames of the fixed 60 Hz clock since the animation began.
    private var frame = 0

    /// How far the labels slide, and how faint they get, at the far end.
    static let travel = 12.0
    static let faintest = 0.2

    init(canvas: BaselineCanvas, labels: [PlacedLabel], restX: [Double]) {
        self.canvas = canvas
        self.restX = restX
        // Packed into one texture when the canvas packs labels, as Trellis does on OpenGL.
        let atlas = canvas.packsLabels ? BaselineAtlas(canvas: canvas) : nil
        self.atlas = atlas
        var labels = labels, extent = PixelRect.zero
        for index in labels.indices {
            if labels[index].texture == nil {
                let label = labels[index]
                labels[index].texture = atlas?.text(label.text, size: label.size, bold: false, color: label.color, cell: index)
                    ?? canvas.text(label.text, size: label.size, color: label.color)
            }
            if let texture = labels[index].texture {
                extent = extent.union(PixelRect(x: RowsGeometry.edge(restX[index]), y: labels[index].y, w: texture.width, h: texture.height))
            }
        }
        self.labels = labels
        self.extent = extent
    }

    isolated deinit {
        for label in labels { canvas.destroy(label.texture) }
    }

    /// Puts the labels at `offset` and `opacity`; returns the damage, where they were and are.
    func show(offset: Double, opacity: Double) -> PixelRect {
        let before = covered()
        self.offset = offset
        self.opacity = opacity
        return before.union(covered())
    }

    /// Advances the clock one 60 Hz frame and moves the labels to match.
    func advanceOneFrame() -> PixelRect {
        frame += 1
        let progress = Self.easeInOutBackAndForth(seconds: Double(frame) / 60)
        return show(offset: Self.travel * progress, opacity: 1 + (Self.faintest - 1) * progress)
    }

    /// An ease-in-out cubic of one second, going back and forth for ever.
    static func easeInOutBackAndForth(seconds: Double) -> Double {
        let pass = Int(seconds)
        var t = seconds - Double(pass)
        if pass % 2 == 1 { t = 1 - t }
        return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
    }

    private func covered() -> PixelRect {
        // Rounding each label's edge on its own may land one pixel either side of the shifted extent.
        let shift = RowsGeometry.edge(offset)
        return PixelRect(x: extent.x + shift - 1, y: extent.y, w: extent.w + 2, h: extent.h)
    }

    func draw(in region: PixelRect) {
        let alpha = UInt8((min(max(opacity, 0), 1) * 255).rounded())
        for index in labels.indices {
            guard let texture = labels[index].texture else { continue }
            let x = RowsGeometry.edge(restX[index] + offset), y = labels[index].y
            guard PixelRect(x: x, y: y, w: texture.width, h: texture.height).intersects(region) else { continue }
            SDL_SetTextureAlphaMod(texture.texture, alpha)
            canvas.draw(texture, x: x, y: y)
        }
    }
}
