import CSDL2
@_spi(TrellisExtension) import TrellisCore

extension Canvas {
    /// Whether `graphic` is a text too large for one texture, drawn in tiles.
    /// Turned or scaled text keeps one texture, cut at the renderer's limit.
    func drawsInTiles(_ graphic: Graphic) -> Bool {
        guard case .text = graphic.content, graphic.rotation == 0, graphic.scale == 1 else { return false }
        let bounds = PixelGeometry.rect(graphic.frame)
        return bounds.w > TextTilePlan.side || bounds.h > TextTilePlan.side
    }

    /// Draws the tiles of a large text that cross `visible`, rasterising those
    /// not made yet, then frees the tiles far from what the window shows of it.
    func drawTiles(of graphic: Graphic, run: TextRun, within visible: SDL_Rect, opacity: Double) {
        guard let main = measurer.fonts.font(for: run.font) else { return }
        let bounds = PixelGeometry.rect(graphic.frame)
        let set = textures.tileSet(for: graphic.id, version: graphic.version, run: run, width: bounds.w, height: bounds.h,
                                   mainFont: main)
        let alpha = UInt8((min(max(opacity, 0), 1) * 255).rounded())
        for key in set.plan.tiles(crossing: Self.local(visible, in: bounds)) {
            let tile = set.plan.rect(of: key)
            // The last row of lines may reach below the frame; the frame is all that is drawn, as damage assumes.
            var destination = PixelGeometry.intersection(
                SDL_Rect(x: bounds.x + tile.x, y: bounds.y + tile.y, w: tile.w, h: tile.h), bounds)
            guard !PixelGeometry.isEmpty(destination) else { continue }
            guard let texture = set.tiles[key] ?? rasterise(key, of: set) else {
                Placeholder.draw(in: destination, opacity: opacity, renderer: renderer)
                continue
            }
            var source = SDL_Rect(x: destination.x - bounds.x - tile.x, y: destination.y - bounds.y - tile.y,
                                  w: destination.w, h: destination.h)
            SDL_SetTextureAlphaMod(texture, alpha)
            SDL_RenderCopy(renderer, texture, &source, &destination)
        }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        var shown = SDL_Rect(x: 0, y: 0, w: width, h: height)
        if let clip = graphic.clip { shown = PixelGeometry.intersection(shown, PixelGeometry.rect(clip)) }
        // A tile's width across and a row's height above and below stay ready for scrolling.
        let near = Self.local(shown, in: bounds)
        let kept = Self.clamped(x: Int64(near.x) - Int64(TextTilePlan.side), y: Int64(near.y) - Int64(TextTilePlan.rowHeight),
                                width: Int64(near.w) + 2 * Int64(TextTilePlan.side),
                                height: Int64(near.h) + 2 * Int64(TextTilePlan.rowHeight))
        textures.pruneTiles(of: set, keeping: kept)
    }

    private func rasterise(_ key: TextTileKey, of set: TextTileSet) -> OpaquePointer? {
        guard let surface = TextTileRasterizer(fonts: measurer.fonts, measurer: measurer).surface(for: key, of: set.plan) else { return nil }
        defer { SDL_FreeSurface(surface) }
        return textures.addTile(key, from: surface, to: set)
    }

    /// `rect`, on the target, as a rectangle within the text whose frame is `bounds`.
    private static func local(_ rect: SDL_Rect, in bounds: SDL_Rect) -> SDL_Rect {
        clamped(x: Int64(rect.x) - Int64(bounds.x), y: Int64(rect.y) - Int64(bounds.y), width: Int64(rect.w), height: Int64(rect.h))
    }

    /// A rectangle from 64-bit sums, kept within what `SDL_Rect` holds.
    private static func clamped(x: Int64, y: Int64, width: Int64, height: Int64) -> SDL_Rect {
        let limit = Int64(Int32.max / 2)
        func side(_ value: Int64) -> Int32 { Int32(min(max(value, -limit), limit)) }
        return SDL_Rect(x: side(x), y: side(y), w: side(max(width, 0)), h: side(max(height, 0)))
    }
}
