import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Where a graphic's pixels can reach, which damage and the runs of a damaged
/// region are worked out from; kept apart from drawing, which they only bound.
extension Canvas {
    /// The pixels a graphic may touch after its clip, as seen through its
    /// layers from `depth` in: a layer turned in 3D moves them.
    func visibleBounds(of graphic: Graphic, from depth: Int = 0) -> SDL_Rect {
        if Self.isClippedOut(graphic) { return SDL_Rect(x: 0, y: 0, w: 0, h: 0) }
        var bounds = turnedBounds(of: graphic, upright: drawnBounds(of: graphic))
        if let clip = graphic.clip { bounds = PixelGeometry.intersection(bounds, PixelGeometry.rect(clip)) }
        guard graphic.layers.count > depth, !PixelGeometry.isEmpty(bounds) else { return bounds }
        for layer in graphic.layers[depth...].reversed() {
            guard let projection = layer.projection else { continue }
            let turned = projection.bounds(of: Rect(x: Double(bounds.x), y: Double(bounds.y),
                                                    width: Double(bounds.w), height: Double(bounds.h)))
            bounds = PixelGeometry.outward(turned)
        }
        return bounds
    }

    /// Whether an upright text or fill lies wholly past its clip's
    /// right or bottom edge, where nothing it draws can show: most rows of a
    /// long scrolled list. Such text need not have its lines measured to know
    /// it shows nothing, since it only ever reaches further right and down.
    static func isClippedOut(_ graphic: Graphic) -> Bool {
        guard let clip = graphic.clip, graphic.rotation == 0, graphic.layers.isEmpty, graphic.effects.isEmpty else { return false }
        switch graphic.content {
        case .text, .fill: break
        default: return false
        }
        let frame = PixelGeometry.rect(graphic.frame), visible = PixelGeometry.rect(clip)
        return frame.x >= visible.x + visible.w || frame.y >= visible.y + visible.h
    }

    /// The pixels a graphic may touch: its frame, and for strokes the half of the line outside it.
    func drawnBounds(of graphic: Graphic) -> SDL_Rect {
        if !graphic.effects.isEmpty, EffectRasterizer.handles(graphic.content) {
            return EffectRasterizer.destination(for: graphic)
        }
        if case .shape(_, let paint) = graphic.content {
            return ShapeRasterizer.placement(frame: graphic.frame, paint: paint).destination
        }
        if case .text(let run) = graphic.content, !drawsInTiles(graphic) {
            // A text's texture is drawn at its own size from the frame's corner,
            // so lines wider or taller than the frame (a frame still moving towards
            // its size, or squeezed) reach past it: what they touch is repainted too.
            var rect = PixelGeometry.rect(graphic.frame)
            // `if let`, not `map`: a closure formed here is main-actor isolated, and
            // Swift checks the executor each time it runs (every animated graphic, every frame).
            let ink: (width: Double, height: Double)
            if let measured = run.measuredSize {
                ink = (Double(measured.width), Double(measured.height))
            } else {
                ink = inkSize(of: run, graphic: graphic)
            }
            rect.h = max(rect.h, Int32(clampingPixels: (ink.height * graphic.scale).rounded(.up)))
            rect.w = max(rect.w, Int32(clampingPixels: (ink.width * graphic.scale).rounded(.up)))
            return rect
        }
        return PixelGeometry.rect(graphic.frame)
    }

    /// The size of a text's lines, measured once per version of the graphic:
    /// bounds are asked for every graphic an animation moves, every frame.
    func inkSize(of run: TextRun, graphic: Graphic) -> (width: Double, height: Double) {
        if let known = textInk[graphic.id], known.version == graphic.version, known.fontSize == run.font.size {
            return known.size
        }
        let lines = run.displayedLines
        let lineHeight = measurer.lineHeight(of: run.font) + abs(run.baselineOffset)
        // A loop: a main-actor closure given to `map` checks the executor for each line.
        var widest = 0.0
        for line in lines { widest = max(widest, measurer.width(of: line, in: run.font)) }
        let size = (width: widest, height: Double(lines.count) * lineHeight)
        textInk[graphic.id] = TextInk(version: graphic.version, fontSize: run.font.size, size: size)
        return size
    }
}
