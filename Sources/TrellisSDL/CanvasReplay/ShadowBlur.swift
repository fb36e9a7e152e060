import CCairo
import TrellisCore

/// A shadow cast by a layer: its alpha, blurred and painted in one colour.
enum ShadowBlur {
    /// A new surface the layer's size holding its shadow, or `nil` when Cairo cannot make one.
    ///
    /// Three box blurs in each direction come within a few per cent of a
    /// Gaussian, at a cost that does not grow with the radius.
    static func shadow(of layer: OpaquePointer, color: RGBA, radius: Double) -> OpaquePointer? {
        let width = Int(cairo_image_surface_get_width(layer)), height = Int(cairo_image_surface_get_height(layer))
        let stride = Int(cairo_image_surface_get_stride(layer))
        guard width > 0, height > 0, let source = cairo_image_surface_get_data(layer) else { return nil }
        var alpha = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(source + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { alpha[y * width + x] = UInt8(row[x] >> 24) }
        }
        let box = Int((radius / 2).rounded())
        if box > 0 {
            for _ in 0..<3 {
                blur(&alpha, width: width, height: height, box: box, horizontal: true)
                blur(&alpha, width: width, height: height, box: box, horizontal: false)
            }
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
                let a = UInt32(alpha[y * width + x]) * UInt32(color.a) / 255
                // Cairo's pixels are premultiplied.
                func channel(_ value: UInt8) -> UInt32 { UInt32(value) * a / 255 }
                row[x] = (a << 24) | (channel(color.r) << 16) | (channel(color.g) << 8) | channel(color.b)
            }
        }
        cairo_surface_mark_dirty(shadow)
        return shadow
    }

    /// One running-sum box blur of `2 × box + 1` samples along rows or columns.
    private static func blur(_ values: inout [UInt8], width: Int, height: Int, box: Int, horizontal: Bool) {
        let lines = horizontal ? height : width, length = horizontal ? width : height
        let step = horizontal ? 1 : width
        let span = 2 * box + 1
        var line = [Int](repeating: 0, count: length)
        for index in 0..<lines {
            let start = horizontal ? index * width : index
            for position in 0..<length { line[position] = Int(values[start + position * step]) }
            var sum = 0
            for position in -box...box where position >= 0 && position < length { sum += line[position] }
            for position in 0..<length {
                values[start + position * step] = UInt8(sum / span)
                let leaving = position - box, entering = position + box + 1
                if leaving >= 0 { sum -= line[leaving] }
                if entering < length { sum += line[entering] }
            }
        }
    }
}
