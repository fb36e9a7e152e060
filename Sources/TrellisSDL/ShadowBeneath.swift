import CCairo
import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// A graphic's one shadow drawn apart, in a texture of its own beneath the
/// graphic, which is then drawn as it would be without a shadow.
///
/// A shadow is cast by the content's alpha alone, so a card that changes
/// colour, or a label that changes colour, casts the shadow it cast before:
/// drawn into one texture with its content, the whole picture was made
/// again and the shadow cast once more on every such change. Apart, the
/// shadow texture stands, under the id's `companion`, and only the content
/// is drawn again (a fill, or a recoloured shape).
///
/// Only what composes the same either way is drawn apart: one shadow, no
/// other effect, no mask, fully opaque (at a lower opacity the content would
/// let its own shadow show through), upright and unscaled.
@MainActor
enum ShadowBeneath {
    /// The shadow `graphic` casts, when it is drawn apart from the graphic.
    static func shadow(of graphic: Graphic) -> GraphicEffect? {
        guard graphic.effects.count == 1, case .shadow = graphic.effects[0], graphic.mask == nil,
              graphic.opacity >= 1, graphic.rotation == 0, graphic.scale == 1, graphic.layers.isEmpty else { return nil }
        switch graphic.content {
        case .fill, .border, .shape, .text: return graphic.effects[0]
        case .image, .drawing: return nil
        }
    }

    /// What a shadow's pixels depend on: the content's shape and alpha, not
    /// its colour; its exact size and place in the pixel grid; the shadow.
    /// Alike cards cast alike shadows, so one picture serves them all.
    struct Key: Hashable {
        let content: GraphicContent
        let shadow: GraphicEffect
        let size: Size
        /// Where the graphic lies within its shadow's texture, to the fraction of a pixel.
        let offset: Point

        init(_ graphic: Graphic, shadow: GraphicEffect, destination: SDL_Rect) {
            content = ShadowBeneath.alphaOnly(graphic.content)
            self.shadow = shadow
            size = graphic.frame.size
            offset = Point(x: graphic.frame.origin.x - Double(destination.x), y: graphic.frame.origin.y - Double(destination.y))
        }
    }

    /// `content` with each plain colour replaced by black of the same alpha:
    /// alike for a shadow, which only the alpha casts. Content coloured
    /// otherwise (a gradient, a styled paint, decorated text) is kept whole.
    nonisolated static func alphaOnly(_ content: GraphicContent) -> GraphicContent {
        switch content {
        case .fill(let color): return .fill(black(as: color))
        case .border(let color, let width): return .border(black(as: color), width: width)
        case .shape(let path, .fill(let color)): return .shape(path, .fill(black(as: color)))
        case .shape(let path, .stroke(let color, let lineWidth)): return .shape(path, .stroke(black(as: color), lineWidth: lineWidth))
        case .text(var run) where run.gradient == nil && run.underline == nil && run.strikethrough == nil:
            run.color = black(as: run.color)
            return .text(run)
        default: return content
        }
    }

    private nonisolated static func black(as color: RGBA) -> RGBA { RGBA(r: 0, g: 0, b: 0, a: color.a) }

    /// A texture of the shadow alone that `graphic` casts, covering `destination`.
    static func makeTexture(_ graphic: Graphic, shadow: GraphicEffect, destination: SDL_Rect, images: ImageLibrary,
                            fonts: FontCache, maximumSide: Int32, reusing stale: OpaquePointer?,
                            in store: TextureStore) -> TextureStore.Drawn {
        guard case let .shadow(color, radius, x, y) = shadow else { return .nothing }
        return CairoRaster.texture(width: destination.w, height: destination.h, of: .clipped, reusing: stale, in: store) { cairo in
            // The content is drawn only for its alpha, which the shadow then replaces.
            cairo_save(cairo)
            cairo_translate(cairo, graphic.frame.x - Double(destination.x), graphic.frame.y - Double(destination.y))
            EffectRasterizer.drawContent(of: graphic, images: images, fonts: fonts, maximumSide: maximumSide, in: cairo)
            cairo_restore(cairo)
            let surface = cairo_get_target(cairo)
            cairo_surface_flush(surface)
            guard let data = cairo_image_surface_get_data(surface) else { return }
            PixelEffects.castLoneShadow(color: color, radius: radius, dx: Int(x.rounded()), dy: Int(y.rounded()), onto: data,
                                        width: Int(destination.w), height: Int(destination.h),
                                        stride: Int(cairo_image_surface_get_stride(surface)),
                                        shadows: EffectRasterizer.shadows, keepingContent: false)
            cairo_surface_mark_dirty(surface)
        }
    }
}

extension Canvas {
    /// Draws the shadow of `graphic` beneath where it will be drawn, when it
    /// is drawn apart (`ShadowBeneath`); false, drawing nothing, otherwise.
    func drawShadowBeneath(_ graphic: Graphic) -> Bool {
        guard let shadow = ShadowBeneath.shadow(of: graphic) else { return false }
        drawsShadowsApart = true
        let destination = EffectRasterizer.destination(for: graphic)
        let key = ShadowBeneath.Key(graphic, shadow: shadow, destination: destination)
        var drawnAnew = false
        let entry = textures.texture(for: graphic.id.companion, version: key.hashValue,
                                     rasterSize: SDL_Point(x: destination.w, y: destination.h)) { _ in
            drawnAnew = true
            // Never drawn into the stale picture: another graphic may show it.
            return textures.shared(.shadow(key)) {
                ShadowBeneath.makeTexture(graphic, shadow: shadow, destination: destination, images: images, fonts: measurer.fonts,
                                          maximumSide: maximumTextureSide, reusing: nil, in: textures)
            }
        }
        copy(entry, to: destination, opacity: 1, turning: graphic)
        // A graphic drawn in one picture with its shadow (while translucent,
        // in a fade) let go of its shadow's picture (`discardShadowBeneath`),
        // so one drawn apart anew may have that picture under its own id.
        // Content drawn without a texture never writes over it: it goes here.
        if drawnAnew {
            switch graphic.content {
            case .fill, .border: textures.discard(graphic.id)
            case .shape(let path, .fill(let color)) where Self.fillsItsFrame(path, color: color, graphic: graphic, opacity: 1):
                textures.discard(graphic.id)
            default: break
            }
        }
        return true
    }

    /// Lets go of the shadow drawn apart of a graphic now drawn in one
    /// picture with its shadow, which takes the place of both.
    func discardShadowBeneath(of graphic: Graphic) {
        if drawsShadowsApart { textures.discard(graphic.id.companion) }
    }

    /// Keeps the textures of a graphic not drawn this frame, its shadow's included.
    func keepTextures(of graphic: Graphic) {
        textures.keep(graphic.id)
        if drawsShadowsApart, !graphic.effects.isEmpty { textures.keep(graphic.id.companion) }
    }

    /// Frees the textures of a graphic that left the list, its shadow's included.
    func discardTextures(of id: GraphicID) {
        textures.discard(id)
        if drawsShadowsApart { textures.discard(id.companion) }
    }
}
