import CCairo
@_spi(TrellisExtension) import TrellisCore

/// A shadow cast by a layer: its alpha, blurred and painted in one colour.
enum ShadowBlur {
    /// A new surface the layer's size holding its shadow, or `nil` when Cairo cannot make one.
    ///
    /// The blur is the one views' shadows use: a Gaussian of σ = radius / 2.
    static func shadow(of layer: OpaquePointer, color: RGBA, radius: Double) -> OpaquePointer? {
        let width = Int(cairo_image_surface_get_width(layer)), height = Int(cairo_image_surface_get_height(layer))
        let stride = Int(cairo_image_surface_get_stride(layer))
        guard width > 0, height > 0, let source = cairo_image_surface_get_data(layer) else { return nil }
        var alpha = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(source + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { alpha[y * width + x] = Float(row[x] >> 24) }
        }
        if radius > 0 {
            PixelEffects.gaussian(&alpha, channel: 0, channels: 1, width: width, height: height, sigma: radius / 2, clampsEdges: false)
        }
        guard let shadow = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(shadow) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(shadow) else {
            cairo_surface_destroy(shadow)
            return nil
        }
        cairo_surface_flush(shadow)
        let outStride = Int(cairo_image_surface_get_stride(shadow))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(pixels + y * outStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let a = UInt32(min(max(alpha[y * width + x].rounded(), 0), 255)) * UInt32(color.a) / 255
                // Cairo's pixels are premultiplied.
                func channel(_ value: UInt8) -> UInt32 { UInt32(value) * a / 255 }
                row[x] = (a << 24) | (channel(color.r) << 16) | (channel(color.g) << 8) | channel(color.b)
            }
        }
        cairo_surface_mark_dirty(shadow)
        return shadow
    }
}
