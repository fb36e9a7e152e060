import Foundation
import TrellisCore

/// The bounds on what a process spends on pictures, fonts and drawing areas,
/// each with a default that suits a desktop app and an environment variable
/// that changes it. A value that is not a positive whole number warns once
/// and keeps the default.
enum ResourceLimits {
    /// Pictures with more pixels than this are refused, from their header,
    /// before any decoding: `TRELLIS_IMAGE_MAX_PIXELS`, 64 megapixels by default.
    static let imagePixels = value(of: "TRELLIS_IMAGE_MAX_PIXELS", default: 64_000_000)

    /// Decoded pictures kept for reuse, in bytes: `TRELLIS_IMAGE_CACHE_MB`
    /// megabytes, 128 by default. Pictures on screen keep their textures regardless.
    static let imageCacheBytes = value(of: "TRELLIS_IMAGE_CACHE_MB", default: 128) * 1_048_576

    /// Open fonts kept per window, one per file, size and style: `TRELLIS_MAX_OPEN_FONTS`, 32 by
    /// default and never fewer than 4, since one text may hold a face and its fallbacks at once.
    static let openFonts = max(value(of: "TRELLIS_MAX_OPEN_FONTS", default: 32), 4)

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

    private static func value(of name: String, default fallback: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment[name] else { return fallback }
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)), number > 0 else {
            Diagnostics.warnOnce("limit:\(name)", "\(name)=\"\(text)\" is not a positive whole number; using \(fallback)")
            return fallback
        }
        return number
    }
}
