import CSDL2
import Foundation

/// Something the snapshot baseline draws: where Trellis placed it, in window pixels.
enum PlacedItem: Sendable {
    /// A filled rectangle.
    case fill(PixelRect, PixelColor, clip: PixelRect?)
    /// A filled rectangle with its corners rounded by `radius`.
    case roundedFill(PixelRect, PixelColor, radius: Double, clip: PixelRect?)
    /// Lines of text, one below another, with their top-left corner at `x`, `y`.
    case text(lines: [String], x: Int32, y: Int32, size: Int32, bold: Bool, color: PixelColor, clip: PixelRect?)
}

/// A still screen by hand, for first-frame scenarios: every visible piece is
/// rasterised into a texture of its own (a line of text, a rounded avatar per
/// colour), then drawn and presented. A first frame starts with no textures,
/// as Trellis's does.
@MainActor
final class SnapshotBaseline: BaselineScene {
    let canvas: BaselineCanvas
    private let items: [PlacedItem]
    private var textures: [BaselineTexture] = []

    init(canvas: BaselineCanvas, items: [PlacedItem]) {
        self.canvas = canvas
        self.items = items
    }

    isolated deinit {
        for texture in textures { canvas.destroy(texture) }
    }

    /// Forgets every texture, so the next drawing starts as a new window would.
    func forgetTextures() {
        for texture in textures { canvas.destroy(texture) }
        textures.removeAll(keepingCapacity: true)
    }

    /// Times a first frame: every texture made afresh, the whole window drawn and presented.
    func firstFrame() -> OpSample {
        forgetTextures()
        return measure { wholeWindow }
    }

    func draw(in region: PixelRect) {
        var rounded: [String: BaselineTexture] = [:]
        for item in items {
            switch item {
            case .fill(let rect, let color, let clip):
                clipped(to: clip, within: region) { canvas.fill(rect, color) }
            case .roundedFill(let rect, let color, let radius, let clip):
                let key = "\(rect.w)x\(rect.h) \(color.r),\(color.g),\(color.b),\(color.a) \(radius)"
                if rounded[key] == nil, let made = canvas.roundedRectangle(width: rect.w, height: rect.h, radius: radius, color: color) {
                    rounded[key] = made
                    textures.append(made)
                }
                if let texture = rounded[key] {
                    clipped(to: clip, within: region) { canvas.draw(texture, x: rect.x, y: rect.y) }
                }
            case .text(let lines, let x, let y, let size, let bold, let color, let clip):
                clipped(to: clip, within: region) {
                    var top = y
                    let skip = canvas.lineSkip(size: size, bold: bold)
                    for line in lines {
                        if let texture = canvas.text(line, size: size, bold: bold, color: color) {
                            textures.append(texture)
                            canvas.draw(texture, x: x, y: top)
                        }
                        top += skip
                    }
                }
            }
        }
    }

    private func clipped(to clip: PixelRect?, within region: PixelRect, _ draw: () -> Void) {
        guard let clip else { return draw() }
        let area = clip.intersection(region)
        guard !area.isEmpty else { return }
        var rect = area.sdl
        SDL_RenderSetClipRect(canvas.renderer, &rect)
        draw()
        var whole = region.sdl
        SDL_RenderSetClipRect(canvas.renderer, &whole)
    }
}
