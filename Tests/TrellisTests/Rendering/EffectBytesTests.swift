import Testing
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
}
