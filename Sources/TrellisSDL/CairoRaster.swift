import CCairo
import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Draws with Cairo into a fresh surface and uploads the result as an SDL texture.
///
/// Cairo's pixels are premultiplied; SDL blends straight alpha, so the surface
/// is unpremultiplied before upload or anti-aliased edges come out too dark.
@MainActor
enum CairoRaster {
    /// A `width` × `height` texture of what `draw` paints, or no texture (after
    /// one warning per kind) when Cairo or SDL cannot make one.
    ///
    /// `stale`, the graphic's previous texture, is painted over in place when it
    /// has the same size: a shape that changes colour or outline but not size
    /// (a toggled icon, a progress ring) then costs no texture allocation.
    static func texture(width: Int32, height: Int32, of kind: TextureKind, reusing stale: OpaquePointer?,
                        in store: TextureStore, draw: (OpaquePointer) -> Void) -> TextureStore.Drawn {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return .nothing }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else {
            Diagnostics.warnOnce("cairo-surface", "Cairo could not make a \(width)×\(height) surface for a \(kind.rawValue)")
            return .nothing
        }
        draw(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)

        guard let pixels = cairo_image_surface_get_data(surface) else { return .nothing }
        let stride = cairo_image_surface_get_stride(surface)
        ShapeRasterizer.unpremultiply(pixels, width: Int(width), height: Int(height), stride: Int(stride))
        if let placed = store.placeInAtlas(kind, width: width, height: height, pixels: pixels, pitch: stride) { return placed }
        let reusable = TextureStore.canUpdate(stale, width: width, height: height) ? stale : nil
        guard let texture = reusable ?? store.makeTexture(kind, width: width, height: height,
                                                          access: SDL_TEXTUREACCESS_STATIC) else {
            return .nothing
        }
        SDL_UpdateTexture(texture, nil, pixels, stride)
        return TextureStore.Drawn(texture: texture, width: width, height: height)
    }

    /// Adds `path`'s outline to Cairo's current path.
    static func trace(_ path: Path, in cairo: OpaquePointer) {
        for element in path.elements {
            switch element {
            case .move(let point):
                cairo_move_to(cairo, point.x, point.y)
            case .line(let point):
                cairo_line_to(cairo, point.x, point.y)
            case .quadCurve(let point, let control):
                // Cairo draws cubics only; a quadratic is the cubic with controls two thirds of the way to its control.
                var x = 0.0, y = 0.0
                if cairo_has_current_point(cairo) != 0 { cairo_get_current_point(cairo, &x, &y) } else { (x, y) = (point.x, point.y) }
                cairo_curve_to(cairo, x + (control.x - x) * 2 / 3, y + (control.y - y) * 2 / 3,
                               point.x + (control.x - point.x) * 2 / 3, point.y + (control.y - point.y) * 2 / 3, point.x, point.y)
            case .curve(let point, let control1, let control2):
                cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
            case .closeSubpath:
                cairo_close_path(cairo)
            }
        }
    }

    /// Makes `color` Cairo's paint.
    static func setSource(_ color: RGBA, in cairo: OpaquePointer) {
        cairo_set_source_rgba(cairo, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255, Double(color.a) / 255)
    }
}
