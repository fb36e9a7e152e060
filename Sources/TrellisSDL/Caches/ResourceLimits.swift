import Foundation
@_spi(TrellisExtension) import TrellisCore

/// The bounds on what a process spends on pictures, fonts and drawing areas,
/// each with a default that suits a desktop app and an environment variable
/// that changes it, read by `EnvironmentSetting`: a value it cannot use warns
/// once and names the value used instead.
enum ResourceLimits {
    /// Pictures with more pixels than this are refused, from their header,
    /// before any decoding: `TRELLIS_IMAGE_MAX_PIXELS`, 64 megapixels by default.
    static let imagePixels = EnvironmentSetting.integer("TRELLIS_IMAGE_MAX_PIXELS", default: 64_000_000,
                                                        in: 1...(1 << 34))

    /// Decoded pictures kept for reuse, in bytes: `TRELLIS_IMAGE_CACHE_MB`
    /// megabytes, 128 by default. Pictures on screen keep their textures regardless.
    static let imageCacheBytes = imageCacheBytes(environment: ProcessInfo.processInfo.environment)

    /// `TRELLIS_IMAGE_CACHE_MB` in bytes; at most a terabyte, so turning megabytes into bytes cannot overflow.
    static func imageCacheBytes(environment: [String: String]) -> Int {
        EnvironmentSetting.integer("TRELLIS_IMAGE_CACHE_MB", default: 128, in: 1...1_048_576, environment: environment) * 1_048_576
    }

    /// Open fonts kept per window, one per file, size and style: `TRELLIS_MAX_OPEN_FONTS`, 32 by
    /// default and never fewer than 4, since one text may hold a face and its fallbacks at once.
    static let openFonts = EnvironmentSetting.integer("TRELLIS_MAX_OPEN_FONTS", default: 32, in: 4...4_096,
                                                       belowRange: 4)

    /// Frames a second a window is drawn at most: `TRELLIS_FPS`, 60 by default, between 1 and 1,000.
    static let frameRate = frameRate(environment: ProcessInfo.processInfo.environment)

    /// See `frameRate`.
    static func frameRate(environment: [String: String]) -> Double {
        EnvironmentSetting.number("TRELLIS_FPS", default: 60, in: 1...1_000, environment: environment)
    }

    /// The largest side of a drawing area, in pixels, and the most pixels it may
    /// cover: a 16,384-pixel side, and 64 megapixels (256 MB) in all.
    static let drawingAreaSide = 16_384
    /// See `drawingAreaSide`.
    static let drawingAreaPixels = 64 * 1_048_576

    /// `width` × `height` brought within the drawing-area limits (NaN and
    /// sizes below 1 become 1), keeping the proportions when the area is too
    /// large; one warning the first time a size is cut.
    static func drawingArea(width: Double, height: Double) -> (width: Int, height: Int) {
        func side(_ length: Double) -> Double { length.isNaN ? 1 : min(max(length.rounded(), 1), Double(drawingAreaSide)) }
        var w = side(width), h = side(height)
        if w * h > Double(drawingAreaPixels) {
            let shrink = (Double(drawingAreaPixels) / (w * h)).squareRoot()
            w = max((w * shrink).rounded(.down), 1)
            h = max((h * shrink).rounded(.down), 1)
        }
        if w != width || h != height, width.isNaN || height.isNaN || width > w || height > h {
            Diagnostics.warnOnce("drawing-area-limit", """
                a drawing area of \(width) × \(height) pixels was asked for; it is drawn at \(Int(w)) × \(Int(h)), \
                the most Trellis draws (\(drawingAreaSide) pixels a side, \(drawingAreaPixels / 1_048_576) megapixels in all)
                """)
        }
        return (Int(w), Int(h))
    }
}
