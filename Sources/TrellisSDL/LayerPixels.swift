import CCairo
@_spi(TrellisExtension) import TrellisCore

/// Pixel arithmetic on a layer's picture: premultiplied ARGB words, as SDL
/// reads them back and as Cairo keeps them.
enum LayerPixels {
    /// Keeps of each pixel as much as the mask's alpha there.
    static func mask(_ pixels: inout [UInt32], by mask: [UInt32]) {
        for index in pixels.indices where index < mask.count {
            let coverage = mask[index] >> 24
            if coverage == 255 { continue }
            pixels[index] = scaled(pixels[index], by: coverage)
        }
    }

    /// Multiplies every pixel's alpha (and, premultiplied, its colour) by `opacity`.
    static func fade(_ pixels: inout [UInt32], by opacity: Double) {
        let factor = UInt32((min(max(opacity, 0), 1) * 255).rounded())
        for index in pixels.indices { pixels[index] = scaled(pixels[index], by: factor) }
    }

    /// `pixel` with all four channels times `factor` / 255.
    private static func scaled(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        guard factor != 0 else { return 0 }
        var result: UInt32 = 0
        for shift in stride(from: 0 as UInt32, through: 24, by: 8) {
            result |= ((((pixel >> shift) & 0xFF) * factor + 127) / 255) << shift
        }
        return result
    }

    /// Blends `source` over `destination` by `mode`, both premultiplied and `width` × `height`.
    static func blend(_ source: [UInt32], onto destination: inout [UInt32], width: Int, height: Int, mode: BlendMode) {
        if mode == .plusDarker { return plusDarker(source, onto: &destination) }
        var source = source
        let stride = Int32(width * 4)
        source.withUnsafeMutableBytes { sourceBytes in
            destination.withUnsafeMutableBytes { destinationBytes in
                guard let sourceBase = sourceBytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                      let destinationBase = destinationBytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                      let top = cairo_image_surface_create_for_data(sourceBase, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), stride),
                      let bottom = cairo_image_surface_create_for_data(destinationBase, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), stride)
                else { return }
                defer {
                    cairo_surface_destroy(top)
                    cairo_surface_destroy(bottom)
                }
                guard let cairo = cairo_create(bottom) else { return }
                cairo_set_operator(cairo, CanvasBlending.cairoOperator(mode.graphicsContextMode))
                cairo_set_source_surface(cairo, top, 0, 0)
                cairo_paint(cairo)
                cairo_destroy(cairo)
                cairo_surface_flush(bottom)
            }
        }
    }

    /// Apple's plus-darker: each channel is the sum of the two less one, never
    /// below zero, mixed in by the source's alpha.
    private static func plusDarker(_ source: [UInt32], onto destination: inout [UInt32]) {
        for index in destination.indices where index < source.count {
            let top = source[index], bottom = destination[index]
            let alpha = top >> 24
            guard alpha != 0 else { continue }
            let bottomAlpha = bottom >> 24
            var result = (min(alpha + bottomAlpha * (255 - alpha) / 255, 255)) << 24
            for shift in stride(from: 0 as UInt32, through: 16, by: 8) {
                let s = Int((top >> shift) & 0xFF), d = Int((bottom >> shift) & 0xFF)
                // In premultiplied terms: (1 - a_s)·d + max(0, s + d·a_s - a_s·a_d).
                let sa = Int(alpha), da = Int(bottomAlpha)
                let darker = max(0, s * 255 + d * sa - sa * da) / 255
                let value = (d * (255 - sa)) / 255 + darker
                result |= UInt32(min(max(value, 0), 255)) << shift
            }
            destination[index] = result
        }
    }
}
