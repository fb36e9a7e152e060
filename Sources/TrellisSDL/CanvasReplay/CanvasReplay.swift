import CCairo
import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Paints what a `Canvas` recorded with Cairo, into the canvas graphic's texture.
///
/// Every command carries the state it was drawn in. Transforms and clips are
/// absolute (canvas points), so commands replay one by one; a command with an
/// opacity, a shadow or a clip drawn from a layer is painted apart, then
/// composited, as SwiftUI composites it.
@MainActor
struct CanvasReplay {
    let fonts: FontCache
    let images: ImageLibrary
    let symbols: SymbolLibrary
    let maximumSide: Int32

    /// The canvas's pixels and their scale.
    struct Target {
        var width: Int32
        var height: Int32
        var scale: Double
    }

    /// A texture of `drawing` `width` × `height` pixels; `stale` is reused when it has that size.
    func makeTexture(_ drawing: CanvasDrawing, width: Int32, height: Int32, reusing stale: OpaquePointer?,
                     in store: TextureStore) -> TextureStore.Drawn {
        let target = Target(width: max(width, 1), height: max(height, 1), scale: drawing.scale)
        return CairoRaster.texture(width: target.width, height: target.height, of: .shape, reusing: stale, in: store) { cairo in
            replay(drawing.commands, on: cairo, target)
        }
    }

    func replay(_ commands: [CanvasCommand], on cairo: OpaquePointer, _ target: Target) {
        for command in commands { draw(command, on: cairo, target) }
    }

    private func draw(_ command: CanvasCommand, on cairo: OpaquePointer, _ target: Target) {
        let state = command.state
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        for clip in state.clips {
            if case .path(let path, let transform, let inverse) = clip { self.clip(cairo, to: path, transform, inverse: inverse, target) }
        }
        var isLayer = false
        if case .layer = command.operation { isLayer = true }
        guard state.needsLayer || isLayer else {
            cairo_set_operator(cairo, CanvasBlending.cairoOperator(state.blendMode))
            paint(command.operation, transform: state.transform, on: cairo, target)
            return
        }
        guard let layer = offscreen(target, { paint(command.operation, transform: state.transform, on: $0, target) }) else { return }
        defer { cairo_surface_destroy(layer) }
        for clip in state.clips {
            guard case .layer(let commands, let opacity, let inverse) = clip,
                  let mask = offscreen(target, { replay(commands, on: $0, target) }) else { continue }
            defer { cairo_surface_destroy(mask) }
            if let masking = cairo_create(layer) {
                cairo_set_operator(masking, inverse ? CAIRO_OPERATOR_DEST_OUT : CAIRO_OPERATOR_DEST_IN)
                cairo_set_source_surface(masking, mask, 0, 0)
                cairo_paint_with_alpha(masking, opacity)
                cairo_destroy(masking)
            }
        }
        cairo_identity_matrix(cairo)
        for shadow in state.shadows {
            guard let cast = ShadowBlur.shadow(of: layer, color: shadow.color, radius: shadow.radius * target.scale) else { continue }
            cairo_set_source_surface(cairo, cast, shadow.x * target.scale, shadow.y * target.scale)
            cairo_paint(cairo)
            cairo_surface_destroy(cast)
        }
        cairo_set_operator(cairo, CanvasBlending.cairoOperator(state.blendMode))
        cairo_set_source_surface(cairo, layer, 0, 0)
        cairo_paint_with_alpha(cairo, state.opacity)
    }

    /// A transparent surface the canvas's size with `draw` painted into it.
    private func offscreen(_ target: Target, _ draw: (OpaquePointer) -> Void) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, target.width, target.height) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        draw(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return surface
    }

    /// Makes `transform`, in canvas points, Cairo's matrix on the target's pixels.
    private func use(_ transform: CGAffineTransform, on cairo: OpaquePointer, _ target: Target) {
        cairo_identity_matrix(cairo)
        cairo_scale(cairo, target.scale, target.scale)
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                                    x0: transform.tx, y0: transform.ty)
        // A transform that collapses everything to a line or a point draws nothing; Cairo would stop drawing for good.
        guard abs(transform.a * transform.d - transform.b * transform.c) > 1e-12,
              [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite) else {
            cairo_scale(cairo, 0.0001, 0.0001)
            return
        }
        cairo_transform(cairo, &matrix)
    }

    private func clip(_ cairo: OpaquePointer, to path: Path, _ transform: CGAffineTransform, inverse: Bool, _ target: Target) {
        use(transform, on: cairo, target)
        cairo_new_path(cairo)
        CairoRaster.trace(path, in: cairo)
        if inverse {
            // Cairo keeps paths in device space: the canvas's rectangle joins the outline, and even-odd keeps the outside.
            cairo_identity_matrix(cairo)
            cairo_rectangle(cairo, 0, 0, Double(target.width), Double(target.height))
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        }
        cairo_clip(cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    }

    private func paint(_ operation: CanvasOperation, transform: CGAffineTransform, on cairo: OpaquePointer, _ target: Target) {
        use(transform, on: cairo, target)
        cairo_new_path(cairo)
        switch operation {
        case .fill(let path, let color, let evenOdd):
            cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            ShapeRasterizer.paintShape(path, with: .fill(color), frameSize: path.boundingRect.size, in: cairo)
        case .paint(let path, let paint):
            ShapeRasterizer.paintShape(path, with: .styled(paint), frameSize: Size(width: 1, height: 1), in: cairo)
        case .stroke(let path, let color, let lineWidth):
            ShapeRasterizer.paintShape(path, with: .stroke(color, lineWidth: lineWidth), frameSize: path.boundingRect.size, in: cairo)
        case .text(let run, let origin, let clip):
            if let clip {
                cairo_rectangle(cairo, clip.minX, clip.minY, clip.width, clip.height)
                cairo_clip(cairo)
            }
            paintText(run, at: origin, on: cairo, target)
        case .image(let reference, let rect):
            paintImage(reference, in: rect, on: cairo, target)
        case .graphics(let graphics, let origin):
            cairo_translate(cairo, origin.x, origin.y)
            for graphic in graphics { paintGraphic(graphic, on: cairo, target) }
        case .layer(let commands):
            replay(commands, on: cairo, target)
        }
    }
}
