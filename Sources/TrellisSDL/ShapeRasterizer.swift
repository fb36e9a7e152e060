import CCairo
import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Rasterises shape graphics with Cairo, anti-aliased, into SDL textures.
@MainActor
enum ShapeRasterizer {
    /// Where a shape's texture goes and how big it is, in pixels.
    struct Placement {
        /// The texture's rectangle on the target.
        var destination: SDL_Rect
        /// How far the path is shifted into the texture, for the half of a stroke outside the frame.
        var pad: Int32
    }

    /// Cairo refuses surfaces wider than 32,767 pixels, and SDL's software textures
    /// stop at 16,384; of a bigger shape only the part in view is drawn (`Canvas.visiblePart`).
    static let maximumSide: Int32 = 16_384

    /// The texture's placement for a shape in `frame`: the frame rounded up to
    /// whole pixels (at least 1 × 1), widened by half a stroke on every side.
    static func placement(frame: Rect, paint: ShapePaint) -> Placement {
        let pad = Int32(min(paint.outsideReach.rounded(.up), 1024))
        let width = clampedSide(frame.width), height = clampedSide(frame.height)
        let x = frame.x.isFinite ? Int32(clampingPixels: frame.x) : 0
        let y = frame.y.isFinite ? Int32(clampingPixels: frame.y) : 0
        return Placement(destination: SDL_Rect(x: x &- pad, y: y &- pad, w: width + 2 * pad, h: height + 2 * pad), pad: pad)
    }

    /// What a shape's texture depends on besides its pixel size: its content,
    /// and its frame's exact size, which its outline follows. An animated
    /// scale moves the frame by fractions of a pixel while the version and
    /// the rounded-up texture size stay put; keyed on those alone, the last
    /// frames would keep an outline drawn slightly too small.
    static func version(of graphic: Graphic) -> Int {
        var hasher = Hasher()
        hasher.combine(graphic.version)
        hasher.combine(graphic.frame.width)
        hasher.combine(graphic.frame.height)
        return hasher.finalize()
    }

    /// The version of a shape of which only `part` of `placement` is rasterised:
    /// the part's place within the whole matters too.
    static func version(of graphic: Graphic, part: SDL_Rect, of placement: Placement) -> Int {
        let whole = version(of: graphic)
        guard part.x != placement.destination.x || part.y != placement.destination.y else { return whole }
        var hasher = Hasher()
        hasher.combine(whole)
        hasher.combine(Int(part.x) - Int(placement.destination.x))
        hasher.combine(Int(part.y) - Int(placement.destination.y))
        return hasher.finalize()
    }

    /// A texture of `path` painted with `paint`, for a texture placed as `placement`,
    /// of which only `part` (on the target) is drawn; `stale` is reused when it has the same size.
    static func makeTexture(_ path: Path, paint: ShapePaint, frameSize: Size, placement: Placement, part: SDL_Rect? = nil,
                            reusing stale: OpaquePointer?, in store: TextureStore) -> TextureStore.Drawn {
        let part = part ?? placement.destination
        return CairoRaster.texture(width: max(part.w, 1), height: max(part.h, 1), of: .shape, reusing: stale, in: store) { cairo in
            // Where the part starts within the whole, in 64 bits: both may lie a billion pixels out.
            let skipX = Double(Int64(part.x) - Int64(placement.destination.x))
            let skipY = Double(Int64(part.y) - Int64(placement.destination.y))
            cairo_translate(cairo, Double(placement.pad) - skipX, Double(placement.pad) - skipY)
            paintShape(path, with: paint, frameSize: frameSize, in: cairo)
        }
    }

    /// Fills or strokes `path` in Cairo's current coordinates.
    /// `frameSize` is the frame that gradients spread over.
    static func paintShape(_ path: Path, with paint: ShapePaint, frameSize: Size, in cairo: OpaquePointer) {
        CairoRaster.trace(path, in: cairo)
        switch paint {
        case .fill(let color):
            CairoRaster.setSource(color, in: cairo)
            cairo_fill(cairo)
        case .stroke(let color, let lineWidth):
            CairoRaster.setSource(color, in: cairo)
            cairo_set_line_width(cairo, lineWidth.isFinite ? max(lineWidth, 0) : 1)
            cairo_stroke(cairo)
        case .styled(let styled):
            StylePainter.paint(styled, frameSize: frameSize, in: cairo)
        }
    }

    private static func clampedSide(_ length: Double) -> Int32 {
        guard length.isFinite, length > 0 else { return 1 }
        return max(1, Int32(clampingPixels: length, rounding: .up))
    }

    /// Cairo stores colour premultiplied by alpha; SDL's blend mode expects it
    /// straight, so edge pixels would otherwise come out too dark.
    static func unpremultiply(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let value = row[x]
                let alpha = value >> 24
                guard alpha != 0, alpha != 255 else { continue }
                func channel(_ shift: UInt32) -> UInt32 {
                    min(255, (((value >> shift) & 0xFF) * 255 + alpha / 2) / alpha) << shift
                }
                row[x] = (alpha << 24) | channel(16) | channel(8) | channel(0)
            }
        }
    }
}
