@_spi(TrellisExtension) import TrellisCore

/// Moving pixels between a Cairo surface's bytes and the floats effects work
/// on, and a lone shadow cast on the bytes without them.
///
/// A shadowed card is turned into floats and back whenever it is drawn again
/// (one of `shadows`' 200 cards each frame), so both loops run over raw
/// buffers, and the way back rounds without calling `roundf` for each of the
/// card's 38,000 channels: the three loops over arrays that did this, `roundf`
/// a third of them, were 1.2 M of the frame's 1.8 M instructions.
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

    /// Casts one shadow under the premultiplied ARGB32 pixels at `data`,
    /// straight on the bytes, as `apply(.shadow(…))` would on floats: the one
    /// effect most shadowed views have. Only the pixels the shadow reaches
    /// and does not lie wholly behind are worked out and written; the rest
    /// would come back as they were.
    ///
    /// Without `keepingContent`, the pixels become the shadow alone, which
    /// is drawn beneath the graphic rather than into it (`ShadowBeneath`).
    static func castLoneShadow(color: RGBA, radius: Double, dx: Int, dy: Int, onto data: UnsafeMutablePointer<UInt8>,
                               width: Int, height: Int, stride: Int, shadows: ShadowCache?, keepingContent: Bool = true) {
        let source = [Float](unsafeUninitializedCapacity: width * height) { alphas, count in
            for y in 0..<height {
                let row = data + y * stride
                for x in 0..<width { alphas.initializeElement(at: y * width + x, to: Float(row[x * 4 + 3])) }
            }
            count = width * height
        }
        let shade = PixelEffects(width: width, height: height, pixels: [], shadows: shadows)
            .shade(castBy: source, radius: radius, dx: dx, dy: dy)
        let tint = ShadowTint(color)
        guard keepingContent else { return writeShadowAlone(shade, tint: tint, onto: data, width: width, height: height, stride: stride) }
        shade.withUnsafeBufferPointer { shade in
            for y in 0..<height {
                let row = data + y * stride
                for x in 0..<width {
                    let pixel = row + x * 4, cast = shade[y * width + x]
                    // Most pixels are outside the shadow or wholly cover it; `cast` would leave them too.
                    guard cast > 0, pixel[3] < 255 else { continue }
                    var blue = Float(pixel[0]), green = Float(pixel[1]), red = Float(pixel[2]), alpha = Float(pixel[3])
                    guard tint.cast(cast, under: &blue, &green, &red, &alpha) else { continue }
                    let covered = byte(alpha)
                    pixel[0] = min(byte(blue), covered)
                    pixel[1] = min(byte(green), covered)
                    pixel[2] = min(byte(red), covered)
                    pixel[3] = covered
                }
            }
        }
    }

    /// Writes over every pixel the shadow `shade` casts in `tint` on nothing.
    private static func writeShadowAlone(_ shade: [Float], tint: ShadowTint, onto data: UnsafeMutablePointer<UInt8>,
                                         width: Int, height: Int, stride: Int) {
        shade.withUnsafeBufferPointer { shade in
            for y in 0..<height {
                let row = data + y * stride
                for x in 0..<width {
                    let pixel = row + x * 4
                    var blue: Float = 0, green: Float = 0, red: Float = 0, alpha: Float = 0
                    _ = tint.cast(shade[y * width + x], under: &blue, &green, &red, &alpha)
                    let covered = byte(alpha)
                    pixel[0] = min(byte(blue), covered)
                    pixel[1] = min(byte(green), covered)
                    pixel[2] = min(byte(red), covered)
                    pixel[3] = covered
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
