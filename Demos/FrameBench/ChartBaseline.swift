import CCairo
import CSDL2
import Foundation

/// `chart` by hand: the grid and labels are drawn once into a texture, and
/// each frame strokes the 600-point line with Cairo into a texture of its
/// own, as a person would write a live chart over SDL and Cairo.
@MainActor
final class ChartBaseline: BaselineScene {
    let canvas: BaselineCanvas
    /// The chart's rectangle in the window, and the plot's inside it, in pixels.
    private let area: PixelRect
    private let plot: (x: Double, y: Double, width: Double, height: Double)
    private var values: [Double]
    private var grid: BaselineTexture?
    private var labels: [(texture: BaselineTexture, x: Int32, y: Int32)] = []
    private var line: OpaquePointer?
    private let surface: OpaquePointer

    init(canvas: BaselineCanvas, plot found: (frame: CGRect, plot: CGRect), values: [Double]) {
        self.canvas = canvas
        area = PixelRect(x: Int32(found.frame.minX.rounded()), y: Int32(found.frame.minY.rounded()),
                         w: Int32(found.frame.width.rounded()), h: Int32(found.frame.height.rounded()))
        plot = (found.plot.minX, found.plot.minY, found.plot.width, found.plot.height)
        self.values = values
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, area.w, area.h)
        line = SDL_CreateTexture(canvas.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                 Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), area.w, area.h)
        if let line { SDL_SetTextureBlendMode(line, SDL_BLENDMODE_BLEND) }
        drawAxes()
        strokeLine()
    }

    isolated deinit {
        canvas.destroy(grid)
        for label in labels { canvas.destroy(label.texture) }
        if let line { SDL_DestroyTexture(line) }
        cairo_surface_destroy(surface)
    }

    /// Drops the oldest value and appends `value`; the chart's rectangle is the damage.
    func advance(to value: Double) -> PixelRect {
        values.removeFirst()
        values.append(value)
        strokeLine()
        return area
    }

    private func y(of value: Double) -> Double { plot.y + plot.height * (1 - value / 100) }

    private func drawAxes() {
        paint { cairo in
            cairo_set_source_rgba(cairo, 142 / 255, 142 / 255, 147 / 255, 0.3)
            cairo_set_line_width(cairo, 1)
            for tick in stride(from: 0.0, through: 100, by: 20) {
                let crisp = y(of: tick).rounded() + 0.5
                cairo_move_to(cairo, plot.x, crisp)
                cairo_line_to(cairo, plot.x + plot.width, crisp)
            }
            cairo_stroke(cairo)
        }
        grid = upload()
        for tick in stride(from: 0, through: 100, by: 20) {
            guard let label = canvas.text("\(tick)", size: 10, color: PixelColor(r: 128, g: 128, b: 128)) else { continue }
            labels.append((label, area.x + Int32(plot.x + plot.width + 6), area.y + Int32(y(of: Double(tick))) - label.height / 2))
        }
    }

    private func strokeLine() {
        paint { cairo in
            cairo_set_source_rgba(cairo, 0, 122 / 255, 1, 1)
            cairo_set_line_width(cairo, 2)
            let step = plot.width / Double(max(values.count - 1, 1))
            for (index, value) in values.enumerated() {
                let x = plot.x + Double(index) * step
                if index == 0 { cairo_move_to(cairo, x, y(of: value)) } else { cairo_line_to(cairo, x, y(of: value)) }
            }
            cairo_stroke(cairo)
        }
        guard let line, let pixels = cairo_image_surface_get_data(surface) else { return }
        SDL_UpdateTexture(line, nil, pixels, cairo_image_surface_get_stride(surface))
    }

    /// Clears the surface, draws into it and unpremultiplies it for SDL's blending.
    private func paint(_ draw: (OpaquePointer) -> Void) {
        guard let cairo = cairo_create(surface) else { return }
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        draw(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<Int(area.h) {
            let words = UnsafeMutableRawPointer(pixels + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<Int(area.w) {
                let value = words[column], alpha = value >> 24
                guard alpha != 0, alpha != 255 else { continue }
                func channel(_ shift: UInt32) -> UInt32 { min(255, (((value >> shift) & 0xFF) * 255 + alpha / 2) / alpha) << shift }
                words[column] = (alpha << 24) | channel(16) | channel(8) | channel(0)
            }
        }
    }

    private func upload() -> BaselineTexture? {
        guard let pixels = cairo_image_surface_get_data(surface),
              let texture = SDL_CreateTexture(canvas.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue), area.w, area.h) else { return nil }
        SDL_UpdateTexture(texture, nil, pixels, cairo_image_surface_get_stride(surface))
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return BaselineTexture(texture: texture, width: area.w, height: area.h)
    }

    func draw(in region: PixelRect) {
        guard region.intersects(area) else { return }
        if let grid { canvas.draw(grid, x: area.x, y: area.y) }
        for label in labels { canvas.draw(label.texture, x: label.x, y: label.y) }
        if let line { canvas.draw(BaselineTexture(texture: line, width: area.w, height: area.h), x: area.x, y: area.y) }
    }
}
