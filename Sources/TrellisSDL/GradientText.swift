import CCairo
import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Paints drawn glyphs with a gradient: their coverage is kept as a mask and
/// the gradient's colours are put through it.
@MainActor
enum GradientText {
    /// Replaces the colour of every pixel of `surface` (straight ARGB) with the
    /// gradient's there, keeping the glyphs' coverage.
    static func recolor(_ surface: UnsafeMutablePointer<SDL_Surface>, with gradient: ResolvedGradient) {
        let width = surface.pointee.w, height = surface.pointee.h
        guard width > 0, height > 0, let pixels = surface.pointee.pixels,
              let paint = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
              cairo_surface_status(paint) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(paint) else { return }
        defer { cairo_surface_destroy(paint) }
        cairo_rectangle(cairo, 0, 0, Double(width), Double(height))
        StylePainter.setSource(.gradient(gradient), frameSize: Size(width: Double(width), height: Double(height)), in: cairo)
        cairo_fill(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(paint)
        guard let colors = cairo_image_surface_get_data(paint) else { return }
        let colorStride = Int(cairo_image_surface_get_stride(paint)), pitch = Int(surface.pointee.pitch)
        for y in 0..<Int(height) {
            let glyphs = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
            let fill = UnsafeMutableRawPointer(colors + y * colorStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(width) {
                let coverage = glyphs[x] >> 24
                guard coverage != 0 else { continue }
                let color = fill[x], alpha = color >> 24
                guard alpha != 0 else {
                    glyphs[x] = 0
                    continue
                }
                // Cairo's colour is premultiplied: divide it out, then scale alpha by coverage.
                func channel(_ shift: UInt32) -> UInt32 { min(255, (((color >> shift) & 0xFF) * 255 + alpha / 2) / alpha) << shift }
                glyphs[x] = ((alpha * coverage + 127) / 255) << 24 | channel(16) | channel(8) | channel(0)
            }
        }
    }
}
