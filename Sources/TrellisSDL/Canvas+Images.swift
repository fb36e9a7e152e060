import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Pictures and symbols: each a texture of its own, made at the size it is shown.
extension Canvas {
    /// Draws a picture from the asset folder or a file, kept at a size near the one it is shown at.
    func drawPicture(_ source: ImageReference.Source, graphic: Graphic, opacity: Double) {
        let frame = PixelGeometry.rect(graphic.frame)
        // A picture shown much smaller than it is keeps a smaller copy; the
        // texture is made again when the frame needs another one.
        let shown = SDL_Point(x: frame.w, y: frame.h)
        let halvings = SDL_Point(x: Int32(images.halvings(of: source, shownAt: shown)), y: 0)
        let entry = textures.texture(for: graphic.id, version: graphic.version, rasterSize: halvings) { _ in
            images.makeTexture(of: source, shownAt: shown, in: textures)
        }
        if entry.texture == nil {
            Placeholder.draw(in: frame, opacity: opacity, renderer: renderer)
        } else {
            copy(entry, to: frame, opacity: opacity, turning: graphic)
        }
    }

    /// Draws a symbol, rasterised again at the point size its frame fits rather than stretched.
    /// One that cannot be drawn leaves its frame empty, as SwiftUI's unknown symbols do.
    func drawSymbol(named name: String, reference: ImageReference, graphic: Graphic, opacity: Double) {
        let frame = PixelGeometry.rect(graphic.frame)
        guard let natural = symbols.naturalSize(of: name, pointSize: reference.symbolSize),
              natural.width > 0, natural.height > 0 else {
            textures.keep(graphic.id)
            return
        }
        // A resizable symbol is drawn again at the size that fits its frame,
        // rather than stretched, so its edges stay sharp.
        let scale = min(graphic.frame.width / natural.width, graphic.frame.height / natural.height)
        let fitsAsIs = abs(graphic.frame.width - natural.width) < 0.5 && abs(graphic.frame.height - natural.height) < 0.5
        let pointSize = fitsAsIs || !scale.isFinite ? reference.symbolSize : reference.symbolSize * scale
        let rasterKey = SDL_Point(x: Int32(clamping: Int(pointSize.isFinite ? pointSize.rounded() : 0)), y: 0)
        let entry = textures.texture(for: graphic.id, version: graphic.version, rasterSize: rasterKey, paint: reference.tint) { _ in
            textures.shared(.symbol(name: name, pointSize: pointSize, color: reference.tint)) {
                symbols.makeTexture(named: name, pointSize: pointSize, color: reference.tint, in: textures)
            }
        }
        guard entry.texture != nil else { return }
        let width = Int32(clampingPixels: Double(entry.width) * graphic.scale)
        let height = Int32(clampingPixels: Double(entry.height) * graphic.scale)
        // In 64 bits: a clamped size beside a clamped frame may pass the Int32 range.
        let x = Int32(clampingPixels: Double(frame.x) + (Double(frame.w) - Double(width)) / 2)
        let y = Int32(clampingPixels: Double(frame.y) + (Double(frame.h) - Double(height)) / 2)
        let destination = SDL_Rect(x: x, y: y, w: width, h: height)
        copy(entry, to: destination, opacity: opacity, turning: graphic)
    }
}
