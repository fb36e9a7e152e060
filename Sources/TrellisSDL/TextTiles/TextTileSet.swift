import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// The tiles one text has on the renderer, for the content and size they were drawn for.
@MainActor
final class TextTileSet {
    let version: Int
    let paint: RGBA
    let plan: TextTilePlan
    var tiles: [TextTileKey: OpaquePointer] = [:]
    var lastUsedFrame: UInt64 = 0

    init(version: Int, paint: RGBA, plan: TextTilePlan) {
        self.version = version
        self.paint = paint
        self.plan = plan
    }

    func fits(version: Int, paint: RGBA, width: Int32, height: Int32) -> Bool {
        self.version == version && self.paint == paint && plan.width == width && plan.height == height
    }
}

extension TextureStore {
    /// The tiles of `id`, made afresh (the old ones freed) when its content or size changed.
    func tileSet(for id: GraphicID, version: Int, run: TextRun, width: Int32, height: Int32,
                 mainFont: OpaquePointer) -> TextTileSet {
        if let known = textTiles[id] {
            known.lastUsedFrame = currentFrame
            if known.fits(version: version, paint: run.color, width: width, height: height) { return known }
            discardTiles(of: id)
        }
        let plan = TextTilePlan(run: run, width: width, height: height, mainFont: mainFont)
        let set = TextTileSet(version: version, paint: run.color, plan: plan)
        set.lastUsedFrame = currentFrame
        textTiles[id] = set
        return set
    }

    /// Adds a tile drawn from `surface` to `set`; nil when no texture could be made.
    func addTile(_ key: TextTileKey, from surface: UnsafeMutablePointer<SDL_Surface>, to set: TextTileSet) -> OpaquePointer? {
        guard let texture = makeTexture(.text, from: surface) else { return nil }
        countMade(texture)
        set.tiles[key] = texture
        return texture
    }

    /// Frees the tiles of `set` that lie outside `kept`, a rectangle within its text:
    /// tiles are made as they scroll into view and go again once far from it.
    func pruneTiles(of set: TextTileSet, keeping kept: SDL_Rect) {
        for (key, texture) in set.tiles where PixelGeometry.isEmpty(PixelGeometry.intersection(set.plan.rect(of: key), kept)) {
            set.tiles[key] = nil
            free(texture)
        }
    }

    /// Frees every tile of `id`.
    func discardTiles(of id: GraphicID) {
        // Most windows have no tiled text, and every graphic that goes asks.
        guard !textTiles.isEmpty, let set = textTiles.removeValue(forKey: id) else { return }
        for texture in set.tiles.values { free(texture) }
    }

    /// Frees the tiles of texts this frame did not use, on frames that know every graphic.
    func sweepTiles() {
        for (id, set) in textTiles where set.lastUsedFrame != currentFrame { discardTiles(of: id) }
    }
}
