import CCairo
import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Draws a fill, a shape or a picture inside a curved clip (`.cornerRadius`,
/// `.clipShape`), which SDL cannot do: it clips to rectangles only. Cairo
/// paints the content through the outline into the graphic's own texture.
@MainActor
enum MaskedRasterizer {
    /// Whether `content` can be drawn through a mask; text and symbols are clipped to rectangles.
    static func handles(_ content: GraphicContent) -> Bool {
        switch content {
        case .fill, .shape: true
        case .image(let reference): if case .symbol = reference.source { false } else { true }
        case .text, .border, .drawing: false
        }
    }

    /// What the texture's pixels depend on besides its size: the content and
    /// its exact size, and where it and the mask sit in the texture. Content
    /// scrolled under a fixed mask keeps its version but must be cut again; a
    /// mask and content moving together by whole pixels (a scrolled rounded
    /// picture) keep the texture.
    static func version(of graphic: Graphic, mask: Path, destination: SDL_Rect) -> Int {
        var hasher = Hasher()
        hasher.combine(ShapeRasterizer.version(of: graphic))
        // Both are drawn at their exact places within the texture: moved
        // together by whole pixels they keep it, but a fraction of a pixel
        // resamples the picture and the mask's edge (found by the event fuzzer:
        // a masked picture sliding into place kept an earlier step's pixels).
        hasher.combine(graphic.frame.origin.x - Double(destination.x))
        hasher.combine(graphic.frame.origin.y - Double(destination.y))
        if case .move(let anchor)? = mask.elements.first, anchor.x.isFinite, anchor.y.isFinite {
            hasher.combine(anchor.x - Double(destination.x))
            hasher.combine(anchor.y - Double(destination.y))
        }
        return hasher.finalize()
    }

    /// A texture of `graphic`'s content inside `mask` (window coordinates),
    /// covering `destination`, the pixels the graphic may touch; `stale` is
    /// reused when it has the same size.
    static func makeTexture(_ graphic: Graphic, mask: Path, destination: SDL_Rect, images: ImageLibrary,
                            reusing stale: OpaquePointer?, in store: TextureStore) -> TextureStore.Drawn {
        CairoRaster.texture(width: max(destination.w, 1), height: max(destination.h, 1),
                            of: .clipped, reusing: stale, in: store) { cairo in
            cairo_translate(cairo, -Double(destination.x), -Double(destination.y))
            CairoRaster.trace(mask, in: cairo)
            cairo_clip(cairo)
            // Content is drawn relative to the graphic's frame, in window pixels.
            cairo_translate(cairo, graphic.frame.x, graphic.frame.y)
            switch graphic.content {
            case .fill(let color):
                CairoRaster.setSource(color, in: cairo)
                cairo_paint(cairo)
            case .shape(let path, let paint):
                ShapeRasterizer.paintShape(path, with: paint, frameSize: graphic.frame.size, in: cairo)
            case .image(let reference):
                let shown = SDL_Point(x: Int32(clampingPixels: graphic.frame.width), y: Int32(clampingPixels: graphic.frame.height))
                if let surface = images.surface(of: reference.source, shownAt: shown) {
                    paintPicture(surface, filling: graphic.frame.size, in: cairo)
                }
            case .text, .border, .drawing:
                break
            }
        }
    }

    /// Paints a decoded picture stretched to `size`, as an unmasked picture is drawn.
    static func paintPicture(_ picture: UnsafeMutablePointer<SDL_Surface>, filling size: Size, in cairo: OpaquePointer) {
        guard let converted = SDL_ConvertSurfaceFormat(picture, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return }
        defer { SDL_FreeSurface(converted) }
        let width = Int(converted.pointee.w), height = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        guard width > 0, height > 0, let pixels = converted.pointee.pixels else { return }
        premultiply(pixels.assumingMemoryBound(to: UInt8.self), width: width, height: height, stride: pitch)
        guard let source = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                               Int32(width), Int32(height), Int32(pitch)) else { return }
        defer { cairo_surface_destroy(source) }
        cairo_scale(cairo, size.width / Double(width), size.height / Double(height))
        cairo_save(cairo)
        cairo_set_source_surface(cairo, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_paint(cairo)
        // The source points into the converted surface, freed on return: let go of it first.
        cairo_restore(cairo)
    }

    /// SDL keeps straight alpha; Cairo wants it premultiplied.
    private static func premultiply(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let value = row[x]
                let alpha = value >> 24
                guard alpha != 255 else { continue }
                func channel(_ shift: UInt32) -> UInt32 { ((((value >> shift) & 0xFF) * alpha + 127) / 255) << shift }
                row[x] = (alpha << 24) | channel(16) | channel(8) | channel(0)
            }
        }
    }
}
