import CCairo
import TrellisCore

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
                cairo_set_operator(cairo, cairoOperator(for: mode))
                cairo_set_source_surface(cairo, top, 0, 0)
                cairo_paint(cairo)
                cairo_destroy(cairo)
                cairo_surface_flush(bottom)
            }
        }
    }

    /// Cairo's operator for each mode but `plusDarker`, which it lacks.
    static func cairoOperator(for mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        case .plusDarker: CAIRO_OPERATOR_OVER
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
