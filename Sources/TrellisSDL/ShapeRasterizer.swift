import CCairo
import CSDL2
import TrellisCore

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
    /// stop at 16,384; a bigger shape is drawn only up to this size.
    static let maximumSide: Int32 = 16_384

    /// The texture's placement for a shape in `frame`: the frame rounded up to
    /// whole pixels (at least 1 × 1), widened by half a stroke on every side.
    static func placement(frame: Rect, paint: ShapePaint) -> Placement {
        var pad: Int32 = 0
        if case .stroke(_, let lineWidth) = paint, lineWidth.isFinite, lineWidth > 0 {
            pad = Int32(min((lineWidth / 2).rounded(.up), 1024))
        }
        let width = clampedSide(frame.width), height = clampedSide(frame.height)
        let x = frame.x.isFinite ? Int32(clamping: Int(frame.x.rounded())) : 0
        let y = frame.y.isFinite ? Int32(clamping: Int(frame.y.rounded())) : 0
        return Placement(destination: SDL_Rect(x: x &- pad, y: y &- pad, w: width + 2 * pad, h: height + 2 * pad), pad: pad)
    }

    /// A texture of `path` painted with `paint`, for a texture placed as `placement`.
    static func makeTexture(_ path: Path, paint: ShapePaint, placement: Placement, renderer: OpaquePointer) -> TextureStore.Drawn {
        let width = placement.destination.w, height = placement.destination.h
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return (nil, 0, 0) }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else {
            Diagnostics.warnOnce("cairo:\(width)x\(height)", "Cairo could not make a \(width)×\(height) surface for a shape")
            return (nil, 0, 0)
        }
        cairo_translate(cairo, Double(placement.pad), Double(placement.pad))
        trace(path, in: cairo)
        switch paint {
        case .fill(let color):
            setSource(color, in: cairo)
            cairo_fill(cairo)
        case .stroke(let color, let lineWidth):
            setSource(color, in: cairo)
            cairo_set_line_width(cairo, lineWidth.isFinite ? max(lineWidth, 0) : 1)
            cairo_stroke(cairo)
        }
        cairo_destroy(cairo)
        cairo_surface_flush(surface)

        guard let pixels = cairo_image_surface_get_data(surface) else { return (nil, 0, 0) }
        let stride = cairo_image_surface_get_stride(surface)
        unpremultiply(pixels, width: Int(width), height: Int(height), stride: Int(stride))
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue), width, height) else {
            Diagnostics.warnOnce("shape-texture:\(width)x\(height)", SDLError("Could not make a \(width)×\(height) shape texture").description)
            return (nil, 0, 0)
        }
        SDL_UpdateTexture(texture, nil, pixels, stride)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return (texture, width, height)
    }

    private static func clampedSide(_ length: Double) -> Int32 {
        guard length.isFinite, length > 0 else { return 1 }
        let side = Int32(clamping: Int(min(length, Double(maximumSide)).rounded(.up)))
        if length > Double(maximumSide) {
            Diagnostics.warnOnce("shape-too-big", "a shape \(Int(length)) points across is drawn only to \(maximumSide) pixels")
        }
        return max(1, side)
    }

    private static func trace(_ path: Path, in cairo: OpaquePointer) {
        for element in path.elements {
            switch element {
            case .move(let point):
                cairo_move_to(cairo, point.x, point.y)
            case .line(let point):
                cairo_line_to(cairo, point.x, point.y)
            case .curve(let point, let control1, let control2):
                cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
            case .closeSubpath:
                cairo_close_path(cairo)
            }
        }
    }

    private static func setSource(_ color: RGBA, in cairo: OpaquePointer) {
        cairo_set_source_rgba(cairo, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255, Double(color.a) / 255)
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
