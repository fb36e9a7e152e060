/// Moving pixels between a Cairo surface's bytes and the floats effects work on.
///
/// A shadowed card is turned into floats and back whenever it is drawn again
/// (one of `shadows`' 200 cards each frame), so both loops run over raw
/// buffers, and the way back rounds without calling `roundf` for each of the
/// card's 38,000 channels: that call and the arrays' index checks were 1.2 M
/// of the frame's 1.8 M instructions.
extension PixelEffects {
    /// The pixels of `height` rows of `width` premultiplied ARGB32 pixels, `stride` bytes apart, at `data`.
    init(width: Int, height: Int, reading data: UnsafeMutablePointer<UInt8>, stride: Int, shadows: ShadowCache?) {
        let rowLength = width * 4
        let pixels = [Float](unsafeUninitializedCapacity: rowLength * height) { buffer, count in
            guard let floats = buffer.baseAddress else { return }
            for y in 0..<height {
                let row = data + y * stride, out = floats + y * rowLength
                for x in 0..<rowLength { (out + x).initialize(to: Float(row[x])) }
            }
            count = rowLength * height
        }
        self.init(width: width, height: height, pixels: pixels, shadows: shadows)
    }

    /// Writes the pixels back as bytes, each channel rounded, kept within 0…255
    /// and no more than its pixel's alpha, as premultiplied pixels always are.
    func write(to data: UnsafeMutablePointer<UInt8>, stride: Int) {
        let width = width
        pixels.withUnsafeBufferPointer { floats in
            guard let floats = floats.baseAddress else { return }
            for y in 0..<height {
                let row = data + y * stride, source = floats + y * width * 4
                for x in 0..<width {
                    // Blue, green, red, alpha, as Cairo's ARGB32 lies in memory on a little-endian machine.
                    let pixel = source + x * 4, out = row + x * 4
                    let alpha = Self.byte(pixel[3])
                    out[0] = min(Self.byte(pixel[0]), alpha)
                    out[1] = min(Self.byte(pixel[1]), alpha)
                    out[2] = min(Self.byte(pixel[2]), alpha)
                    out[3] = alpha
                }
            }
        }
    }

    /// `value` rounded half away from zero, as `rounded()` does, and kept
    /// within 0…255; not a number is 0. Without SSE4.1, `rounded()` is a call
    /// to `roundf`; here a truncation and a comparison give the same byte, since
    /// a value below 256 less its whole part is exact in a `Float`.
    @inline(__always)
    static func byte(_ value: Float) -> UInt8 {
        guard value > 0 else { return 0 }
        guard value < 255 else { return 255 }
        let whole = UInt8(value)
        return value - Float(whole) >= 0.5 ? whole + 1 : whole
    }
}
