import CCairo
import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Text, pictures and symbols on a canvas: each is rasterised the way the
/// window draws it (SDL_ttf, SDL_image, the icon font) at the canvas's pixel
/// scale, then painted through Cairo's current transform.
extension CanvasReplay {
    func paintText(_ run: TextRun, at origin: CGPoint, on cairo: OpaquePointer, _ target: Target) {
        var scaled = run
        scaled.font.size *= target.scale
        scaled.font.tracking *= target.scale
        scaled.baselineOffset *= target.scale
        guard !run.string.isEmpty,
              let surface = TextRasterizer(fonts: fonts, maximumSide: maximumSide).surface(for: scaled) else { return }
        defer { SDL_FreeSurface(surface) }
        cairo_translate(cairo, origin.x, origin.y)
        cairo_scale(cairo, 1 / target.scale, 1 / target.scale)
        MaskedRasterizer.paintPicture(surface, filling: Size(width: Double(surface.pointee.w), height: Double(surface.pointee.h)),
                                      in: cairo)
    }

    func paintImage(_ reference: ImageReference, in rect: CGRect, on cairo: OpaquePointer, _ target: Target) {
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_translate(cairo, rect.minX, rect.minY)
        switch reference.source {
        case .asset, .file:
            let shown = SDL_Point(x: Int32(clampingPixels: rect.width * target.scale), y: Int32(clampingPixels: rect.height * target.scale))
            guard let picture = images.surface(of: reference.source, shownAt: shown) else { return }
            MaskedRasterizer.paintPicture(picture, filling: rect.size, in: cairo)
        case .symbol(let name):
            // Drawn at the pixel size it lands at, so its edges stay sharp.
            let natural = symbols.naturalSize(of: name, pointSize: reference.symbolSize) ?? rect.size
            let fit = min(rect.width / max(natural.width, 1), rect.height / max(natural.height, 1))
            guard let glyph = symbols.surface(named: name, pointSize: reference.symbolSize * fit * target.scale,
                                              color: reference.tint) else { return }
            defer { SDL_FreeSurface(glyph) }
            MaskedRasterizer.paintPicture(glyph, filling: rect.size, in: cairo)
        }
    }

    /// Paints one graphic of a symbol, relative to the symbol's origin.
    func paintGraphic(_ graphic: Graphic, on cairo: OpaquePointer, _ target: Target) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        let fades = graphic.opacity < 1
        if fades { cairo_push_group(cairo) }
        let frame = graphic.frame
        cairo_new_path(cairo)
        switch graphic.content {
        case .fill(let color):
            cairo_rectangle(cairo, frame.minX, frame.minY, frame.width, frame.height)
            CairoRaster.setSource(color, in: cairo)
            cairo_fill(cairo)
        case .border(let color, let width):
            let inset = width / 2
            cairo_rectangle(cairo, frame.minX + inset, frame.minY + inset, frame.width - width, frame.height - width)
            CairoRaster.setSource(color, in: cairo)
            cairo_set_line_width(cairo, width)
            cairo_stroke(cairo)
        case .shape(let path, let paint):
            cairo_translate(cairo, frame.minX, frame.minY)
            ShapeRasterizer.paintShape(path, with: paint, frameSize: frame.size, in: cairo)
        case .text(let run):
            paintText(run, at: frame.origin, on: cairo, target)
        case .image(let reference):
            paintImage(reference, in: frame, on: cairo, target)
        case .drawing:
            Diagnostics.warnOnce("canvas-symbol-canvas", "a Canvas symbol that is itself a Canvas is not drawn")
        }
        if fades {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, graphic.opacity)
        }
    }
}

/// SwiftUI's blend modes as Cairo's operators.
enum CanvasBlending {
    static func cairoOperator(_ mode: CanvasBlendMode) -> cairo_operator_t {
        switch mode {
        case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        default: CAIRO_OPERATOR_OVER
        }
    }
}
