import Foundation
@_spi(TrellisExtension) import TrellisCore

/// Shadows, blurs and colour filters on premultiplied pixels, four floats
/// (blue, green, red, alpha, 0…255) per pixel as Cairo lays them out.
struct PixelEffects {
    let width: Int
    let height: Int
    var pixels: [Float]
    /// Shadows already blurred, to take instead of blurring again; none by default.
    var shadows: ShadowCache?

    /// Applies `effect` in place.
    mutating func apply(_ effect: GraphicEffect) {
        switch effect {
        case let .shadow(color, radius, x, y):
            castShadow(color: color, radius: radius, dx: Int(x.rounded()), dy: Int(y.rounded()))
        case let .blur(radius, opaque):
            guard radius > 0 else { return }
            for channel in 0..<4 { Self.gaussian(&pixels, channel: channel, width: width, height: height, sigma: radius / 2, clampsEdges: opaque) }
        case .colorMatrix(let matrix):
            filter(matrix)
        }
    }

    /// Puts a blurred, tinted, moved copy of the alpha behind what is drawn;
    /// a lone shadow is cast on the bytes instead (`castLoneShadow`), with the same `ShadowTint`.
    private mutating func castShadow(color: RGBA, radius: Double, dx: Int, dy: Int) {
        let plane = width * height
        let source = pixels.withUnsafeBufferPointer { pixels in
            [Float](unsafeUninitializedCapacity: plane) { alphas, count in
                for index in 0..<plane { alphas.initializeElement(at: index, to: pixels[index * 4 + 3]) }
                count = plane
            }
        }
        let shade = shade(castBy: source, radius: radius, dx: dx, dy: dy)
        let tint = ShadowTint(color)
        shade.withUnsafeBufferPointer { shade in
            pixels.withUnsafeMutableBufferPointer { pixels in
                for index in 0..<plane {
                    let pixel = index * 4
                    _ = tint.cast(shade[index], under: &pixels[pixel], &pixels[pixel + 1], &pixels[pixel + 2], &pixels[pixel + 3])
                }
            }
        }
    }

    /// The alpha `source` casts, moved by `dx`, `dy` and blurred: the cache's
    /// when it holds this one, else worked out and kept for next time.
    func shade(castBy source: [Float], radius: Double, dx: Int, dy: Int) -> [Float] {
        let key = ShadowCache.Key(width: width, height: height, radius: radius, dx: dx, dy: dy)
        if let kept = shadows?.shade(for: key, source: source) { return kept }
        var shade = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            let sourceY = y - dy
            guard sourceY >= 0, sourceY < height else { continue }
            for x in 0..<width {
                let sourceX = x - dx
                guard sourceX >= 0, sourceX < width else { continue }
                shade[y * width + x] = source[sourceY * width + sourceX]
            }
        }
        if radius > 0 { Self.gaussian(&shade, channel: 0, channels: 1, width: width, height: height, sigma: radius / 2, clampsEdges: false) }
        shadows?.store(shade, for: key, source: source)
        return shade
    }

    private mutating func filter(_ matrix: ColorMatrix) {
        let m = matrix.entries.map { Float($0) }
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let a = pixels[index + 3] / 255
            guard a > 0 else { continue }
            let b = pixels[index] / 255 / a, g = pixels[index + 1] / 255 / a, r = pixels[index + 2] / 255 / a
            func row(_ i: Int) -> Float { min(max(m[i * 5] * r + m[i * 5 + 1] * g + m[i * 5 + 2] * b + m[i * 5 + 3] * a + m[i * 5 + 4], 0), 1) }
            let newA = row(3)
            pixels[index + 2] = row(0) * newA * 255
            pixels[index + 1] = row(1) * newA * 255
            pixels[index] = row(2) * newA * 255
            pixels[index + 3] = newA * 255
        }
    }

    /// Three box blurs in each direction approximate a Gaussian of `sigma`, at
    /// a cost that does not grow with it. `data` holds `channels` floats a pixel.
    static func gaussian(_ data: inout [Float], channel: Int, channels: Int = 4, width: Int, height: Int, sigma: Double,
                         clampsEdges: Bool) {
        for size in boxSizes(sigma: sigma) where size > 1 {
            let radius = (size - 1) / 2
            boxPass(&data, channel: channel, count: height, length: width, step: channels, lineStep: width * channels,
                    radius: radius, clamps: clampsEdges)
            boxPass(&data, channel: channel, count: width, length: height, step: width * channels, lineStep: channels,
                    radius: radius, clamps: clampsEdges)
        }
    }

    /// The widths of three boxes whose repeated blur has a standard deviation of `sigma`.
    static func boxSizes(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let lowerCount = ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4)).rounded()
        return (0..<3).map { Double($0) < lowerCount ? lower : upper }
    }

    /// One running-sum box blur along `count` lines of `length` samples.
    private static func boxPass(_ data: inout [Float], channel: Int, count: Int, length: Int, step: Int, lineStep: Int,
                                radius: Int, clamps: Bool) {
        var line = [Float](repeating: 0, count: length)
        let scale = 1 / Float(2 * radius + 1)
        for lineIndex in 0..<count {
            let base = lineIndex * lineStep + channel
            for i in 0..<length { line[i] = data[base + i * step] }
            func sample(_ i: Int) -> Float {
                if i >= 0, i < length { return line[i] }
                return clamps ? line[min(max(i, 0), length - 1)] : 0
            }
            var sum: Float = 0
            for i in -radius...radius { sum += sample(i) }
            for i in 0..<length {
                data[base + i * step] = sum * scale
                sum += sample(i + radius + 1) - sample(i - radius)
            }
        }
    }
}
