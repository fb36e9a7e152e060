import Testing
@_spi(TrellisExtension) import TrellisCore
@testable import TrellisSDL

/// Effects work on floats and give bytes back: the way back must round as
/// `rounded()` does (half away from zero), or every shadow's and blur's golden
/// moves by a level here and there.
@Suite struct EffectBytesTests {
    private func expected(_ value: Float) -> UInt8 {
        UInt8(min(max(value.rounded(), 0), 255))
    }

    @Test func aChannelRoundsAsRoundedDoes() {
        // Every half, the floats either side of it, and the ends of the range.
        for step in -4...(255 * 2 + 4) {
            let half = Float(step) / 2
            for value in [half.nextDown, half, half.nextUp] {
                #expect(PixelEffects.byte(value) == expected(value), "\(value)")
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100_000 {
            let value = Float.random(in: -10...270, using: &generator)
            #expect(PixelEffects.byte(value) == expected(value), "\(value)")
        }
        #expect(PixelEffects.byte(.infinity) == 255)
        #expect(PixelEffects.byte(-.infinity) == 0)
        #expect(PixelEffects.byte(.nan) == 0)
    }

    @Test func pixelsComeBackAsTheyWentInAndNoChannelExceedsItsAlpha() {
        let width = 3, height = 2, stride = 16
        var bytes = [UInt8](repeating: 7, count: stride * height)
        for index in 0..<(width * 4) {
            bytes[index] = UInt8(index * 20)
            bytes[stride + index] = 255 - UInt8(index * 20)
        }
        let original = bytes
        bytes.withUnsafeMutableBufferPointer { buffer in
            let data = buffer.baseAddress!
            var image = PixelEffects(width: width, height: height, reading: data, stride: stride, shadows: nil)
            #expect(image.pixels.count == width * height * 4)
            #expect(image.pixels[4] == 80 && image.pixels[width * 4 + 4] == 175)
            image.write(to: data, stride: stride)
            // Then a channel above its alpha, which premultiplied pixels never have.
            image.pixels[0] = 254.6
            image.pixels[3] = 100.4
            image.write(to: data, stride: stride)
        }
        #expect(bytes[0] == 100 && bytes[3] == 100)
        for y in 0..<height {
            for x in 0..<(width * 4) where !(y == 0 && x < 4) {
                let channel = original[y * stride + x], alpha = original[y * stride + x / 4 * 4 + 3]
                #expect(bytes[y * stride + x] == (x % 4 == 3 ? channel : min(channel, alpha)))
            }
            // The padding past each row's pixels is left alone.
            #expect(bytes[(y * stride + width * 4)..<(y * stride + stride)].allSatisfy { $0 == 7 })
        }
    }

    /// A lone shadow is cast straight on a texture's bytes; the general way
    /// turns every channel into floats and back. Both must give the same bytes.
    @Test(arguments: [(radius: 6.0, x: 0.0, y: 3.0, alpha: UInt8(90)), (0, 2, -1, 255), (2.5, -3.4, 0.6, 1), (12, 5, 5, 200)])
    func aLoneShadowOnTheBytesIsTheShadowOnFloats(radius: Double, x: Double, y: Double, alpha: UInt8) {
        let width = 37, height = 23, stride = width * 4 + 12
        var generator = SeededGenerator(seed: UInt64(alpha) &+ UInt64(radius * 10))
        // Premultiplied pixels: opaque, clear and partly covered ones, each channel no more than its alpha.
        var original = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let cover: UInt8 = switch generator.next() % 3 { case 0: 0; case 1: 255; default: UInt8(generator.next() % 256) }
                let pixel = y * stride + x * 4
                for channel in 0..<3 { original[pixel + channel] = cover == 0 ? 0 : UInt8(generator.next() % (UInt64(cover) + 1)) }
                original[pixel + 3] = cover
            }
        }
        let color = RGBA(r: 20, g: 120, b: 230, a: alpha)
        var onFloats = original, onBytes = original
        onFloats.withUnsafeMutableBufferPointer { buffer in
            var image = PixelEffects(width: width, height: height, reading: buffer.baseAddress!, stride: stride, shadows: nil)
            image.apply(.shadow(color: color, radius: radius, x: x, y: y))
            image.write(to: buffer.baseAddress!, stride: stride)
        }
        onBytes.withUnsafeMutableBufferPointer { buffer in
            PixelEffects.castLoneShadow(color: color, radius: radius, dx: Int(x.rounded()), dy: Int(y.rounded()),
                                        onto: buffer.baseAddress!, width: width, height: height, stride: stride, shadows: nil)
        }
        #expect(onBytes == onFloats)
        #expect(onBytes != original, "the shadow changed nothing")
    }
}
