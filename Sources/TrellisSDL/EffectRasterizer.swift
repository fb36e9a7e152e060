import CCairo
import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Draws a graphic that has pixel effects (shadows, blurs, colour filters)
/// into its own texture: the content first, through its mask if it has one,
/// then each effect in turn. The texture is kept until the graphic or its
/// effects change, so an unchanged shadow is never blurred again.
@MainActor
enum EffectRasterizer {
    /// Whether `content` can be drawn with effects; symbols are drawn without them.
    static func handles(_ content: GraphicContent) -> Bool {
        switch content {
        case .image(let reference): if case .symbol = reference.source { return false } else { return true }
        case .drawing:
            // A canvas replays its own recording; `GraphicsContext.addFilter` is its way to shadows.
            Diagnostics.warnOnce("effects-on-canvas", "shadows, blurs and colour filters on a Canvas are not drawn yet; use GraphicsContext.addFilter inside it")
            return false
        case .fill, .border, .shape, .text: return true
        }
    }

    /// The pixels the graphic and its effects may touch.
    static func destination(for graphic: Graphic) -> SDL_Rect {
        var reach = graphic.effects.reduce(0) { $0 + $1.reach }
        if case .shape(_, let paint) = graphic.content { reach += paint.outsideReach }
        let pad = Int32(min(reach.rounded(.up), 2048))
        let frame = PixelGeometry.rect(graphic.frame)
        return SDL_Rect(x: frame.x - pad, y: frame.y - pad, w: max(frame.w, 1) + 2 * pad, h: max(frame.h, 1) + 2 * pad)
    }

    /// What the texture depends on: the content, its exact size, the mask and the effects.
    static func version(of graphic: Graphic, destination: SDL_Rect) -> Int {
        var hasher = Hasher()
        hasher.combine(ShapeRasterizer.version(of: graphic))
        hasher.combine(graphic.content)
        hasher.combine(graphic.effects)
        hasher.combine(graphic.mask)
        hasher.combine(graphic.frame.origin.x - Double(destination.x))
        hasher.combine(graphic.frame.origin.y - Double(destination.y))
        return hasher.finalize()
    }

    /// A texture of `graphic` with its effects, covering `destination`.
    static func makeTexture(_ graphic: Graphic, destination: SDL_Rect, images: ImageLibrary, fonts: FontCache,
                            maximumSide: Int32, reusing stale: OpaquePointer?, in store: TextureStore) -> TextureStore.Drawn {
        CairoRaster.texture(width: destination.w, height: destination.h, of: .clipped, reusing: stale, in: store) { cairo in
            cairo_save(cairo)
            cairo_translate(cairo, -Double(destination.x), -Double(destination.y))
            if let mask = graphic.mask {
                CairoRaster.trace(mask, in: cairo)
                cairo_clip(cairo)
            }
            cairo_translate(cairo, graphic.frame.x, graphic.frame.y)
            drawContent(of: graphic, images: images, fonts: fonts, maximumSide: maximumSide, in: cairo)
            cairo_restore(cairo)
            applyEffects(graphic.effects, to: cairo_get_target(cairo))
        }
    }

    /// Draws `graphic`'s content at the origin of `cairo`, as its texture shows it.
    static func drawContent(of graphic: Graphic, images: ImageLibrary, fonts: FontCache, maximumSide: Int32,
                                    in cairo: OpaquePointer) {
        let size = graphic.frame.size
        switch graphic.content {
        case .fill(let color):
            cairo_rectangle(cairo, 0, 0, size.width, size.height)
            CairoRaster.setSource(color, in: cairo)
            cairo_fill(cairo)
        case .border(let color, let width):
            let inset = min(width, size.width / 2, size.height / 2) / 2
            cairo_rectangle(cairo, inset, inset, size.width - 2 * inset, size.height - 2 * inset)
            CairoRaster.setSource(color, in: cairo)
            cairo_set_line_width(cairo, inset * 2)
            cairo_stroke(cairo)
        case .shape(let path, let paint):
            ShapeRasterizer.paintShape(path, with: paint, frameSize: size, in: cairo)
        case .image(let reference):
            let shown = SDL_Point(x: Int32(clampingPixels: size.width), y: Int32(clampingPixels: size.height))
            if let surface = images.surface(of: reference.source, shownAt: shown) {
                MaskedRasterizer.paintPicture(surface, filling: size, in: cairo)
            }
        case .drawing:
            break
        case .text(let run):
            guard let surface = TextRasterizer(fonts: fonts, maximumSide: maximumSide).surface(for: run) else { return }
            defer { SDL_FreeSurface(surface) }
            MaskedRasterizer.paintPicture(surface, filling: Size(width: Double(surface.pointee.w), height: Double(surface.pointee.h)),
                                          in: cairo)
        }
    }

    /// Shadows blurred before, shared by every window's graphics (see `ShadowCache`).
    static let shadows = ShadowCache()

    private static func applyEffects(_ effects: [GraphicEffect], to surface: OpaquePointer?) {
        guard let surface, !effects.isEmpty else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        if effects.count == 1, case let .shadow(color, radius, x, y) = effects[0] {
            // A lone shadow needs no floats of every channel: only the pixels it reaches change.
            PixelEffects.castLoneShadow(color: color, radius: radius, dx: Int(x.rounded()), dy: Int(y.rounded()), onto: data,
                                        width: width, height: height, stride: stride, shadows: shadows)
        } else {
            var image = PixelEffects(width: width, height: height, reading: data, stride: stride, shadows: shadows)
            for effect in effects { image.apply(effect) }
            image.write(to: data, stride: stride)
        }
        cairo_surface_mark_dirty(surface)
    }
}
